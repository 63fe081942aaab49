import type { IssueSeverity } from '@crucible/shared';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { issues, scans } from '../../db/schema';
import { policySeveritiesOf } from '../policies/plugin-info';
import { rowsOf } from '../scans/pipeline/probe-queries';
import { templateSeverities } from '../scans/scan-risk';
import { loadSeverityOverrides, severityOf } from '../severity-overrides/effective';
import { deriveIssueChanges, type IssueChange, type PreviousIssue } from './derive';
import {
  applyPlans,
  type DerivationContext,
  type Plan,
  type SeverityAfter,
} from './derivation-writes';
import { textArray } from './list-filters';

/*
 * Completed scans → vulnerabilities. Runs inside the transaction that marks the scan completed
 * (and again in the one that re-scores it after a review or a retry), and is idempotent: an
 * issue is UNIQUE (target, plugin), evidence UNIQUE (probe), the per-scan row keyed (issue,
 * scan), and a replayed scan changes no status. Each recorded issue's severity is set again
 * from the plugin's effective severity (`severityOf`, the overrides loaded once for the scan),
 * with the template severity of the latest scan applied. Set-based: a handful of statements
 * for the whole scan, whatever its number of plugins (bench/issues.ts).
 */

type PluginCounts = { pluginId: string; passed: number; failed: number };
type Existing = PreviousIssue & {
  id: string;
  severity: IssueSeverity;
  severityOverride: IssueSeverity | null;
  templateSeverity: IssueSeverity | null;
};

/** Opens, updates, fixes, reopens and removes the issues of a completed scan's target. */
export async function deriveIssuesForScan(tx: Db, scanId: string): Promise<void> {
  const [scan] = await tx.select().from(scans).where(eq(scans.id, scanId));
  if (!scan || scan.status !== 'completed' || !scan.targetId) return;
  const counts = rowsOf<PluginCounts>(
    await tx.execute(sql`
      select plugin_id as "pluginId",
        count(*) filter (where outcome = 'pass')::int as passed,
        count(*) filter (where outcome = 'fail')::int as failed
      from scan_probes where scan_id = ${scanId} and status = 'done'
      group by plugin_id order by plugin_id`),
  );
  if (counts.length === 0) return;
  const context: DerivationContext = {
    scanId,
    scanAt: scan.finishedAt ?? new Date(),
    organizationId: scan.organizationId,
    teamId: scan.teamId,
    targetId: scan.targetId,
    templates: templateSeverities(scan.config),
    overrides: await loadSeverityOverrides(tx, scan.organizationId, {
      targetIds: [scan.targetId],
      pluginIds: counts.map((result) => result.pluginId),
    }),
    policyCopies: policySeveritiesOf(scan.config),
  };
  const existing = await previousIssues(tx, context, counts);
  let plans = counts.map((result) => planOf(context, result, existing.get(result.pluginId)));
  const creating = plans.filter((plan) => plan.change.create);
  if (creating.length > 0) {
    const created = await createIssues(tx, context, creating);
    const raced = creating.filter((plan) => !created.has(plan.pluginId));
    // Another derivation of the target made some first: decide again against its rows.
    const found = raced.length > 0 ? await previousIssues(tx, context, raced) : new Map();
    plans = plans.map((plan) => {
      if (!plan.change.create) return plan;
      const id = created.get(plan.pluginId);
      return id
        ? { ...plan, issueId: id }
        : planOf(context, { ...plan.result, pluginId: plan.pluginId }, found.get(plan.pluginId));
    });
  }
  await applyPlans(tx, context, plans);
}

/**
 * Replays every completed scan, oldest finish first, each in its own transaction: fills issues
 * from scans that completed before vulnerabilities existed (`crucible issues derive`). Safe to
 * run again: the derivation is idempotent.
 */
export async function deriveIssuesForCompletedScans(db: Database): Promise<number> {
  const completed = await db
    .select({ id: scans.id })
    .from(scans)
    .where(and(eq(scans.status, 'completed'), isNotNull(scans.targetId)))
    .orderBy(asc(scans.finishedAt), asc(scans.id));
  for (const scan of completed) await db.transaction((tx) => deriveIssuesForScan(tx, scan.id));
  return completed.length;
}

/**
 * What the scan does to one plugin's issue. Only a recorded scan sets the severity (a new
 * issue's included); a withdrawn or untouched one leaves it and its template severity be.
 */
