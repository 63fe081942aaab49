import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { organizations } from './organizations';
import { scans } from './scans';
import { users } from './users';

/**
 * A report made public (spec: `enableMakePublic`): one link per scan until revoked (the row is
 * deleted). The link's token is looked up by its SHA-256 hash and kept sealed (AES-GCM, the
 * install's secret key) so members can copy the same link again.
 */
export const reportShares = pgTable(
  'report_shares',
  {
    scanId: uuid('scan_id')
      .primaryKey()
      .references(() => scans.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    tokenSealed: text('token_sealed').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('report_shares_token_idx').on(table.tokenHash)],
);
