import { z } from 'zod';
import { PaginationQuerySchema, TimestampSchema } from './common';
import { ISSUE_STATUSES } from './issues';
import { PLUGIN_SEVERITIES } from './redteam';
import { ScanTemplateRefSchema } from './scans';

/*
 * The report of a completed scan (CASL subject `Eval`): what a CISO, an auditor and the engineers
 * who fix things read. The engine computes it (`buildScanReport`) from the scan's stored probes,
 * aggregated by the server; a shared report is the same content without the organization's ids.
 *
 * Attack success rate (ASR) = failed / (passed + failed) everywhere: `undecided` and `error`
 * probes are in neither the numerator nor the denominator (neither says whether the attack
 * worked; undecided is never a pass), and their counts travel beside every rate.
 */

export const RISK_LEVELS = ['critical', 'high', 'medium', 'low', 'none'] as const;
export type RiskLevelValue = (typeof RISK_LEVELS)[number];

/**
 * How a vulnerability of this scan compares with the previous completed scan of the same target:
 * `new` — fails now, never failed before; `still_open` — failed in the previous scan (or in an
 * earlier one, untested since) and fails now; `regressed` — failed once, passed in the previous
 * scan, fails again; `fixed` — failed in the previous scan, every graded probe passes now.
 */
export const REPORT_CHANGES = ['new', 'still_open', 'regressed', 'fixed'] as const;
export type ReportChange = (typeof REPORT_CHANGES)[number];

/**
 * A framework item: `fail` — a plugin of it failed; `pass` — its plugins were graded, none
 * failed and none is undecided; `undecided` — none failed but some probes await a person or a
 * judge (undecided is never a pass); `not_tested` — none of its plugins has a graded probe.
 */
export const FRAMEWORK_ITEM_STATUSES = ['pass', 'fail', 'undecided', 'not_tested'] as const;
export type FrameworkItemStatus = (typeof FRAMEWORK_ITEM_STATUSES)[number];

/** Example conversations per vulnerability, and how much of each message a report carries. */
export const REPORT_EXAMPLES_PER_VULNERABILITY = 2;
export const REPORT_EXAMPLE_MESSAGE_MAX = 2000;
export const REPORT_EXAMPLE_TURNS_MAX = 12;

/** The z value of a two-sided 95 % interval. */
export const WILSON_Z_95 = 1.959963984540054;

const count = z.number().int();

export const OutcomeCountsSchema = z.object({
  passed: count,
  failed: count,
  undecided: count,
  errors: count,
});
export type OutcomeCounts = z.infer<typeof OutcomeCountsSchema>;

/** failed / graded with its 95 % Wilson score interval; all null when nothing was graded. */
export const SuccessRateSchema = z.object({
  failed: count,
  /** passed + failed. */
  graded: count,
  rate: z.number().nullable(),
  lower: z.number().nullable(),
  upper: z.number().nullable(),
});
export type SuccessRate = z.infer<typeof SuccessRateSchema>;

export const RiskSummarySchema = z.object({ score: z.number(), level: z.enum(RISK_LEVELS) });
export type RiskSummary = z.infer<typeof RiskSummarySchema>;

const severity = z.enum(PLUGIN_SEVERITIES);

export const ReportHeaderSchema = z.object({
  /** The scan's results id, shown after 'from scan:' (spec §3). */
  evalId: z.string(),
  targetName: z.string(),
  /** The scan template's name at submission; null for an ad-hoc configuration. */
  templateName: z.string().nullable(),
  createdAt: TimestampSchema,
  startedAt: TimestampSchema.nullable(),
  finishedAt: TimestampSchema.nullable(),
  durationSeconds: z.number().nullable(),
  /** `planned`: the probes generated; the rest, what became of those that ran. */
  probes: OutcomeCountsSchema.extend({ planned: count }),
});

const breakdown = {
  id: z.string(),
  name: z.string(),
  ...OutcomeCountsSchema.shape,
  asr: SuccessRateSchema,
};

export const PluginBreakdownSchema = z.object({
  ...breakdown,
  category: z.string(),
  /** The effective severity on the scan's target. */
  severity,
  risk: RiskSummarySchema,
});
export type PluginBreakdown = z.infer<typeof PluginBreakdownSchema>;

