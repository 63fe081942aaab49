import { z } from 'zod';
import { PaginationQuerySchema, TimestampSchema } from './common';

/*
 * Model audit on the server (CASL subject `ModelAudit`): a scan of uploaded model files, or of a
 * path below the operator's CRUCIBLE_MODEL_AUDIT_ROOT, run as a `model-audit-scan` job by the
 * @crucible/model-audit scanners. Findings keep the scanner's own fields.
 */

export const MODEL_AUDIT_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type ModelAuditStatus = (typeof MODEL_AUDIT_STATUSES)[number];
/** The scanner's severities, most severe first. */
export const MODEL_AUDIT_SEVERITIES = ['critical', 'high', 'medium', 'low', 'info'] as const;
export type ModelAuditSeverity = (typeof MODEL_AUDIT_SEVERITIES)[number];
export const MODEL_AUDIT_VERDICTS = ['clean', 'suspicious', 'unsafe', 'error'] as const;
export type ModelAuditVerdict = (typeof MODEL_AUDIT_VERDICTS)[number];
export const MODEL_AUDIT_SOURCES = ['upload', 'path'] as const;
export type ModelAuditSource = (typeof MODEL_AUDIT_SOURCES)[number];

export const ModelAuditCountsSchema = z.object({
  critical: z.number().int(),
  high: z.number().int(),
  medium: z.number().int(),
  low: z.number().int(),
  info: z.number().int(),
});
export type ModelAuditCounts = z.infer<typeof ModelAuditCountsSchema>;

/** A scan as the history lists it. `names`: the uploaded files (relative paths) or the path. */
export const ModelAuditScanSummarySchema = z.object({
  id: z.uuid(),
  teamId: z.uuid(),
  source: z.enum(MODEL_AUDIT_SOURCES),
  names: z.array(z.string()),
  status: z.enum(MODEL_AUDIT_STATUSES),
  /** Bytes scanned so far and in all (the total is known once the job lists the files). */
  progress: z.object({ bytesDone: z.number().int(), bytesTotal: z.number().int() }),
  files: z.number().int(),
  bytes: z.number().int(),
  durationMs: z.number().int().nullable(),
  counts: ModelAuditCountsSchema,
  verdict: z.enum(MODEL_AUDIT_VERDICTS).nullable(),
  /** Why the scan failed, or files that could not be read. */
  error: z.string().nullable(),
  createdBy: z.object({ id: z.uuid().nullable(), name: z.string() }),
  createdAt: TimestampSchema,
  startedAt: TimestampSchema.nullable(),
  finishedAt: TimestampSchema.nullable(),
});
export type ModelAuditScanSummary = z.infer<typeof ModelAuditScanSummarySchema>;

export const ModelAuditFindingSchema = z.object({
  id: z.uuid(),
  ruleId: z.string(),
  severity: z.enum(MODEL_AUDIT_SEVERITIES),
  scanner: z.string(),
  /** The file as uploaded (relative path) or relative to the scanned server path. */
  file: z.string(),
  /** Path inside archives, outermost first, joined with `!/`. */
  member: z.string().nullable(),
  offset: z.number().int().nullable(),
  /** Pickle opcode index. */
  position: z.number().int().nullable(),
  global: z.string().nullable(),
  operator: z.string().nullable(),
  explanation: z.string(),
  remediation: z.string(),
});
export type ModelAuditFinding = z.infer<typeof ModelAuditFindingSchema>;

export const ModelAuditScanErrorSchema = z.object({ file: z.string(), message: z.string() });

export const ModelAuditScanDetailSchema = ModelAuditScanSummarySchema.extend({
  findings: z.array(ModelAuditFindingSchema),
  errors: z.array(ModelAuditScanErrorSchema),
});
export type ModelAuditScanDetail = z.infer<typeof ModelAuditScanDetailSchema>;

export const ModelAuditScanParamsSchema = z.object({ id: z.uuid({ error: 'Invalid ID' }) });

export const ModelAuditScanListQuerySchema = PaginationQuerySchema.extend({
  teamId: z.uuid({ error: 'Invalid team ID' }),
  status: z.enum(MODEL_AUDIT_STATUSES).optional(),
  verdict: z.enum(MODEL_AUDIT_VERDICTS).optional(),
  /** Scans created at or after / before these times. */
  from: TimestampSchema.optional(),
  to: TimestampSchema.optional(),
});
export type ModelAuditScanListQuery = z.infer<typeof ModelAuditScanListQuerySchema>;

export const ModelAuditScanListResponseSchema = z.object({
  items: z.array(ModelAuditScanSummarySchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type ModelAuditScanListResponse = z.infer<typeof ModelAuditScanListResponseSchema>;

/** The JSON form of POST /api/v1/model-audit/scans: a path on the server, below its root. */
export const CreateModelAuditPathScanRequestSchema = z.object({
  teamId: z.uuid({ error: 'Invalid team ID' }),
  path: z
    .string({ error: 'Give a path' })
    .trim()
    .min(1, { error: 'Give a path' })
    .max(4096, { error: 'The path is too long' }),
});
export type CreateModelAuditPathScanRequest = z.infer<typeof CreateModelAuditPathScanRequestSchema>;

export const CreateModelAuditScanResponseSchema = z.object({
  id: z.uuid(),
  status: z.enum(MODEL_AUDIT_STATUSES),
});
export type CreateModelAuditScanResponse = z.infer<typeof CreateModelAuditScanResponseSchema>;

/** The format of GET /api/v1/model-audit/scans/{id}/report?format= (sarif has its own path too). */
export const ModelAuditReportQuerySchema = z.object({
  format: z.enum(['json', 'sarif']).default('json'),
});
