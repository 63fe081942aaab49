import type {
  ModelAuditCounts,
  ModelAuditSeverity,
  ModelAuditSource,
  ModelAuditStatus,
  ModelAuditVerdict,
} from '@crucible/shared';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { organizations } from './organizations';
import { teams } from './teams';
import { users } from './users';

/**
 * Model-audit scans (CASL `ModelAudit`): uploaded files (kept in the data folder under
 * `model-audit/<id>/` until the scan finishes) or a path below CRUCIBLE_MODEL_AUDIT_ROOT.
 * `names` are the uploaded relative paths, or the one server path as given.
 */
export const modelAuditScans = pgTable(
  'model_audit_scans',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
    source: text('source').$type<ModelAuditSource>().notNull(),
    names: jsonb('names').$type<string[]>().notNull(),
    /** What the job scans: the upload folder or the resolved server path. */
    location: text('location').notNull(),
    status: text('status').$type<ModelAuditStatus>().notNull().default('queued'),
    bytesDone: bigint('bytes_done', { mode: 'number' }).notNull().default(0),
    bytesTotal: bigint('bytes_total', { mode: 'number' }).notNull().default(0),
    files: integer('files').notNull().default(0),
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
    durationMs: integer('duration_ms'),
    counts: jsonb('counts')
      .$type<ModelAuditCounts>()
      .notNull()
      .default({ critical: 0, high: 0, medium: 0, low: 0, info: 0 }),
    verdict: text('verdict').$type<ModelAuditVerdict>(),
    error: text('error'),
    /** Files that could not be read at all (the scanner's `errors`). */
    fileErrors: jsonb('file_errors')
      .$type<{ file: string; message: string }[]>()
      .notNull()
      .default([]),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('model_audit_scans_team_created_idx').on(table.teamId, table.createdAt),
    // The organization's audits by creation: usage per day and per team over a range.
    index('model_audit_scans_org_created_idx').on(table.organizationId, table.createdAt),
  ],
);

export const modelAuditFindings = pgTable(
  'model_audit_findings',
  {
    id: id(),
    scanId: uuid('scan_id')
      .notNull()
      .references(() => modelAuditScans.id, { onDelete: 'cascade' }),
    /** Order the scanner reported them in. */
    idx: integer('idx').notNull(),
    ruleId: text('rule_id').notNull(),
    severity: text('severity').$type<ModelAuditSeverity>().notNull(),
    scanner: text('scanner').notNull(),
    file: text('file').notNull(),
    member: text('member'),
    offset: bigint('offset', { mode: 'number' }),
    position: integer('position'),
    global: text('global'),
    operator: text('operator'),
    explanation: text('explanation').notNull(),
    remediation: text('remediation').notNull(),
  },
  (table) => [index('model_audit_findings_scan_idx').on(table.scanId, table.idx)],
);
