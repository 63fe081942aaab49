import { z } from 'zod';
import { TimestampSchema } from './common';

/**
 * The organization's audit trail: one row per mutating API call, allowed or refused. Read-only
 * through the API (there is no route that changes or deletes a row); old rows leave only by the
 * operator's retention setting (docs/operations.md, CRUCIBLE_AUDIT_RETENTION_DAYS).
 */

export const AUDIT_LOG_OUTCOMES = ['success', 'failure'] as const;
export type AuditLogOutcome = (typeof AUDIT_LOG_OUTCOMES)[number];
export const AUDIT_LOG_EXPORT_FORMATS = ['csv', 'jsonl'] as const;
export type AuditLogExportFormat = (typeof AUDIT_LOG_EXPORT_FORMATS)[number];
export const AUDIT_LOG_PAGE_MAX = 200;

/** Who made the call: a signed-in user, a user's API token, or nobody (a refused sign-in). */
export const AuditActorSchema = z.object({
  type: z.enum(['user', 'token', 'anonymous']),
  userId: z.uuid().nullable(),
  /** Null when the user has since been deleted. */
  name: z.string().nullable(),
  email: z.string().nullable(),
  tokenId: z.uuid().nullable(),
  tokenName: z.string().nullable(),
});
export type AuditActor = z.infer<typeof AuditActorSchema>;

export const AuditLogSchema = z.object({
  id: z.string(),
  createdAt: TimestampSchema,
  actor: AuditActorSchema,
  action: z.string(),
  subject: z.string(),
  subjectId: z.string().nullable(),
  teamId: z.uuid().nullable(),
  method: z.string(),
  path: z.string(),
  /** The HTTP status answered: below 400 succeeded, 400 and above was refused or failed. */
  status: z.number().int(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditLog = z.infer<typeof AuditLogSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `At most ${max} characters` })
    .optional()
    .transform((value) => (value ? value : undefined));

/** The filters the list and the export share. */
export const AuditLogFilterQuerySchema = z.object({
  /** A user's id (their calls, by session or by token) or one API token's id. */
  actorId: z.uuid({ error: 'Invalid actor ID' }).optional(),
  action: optionalText(200),
  subject: optionalText(100),
  outcome: z.enum(AUDIT_LOG_OUTCOMES, { error: 'Invalid outcome' }).optional(),
  status: z.coerce
    .number({ error: 'Invalid status' })
    .int({ error: 'Invalid status' })
    .min(100, { error: 'Invalid status' })
    .max(599, { error: 'Invalid status' })
    .optional(),
  /** Inclusive lower bound. */
  from: z.iso.datetime({ offset: true, error: 'Invalid from date' }).optional(),
  /** Exclusive upper bound. */
  to: z.iso.datetime({ offset: true, error: 'Invalid to date' }).optional(),
  /** Case-insensitive substring of the action, subject, subject id, path or IP. */
  q: optionalText(200),
});
export type AuditLogFilterQuery = z.infer<typeof AuditLogFilterQuerySchema>;

const fromBeforeTo = (query: { from?: string | undefined; to?: string | undefined }) =>
  !query.from || !query.to || Date.parse(query.from) < Date.parse(query.to);
const FROM_BEFORE_TO = { error: 'From must be before to', path: ['from'] };

// GET /api/v1/organizations/{orgId}/audit-logs?actorId=&action=&subject=&outcome=&status=
//   &from=&to=&q=&cursor=&limit= — newest first; pass nextCursor back for the next page.
export const AuditLogListQuerySchema = AuditLogFilterQuerySchema.extend({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(AUDIT_LOG_PAGE_MAX).default(50),
}).refine(fromBeforeTo, FROM_BEFORE_TO);
export type AuditLogListQuery = z.infer<typeof AuditLogListQuerySchema>;
export type AuditLogListQueryInput = z.input<typeof AuditLogListQuerySchema>;

export const AuditLogListResponseSchema = z.object({
  items: z.array(AuditLogSchema),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
});
export type AuditLogListResponse = z.infer<typeof AuditLogListResponseSchema>;

// GET /api/v1/organizations/{orgId}/audit-logs/export?format=csv|jsonl&…the list's filters
export const AuditLogExportQuerySchema = AuditLogFilterQuerySchema.extend({
  format: z.enum(AUDIT_LOG_EXPORT_FORMATS, { error: 'Invalid format' }).default('csv'),
}).refine(fromBeforeTo, FROM_BEFORE_TO);
export type AuditLogExportQuery = z.infer<typeof AuditLogExportQuerySchema>;

/** The CSV export's columns, in order (a JSONL line is an `AuditLog`). */
export const AUDIT_LOG_CSV_COLUMNS = [
  'id',
  'created_at',
  'actor_type',
  'actor_user_id',
  'actor_name',
  'actor_email',
  'actor_token_id',
  'actor_token_name',
  'action',
  'subject',
  'subject_id',
  'team_id',
  'method',
  'path',
  'status',
  'ip',
  'user_agent',
] as const;
