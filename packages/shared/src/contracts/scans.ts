import { z } from 'zod';
import { PaginationQuerySchema, TimestampSchema } from './common';
import { RedteamBlockSchema } from './scan-configs';

/* Red-team scans: a target × a configuration → probes → graded results. */

export const SCAN_STATUSES = [
  'queued',
  'generating',
  'running',
  'grading',
  'completed',
  'failed',
  'cancelled',
] as const;
export type ScanStatus = (typeof SCAN_STATUSES)[number];
export const TERMINAL_SCAN_STATUSES: readonly ScanStatus[] = ['completed', 'failed', 'cancelled'];

/**
 * `undecided`: the offline graders found neither a refusal nor evidence of failure and no judge
 * decided. Never a pass: a person resolves it (`POST …/review`) or a judge grades it later
 * (`POST …/regrade-undecided`). It is left out of the attack success rate, like `error`.
 */
export const PROBE_OUTCOMES = ['pass', 'fail', 'undecided', 'error'] as const;
export type ProbeOutcomeValue = (typeof PROBE_OUTCOMES)[number];
export const PROBE_STATUSES = ['pending', 'running', 'done'] as const;

/** `{targetId, configId}` (a scan template) or `{targetId, config}` (a `redteam` block). */
export const CreateScanRequestSchema = z
  .object({
    targetId: z.uuid({ error: 'Invalid target ID' }),
    configId: z.uuid({ error: 'Invalid scan template ID' }).optional(),
    config: RedteamBlockSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.configId === undefined) === (body.config === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['configId'],
        message: 'Send either configId or config',
      });
    }
  });
export type CreateScanRequest = z.infer<typeof CreateScanRequestSchema>;

// POST /api/v1/scans  → 201
export const CreateScanResponseSchema = z.object({
  id: z.uuid(),
  status: z.enum(SCAN_STATUSES),
});

// POST /api/v1/scans/estimate  (same body) → probes and time before starting
export const ScanEstimateSchema = z.object({
  total: z.number().int(),
  testsPerStrategy: z.number().int(),
  perPlugin: z.record(z.string(), z.number().int()),
  strategies: z.array(z.string()),
  unavailableStrategies: z.array(z.object({ id: z.string(), reason: z.string() })),
  /** Seconds at the target's concurrency and its observed (or assumed) latency. */
  estimatedSeconds: z.number().int(),
  /** Plugins the `profile` selector chose from the target's profile, and why. */
  fittedPlugins: z.array(z.object({ id: z.string(), reason: z.string() })),
  /** Plugins left out because the target's profile lacks what they need ("needs …"). */
  skippedPlugins: z.array(z.object({ id: z.string(), reason: z.string() })),
  generator: z.enum(['llm', 'offline']),
  grader: z.enum(['llm', 'offline']),
});
export type ScanEstimate = z.infer<typeof ScanEstimateSchema>;

export const ScanProgressSchema = z.object({
  status: z.enum(SCAN_STATUSES),
  total: z.number().int(),
  generated: z.number().int(),
  /** Probes sent and finished (pass + fail + undecided + error). */
  completed: z.number().int(),
  running: z.number().int(),
  passed: z.number().int(),
  failed: z.number().int(),
  /** Probes no offline grader or judge could decide: waiting for a person or a judge. */
  undecided: z.number().int(),
  errors: z.number().int(),
  /** failed / (passed + failed); null before the first graded probe. Undecided and errored probes are not in it. */
  attackSuccessRate: z.number().nullable(),
  /** Seconds left at the rate so far; null when unknown or finished. */
  etaSeconds: z.number().int().nullable(),
});
export type ScanProgress = z.infer<typeof ScanProgressSchema>;

