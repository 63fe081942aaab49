import { z } from 'zod';
import { PaginationQuerySchema, TimestampSchema } from './common';
import { GradingExampleReasonSchema } from './grading-examples';
import { PLUGIN_SEVERITIES } from './redteam';
import { SEVERITY_LAYERS } from '../severity';

/*
 * Vulnerabilities (CASL subject `Issue`): one weakness of one target, keyed (target, plugin).
 * Completed scans open, fix and reopen them; people set status, severity and assignee and
 * comment. Every change is an event on the issue's timeline.
 */

export const ISSUE_STATUSES = ['open', 'fixed', 'ignored', 'false_positive'] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];
export type IssueSeverity = (typeof PLUGIN_SEVERITIES)[number];

/**
 * `opened`, `fixed` and `regressed` are a scan's doing; `status`, `severity`, `assignee`,
 * `comment` and `examples` (its evidence recorded as grading examples; `to` is how many) a
 * person's.
 */
export const ISSUE_EVENT_KINDS = [
  'opened',
  'fixed',
  'regressed',
  'status',
  'severity',
  'assignee',
  'comment',
  'examples',
] as const;
export type IssueEventKind = (typeof ISSUE_EVENT_KINDS)[number];

/** Evidence on one issue page: the latest ones, up to this many (with the total). */
export const ISSUE_EVIDENCE_LIMIT = 50;
export const ISSUE_COMMENT_MAX = 5000;
export const ISSUE_BULK_MAX = 500;

const IssueIdSchema = z.uuid({ error: 'Invalid issue ID' });
export const IssueParamsSchema = z.object({ id: IssueIdSchema });

// GET /api/v1/issues?teamId=&targetId=&status=&severity=&pluginId=&q=&limit=&offset=
export const IssueListQuerySchema = PaginationQuerySchema.extend({
  /** Without it: every team of the caller's where they may read issues. */
  teamId: z.uuid({ error: 'Invalid team ID' }).optional(),
  targetId: z.uuid({ error: 'Invalid target ID' }).optional(),
  status: z.enum(ISSUE_STATUSES).optional(),
  severity: z.enum(PLUGIN_SEVERITIES).optional(),
  pluginId: z.string().trim().min(1).max(200).optional(),
  /** Matches the plugin's or the target's name (case-insensitive). */
  q: z.string().trim().min(1).max(200).optional(),
});
export type IssueListQuery = z.infer<typeof IssueListQuerySchema>;

const UserRefSchema = z.object({ id: z.uuid(), name: z.string() });

export const IssueSummarySchema = z.object({
  id: z.uuid(),
  teamId: z.uuid(),
  targetId: z.uuid(),
  targetName: z.string(),
  pluginId: z.string(),
  pluginName: z.string(),
  category: z.string(),
  status: z.enum(ISSUE_STATUSES),
  /**
   * The effective severity (`effectiveSeverity`): a person's, else the target's override, the
   * organization's, the scan template's, else the plugin's default.
   */
  severity: z.enum(PLUGIN_SEVERITIES),
  assignee: UserRefSchema.nullable(),
  firstSeenAt: TimestampSchema,
  lastSeenAt: TimestampSchema,
  /** Failing probes recorded as evidence, over all scans. */
  occurrences: z.number().int(),
});
export type IssueSummary = z.infer<typeof IssueSummarySchema>;

export const IssueListResponseSchema = z.object({
  items: z.array(IssueSummarySchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type IssueListResponse = z.infer<typeof IssueListResponseSchema>;

export const IssueEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ISSUE_EVENT_KINDS),
  /** A person, or the scan that opened, fixed or reopened the issue. */
  actor: z.object({
    type: z.enum(['user', 'scan']),
    id: z.uuid().nullable(),
    name: z.string(),
  }),
  at: TimestampSchema,
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** A comment's text (plain). */
  body: z.string().nullable(),
});
export type IssueEvent = z.infer<typeof IssueEventSchema>;

