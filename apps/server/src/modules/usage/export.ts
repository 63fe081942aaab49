import { Readable } from 'node:stream';
import type { UsageRange } from '@crucible/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { csvCell } from '../../lib/csv';
import { rowsOf } from '../scans/pipeline/probe-queries';

/*
 * The range's daily rows as CSV: one line per target and day it sent probes (the rows of
 * `usage_daily`, the license's count), oldest first. Read a page at a time by key, so a year of
 * many targets streams without sitting whole in memory.
 */

/** Rows read per query while streaming. */
export const USAGE_EXPORT_CHUNK = 1000;

type ExportRow = {
  day: string;
  targetId: string;
  targetName: string | null;
  targetType: string | null;
  teamId: string | null;
  teamName: string | null;
  probes: number;
};

const COLUMNS: [string, (row: ExportRow) => string | number][] = [
  ['day', (row) => row.day],
  ['target_id', (row) => row.targetId],
  ['target_name', (row) => row.targetName ?? ''],
  ['target_type', (row) => row.targetType ?? ''],
  ['team_id', (row) => row.teamId ?? ''],
  ['team_name', (row) => row.teamName ?? ''],
  ['probes', (row) => row.probes],
];

export const USAGE_CSV_HEADER = `${COLUMNS.map(([name]) => name).join(',')}\r\n`;

const csvLine = (row: ExportRow) => `${COLUMNS.map(([, get]) => csvCell(get(row))).join(',')}\r\n`;

async function* exportRows(
  db: Db,
  organizationId: string,
  range: UsageRange,
): AsyncGenerator<string> {
  yield USAGE_CSV_HEADER;
  let after: { day: string; targetId: string } | null = null;
  for (;;) {
    const page: ExportRow[] = rowsOf<ExportRow>(
      await db.execute(sql`
        select to_char(u.day, 'YYYY-MM-DD') as day, u.target_id as "targetId",
          t.name as "targetName", t.type as "targetType", t.team_id as "teamId",
          teams.name as "teamName", u.probes
        from usage_daily u
          left join targets t on t.id = u.target_id and t.organization_id = u.organization_id
          left join teams on teams.id = t.team_id
        where u.organization_id = ${organizationId} and u.day between ${range.from} and ${range.to}
          and u.probes > 0
          ${after ? sql`and (u.day, u.target_id) > (${after.day}::date, ${after.targetId}::uuid)` : sql``}
        order by u.day, u.target_id
        limit ${USAGE_EXPORT_CHUNK}`),
    );
    if (page.length > 0) yield page.map(csvLine).join('');
    const last = page.at(-1);
    if (!last || page.length < USAGE_EXPORT_CHUNK) return;
    after = { day: last.day, targetId: last.targetId };
  }
}

/** `usage-2026-10-30-to-2026-11-28.csv`. */
export const usageExportFileName = ({ from, to }: UsageRange) => `usage-${from}-to-${to}.csv`;

export function exportUsage(db: Db, organizationId: string, range: UsageRange): Readable {
  return Readable.from(exportRows(db, organizationId, range), { objectMode: false });
}