export const ScanRiskSchema = z.object({
  score: z.number(),
  level: z.enum(['critical', 'high', 'medium', 'low', 'none']),
  plugins: z.array(
    z.object({
      id: z.string(),
      score: z.number(),
      level: z.string(),
      asr: z.number(),
      failed: z.number().int(),
      total: z.number().int(),
    }),
  ),
});
export type ScanRisk = z.infer<typeof ScanRiskSchema>;

/**
 * The template a scan was started from, named as it was at submission (a later rename does not
 * change it); `id` is null once the template was deleted.
 */
export const ScanTemplateRefSchema = z.object({ id: z.uuid().nullable(), name: z.string() });
export type ScanTemplateRef = z.infer<typeof ScanTemplateRefSchema>;

export const ScanSchema = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  teamId: z.uuid(),
  targetId: z.uuid().nullable(),
  targetName: z.string(),
  configId: z.uuid().nullable(),
  /** Null for a scan of an ad-hoc configuration. */
  template: ScanTemplateRefSchema.nullable(),
  config: RedteamBlockSchema,
  status: z.enum(SCAN_STATUSES),
  progress: ScanProgressSchema,
  /** Set once the scan is finished (completed or cancelled). */
  risk: ScanRiskSchema.nullable(),
  unavailableStrategies: z.array(z.object({ id: z.string(), reason: z.string() })),
  warnings: z.array(z.string()),
  error: z.string().nullable(),
  createdBy: z.uuid().nullable(),
  createdAt: TimestampSchema,
  startedAt: TimestampSchema.nullable(),
  finishedAt: TimestampSchema.nullable(),
  cancelRequestedAt: TimestampSchema.nullable(),
});
export type Scan = z.infer<typeof ScanSchema>;

// GET /api/v1/scans/{id}  (and the answer of POST /api/v1/scans/{id}/cancel)
export const ScanDetailSchema = ScanSchema.extend({
  /** USD summed over the probes that have a cost (known model prices); null when none has. */
  cost: z.number().nullable(),
});
export type ScanDetail = z.infer<typeof ScanDetailSchema>;

export const ScanParamsSchema = z.object({ id: z.uuid({ error: 'Invalid scan ID' }) });

// GET /api/v1/scans?teamId=&targetId=&status=&limit=&offset=
export const ScanListQuerySchema = PaginationQuerySchema.extend({
  teamId: z.uuid({ error: 'Invalid team ID' }),
  targetId: z.uuid({ error: 'Invalid target ID' }).optional(),
  status: z.enum(SCAN_STATUSES).optional(),
});
/**
 * A scan in a list: what a history row shows. The configuration, the per-plugin risk and the
 * warnings are the detail's (`GET /api/v1/scans/{id}`): they made a page of 20 scans 50 KB.
 */
/**
 * A scan in the history: what ran against which target, how it went and when. The team and
 * organization are the list's own; the configuration, per-plugin risk and warnings are on
 * GET /api/v1/scans/{id}.
 */
export const ScanSummarySchema = ScanSchema.omit({
  organizationId: true,
  teamId: true,
  configId: true,
  cancelRequestedAt: true,
  config: true,
  risk: true,
  unavailableStrategies: true,
  warnings: true,
}).extend({ risk: ScanRiskSchema.pick({ score: true, level: true }).nullable() });
export type ScanSummary = z.infer<typeof ScanSummarySchema>;

