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

/**
 * The scan's errored probes grouped by `errorGroupOf`, largest group first, and how many errored
 * in all (a window sum over every group, computed before the limit): one statement.
 */
export async function errorGroups(
  db: Db,
  scope: { organizationId: string; scanId: string },
  limit = 50,
): Promise<ScanErrors> {
  const rows = rowsOf<{ reason: string; count: number; total: number }>(
    await db.execute(sql`
      select ${errorGroupOf()} as reason, count(*)::int as count,
        (sum(count(*)) over ())::int as total
      from scan_probes
      where scan_id = ${scope.scanId} and organization_id = ${scope.organizationId}
        and outcome = 'error'
      group by 1 order by 2 desc, 1 limit ${limit}`),
  );
  return {
    total: rows[0]?.total ?? 0,
    groups: rows.map(({ reason, count }) => ({ reason, count })),
  };
}
