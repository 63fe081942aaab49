import { Readable } from 'node:stream';
import { frameworksForPlugin } from '@crucible/engine';
import type { IssueExportQuery, IssueExportRow, IssueSummary } from '@crucible/shared';
import type { Db } from '../../db/client';
import { csvCell } from '../../lib/csv';
import type { IssueFilters } from './list-filters';
import { issueSummaries, matchingIssueIds } from './queries';

/*
 * The filtered vulnerabilities list as a file: CSV (one row per issue, spreadsheet-safe) or a
 * JSON array. Streamed a chunk of rows at a time, so a large export never sits whole in memory
 * as text.
 */

/** Rows read per query while streaming. */
export const EXPORT_CHUNK = 500;

const CSV_COLUMNS: [string, (row: IssueExportRow) => string | number][] = [
  ['id', (row) => row.id],
  ['severity', (row) => row.severity],
  ['status', (row) => row.status],
  ['plugin_id', (row) => row.pluginId],
  ['plugin_name', (row) => row.pluginName],
  ['category', (row) => row.category],
  ['frameworks', (row) => row.frameworks.join(' ')],
  ['team_id', (row) => row.teamId],
  ['target_id', (row) => row.targetId],
  ['target_name', (row) => row.targetName],
  ['occurrences', (row) => row.occurrences],
  ['first_seen_at', (row) => row.firstSeenAt],
  ['last_seen_at', (row) => row.lastSeenAt],
  ['assignee', (row) => row.assignee?.name ?? ''],
];

export const CSV_HEADER = `${CSV_COLUMNS.map(([name]) => name).join(',')}\r\n`;

export const csvLine = (row: IssueExportRow) =>
  `${CSV_COLUMNS.map(([, get]) => csvCell(get(row))).join(',')}\r\n`;

export const exportRowOf = (summary: IssueSummary): IssueExportRow => ({
  ...summary,
  frameworks: frameworksForPlugin(summary.pluginId),
});

/** The issues of `ids`, in that order, a chunk at a time. */
async function* exportRows(
  db: Db,
  organizationId: string,
  ids: string[],
): AsyncGenerator<IssueExportRow[]> {
  for (let start = 0; start < ids.length; start += EXPORT_CHUNK) {
    const chunk = ids.slice(start, start + EXPORT_CHUNK);
    const byId = new Map(
      (await issueSummaries(db, organizationId, chunk)).map((row) => [row.id, row]),
    );
    // An issue deleted since the ids were read is left out.
    yield chunk.flatMap((id) => {
      const summary = byId.get(id);
      return summary ? [exportRowOf(summary)] : [];
    });
  }
}

async function* exportText(
  rows: AsyncGenerator<IssueExportRow[]>,
  format: IssueExportQuery['format'],
): AsyncGenerator<string> {
  if (format === 'csv') {
    yield CSV_HEADER;
    for await (const chunk of rows) yield chunk.map(csvLine).join('');
    return;
  }
  let first = true;
  yield '[';
  for await (const chunk of rows) {
    if (chunk.length === 0) continue;
    yield `${first ? '\n' : ',\n'}${chunk.map((row) => JSON.stringify(row)).join(',\n')}`;
    first = false;
  }
  yield first ? ']\n' : '\n]\n';
}

export const EXPORT_CONTENT_TYPES: Record<IssueExportQuery['format'], string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

/** The export file's name: `vulnerabilities-2026-11-28.csv`. */
export const exportFileName = (format: IssueExportQuery['format'], now = new Date()) =>
  `vulnerabilities-${now.toISOString().slice(0, 10)}.${format}`;

/**
 * The export as a stream of text. The matching ids are read before it starts, so a bad filter
 * is an error answer, not a broken download; the rows follow as the response is read.
 */
export async function exportIssues(
  db: Db,
  filters: IssueFilters,
  format: IssueExportQuery['format'],
): Promise<Readable> {
  const ids = await matchingIssueIds(db, filters);
  const rows = exportRows(db, filters.organizationId, ids);
  return Readable.from(exportText(rows, format), { objectMode: false });
}