export const ScanListResponseSchema = z.object({
  items: z.array(ScanSummarySchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});

export const ProbeReviewSchema = z.object({
  reviewedBy: z.object({ id: z.uuid().nullable(), name: z.string() }),
  reviewedAt: TimestampSchema,
  previous: z.object({
    outcome: z.enum(PROBE_OUTCOMES),
    grader: z.string().nullable(),
    reason: z.string().nullable(),
  }),
});
export type ProbeReview = z.infer<typeof ProbeReviewSchema>;

export const ProbeSchema = z.object({
  id: z.uuid(),
  idx: z.number().int(),
  pluginId: z.string(),
  strategyId: z.string(),
  status: z.enum(PROBE_STATUSES),
  outcome: z.enum(PROBE_OUTCOMES).nullable(),
  /** The attack finally sent (runtime strategies rewrite it). */
  prompt: z.string(),
  basePrompt: z.string(),
  conversation: z.array(z.object({ role: z.string(), content: z.string() })).nullable(),
  output: z.string().nullable(),
  grader: z.string().nullable(),
  reason: z.string().nullable(),
  score: z.number().nullable(),
  /** Set when a person decided the outcome; `previous` is what the graders had said. */
  review: ProbeReviewSchema.nullable(),
  latencyMs: z.number().int().nullable(),
  tokens: z.object({ prompt: z.number(), completion: z.number(), total: z.number() }).nullable(),
  cost: z.number().nullable(),
  attempts: z.number().int(),
  startedAt: TimestampSchema.nullable(),
  finishedAt: TimestampSchema.nullable(),
});
export type Probe = z.infer<typeof ProbeSchema>;

/** How much of a probe's attack and reply a results page carries. */
export const PROBE_EXCERPT_LENGTH = 120;

/**
 * A probe in a results page: what the table shows — plugin, strategy, outcome, the grader's
 * verdict, and the attack and reply cut to PROBE_EXCERPT_LENGTH characters (`truncated` says
 * whether either was cut). The whole probe (the conversation, the attack before the strategy,
 * a person's review, timings, tokens, cost) is GET /api/v1/scans/{id}/results/{probeId}.
 */
export const ProbeSummarySchema = ProbeSchema.pick({
  id: true,
  idx: true,
  pluginId: true,
  strategyId: true,
  status: true,
  outcome: true,
  prompt: true,
  output: true,
  grader: true,
  reason: true,
}).extend({ truncated: z.boolean() });
export type ProbeSummary = z.infer<typeof ProbeSummarySchema>;

// GET /api/v1/scans/{id}/results/{probeId}
export const ProbeParamsSchema = z.object({
  id: z.uuid({ error: 'Invalid scan ID' }),
  probeId: z.uuid({ error: 'Invalid probe ID' }),
});

// GET /api/v1/scans/{id}/results?pluginId=&strategyId=&outcome=&errorGroup=&limit=&offset=
//   errorGroup: the errored probes of one group of GET …/errors (its `reason`)
export const ScanResultsQuerySchema = PaginationQuerySchema.extend({
  pluginId: z.string().min(1).max(200).optional(),
  strategyId: z.string().min(1).max(200).optional(),
  outcome: z.enum(PROBE_OUTCOMES).optional(),
  errorGroup: z.string().min(1).max(300).optional(),
});
export const ScanResultsResponseSchema = z.object({
  items: z.array(ProbeSummarySchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});

// GET /api/v1/scans/{id}/errors   (errored probes grouped by reason, largest group first)
//   `reason` is the group: `HTTP <status>` for HTTP errors, else the reason's first 200 characters.
export const ScanErrorGroupSchema = z.object({ reason: z.string(), count: z.number().int() });
export type ScanErrorGroup = z.infer<typeof ScanErrorGroupSchema>;
export const ScanErrorsResponseSchema = z.object({
  /** Errored probes in all. */
  total: z.number().int(),
  /** At most 50 groups. */
  groups: z.array(ScanErrorGroupSchema),
});
export type ScanErrors = z.infer<typeof ScanErrorsResponseSchema>;

/* The scan log: what the pipeline did (queued, generated, running, resumed, cancelled, retried,
   rolled up, failed). Target errors are summarised at roll-up, never logged one per probe. */
export const SCAN_LOG_LEVELS = ['info', 'warn', 'error'] as const;
export type ScanLogLevel = (typeof SCAN_LOG_LEVELS)[number];

export const ScanLogEntrySchema = z.object({
  /** Increases with every entry: the cursor for `after`. */
  id: z.number().int(),
  at: TimestampSchema,
  level: z.enum(SCAN_LOG_LEVELS),
  message: z.string(),
  data: z.record(z.string(), z.unknown()).nullable(),
});
export type ScanLogEntry = z.infer<typeof ScanLogEntrySchema>;

// GET /api/v1/scans/{id}/log?after=&limit=   (oldest first)
export const ScanLogQuerySchema = z.object({
  /** Entries after this cursor (a `next`, or the id of the last entry read). */
  after: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});
export const ScanLogResponseSchema = z.object({
  entries: z.array(ScanLogEntrySchema),
  /**
   * Where to read on: the last entry's id, or `after` again when there was nothing new (null
   * when there is no entry at all yet). Fewer entries than `limit` means the end for now; a live
   * scan adds more, so poll with `after=next`.
   */
  next: z.number().int().nullable(),
});
export type ScanLog = z.infer<typeof ScanLogResponseSchema>;

// POST /api/v1/scans/{id}/retry   (re-queues the finished scan's errored — and optionally failed — probes in place)
export const RetryScanRequestSchema = z.object({
  outcomes: z
    .array(z.enum(PROBE_OUTCOMES).exclude(['pass', 'undecided']))
    .min(1)
    .default(['error']),
});
export const RetryScanResponseSchema = CreateScanResponseSchema.extend({
  requeued: z.number().int(),
});

// POST /api/v1/scans/{id}/review   (a person decides undecided probes: the listed ones, or all of them)
//   Only undecided probes of a finished scan change; the counts and the risk are scored again.
/** The decision itself (the review form's fields). */
export const ReviewDecisionSchema = z.object({
  outcome: z.enum(['pass', 'fail'], { error: 'Choose pass or fail' }),
  reason: z
    .string()
    .trim()
    .min(1, { error: 'Say why (a reason is required)' })
    .max(2000, { error: 'Reason must be at most 2000 characters' }),
});
export type ReviewDecision = z.infer<typeof ReviewDecisionSchema>;
export const ReviewProbesRequestSchema = ReviewDecisionSchema.extend({
  probeIds: z
    .array(z.uuid({ error: 'Invalid probe ID' }))
    .min(1)
    .max(1000)
    .optional(),
  allUndecided: z.literal(true).optional(),
}).superRefine((body, ctx) => {
  if (!body.probeIds === !body.allUndecided)
    ctx.addIssue({
      code: 'custom',
      path: ['probeIds'],
      message: 'Give either probeIds or allUndecided: true',
    });
});
export type ReviewProbesRequest = z.infer<typeof ReviewProbesRequestSchema>;
export const ReviewProbesResponseSchema = z.object({
  /** Probes whose outcome was decided by this review. */
  reviewed: z.number().int(),
  /**
   * Grading examples of the scan's target recorded from the decided replies (one per distinct
   * reply); 0 when the reviewer may not create grading examples.
   */
  gradingExamples: z.number().int(),
  scan: ScanDetailSchema,
  /** The decided probes as they are now, when they were listed (`probeIds`); empty for `allUndecided`. */
  probes: z.array(ProbeSchema),
});
export type ReviewProbesResponse = z.infer<typeof ReviewProbesResponseSchema>;

// POST /api/v1/scans/{id}/regrade-undecided   (the organization's grader model judges the undecided probes)
//   202: queued; the scan is `grading` until the judge is done, then rolled up again.
export const RegradeUndecidedResponseSchema = CreateScanResponseSchema.extend({
  undecided: z.number().int(),
});
export type RegradeUndecidedResponse = z.infer<typeof RegradeUndecidedResponseSchema>;

// GET /api/v1/scans/{id}/events   (text/event-stream)
//   event: progress   data: ScanProgress   — every change, and at least every 15 s as a heartbeat
//   event: end        data: ScanProgress   — once, on a terminal status; then the stream closes
export const ScanEventSchema = ScanProgressSchema;
