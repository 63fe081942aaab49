import type { ScanErrors } from '@crucible/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from './pipeline/probe-queries';

/**
 * The group of an errored probe's reason: `HTTP <status>` for HTTP errors (their reason goes on
 * with a snippet of the body, different every time), else the reason's first 200 characters.
 */
export const errorGroupOf = (reason: SQL = sql.raw('reason')): SQL =>
  sql`(case when coalesce(${reason}, '') ~ '^HTTP [0-9]{3}'
        then substring(${reason} from '^HTTP [0-9]{3}')
        else left(coalesce(nullif(${reason}, ''), 'Unknown error'), 200) end)`;

/** The scan's errored probes grouped by `errorGroupOf`, largest group first. */
export async function errorGroups(db: Db, scanId: string, limit = 50): Promise<ScanErrors> {
  const groups = rowsOf<{ reason: string; count: number }>(
    await db.execute(sql`
      select ${errorGroupOf()} as reason, count(*)::int as count
      from scan_probes where scan_id = ${scanId} and outcome = 'error'
      group by 1 order by 2 desc, 1 limit ${limit}`),
  );
  const [counted] = rowsOf<{ total: number }>(
    await db.execute(sql`
      select count(*)::int as total from scan_probes where scan_id = ${scanId} and outcome = 'error'`),
  );
  return { total: counted?.total ?? 0, groups };
}
