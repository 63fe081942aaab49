import { z } from 'zod';
import { PaginationQuerySchema, TimestampSchema } from './common';

/*
 * Evals (issue #15): promptfoo-format configs run on the server as jobs — tests × prompts ×
 * providers, each output graded by assertions. CASL subject `Eval` for the eval and its results,
 * `EvalJob` for starting, cancelling and retrying runs.
 */

export const EVAL_STATUSES = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const;
export type EvalStatus = (typeof EVAL_STATUSES)[number];
export const TERMINAL_EVAL_STATUSES: readonly EvalStatus[] = ['completed', 'failed', 'cancelled'];

/** A cell's verdict: `error` when the provider call (or rendering) failed — never a failure. */
export const EVAL_CELL_STATUSES = ['pass', 'fail', 'error'] as const;
export type EvalCellStatus = (typeof EVAL_CELL_STATUSES)[number];

/** `eval-<8 hex>-<UTC start, YYYY-MM-DDTHH:MM:SS>` (spec §3: 'from scan: eval-…'). */
export const EVAL_ID_PATTERN = /^eval-[0-9a-z]{8}-\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;
export const EvalIdSchema = z.string().regex(EVAL_ID_PATTERN, { error: 'Invalid eval ID' });

/** Largest config text or JSON the server accepts (bytes of its JSON). */
export const EVAL_CONFIG_MAX_BYTES = 5 * 1024 * 1024;

// POST /api/v1/evals  {teamId, config}  → 201 {id, status}
//   `config`: a promptfoo config as an object, or its YAML/JSON text (as the /config page edits
//   it). Invalid configs answer 400 VALIDATION_ERROR with one detail per problem, each naming its
//   path (`tests.3.assert.0.type`). Providers: the engine's (openai:chat:<model> with any apiBaseUrl,
//   anthropic:messages:<model>, http/https URLs, echo) and the team's targets by name
//   (`target:<name>` or the bare name). `tests` may be `dataset://name@version` (or a list mixing
//   them with test cases). `evaluateOptions: {maxConcurrency, cache}`: cache defaults to true.
export const CreateEvalRequestSchema = z.object({
  teamId: z.uuid({ error: 'Invalid team ID' }),
  config: z.union([
    z.string().min(1, { error: 'The config is empty' }),
    z.record(z.string(), z.unknown()),
  ]),
  /** Shown in lists; defaults to the config's `description`, else "Untitled eval". */
  name: z.string().trim().min(1).max(200).optional(),
});
export type CreateEvalRequest = z.infer<typeof CreateEvalRequestSchema>;

export const CreateEvalResponseSchema = z.object({
  id: z.string(),
  status: z.enum(EVAL_STATUSES),
});
export type CreateEvalResponse = z.infer<typeof CreateEvalResponseSchema>;

// POST /api/v1/evals/validate  {teamId, config}  → 200 {valid, errors, tests, cells}
//   The /config page's check before running; nothing is stored or called.
export const ValidateEvalResponseSchema = z.object({
  valid: z.boolean(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })),
  /** Test cases after expansion; 0 when invalid. */
  tests: z.number().int(),
  /** tests × prompts × providers; 0 when invalid. */
  cells: z.number().int(),
});
export type ValidateEvalResponse = z.infer<typeof ValidateEvalResponseSchema>;

export const EvalProgressSchema = z.object({
  status: z.enum(EVAL_STATUSES),
  /** Cells in all (tests × prompts × providers). */
  total: z.number().int(),
  /** Cells stored (passed + failed + errors). */
  completed: z.number().int(),
  passed: z.number().int(),
  failed: z.number().int(),
  errors: z.number().int(),
  /** passed / (passed + failed), ratings applied; null before the first graded cell. */
  passRate: z.number().nullable(),
  /** Seconds left at the rate so far; null when unknown or finished. */
  etaSeconds: z.number().int().nullable(),
});
export type EvalProgress = z.infer<typeof EvalProgressSchema>;

export const TokenUsageSchema = z.object({
  prompt: z.number(),
  completion: z.number(),
  total: z.number(),
});

