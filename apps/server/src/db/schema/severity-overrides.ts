import type { PluginSeverity } from '@crucible/shared';
import {
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { organizations } from './organizations';
import { targets } from './targets';
import { users } from './users';

/**
 * An organization's named collection of plugin severity overrides (CASL
 * `PluginSeverityOverride`). Every active collection applies; a plugin is set by one active
 * collection at most (the service refuses a second), so the organization's override of a plugin
 * is never ambiguous.
 */
export const severityOverrideCollections = pgTable(
  'severity_override_collections',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    active: boolean('active').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('severity_override_collections_org_name_idx').on(table.organizationId, table.name),
  ],
);

/** One override of a collection: plugin → severity, with the reason. */
export const severityOverrideItems = pgTable(
  'severity_override_items',
  {
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => severityOverrideCollections.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').notNull(),
    pluginId: text('plugin_id').notNull(),
    severity: text('severity').$type<PluginSeverity>().notNull(),
    reason: text('reason').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.collectionId, table.pluginId] }),
    index('severity_override_items_org_plugin_idx').on(table.organizationId, table.pluginId),
  ],
);

/** A target's own override of a plugin's severity; it beats the organization's. */
export const targetPluginSeverities = pgTable(
  'target_plugin_severities',
  {
    targetId: uuid('target_id')
      .notNull()
      .references(() => targets.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').notNull(),
    pluginId: text('plugin_id').notNull(),
    severity: text('severity').$type<PluginSeverity>().notNull(),
    reason: text('reason').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.targetId, table.pluginId] })],
);
