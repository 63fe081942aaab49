import type { ScanLog, ScanLogLevel } from '@crucible/shared';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
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
  db: Db,
  options: { organizationId: string; scanId: string; after?: number | undefined; limit: number },
): Promise<ScanLog> {
  const rows = await db
    .select()
    .from(scanLog)
    .where(
      and(
        eq(scanLog.scanId, options.scanId),
        eq(scanLog.organizationId, options.organizationId),
        options.after === undefined ? undefined : gt(scanLog.id, options.after),
      ),
    )
    .orderBy(asc(scanLog.id))
    .limit(options.limit);
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
