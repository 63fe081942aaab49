import type { PluginSeverity } from '@crucible/shared';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { issueEvents, issueScans, issues, scans } from '../../db/schema';
import { policySeveritiesOf } from '../policies/plugin-info';
import { rowsOf } from '../scans/pipeline/probe-queries';
import { templateSeverities } from '../scans/scan-risk';
import {
  describeSource,
  loadSeverityOverrides,
  severityOf,
  type SeverityOverrides,
} from '../severity-overrides/effective';
import { deriveIssueChanges, type IssueChange } from './derive';
import { emitWebhookEvent } from '../webhooks/emit';
import {
  vulnerabilityCreated,
  vulnerabilityRegressed,
  vulnerabilityStatusChanged,
} from '../webhooks/events';

/*
 * Completed scans → vulnerabilities. Runs inside the transaction that marks the scan completed
 * (and again in the one that re-scores it after a review), and is idempotent: an issue is
 * UNIQUE (target, plugin), evidence UNIQUE (probe), the per-scan row keyed (issue, scan), and a
 * scan applied before changes no status. Each issue's severity is set again from the plugin's
 * effective severity (`severityOf`), with the template severity of the latest scan applied.
 */

type PluginCounts = { pluginId: string; passed: number; failed: number };

/** The scan as an actor on an issue's timeline. */
export const scanActorName = (scanId: string) => `Scan ${scanId.slice(0, 8)}`;