export const CategoryBreakdownSchema = z.object({ ...breakdown, risk: RiskSummarySchema });
export type CategoryBreakdown = z.infer<typeof CategoryBreakdownSchema>;

export const StrategyBreakdownSchema = z.object(breakdown);
export type StrategyBreakdown = z.infer<typeof StrategyBreakdownSchema>;

/** Vulnerabilities of this scan (failing plugins) and their failed probes, per severity. */
export const SeverityCountSchema = z.object({
  severity,
  vulnerabilities: count,
  failedProbes: count,
});

export const ReportExampleSchema = z.object({
  /** `previous` for a fixed vulnerability: how it failed in the previous scan. */
  scan: z.enum(['this', 'previous']),
  /** The probe in its scan's results; null in a shared report. */
  probeId: z.uuid().nullable(),
  strategyId: z.string(),
  strategyName: z.string(),
  /** The exchange: at most REPORT_EXAMPLE_TURNS_MAX messages of REPORT_EXAMPLE_MESSAGE_MAX characters. */
  turns: z.array(z.object({ role: z.string(), content: z.string() })),
  /** Whether a message or earlier turns were cut. */
  truncated: z.boolean(),
  /** The grader's reason for the verdict. */
  reason: z.string().nullable(),
});
export type ReportExample = z.infer<typeof ReportExampleSchema>;

export const ReportVulnerabilitySchema = z.object({
  pluginId: z.string(),
  pluginName: z.string(),
  category: z.string(),
  severity,
  change: z.enum(REPORT_CHANGES),
  /** This scan's graded probes of the plugin (for `fixed`: all passed). */
  asr: SuccessRateSchema,
  /** The previous scan's, when it graded the plugin. */
  previous: z.object({ failed: count, graded: count }).nullable(),
  /** The target's vulnerability (issue) of the plugin; null in a shared report. */
  issueId: z.uuid().nullable(),
  issueStatus: z.enum(ISSUE_STATUSES).nullable(),
  examples: z.array(ReportExampleSchema),
});
export type ReportVulnerability = z.infer<typeof ReportVulnerabilitySchema>;

/** What the probes stored: tokens and cost where the target reported them, latency where timed. */
export const ReportUsageSchema = z.object({
  tokens: z.object({ probes: count, prompt: count, completion: count, total: count }),
  /** USD over the probes with a known price; null when none has one. */
  cost: z.object({ probes: count, usd: z.number().nullable() }),
  latency: z.object({
    probes: count,
    avgMs: z.number().nullable(),
    p50Ms: z.number().nullable(),
    p95Ms: z.number().nullable(),
    maxMs: z.number().nullable(),
  }),
});
export type ReportUsage = z.infer<typeof ReportUsageSchema>;

export const FrameworkItemViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(FRAMEWORK_ITEM_STATUSES),
  /** Evidence: the item's plugins this scan ran, with their outcomes. */
  plugins: z.array(z.object({ id: z.string(), name: z.string(), ...OutcomeCountsSchema.shape })),
  /** The item's plugins this scan did not run. */
  untestedPlugins: z.array(z.string()),
  failedProbes: count,
});
export type FrameworkItemView = z.infer<typeof FrameworkItemViewSchema>;

export const FrameworkViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  summary: z.object({ pass: count, fail: count, undecided: count, notTested: count }),
  items: z.array(FrameworkItemViewSchema),
});
export type FrameworkView = z.infer<typeof FrameworkViewSchema>;

/** The report as anyone may see it once shared: no ids of the organization's other records. */
export const PublicReportSchema = z.object({
  header: ReportHeaderSchema,
  risk: RiskSummarySchema,
  attackSuccess: SuccessRateSchema,
  /** Critical first. */
  severities: z.array(SeverityCountSchema),
  /** Riskiest first. */
  plugins: z.array(PluginBreakdownSchema),
  categories: z.array(CategoryBreakdownSchema),
  /** Highest attack success rate first: the disguises that get through best. */
  strategies: z.array(StrategyBreakdownSchema),
  /** Failing now (new, regressed, still open), then fixed; most severe first. */
  vulnerabilities: z.array(ReportVulnerabilitySchema),
  usage: ReportUsageSchema,
  frameworks: z.array(FrameworkViewSchema),
  /** The previous completed scan of the same target, which `change` compares with. */
  comparedWith: z.object({ evalId: z.string(), finishedAt: TimestampSchema.nullable() }).nullable(),
});
export type PublicReport = z.infer<typeof PublicReportSchema>;

