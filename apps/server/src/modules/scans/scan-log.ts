import type { ScanLog, ScanLogLevel } from '@crucible/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { scanLog, users } from '../../db/schema';
import { iso } from '../../lib/time';

/**
 * Adds one line to a scan's log. Call it for what a person following the scan wants to read
 * (phase changes, resumes, cancel, retry, roll-up, failures), never once per probe.
 */
export async function appendScanLog(
  db: Db,
  scanId: string,
  organizationId: string,
  level: ScanLogLevel,
  message: string,
  data?: Record<string, unknown>,
): Promise<void> {
  await db.insert(scanLog).values({ scanId, organizationId, level, message, data: data ?? null });
}

/** A page of the log, oldest first, after the cursor (the caller has checked the scan's scope). */
export async function readScanLog(
  db: Database,
  options: { organizationId: string; scanId: string; after?: number | undefined; limit: number },
): Promise<ScanLog> {
  const rows = await logPage(db).execute({ ...options, after: options.after ?? null });
  return {
    entries: rows.map((row) => ({
      id: row.id,
      at: iso(row.createdAt),
      level: row.level,
      message: row.message,
      data: row.data,
    })),
    next: rows.at(-1)?.id ?? options.after ?? null,
  };
}

// A running scan's page polls the log: prepared, with a null cursor for the first page.
const logPage = preparedPer((db: Database) =>
  db
    .select()
    .from(scanLog)
    .where(
      and(
        eq(scanLog.scanId, sql.placeholder('scanId')),
        eq(scanLog.organizationId, sql.placeholder('organizationId')),
        sql`(${sql.placeholder('after')}::bigint is null or ${scanLog.id} > ${sql.placeholder('after')})`,
      ),
    )
    .orderBy(asc(scanLog.id))
    .limit(sql.placeholder('limit'))
    .prepare('scan_log_page'),
);

/** "3 probes", "1 probe". */
export const plural = (n: number, noun: string, nouns = `${noun}s`) =>
  `${n} ${n === 1 ? noun : nouns}`;

/** Who did something, for the scan log. */
export async function actorOf(db: Db, userId: string) {
  const [user] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  return user ?? { id: userId, name: 'a deleted user' };
}