/** One prompt × provider column of the matrix. */
export const EvalColumnSchema = z.object({
  promptIndex: z.number().int(),
  providerIndex: z.number().int(),
  /** The prompt's label (its text, cut, when it has none). */
  prompt: z.string(),
  /** The provider's id as configured (`openai:chat:gpt-4o-mini`, `target:Support bot`). */
  providerId: z.string(),
  /** The provider's label (its id when it has none). */
  provider: z.string(),
  passes: z.number().int(),
  failures: z.number().int(),
  errors: z.number().int(),
  /** passes / (passes + failures); null before any graded cell. */
  passRate: z.number().nullable(),
  /** Average of each named metric over the column's cells that report it. */
  metrics: z.record(z.string(), z.number()),
  latencyMsAvg: z.number().nullable(),
  tokens: TokenUsageSchema,
  cost: z.number(),
});
export type EvalColumn = z.infer<typeof EvalColumnSchema>;

/** Tokens and cost spent on grading models by model-graded assertions (llm-rubric, …). */
export const EvalGradingSpendSchema = z.object({ tokens: TokenUsageSchema, cost: z.number() });
export type EvalGradingSpend = z.infer<typeof EvalGradingSpendSchema>;

/** Roll-up over the stored cells (live while running), ratings applied. */
export const EvalSummarySchema = z.object({
  tests: z.number().int(),
  cells: z.number().int(),
  passes: z.number().int(),
  failures: z.number().int(),
  errors: z.number().int(),
  passRate: z.number().nullable(),
  /** Wall time of the run; null before it finished. */
  durationMs: z.number().int().nullable(),
  tokens: TokenUsageSchema,
  cost: z.number(),
  /** Cells answered from the provider-call cache. */
  cached: z.number().int(),
  columns: z.array(EvalColumnSchema),
  metrics: z.record(z.string(), z.number()),
  /** Spent by model-graded assertions over the stored cells (not in `tokens`/`cost`, the
   * providers'); absent when no cell had one. */
  grading: EvalGradingSpendSchema.optional(),
});
export type EvalSummary = z.infer<typeof EvalSummarySchema>;

export const EvalAuthorSchema = z.object({ id: z.uuid().nullable(), name: z.string() });

export const EvalShareSchema = z.object({
  /** The eval's page, which opens without sign-in while it is public. */
  url: z.string(),
  sharedAt: TimestampSchema,
});

/** An eval in a list: what the /evals table shows. */
export const EvalListItemSchema = z.object({
  id: z.string(),
  teamId: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  status: z.enum(EVAL_STATUSES),
  progress: EvalProgressSchema,
  author: EvalAuthorSchema,
  /** Test cases (rows). */
  tests: z.number().int(),
  /** Provider labels, in column order. */
  providers: z.array(z.string()),
  /** The eval this one re-ran (same config), if any. */
  rerunOf: z.string().nullable(),
  public: z.boolean(),
  createdAt: TimestampSchema,
  finishedAt: TimestampSchema.nullable(),
});
export type EvalListItem = z.infer<typeof EvalListItemSchema>;