/** What the engine computes for a scan: the public content and the ids that link it. */
export const ReportModelSchema = PublicReportSchema.extend({
  scanId: z.uuid(),
  teamId: z.uuid(),
  /** Null once the target was deleted. */
  targetId: z.uuid().nullable(),
  template: ScanTemplateRefSchema.nullable(),
  previousScanId: z.uuid().nullable(),
});
export type ReportModel = z.infer<typeof ReportModelSchema>;

export const ReportShareSchema = z.object({
  /** The public link; null for a caller who may not share, or when it cannot be read back. */
  url: z.string().nullable(),
  sharedAt: TimestampSchema,
});

export const ReportParamsSchema = z.object({ id: z.uuid({ error: 'Invalid scan ID' }) });

// GET /api/v1/reports/{scanId}
export const ScanReportSchema = ReportModelSchema.extend({
  /** Null while the report is private. */
  share: ReportShareSchema.nullable(),
  /** The server allows sharing (`enableMakePublic`) and the caller may update the scan's evals. */
  canShare: z.boolean(),
});
export type ScanReport = z.infer<typeof ScanReportSchema>;

// POST /api/v1/reports/{scanId}/share  → the public link (the same one until revoked)
export const ShareReportResponseSchema = z.object({ url: z.string() });

// GET /api/v1/public/reports/{token}  (no sign-in)
export const PublicReportParamsSchema = z.object({
  token: z.string().regex(/^[\w-]{43}$/, { error: 'Invalid report link' }),
});

// GET /api/v1/reports?teamId=&targetId=&from=&to=&riskLevel=&limit=&offset=
export const ReportListQuerySchema = PaginationQuerySchema.extend({
  /** Without it: every team of the caller's where they may read reports. */
  teamId: z.uuid({ error: 'Invalid team ID' }).optional(),
  targetId: z.uuid({ error: 'Invalid target ID' }).optional(),
  /** Scans finished at or after this time. */
  from: TimestampSchema.optional(),
  /** Scans finished before this time. */
  to: TimestampSchema.optional(),
  riskLevel: z.enum(RISK_LEVELS, { error: 'Invalid risk level' }).optional(),
});
export type ReportListQuery = z.infer<typeof ReportListQuerySchema>;

/** A completed scan's report in the list; `id` is the scan's. */
export const ReportSummarySchema = z.object({
  id: z.uuid(),
  evalId: z.string(),
  teamId: z.uuid(),
  targetId: z.uuid().nullable(),
  targetName: z.string(),
  template: ScanTemplateRefSchema.nullable(),
  startedAt: TimestampSchema.nullable(),
  finishedAt: TimestampSchema.nullable(),
  probes: OutcomeCountsSchema.extend({ planned: count }),
  /** failed / (passed + failed); null when nothing was graded. */
  attackSuccessRate: z.number().nullable(),
  risk: RiskSummarySchema.nullable(),
  shared: z.boolean(),
});
export type ReportSummary = z.infer<typeof ReportSummarySchema>;

export const ReportListResponseSchema = z.object({
  items: z.array(ReportSummarySchema),
  total: count,
  limit: count,
  offset: count,
});
export type ReportListResponse = z.infer<typeof ReportListResponseSchema>;

/**
 * What a report exports as: `pdf` (for people), `csv` (one row per vulnerability, for a
 * spreadsheet), `json` (the report as the API answers it), `junit` (JUnit XML for CI: one test
 * case per plugin × strategy).
 */
export const REPORT_EXPORT_FORMATS = ['pdf', 'csv', 'json', 'junit'] as const;
export type ReportExportFormat = (typeof REPORT_EXPORT_FORMATS)[number];

// GET /api/v1/reports/{scanId}/export?format=pdf|csv|json|junit
// GET /api/v1/public/reports/{token}/export?format=pdf|csv|json|junit  (no sign-in)
export const ReportExportQuerySchema = z.object({
  format: z.enum(REPORT_EXPORT_FORMATS, { error: 'Invalid export format' }),
});
export type ReportExportQuery = z.infer<typeof ReportExportQuerySchema>;