/** Opens, updates, fixes and reopens the issues of a completed scan's target. */
export async function deriveIssuesForScan(tx: Db, scanId: string): Promise<void> {
  const [scan] = await tx.select().from(scans).where(eq(scans.id, scanId));
  if (!scan || scan.status !== 'completed' || !scan.targetId) return;
  const scanAt = scan.finishedAt ?? new Date();
  const counts = rowsOf<PluginCounts>(
    await tx.execute(sql`
      select plugin_id as "pluginId",
        count(*) filter (where outcome = 'pass')::int as passed,
        count(*) filter (where outcome = 'fail')::int as failed
      from scan_probes where scan_id = ${scanId} and status = 'done'
      group by plugin_id order by plugin_id`),
  );
  const context: Context = {
    scanId,
    scanAt,
    organizationId: scan.organizationId,
    teamId: scan.teamId,
    targetId: scan.targetId,
    templates: templateSeverities(scan.config),
    overrides: await loadSeverityOverrides(tx, scan.organizationId, {
      targetIds: [scan.targetId],
    }),
    policyCopies: policySeveritiesOf(scan.config),
  };
  for (const result of counts) await applyPlugin(tx, context, result);
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

type Context = {
  scanId: string;
  scanAt: Date;
  organizationId: string;
  teamId: string;
  targetId: string;
  /** The per-plugin severities of the scan's template. */
  templates: Map<string, PluginSeverity>;
  overrides: SeverityOverrides;
  /** The custom policies the scan ran, as it ran them (`severityOf`'s `policyCopy`). */
  policyCopies: Map<string, PluginSeverity>;
};

type Existing = Pick<
  typeof issues.$inferSelect,
  'id' | 'status' | 'lastScanAt' | 'severity' | 'severityOverride' | 'templateSeverity'
>;

/**
 * The issue's severity after this scan: the template severity is the latest scan's (an older
 * scan completing late keeps the newer one's), then the overrides and a person's choice apply.
 */
function severityAfter(context: Context, pluginId: string, existing: Existing | undefined) {
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

async function applyPlugin(tx: Db, context: Context, result: PluginCounts) {
  const { scanId, scanAt, targetId } = context;
  const [existing] = await tx
    .select({
      id: issues.id,
      status: issues.status,
      lastScanAt: issues.lastScanAt,
      severity: issues.severity,
      severityOverride: issues.severityOverride,
      templateSeverity: issues.templateSeverity,
    })
    .from(issues)
    .where(and(eq(issues.targetId, targetId), eq(issues.pluginId, result.pluginId)))
    .for('update');
  const applied = existing
    ? await tx
        .select({ scanId: issueScans.scanId })
        .from(issueScans)
        .where(and(eq(issueScans.issueId, existing.id), eq(issueScans.scanId, scanId)))
    : [];
  const change = deriveIssueChanges(
    existing ? { ...existing, scanApplied: applied.length > 0 } : null,
    { passed: result.passed, failed: result.failed, scanAt },
  );
  if (!change.record) return;
  const next = severityAfter(context, result.pluginId, existing);
  const issueId = existing?.id ?? (await createIssue(tx, context, result.pluginId, next));
  await recordScan(tx, context, issueId, result);
  await updateIssue(tx, issueId, change, scanAt, existing?.status ?? null);
  const scanEvent = {
    issueId,
    organizationId: context.organizationId,
    actorType: 'scan' as const,
    actorScanId: scanId,
    actorName: scanActorName(scanId),
  };
  if (change.event) {
    await tx.insert(issueEvents).values({
      ...scanEvent,
      kind: change.event,
      fromValue: change.event === 'opened' ? null : (existing?.status ?? null),
      toValue: change.status,
    });
    await emitIssueChange(tx, context, {
      issueId,
      pluginId: result.pluginId,
      next,
      existing,
      change,
    });
  }
  if (!existing) return;
  if (next.severity !== existing.severity || next.template !== existing.templateSeverity) {
    await tx
      .update(issues)
      .set({ severity: next.severity, templateSeverity: next.template })
      .where(eq(issues.id, issueId));
  }
  if (next.severity !== existing.severity) {
    await tx.insert(issueEvents).values({
      ...scanEvent,
      kind: 'severity',
      fromValue: existing.severity,
      toValue: next.severity,
      body: describeSource(next.source, result.pluginId),
    });
  }
}

/** The webhook event of a scan's change to an issue, in the derivation's transaction. */
async function emitIssueChange(
  tx: Db,
  context: Context,
  options: {
    issueId: string;
    pluginId: string;
    next: { severity: PluginSeverity };
    existing: Existing | undefined;
    change: IssueChange;
  },
) {
  const issue = {
    id: options.issueId,
    teamId: context.teamId,
    targetId: context.targetId,
    pluginId: options.pluginId,
    severity: options.next.severity,
  };
  const event =
    options.change.event === 'opened'
      ? vulnerabilityCreated(issue, context.scanId)
      : options.change.event === 'regressed'
        ? vulnerabilityRegressed(issue, context.scanId)
        : vulnerabilityStatusChanged(issue, {
            from: options.existing?.status ?? null,
            to: options.change.status ?? 'fixed',
            changedBy: { type: 'scan', scanId: context.scanId },
          });
  await emitWebhookEvent(tx, context.organizationId, event);
}

/** A new open issue; a concurrent derivation that made it first wins, and this one joins it. */
async function createIssue(
  tx: Db,
  context: Context,
  pluginId: string,
  severity: { severity: PluginSeverity; template: PluginSeverity | null },
): Promise<string> {
  const [created] = await tx
    .insert(issues)
    .values({
      organizationId: context.organizationId,
      teamId: context.teamId,
      targetId: context.targetId,
      pluginId,
      status: 'open',
      severity: severity.severity,
      templateSeverity: severity.template,
      firstSeenAt: context.scanAt,
      lastSeenAt: context.scanAt,
      lastScanAt: context.scanAt,
    })
    .onConflictDoNothing({ target: [issues.targetId, issues.pluginId] })
    .returning({ id: issues.id });
  if (created) return created.id;
  const [found] = await tx
    .select({ id: issues.id })
    .from(issues)
    .where(and(eq(issues.targetId, context.targetId), eq(issues.pluginId, pluginId)))
    .for('update');
  return found!.id;
}

/**
 * The scan's rate for the plugin and its failing probes as evidence. Evidence of a probe that
 * no longer fails (a retried probe that passed) goes.
 */
async function recordScan(tx: Db, context: Context, issueId: string, result: PluginCounts) {
  const total = result.passed + result.failed;
  const rate = { failed: result.failed, total, asr: result.failed / total };
  await tx
    .insert(issueScans)
    .values({
      issueId,
      scanId: context.scanId,
      organizationId: context.organizationId,
      scannedAt: context.scanAt,
      ...rate,
    })
    .onConflictDoUpdate({ target: [issueScans.issueId, issueScans.scanId], set: rate });
  await tx.execute(sql`
    delete from issue_evidence e where e.issue_id = ${issueId} and e.scan_id = ${context.scanId}
      and not exists (select 1 from scan_probes p where p.id = e.probe_id and p.outcome = 'fail')`);
  await tx.execute(sql`
    insert into issue_evidence (issue_id, organization_id, scan_id, probe_id, strategy_id, seen_at)
    select ${issueId}::uuid, ${context.organizationId}::uuid, p.scan_id, p.id, p.strategy_id,
      coalesce(p.finished_at, ${context.scanAt.toISOString()}::timestamptz)
    from scan_probes p
    where p.scan_id = ${context.scanId} and p.plugin_id = ${result.pluginId}
      and p.status = 'done' and p.outcome = 'fail'
    on conflict (probe_id) do nothing`);
}

/** Occurrences and first/last seen from the evidence; the status when the scan changed it. */
async function updateIssue(
  tx: Db,
  issueId: string,
  change: IssueChange,
  scanAt: Date,
  previous: string | null,
) {
  const at = scanAt.toISOString();
  await tx.execute(sql`
    update issues i set
      occurrences = s.n,
      first_seen_at = coalesce(s.first, i.first_seen_at),
      last_seen_at = coalesce(s.last, i.last_seen_at),
      last_scan_at = greatest(i.last_scan_at, ${at}::timestamptz),
      status = ${change.status ?? previous ?? 'open'},
      updated_at = now()
    from (select count(*)::int as n, min(seen_at) as first, max(seen_at) as last
          from issue_evidence where issue_id = ${issueId}) s
    where i.id = ${issueId}`);
}
