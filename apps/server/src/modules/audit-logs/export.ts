import { Readable } from 'node:stream';
import {
  AUDIT_LOG_CSV_COLUMNS,
  type AuditLog,
  type AuditLogExportFormat,
  type AuditLogFilterQuery,
} from '@crucible/shared';
import type { Db } from '../../db/client';
import { csvCell } from '../../lib/csv';
import { auditLogOf, type AuditRow } from './queries';
import { type AuditScope, auditRowsMatching } from './service';

/*
 * The filtered audit trail as a file: CSV (RFC 4180, spreadsheet-safe) or JSON Lines (one
 * `AuditLog` per line). Streamed a batch at a time by keyset, so memory stays flat whatever the
 * number of rows, and pulled by the response, so a slow client slows the reads (backpressure).
 */

type CsvColumn = (typeof AUDIT_LOG_CSV_COLUMNS)[number];

const CSV_VALUES: Record<CsvColumn, (log: AuditLog) => string | number | null> = {
  id: (log) => log.id,
  created_at: (log) => log.createdAt,
  actor_type: (log) => log.actor.type,
  actor_user_id: (log) => log.actor.userId,
  actor_name: (log) => log.actor.name,
  actor_email: (log) => log.actor.email,
  actor_token_id: (log) => log.actor.tokenId,
  actor_token_name: (log) => log.actor.tokenName,
  action: (log) => log.action,
  subject: (log) => log.subject,
  subject_id: (log) => log.subjectId,
  team_id: (log) => log.teamId,
  method: (log) => log.method,
  path: (log) => log.path,
  status: (log) => log.status,
  ip: (log) => log.ip,
  user_agent: (log) => log.userAgent,
};

const CSV_GETTERS = AUDIT_LOG_CSV_COLUMNS.map((column) => CSV_VALUES[column]);

export const AUDIT_CSV_HEADER = `${AUDIT_LOG_CSV_COLUMNS.join(',')}\r\n`;

export function auditCsvLine(log: AuditLog): string {
  return `${CSV_GETTERS.map((get) => csvCell(get(log) ?? '')).join(',')}\r\n`;
}

export const auditJsonLine = (log: AuditLog) => `${JSON.stringify(log)}\n`;

async function* exportText(
  batches: AsyncGenerator<AuditRow[]>,
  format: AuditLogExportFormat,
): AsyncGenerator<string> {
  const line = format === 'csv' ? auditCsvLine : auditJsonLine;
  if (format === 'csv') yield AUDIT_CSV_HEADER;
  for await (const rows of batches) {
    let text = '';
    for (const row of rows) text += line(auditLogOf(row));
    yield text;
  }
}

export const AUDIT_EXPORT_CONTENT_TYPES: Record<AuditLogExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  jsonl: 'application/x-ndjson; charset=utf-8',
};

/** The export file's name: `audit-logs-2026-11-28.csv`. */
export const auditExportFileName = (format: AuditLogExportFormat, now = new Date()) =>
  `audit-logs-${now.toISOString().slice(0, 10)}.${format}`;

/**
 * The export as a byte stream. The first batch is read before answering, so a bad cursor or a
 * failing database is an error answer rather than a broken download.
 */
export async function exportAuditLogs(
  db: Db,
  scope: AuditScope,
  query: AuditLogFilterQuery,
  format: AuditLogExportFormat,
): Promise<Readable> {
  const batches = auditRowsMatching(db, scope, query);
  const first = await batches.next();
  async function* all(): AsyncGenerator<AuditRow[]> {
    if (first.done) return;
    yield first.value;
    yield* batches;
  }
  return Readable.from(exportText(all(), format), { objectMode: false });
}
