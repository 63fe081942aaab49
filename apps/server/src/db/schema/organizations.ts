import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

export const organizations = pgTable('organizations', {
  id: id(),
  name: text('name').notNull(),
  // A self-hosted install has every area; an administrator can switch them off per organization.
  canUseRedteam: boolean('can_use_redteam').notNull().default(true),
  canUseAdaptiveGuardrails: boolean('can_use_adaptive_guardrails').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