export const IssueEvidenceSchema = z.object({
  scanId: z.uuid(),
  probeId: z.uuid(),
  strategyId: z.string(),
  /** Excerpts (`PROBE_EXCERPT_LENGTH`); the whole probe is at /scans/{scanId}/results/{probeId}. */
  prompt: z.string().nullable(),
  output: z.string().nullable(),
  reason: z.string().nullable(),
  at: TimestampSchema,
});
export type IssueEvidence = z.infer<typeof IssueEvidenceSchema>;

/** One completed scan of the target that ran the plugin (undecided probes are not counted). */
export const IssueScanSchema = z.object({
  scanId: z.uuid(),
  at: TimestampSchema,
  failed: z.number().int(),
  /** Graded probes: passed + failed. */
  total: z.number().int(),
  /** failed / total. */
  asr: z.number(),
});
export type IssueScan = z.infer<typeof IssueScanSchema>;

// GET /api/v1/issues/{id}
export const IssueDetailSchema = IssueSummarySchema.extend({
  description: z.string(),
  /** The plugin's framework mappings (item ids such as `owasp:llm:01`). */
  frameworks: z.array(z.string()),
  defaultSeverity: z.enum(PLUGIN_SEVERITIES),
  /** A person's severity on this vulnerability: it beats every override. */
  severityOverride: z.enum(PLUGIN_SEVERITIES).nullable(),
  /** The severity without a person's: what the overrides and the plugin say. */
  inheritedSeverity: z.enum(PLUGIN_SEVERITIES),
  /** Where `severity` comes from (an organization collection's name, the override's reason). */
  severitySource: z.object({
    layer: z.enum(SEVERITY_LAYERS),
    name: z.string().nullable(),
    reason: z.string().nullable(),
  }),
  events: z.array(IssueEventSchema),
  evidence: z.object({ items: z.array(IssueEvidenceSchema), total: z.number().int() }),
  scans: z.array(IssueScanSchema),
});
export type IssueDetail = z.infer<typeof IssueDetailSchema>;

// PATCH /api/v1/issues/{id}
export const UpdateIssueRequestSchema = z
  .object({
    status: z.enum(ISSUE_STATUSES, { error: 'Invalid status' }).optional(),
    /** A person's severity, beating every override; null goes back to the inherited one. */
    severity: z.enum(PLUGIN_SEVERITIES, { error: 'Invalid severity' }).nullable().optional(),
    /** A member of the organization, or null to unassign. */
    assigneeId: z.uuid({ error: 'Invalid assignee ID' }).nullable().optional(),
    /**
     * With `status: 'false_positive'` (or on an issue that is one): every distinct reply of its
     * evidence becomes a grading example of its target, expected to pass, so later scans grade
     * the same replies pass. Needs `create` on `GradingExample` too.
     */
    recordExamples: z.boolean().optional(),
    /** The examples' reason; by default "Marked a false positive". */
    exampleReason: GradingExampleReasonSchema.optional(),
  })
  .strict();
export type UpdateIssueRequest = z.infer<typeof UpdateIssueRequestSchema>;

// POST /api/v1/issues/{id}/comments → 201 the event
export const CreateIssueCommentRequestSchema = z.object({
  body: z
    .string({ error: 'Comment is required' })
    .trim()
    .min(1, { error: 'Comment is required' })
    .max(ISSUE_COMMENT_MAX, { error: `Comment must be at most ${ISSUE_COMMENT_MAX} characters` }),
});

// POST /api/v1/issues/bulk
export const BulkUpdateIssuesRequestSchema = z.object({
  ids: z
    .array(IssueIdSchema)
    .min(1, { error: 'Choose at least one issue' })
    .max(ISSUE_BULK_MAX, { error: `At most ${ISSUE_BULK_MAX} issues at once` }),
  status: z.enum(ISSUE_STATUSES, { error: 'Invalid status' }),
});
export const BulkUpdateIssuesResponseSchema = z.object({
  /** Issues whose status changed (the others already had it). */
  updated: z.number().int(),
  items: z.array(IssueSummarySchema),
});
