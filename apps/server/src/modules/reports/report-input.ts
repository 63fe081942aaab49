import type { ExampleProbe, PluginTally, ReportCell, ReportInput } from '@crucible/engine';
import {
  REPORT_EXAMPLES_PER_VULNERABILITY,
  type IssueStatus,
  type ReportUsage,
} from '@crucible/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { issues, scans } from '../../db/schema';
import { AppError } from '../../errors';
import { iso, isoOrNull } from '../../lib/time';
import { rowsOf } from '../scans/pipeline/probe-queries';
import { templateOf } from '../scans/service';
import { policyNamesOf } from '../policies/plugin-info';
import { scanSeverities } from '../scans/scan-risk';

/*
 * A completed scan's report input, aggregated where the probes are: a few grouped queries over
 * the scan's (and its predecessor's) probes, never the probes themselves — apart from the
 * handful shown as examples. A 20,000-probe scan answers in well under a second (bench/report.ts).
 */

export type ReportScope = { organizationId: string; scanId: string };
type ScanRow = typeof scans.$inferSelect;

async function completedScan(db: Db, scope: ReportScope): Promise<ScanRow> {
  const [scan] = await db
    .select()
    .from(scans)
    .where(and(eq(scans.id, scope.scanId), eq(scans.organizationId, scope.organizationId)));
  if (!scan) throw AppError.notFound('Report');
  if (scan.status !== 'completed') {
    throw AppError.conflict(`The scan is ${scan.status}: its report is ready once it completes`);
  }
  return scan;
}

async function cellsOf(db: Db, scanId: string): Promise<ReportCell[]> {
  return rowsOf<ReportCell>(
    await db.execute(sql`
      select plugin_id as "pluginId", strategy_id as "strategyId", outcome, count(*)::int as probes
      from scan_probes where scan_id = ${scanId} and status = 'done'
      group by plugin_id, strategy_id, outcome`),
  );
}

type UsageRow = Record<
  | 'tokenProbes'
  | 'promptTokens'
  | 'completionTokens'
  | 'totalTokens'
  | 'costProbes'
  | 'latencyProbes',
  number
> &
  Record<'cost' | 'avgMs' | 'p50Ms' | 'p95Ms' | 'maxMs', number | null>;

async function usageOf(db: Db, scanId: string): Promise<ReportUsage> {
  const [row] = rowsOf<UsageRow>(
    await db.execute(sql`
      select count(tokens)::int as "tokenProbes",
        coalesce(sum((tokens->>'prompt')::numeric), 0)::float8 as "promptTokens",
        coalesce(sum((tokens->>'completion')::numeric), 0)::float8 as "completionTokens",
        coalesce(sum((tokens->>'total')::numeric), 0)::float8 as "totalTokens",
        count(cost)::int as "costProbes", sum(cost)::float8 as cost,
        count(latency_ms)::int as "latencyProbes", avg(latency_ms)::float8 as "avgMs",
        percentile_cont(0.5) within group (order by latency_ms)::float8 as "p50Ms",
        percentile_cont(0.95) within group (order by latency_ms)::float8 as "p95Ms",
        max(latency_ms)::float8 as "maxMs"
      from scan_probes where scan_id = ${scanId} and status = 'done'`),
  );
  const r = row!;
  return {
    tokens: {
      probes: r.tokenProbes,
      prompt: Math.round(r.promptTokens),
      completion: Math.round(r.completionTokens),
      total: Math.round(r.totalTokens),
    },
    cost: { probes: r.costProbes, usd: r.cost },
    latency: {
      probes: r.latencyProbes,
      avgMs: r.avgMs,
      p50Ms: r.p50Ms,
      p95Ms: r.p95Ms,
      maxMs: r.maxMs,
    },
  };
}

/** The target's completed scan that finished last before this one. */
async function previousScan(db: Db, scan: ScanRow) {
  if (!scan.targetId) return null;
  const [previous] = rowsOf<{ id: string; evalId: string; finishedAt: Date | string | null }>(
    await db.execute(sql`
      select id, eval_id as "evalId", finished_at as "finishedAt" from scans
      where organization_id = ${scan.organizationId} and target_id = ${scan.targetId}
        and status = 'completed' and id <> ${scan.id}
        and (finished_at, id) < (${isoOrNull(scan.finishedAt)}::timestamptz, ${scan.id}::uuid)
      order by finished_at desc, id desc limit 1`),
  );
  if (!previous) return null;
  const plugins = rowsOf<PluginTally>(
    await db.execute(sql`
      select plugin_id as "pluginId",
        count(*) filter (where outcome = 'pass')::int as passed,
        count(*) filter (where outcome = 'fail')::int as failed
      from scan_probes where scan_id = ${previous.id} and status = 'done'
      group by plugin_id`),
  );
  const finishedAt = previous.finishedAt === null ? null : new Date(previous.finishedAt);
  return {
    scanId: previous.id,
    evalId: previous.evalId,
    finishedAt: isoOrNull(finishedAt),
    plugins,
  };
}