function planOf(
  context: DerivationContext,
  result: PluginCounts,
  previous: Existing | undefined,
): Plan {
  const change: IssueChange = deriveIssueChanges(previous ?? null, {
    passed: result.passed,
    failed: result.failed,
    scanAt: context.scanAt,
  });
  return {
    pluginId: result.pluginId,
    result,
    issueId: previous?.id ?? null,
    previousStatus: previous?.status ?? null,
    previousSeverity: previous?.severity ?? null,
    change,
    severity: change.scan === 'record' ? severityAfter(context, result.pluginId, previous) : null,
  };
}

/**
 * The issue's severity after this scan: the template severity is the latest scan's (an older
 * scan completing late keeps the newer one's), then the overrides and a person's choice apply.
 */
function severityAfter(
  context: DerivationContext,
  pluginId: string,
  existing: Existing | undefined,
): SeverityAfter {
  const newest = !existing || context.scanAt >= existing.lastScanAt;
  const template = newest
    ? (context.templates.get(pluginId) ?? null)
    : (existing?.templateSeverity ?? null);
  const { severity, source } = severityOf(context.overrides, {
    pluginId,
    targetId: context.targetId,
    template,
    manual: existing?.severityOverride ?? null,
    policyCopy: context.policyCopies.get(pluginId) ?? null,
  });
  return { severity, template, source };
}

/**
 * The target's issues of these plugins, locked (in id order, so two derivations of one target
 * queue rather than deadlock), with what the rules need: this scan's numbers as applied before,
 * the evidence other scans left, whether a person ever worked on the issue, and its severities.
 */
async function previousIssues(
  tx: Db,
  context: DerivationContext,
  plugins: { pluginId: string }[],
): Promise<Map<string, Existing>> {
  const rows = rowsOf<{
    id: string;
    pluginId: string;
    status: Existing['status'];
    lastScanAt: Date | string;
    severity: IssueSeverity;
    severityOverride: IssueSeverity | null;
    templateSeverity: IssueSeverity | null;
    appliedFailed: number | null;
    appliedTotal: number | null;
    otherEvidence: number;
    touched: boolean;
  }>(
    await tx.execute(sql`
      select i.id, i.plugin_id as "pluginId", i.status, i.last_scan_at as "lastScanAt",
        i.severity, i.severity_override as "severityOverride",
        i.template_severity as "templateSeverity",
        s.failed as "appliedFailed", s.total as "appliedTotal",
        (select count(*)::int from issue_evidence e
          where e.issue_id = i.id and e.scan_id <> ${context.scanId}) as "otherEvidence",
        exists (select 1 from issue_events v where v.issue_id = i.id and v.actor_type = 'user')
          as touched
      from issues i
      left join issue_scans s on s.issue_id = i.id and s.scan_id = ${context.scanId}
      where i.target_id = ${context.targetId}
        and i.plugin_id = any(${textArray(plugins.map((plugin) => plugin.pluginId))})
      order by i.id
      for update of i`),
  );
  return new Map(
    rows.map((row) => [
      row.pluginId,
      {
        id: row.id,
        status: row.status,
        lastScanAt: new Date(row.lastScanAt),
        severity: row.severity,
        severityOverride: row.severityOverride,
        templateSeverity: row.templateSeverity,
        applied:
          row.appliedTotal === null
            ? null
            : { failed: row.appliedFailed ?? 0, total: row.appliedTotal },
        otherEvidence: Number(row.otherEvidence),
        touched: row.touched,
      },
    ]),
  );
}

/**
 * New open issues at their effective severity, one statement; a plugin another derivation of
 * the target created first is left out of the answer (its row is locked and read again by the
 * caller).
 */
async function createIssues(
  tx: Db,
  context: DerivationContext,
  plans: Plan[],
): Promise<Map<string, string>> {
  const created = await tx
    .insert(issues)
    .values(
      plans.map((plan) => {
        const { severity, template } =
          plan.severity ?? severityAfter(context, plan.pluginId, undefined);
        return {
          organizationId: context.organizationId,
          teamId: context.teamId,
          targetId: context.targetId,
          pluginId: plan.pluginId,
          status: 'open' as const,
          severity,
          templateSeverity: template,
          firstSeenAt: context.scanAt,
          lastSeenAt: context.scanAt,
          lastScanAt: context.scanAt,
        };
      }),
    )
    .onConflictDoNothing({ target: [issues.targetId, issues.pluginId] })
    .returning({ id: issues.id, pluginId: issues.pluginId });
  return new Map(created.map((row) => [row.pluginId, row.id]));
}
