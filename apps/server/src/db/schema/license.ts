import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

/** License keys installed on this server; the newest is in force. */
export const licenseKeys = pgTable('license_keys', {
  id: id(),
  licenseKey: text('license_key').notNull(),
  installedBy: uuid('installed_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * Probes sent per target per day: what licensing and the usage page count. Filled by scans;
 * targetId has no foreign key so usage survives a deleted target.
 */
export const usageDaily = pgTable(
  'usage_daily',
  {
    organizationId: uuid('organization_id').notNull(),
    targetId: uuid('target_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    probes: integer('probes').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.targetId, table.day] }),
    index('usage_daily_day_idx').on(table.day),
  ],
);

export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