/** Plugins a completed scan of the target failed before this one finished (the issues' record). */
async function failedBefore(db: Db, scan: ScanRow): Promise<Set<string>> {
  if (!scan.targetId) return new Set();
  const rows = rowsOf<{ pluginId: string }>(
    await db.execute(sql`
      select distinct i.plugin_id as "pluginId"
      from issues i
        join issue_scans r on r.issue_id = i.id
        join scans s on s.id = r.scan_id
      where i.organization_id = ${scan.organizationId} and i.target_id = ${scan.targetId}
        and r.failed > 0 and s.id <> ${scan.id}
        and (s.finished_at, s.id) < (${isoOrNull(scan.finishedAt)}::timestamptz, ${scan.id}::uuid)`),
  );
  return new Set(rows.map((row) => row.pluginId));
}

/**
 * Up to REPORT_EXAMPLES_PER_VULNERABILITY failing probes per plugin of each scan, one per
 * strategy before a second of the same: the ranking reads ids only, the chosen rows are joined.
 */
async function examplesOf(db: Db, scanIds: string[]): Promise<ExampleProbe[]> {
  const ids = sql.join(
    scanIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return rowsOf<ExampleProbe>(
    await db.execute(sql`
      with failing as (
        select id, scan_id, plugin_id, idx,
          row_number() over (partition by scan_id, plugin_id, strategy_id order by idx) as k
        from scan_probes where scan_id in (${ids}) and status = 'done' and outcome = 'fail'
      ), ranked as (
        select id, row_number() over (partition by scan_id, plugin_id order by k, idx) as n
        from failing
      )
      select p.scan_id as "scanId", p.id as "probeId", p.plugin_id as "pluginId",
        p.strategy_id as "strategyId", p.prompt, p.output, p.conversation, p.reason
      from ranked r join scan_probes p on p.id = r.id
      where r.n <= ${REPORT_EXAMPLES_PER_VULNERABILITY}
      order by p.scan_id, p.plugin_id, r.n`),
  );
}

async function targetIssues(db: Db, scan: ScanRow) {
  if (!scan.targetId) return [];
  return db
    .select({
      id: issues.id,
      pluginId: issues.pluginId,
      status: issues.status,
    })
    .from(issues)
    .where(and(eq(issues.organizationId, scan.organizationId), eq(issues.targetId, scan.targetId)));
}

/** Everything `buildScanReport` needs for a completed scan of the organization (404 / 409). */
export async function loadReportInput(db: Db, scope: ReportScope): Promise<ReportInput> {
  const scan = await completedScan(db, scope);
  const [cells, usage, previous, before, targetIssueRows] = await Promise.all([
    cellsOf(db, scan.id),
    usageOf(db, scan.id),
    previousScan(db, scan),
    failedBefore(db, scan),
    targetIssues(db, scan),
  ]);
  const [examples, severities] = await Promise.all([
    examplesOf(db, previous ? [scan.id, previous.scanId] : [scan.id]),
    // What the scan's stored risk is scored with: the one precedence rule of severities.
    scanSeverities(
      db,
      scan,
      cells.map((cell) => cell.pluginId),
    ),
  ]);
  return {
    scan: {
      id: scan.id,
      evalId: scan.evalId,
      teamId: scan.teamId,
      targetId: scan.targetId,
      targetName: scan.targetName,
      template: templateOf(scan),
      createdAt: iso(scan.createdAt),
      startedAt: isoOrNull(scan.startedAt),
      finishedAt: isoOrNull(scan.finishedAt),
      planned: scan.total,
    },
    cells,
    usage,
    severities,
    pluginNames: policyNamesOf(scan.config),
    previous,
    failedBefore: before,
    issues: targetIssueRows.map((issue) => ({
      pluginId: issue.pluginId,
      id: issue.id,
      status: issue.status as IssueStatus,
    })),
    examples,
  };
}
