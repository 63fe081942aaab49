import type { IssueSeverity } from '@crucible/shared';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { organizations } from './organizations';
import { users } from './users';

/**
 * The Policy Library (CASL `CustomPolicy`): one per organization, names unique in it whatever
 * their case. A policy is the plugin `policy:<id>` of scan templates and vulnerabilities; a
 * scan copies the policy into its configuration, so editing one later changes no past scan.
 */
export const customPolicies = pgTable(
  'custom_policies',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The rule in plain words. */
    text: text('text').notNull(),
    severity: text('severity').$type<IssueSeverity>().notNull(),
    violatingExample: text('violating_example'),
    compliantExample: text('compliant_example'),
    mustMatch: jsonb('must_match').$type<string[]>().notNull().default([]),
    mustNotMatch: jsonb('must_not_match').$type<string[]>().notNull().default([]),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('custom_policies_org_name_idx').on(table.organizationId, sql`lower(${table.name})`),
    index('custom_policies_org_updated_idx').on(table.organizationId, table.updatedAt),
  ],
);
