import type { PublicTargetConfig, TargetSecretsSet, TargetType } from '@crucible/shared';
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { organizations } from './organizations';
import { teams } from './teams';
import { users } from './users';

/**
 * Red-team targets, team-scoped. `config` never holds a secret: API keys, auth credentials and
 * secret headers are sealed together in `secrets_encrypted` (AES-256-GCM, lib/secret-box.ts),
 * and `secrets_set` records which are present so lists need not decrypt anything.
 */
export const targets = pgTable(
  'targets',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').$type<TargetType>().notNull(),
    config: jsonb('config').$type<PublicTargetConfig>().notNull(),
    secretsEncrypted: text('secrets_encrypted'),
    secretsSet: jsonb('secrets_set')
      .$type<TargetSecretsSet>()
      .notNull()
      .default({ apiKey: false, authSecret: false, headers: [] }),
    purpose: text('purpose'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('targets_team_name_idx').on(table.teamId, table.name),
    index('targets_org_idx').on(table.organizationId),
  ],
);

/** The provider settings of one model role, without its API key. */
export type StoredModelProvider = {
  type: 'openai' | 'anthropic';
  baseUrl?: string;
  model: string;
};

/** The attacker/generator and grader models of an organization; keys sealed like targets'. */
export const organizationModelSettings = pgTable('organization_model_settings', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  generator: jsonb('generator').$type<StoredModelProvider>(),
  grader: jsonb('grader').$type<StoredModelProvider>(),
  /** Sealed JSON `{ generator?: apiKey, grader?: apiKey }`. */
  secretsEncrypted: text('secrets_encrypted'),
  secretsSet: jsonb('secrets_set')
    .$type<{ generator: boolean; grader: boolean }>()
    .notNull()
    .default({ generator: false, grader: false }),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