// GET /api/v1/evals?teamId=&search=&status=&limit=&offset=   (newest first)
export const EvalListQuerySchema = PaginationQuerySchema.extend({
  teamId: z.uuid({ error: 'Invalid team ID' }),
  /** In the name and description. */
  search: z.string().trim().max(200).optional(),
  status: z.enum(EVAL_STATUSES).optional(),
});
export type EvalListQuery = z.infer<typeof EvalListQuerySchema>;
export const EvalListResponseSchema = z.object({
  items: z.array(EvalListItemSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type EvalListResponse = z.infer<typeof EvalListResponseSchema>;

// GET /api/v1/evals/latest?teamId=  → EvalDetail of the team's newest eval (404 when none): `/eval`

// GET /api/v1/evals/{id}   (also without sign-in while the eval is public)
export const EvalDetailSchema = EvalListItemSchema.extend({
  organizationId: z.uuid(),
  /** The config as submitted (parsed; secrets in provider configs are kept as written). */
  config: z.record(z.string(), z.unknown()),
  summary: EvalSummarySchema,
  /** Why the eval failed (the job, not its cells). */
  error: z.string().nullable(),
  warnings: z.array(z.string()),
  startedAt: TimestampSchema.nullable(),
  cancelRequestedAt: TimestampSchema.nullable(),
  /** Null while private, and for callers who may not share. */
  share: EvalShareSchema.nullable(),
  /** The server allows making evals public (`enableMakePublic`) and the caller may update it. */
  canShare: z.boolean(),
  /** The caller may rate cells (update on Eval); false for anonymous readers of a public eval. */
  canRate: z.boolean(),
});
export type EvalDetail = z.infer<typeof EvalDetailSchema>;

export const EvalParamsSchema = z.object({ id: EvalIdSchema });

/** One assertion's verdict (`not-` already applied); `children` for an assert-set. */
export type EvalAssertionResult = {
  type: string;
  pass: boolean;
  score: number;
  reason: string;
  weight: number;
  metric?: string;
  children?: EvalAssertionResult[];
  /** What a model-graded assertion spent on its grading model. */
  tokens?: { prompt: number; completion: number; total: number };
  cost?: number;
};
export const EvalAssertionResultSchema: z.ZodType<EvalAssertionResult> = z.lazy(() =>
  z.object({
    type: z.string(),
    pass: z.boolean(),
    score: z.number(),
    reason: z.string(),
    weight: z.number(),
    metric: z.string().optional(),
    children: z.array(EvalAssertionResultSchema).optional(),
    tokens: TokenUsageSchema.optional(),
    cost: z.number().optional(),
  }),
);

export const EVAL_THUMBS = ['up', 'down'] as const;
export const EvalRatingSchema = z.object({
  thumb: z.enum(EVAL_THUMBS),
  comment: z.string().nullable(),
  by: EvalAuthorSchema,
  at: TimestampSchema,
});
export type EvalRating = z.infer<typeof EvalRatingSchema>;

/** One cell of the matrix: a test run through one prompt on one provider. */
export const EvalCellSchema = z.object({
  id: z.uuid(),
  testIndex: z.number().int(),
  promptIndex: z.number().int(),
  providerIndex: z.number().int(),
  providerId: z.string(),
  /** The prompt as sent (chat prompts as their JSON messages). */
  prompt: z.string(),
  output: z.string(),
  /** The graders' verdict. */
  status: z.enum(EVAL_CELL_STATUSES),
  /** What counts: a rating overrides the graders (up = pass, down = fail); false for errors. */
  pass: z.boolean(),
  score: z.number(),
  reason: z.string(),
  namedScores: z.record(z.string(), z.number()),
  assertions: z.array(EvalAssertionResultSchema),
  latencyMs: z.number().int(),
  tokens: TokenUsageSchema.nullable(),
  cost: z.number().nullable(),
  finishReason: z.string().nullable(),
  error: z.string().nullable(),
  /** Answered from the provider-call cache. */
  cached: z.boolean(),
  rating: EvalRatingSchema.nullable(),
  /** Spent by the cell's model-graded assertions (not in `tokens`/`cost`); absent when none. */
  grading: EvalGradingSpendSchema.optional(),
});
export type EvalCell = z.infer<typeof EvalCellSchema>;

/** A row of the matrix: one test case and its cells, in column order (missing while running). */
export const EvalRowSchema = z.object({
  testIndex: z.number().int(),
  description: z.string().nullable(),
  vars: z.record(z.string(), z.unknown()),
  metadata: z.record(z.string(), z.unknown()).nullable(),
  cells: z.array(EvalCellSchema),
});
export type EvalRow = z.infer<typeof EvalRowSchema>;

const booleanQuery = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

// GET /api/v1/evals/{id}/results?limit=&offset=&failuresOnly=&errorsOnly=&search=&metric=
//   Rows (test cases) in test order; `limit`/`offset` count rows. failuresOnly: rows with a cell
//   that does not pass (failed or errored, ratings applied); errorsOnly: rows with an errored cell;
//   search: in vars, outputs and descriptions; metric: rows with a cell reporting that metric.
export const EvalResultsQuerySchema = PaginationQuerySchema.extend({
  failuresOnly: booleanQuery.optional(),
  errorsOnly: booleanQuery.optional(),
  search: z.string().trim().min(1).max(200).optional(),
  metric: z.string().min(1).max(200).optional(),
});
export type EvalResultsQuery = z.input<typeof EvalResultsQuerySchema>;
export const EvalResultsResponseSchema = z.object({
  items: z.array(EvalRowSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type EvalResultsResponse = z.infer<typeof EvalResultsResponseSchema>;

export const EvalCellParamsSchema = z.object({
  id: EvalIdSchema,
  cellId: z.uuid({ error: 'Invalid result ID' }),
});

// PUT /api/v1/evals/{id}/results/{cellId}/rating  {thumb, comment?}  → EvalCell
// DELETE /api/v1/evals/{id}/results/{cellId}/rating                   → EvalCell (the graders' verdict again)
export const RateEvalCellRequestSchema = z.object({
  thumb: z.enum(EVAL_THUMBS, { error: 'Choose up or down' }),
  comment: z
    .string()
    .trim()
    .max(2000, { error: 'Comment must be at most 2000 characters' })
    .optional(),
});
export type RateEvalCellRequest = z.infer<typeof RateEvalCellRequestSchema>;

// POST /api/v1/evals/{id}/cancel   → EvalDetail (status cancelled once the cells in flight end)
// POST /api/v1/evals/{id}/rerun    → 201 {id, status}: a new eval from the same config
// POST /api/v1/evals/{id}/retry    → 202 {id, status, requeued}: the errored cells run again in place
export const RetryEvalResponseSchema = CreateEvalResponseSchema.extend({
  requeued: z.number().int(),
});
export type RetryEvalResponse = z.infer<typeof RetryEvalResponseSchema>;

// POST /api/v1/evals/{id}/share    → {url}   (enableMakePublic; update on Eval)
// DELETE /api/v1/evals/{id}/share  → 204
export const ShareEvalResponseSchema = z.object({ url: z.string() });
// DELETE /api/v1/evals/{id}        → 204 (delete on Eval; a running eval is cancelled first)

// GET /api/v1/evals/{id}/compare/{otherId}?limit=&offset=&changedOnly=
//   The same tests side by side: rows matched by their description and vars, columns by prompt
//   label and provider id. `change` per row: `regressed` (some column pass → fail), `fixed`
//   (fail → pass, none regressed), `same`, `added` (only in the other eval), `removed`.
export const EvalCompareParamsSchema = z.object({ id: EvalIdSchema, otherId: EvalIdSchema });
export const EVAL_ROW_CHANGES = ['regressed', 'fixed', 'same', 'added', 'removed'] as const;
export type EvalRowChange = (typeof EVAL_ROW_CHANGES)[number];
export const EvalCompareQuerySchema = PaginationQuerySchema.extend({
  changedOnly: booleanQuery.optional(),
  change: z.enum(EVAL_ROW_CHANGES).optional(),
});
export const EvalCompareRowSchema = z.object({
  description: z.string().nullable(),
  vars: z.record(z.string(), z.unknown()),
  change: z.enum(EVAL_ROW_CHANGES),
  /** The row in the base eval (`id`); null when added. */
  base: EvalRowSchema.nullable(),
  /** The row in the other eval; null when removed. */
  other: EvalRowSchema.nullable(),
  /** Per matched column: the verdicts (`pass`, ratings applied) in each eval. */
  columns: z.array(
    z.object({
      prompt: z.string(),
      providerId: z.string(),
      basePass: z.boolean().nullable(),
      otherPass: z.boolean().nullable(),
    }),
  ),
});
export type EvalCompareRow = z.infer<typeof EvalCompareRowSchema>;
export const EvalCompareResponseSchema = z.object({
  base: EvalListItemSchema,
  other: EvalListItemSchema,
  counts: z.object({
    regressed: z.number().int(),
    fixed: z.number().int(),
    same: z.number().int(),
    added: z.number().int(),
    removed: z.number().int(),
  }),
  items: z.array(EvalCompareRowSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type EvalCompareResponse = z.infer<typeof EvalCompareResponseSchema>;

// GET /api/v1/evals/{id}/events   (text/event-stream; also without sign-in while public)
//   event: progress  data: EvalEvent — on every change (cells stored), at least every 15 s
//   event: end       data: EvalEvent — once, on a terminal status; then the stream closes
export const EvalEventSchema = EvalProgressSchema;
export type EvalEvent = z.infer<typeof EvalEventSchema>;
export const EVAL_EVENT_NAMES = ['progress', 'end'] as const;
