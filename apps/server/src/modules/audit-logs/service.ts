import type {
  AuditLogFilterQuery,
  AuditLogListQuery,
  AuditLogListResponse,
} from '@crucible/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type AuditFilters,
  auditLogOf,
  cursorOf,
  decodeCursor,
  encodeCursor,
  readPage,
  resolveActor,
} from './queries';

export type AuditScope = { organizationId: string };

async function filtersOf(
  db: Db,
  scope: AuditScope,
  query: AuditLogFilterQuery,
): Promise<AuditFilters> {
  const { actorId, ...rest } = query;
  return { ...rest, organizationId: scope.organizationId, actor: await resolveActor(db, actorId) };
}

/** One page of the organization's audit rows, newest first, and the cursor of the next. */
export async function listAuditLogs(
  db: Db,
  scope: AuditScope,
  query: AuditLogListQuery,
): Promise<AuditLogListResponse> {
  const { cursor, limit, ...filterQuery } = query;
  const after = cursor ? decodeCursor(cursor) : undefined;
  const filters = await filtersOf(db, scope, filterQuery);
  // One row more than asked says whether another page follows.
  const rows = await readPage(db, filters, after, limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(auditLogOf),
    nextCursor: rows.length > limit && last ? encodeCursor(cursorOf(last)) : null,
  };
}

/** Rows read per query while exporting. */
export const EXPORT_BATCH = 5_000;

/**
 * Every row the filters match, newest first, a batch at a time by the same keyset as the list.
 * The next batch is read while the consumer handles this one (the database and the encoding
 * overlap), so memory holds at most two batches whatever the export's size. The consumer pulls
 * (a stream with backpressure): a slow download reads the database no faster than it is sent.
 */
export async function* auditRowsMatching(
  db: Db,
  scope: AuditScope,
  query: AuditLogFilterQuery,
  batch = EXPORT_BATCH,
) {
  const filters = await filtersOf(db, scope, query);
  let next = readPage(db, filters, undefined, batch);
  for (;;) {
    const rows = await next;
    const last = rows.at(-1);
    const more = rows.length === batch && last !== undefined;
    if (more) {
      next = readPage(db, filters, cursorOf(last), batch);
      // Settled here if the consumer stops early; awaited (and its error thrown) otherwise.
      next.catch(() => undefined);
    }
    if (rows.length > 0) yield rows;
    if (!more) return;
  }
}

/** Rows deleted per statement by retention, so no one statement holds locks for long. */
export const RETENTION_BATCH = 5_000;

/**
 * Deletes the audit rows older than `retentionDays` (every organization's), a batch at a time.
 * Answers how many went. Idempotent: run twice, the second finds nothing.
 */
export async function purgeExpiredAuditLogs(
  db: Db,
  options: { retentionDays: number; now?: Date; batch?: number },
): Promise<number> {
  const cutoff = new Date(
    (options.now ?? new Date()).getTime() - options.retentionDays * 86_400_000,
  );
  const batch = options.batch ?? RETENTION_BATCH;
  let deleted = 0;
  for (;;) {
    const result = await db.execute(sql`
      delete from audit_logs where id in (
        select id from audit_logs where created_at < ${cutoff} limit ${batch}
      )`);
    const count = rowCountOf(result);
    deleted += count;
    if (count < batch) return deleted;
  }
}

/** node-postgres answers `rowCount`, PGlite `affectedRows`. */
function rowCountOf(result: unknown): number {
  const { rowCount, affectedRows } = result as { rowCount?: number | null; affectedRows?: number };
  return rowCount ?? affectedRows ?? 0;
}
