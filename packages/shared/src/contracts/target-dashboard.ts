import { z } from 'zod';
import { TimestampSchema } from './common';
import { ISSUE_STATUSES } from './issues';
import { PLUGIN_SEVERITIES } from './redteam';
import { ScanRiskSchema, ScanSummarySchema } from './scans';

/*
 * The target page's dashboard: how the target's risk moved scan after scan, what is open now,
 * its latest scans and what its latest completed scan changed.
 */

/** The risk chart keeps the latest this many completed scans. */
export const TARGET_RISK_POINTS = 200;
/** Latest scans on the dashboard (the history tab lists them all). */
export const TARGET_LATEST_SCANS = 5;

/** One completed scan's risk: a point of the chart. */
export const TargetRiskPointSchema = z.object({
  scanId: z.uuid(),
  /** When the scan finished. */
  at: TimestampSchema,
  score: z.number(),
  level: ScanRiskSchema.shape.level,
});
export type TargetRiskPoint = z.infer<typeof TargetRiskPointSchema>;

/** A vulnerability the latest completed scan opened, fixed or found again. */
export const TargetIssueChangeSchema = z.object({
  issueId: z.uuid(),
  pluginId: z.string(),
  pluginName: z.string(),
  severity: z.enum(PLUGIN_SEVERITIES),
  /** Its status now (a person may have changed it since). */
  status: z.enum(ISSUE_STATUSES),
});
export type TargetIssueChange = z.infer<typeof TargetIssueChangeSchema>;

const ScanRefSchema = z.object({ id: z.uuid(), finishedAt: TimestampSchema });

export const TargetChangesSchema = z.object({
  /** The latest completed scan, whose doing the lists are. */
  scan: ScanRefSchema,
  /** The completed scan before it; null when the latest is the first. */
  previousScan: ScanRefSchema.nullable(),
  /** Opened by the scan: the plugin never failed against this target before. */
  new: z.array(TargetIssueChangeSchema),
  /** Found fixed: the plugin ran with no failure where it had failed. */
  fixed: z.array(TargetIssueChangeSchema),
  /** Fixed before, failing again. */
  regressed: z.array(TargetIssueChangeSchema),
});
export type TargetChanges = z.infer<typeof TargetChangesSchema>;

// GET /api/v1/targets/{id}/summary
export const TargetDashboardSchema = z.object({
  targetId: z.uuid(),
  /** The latest `TARGET_RISK_POINTS` completed scans, oldest first. */
  risk: z.array(TargetRiskPointSchema),
  /** Open vulnerabilities per (effective) severity. */
  openBySeverity: z.object({
    critical: z.number().int(),
    high: z.number().int(),
    medium: z.number().int(),
    low: z.number().int(),
  }),
  /** The newest `TARGET_LATEST_SCANS` scans of any status, and how many there are. */
  latestScans: z.object({ items: z.array(ScanSummarySchema), total: z.number().int() }),
  /** Null until the target has a completed scan. */
  changes: TargetChangesSchema.nullable(),
});
export type TargetDashboard = z.infer<typeof TargetDashboardSchema>;
