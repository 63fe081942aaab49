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

export const PROBE_OUTCOMES = ['pass', 'fail', 'error'] as const;
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
  generator: z.enum(['llm', 'offline']),
  grader: z.enum(['llm', 'offline']),
});
export type ScanEstimate = z.infer<typeof ScanEstimateSchema>;

export const ScanProgressSchema = z.object({
  status: z.enum(SCAN_STATUSES),
  total: z.number().int(),
  generated: z.number().int(),
  /** Probes sent and graded (pass + fail + error). */
  completed: z.number().int(),
  running: z.number().int(),
  passed: z.number().int(),
  failed: z.number().int(),
  errors: z.number().int(),
  /** failed / (passed + failed); null before the first graded probe. */
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

export const ScanSchema = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  teamId: z.uuid(),
  targetId: z.uuid().nullable(),
  targetName: z.string(),
  configId: z.uuid().nullable(),
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

export const ScanParamsSchema = z.object({ id: z.uuid({ error: 'Invalid scan ID' }) });

// GET /api/v1/scans?teamId=&targetId=&status=&limit=&offset=
export const ScanListQuerySchema = PaginationQuerySchema.extend({
  teamId: z.uuid({ error: 'Invalid team ID' }),
  targetId: z.uuid({ error: 'Invalid target ID' }).optional(),
  status: z.enum(SCAN_STATUSES).optional(),
});
export const ScanListResponseSchema = z.object({
  items: z.array(ScanSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});

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
  latencyMs: z.number().int().nullable(),
  tokens: z.object({ prompt: z.number(), completion: z.number(), total: z.number() }).nullable(),
  cost: z.number().nullable(),
  attempts: z.number().int(),
  startedAt: TimestampSchema.nullable(),
  finishedAt: TimestampSchema.nullable(),
});
export type Probe = z.infer<typeof ProbeSchema>;

// GET /api/v1/scans/{id}/results?pluginId=&strategyId=&outcome=&limit=&offset=
export const ScanResultsQuerySchema = PaginationQuerySchema.extend({
  pluginId: z.string().min(1).max(200).optional(),
  strategyId: z.string().min(1).max(200).optional(),
  outcome: z.enum(PROBE_OUTCOMES).optional(),
});
export const ScanResultsResponseSchema = z.object({
  items: z.array(ProbeSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});

// POST /api/v1/scans/{id}/retry   (re-queues the finished scan's errored — and optionally failed — probes in place)
export const RetryScanRequestSchema = z.object({
  outcomes: z
    .array(z.enum(PROBE_OUTCOMES).exclude(['pass']))
    .min(1)
    .default(['error']),
});
export const RetryScanResponseSchema = CreateScanResponseSchema.extend({
  requeued: z.number().int(),
});

// GET /api/v1/scans/{id}/events   (text/event-stream)
//   event: progress   data: ScanProgress   — every change, and at least every 15 s as a heartbeat
//   event: end        data: ScanProgress   — once, on a terminal status; then the stream closes
export const ScanEventSchema = ScanProgressSchema;
