import { getPlugin } from '@crucible/engine';
import {
  PLUGIN_SEVERITIES,
  TARGET_LATEST_SCANS,
  TARGET_RISK_POINTS,
  type IssueSeverity,
  type TargetChanges,
  type TargetDashboard,
  type TargetIssueChange,
} from '@crucible/shared';
import { and, asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { issueEvents, issues, scans } from '../../db/schema';
import { iso } from '../../lib/time';
import { listScans } from '../scans/scan-lists';
import { policyInfoOfIssues } from '../policies/plugin-info';

/*
 * The target page's dashboard, one query per part: the completed scans (the risk chart, and the
 * latest two for "what changed"), open vulnerabilities per severity, the latest scans, and the
 * issue events the latest completed scan recorded. Every query names the organization.
 */

export type TargetDashboardScope = { organizationId: string; teamId: string; targetId: string };

/** The scan events that change what a target is exposed to, and the list each one goes to. */
const CHANGE_LISTS = { opened: 'new', fixed: 'fixed', regressed: 'regressed' } as const;
type ChangeKind = keyof typeof CHANGE_LISTS;

export async function targetDashboard(
  db: Database,
  scope: TargetDashboardScope,
): Promise<TargetDashboard> {
  const [completed, openBySeverity, latestScans] = await Promise.all([
    completedScans(db, scope),
    openCountsBySeverity(db, scope),
    listScans(db, { ...scope, limit: TARGET_LATEST_SCANS, offset: 0 }),
  ]);
  const [latest, previous] = completed;
  return {
    targetId: scope.targetId,
    risk: completed
      .filter((scan) => scan.score !== null && scan.level !== null)
      .map((scan) => ({
        scanId: scan.id,
        at: iso(scan.finishedAt),
        score: scan.score!,
        level: scan.level!,
      }))
      .reverse(),
    openBySeverity,
    latestScans: { items: latestScans.items, total: latestScans.total },
    changes: latest
      ? {
          scan: { id: latest.id, finishedAt: iso(latest.finishedAt) },
          previousScan: previous ? { id: previous.id, finishedAt: iso(previous.finishedAt) } : null,
          ...(await changesBy(db, scope, latest.id)),
        }
      : null,
  };
}

/** The target's latest completed scans, latest first (the order issue derivation applies them). */
async function completedScans(db: Database, scope: TargetDashboardScope) {
  const rows = await db
    .select({
      id: scans.id,
      finishedAt: scans.finishedAt,
      score: scans.riskScore,
      level: scans.riskLevel,
    })
    .from(scans)
    .where(
      and(
        eq(scans.organizationId, scope.organizationId),
        eq(scans.targetId, scope.targetId),
        eq(scans.status, 'completed'),
        isNotNull(scans.finishedAt),
      ),
    )
    .orderBy(desc(scans.finishedAt), desc(scans.id))
    .limit(TARGET_RISK_POINTS);
  return rows.map((row) => ({ ...row, finishedAt: row.finishedAt! }));
}

async function openCountsBySeverity(
  db: Database,
  scope: TargetDashboardScope,
): Promise<Record<IssueSeverity, number>> {
  const rows = await db
    .select({ severity: issues.severity, open: count() })
    .from(issues)
    .where(
      and(
        eq(issues.organizationId, scope.organizationId),
        eq(issues.targetId, scope.targetId),
        eq(issues.status, 'open'),
      ),
    )
    .groupBy(issues.severity);
  const counts = Object.fromEntries(PLUGIN_SEVERITIES.map((s) => [s, 0])) as Record<
    IssueSeverity,
    number
  >;
  for (const row of rows) counts[row.severity] = row.open;
  return counts;
}

/** Critical first, then high, medium, low; then by plugin. */
const SEVERITY_RANK = sql`case ${issues.severity}
  when 'critical' then 0 when 'high' then 1 when 'medium' then 2 else 3 end`;

/**
 * What the scan did to the target's vulnerabilities: the issues it opened, found fixed and found
 * failing again (its events on their timelines; derivation records at most one per issue and
 * scan). Reached through the target's issues, whose events are indexed by issue.
 */
async function changesBy(
  db: Database,
  scope: TargetDashboardScope,
  scanId: string,
): Promise<Pick<TargetChanges, 'new' | 'fixed' | 'regressed'>> {
  const rows = await db
    .select({
      kind: issueEvents.kind,
      issueId: issues.id,
      pluginId: issues.pluginId,
      severity: issues.severity,
      status: issues.status,
    })
    .from(issues)
    .innerJoin(issueEvents, eq(issueEvents.issueId, issues.id))
    .where(
      and(
        eq(issues.organizationId, scope.organizationId),
        eq(issues.targetId, scope.targetId),
        eq(issueEvents.actorScanId, scanId),
        inArray(issueEvents.kind, Object.keys(CHANGE_LISTS) as ChangeKind[]),
      ),
    )
    .orderBy(SEVERITY_RANK, asc(issues.pluginId), asc(issueEvents.kind));
  const changes: Pick<TargetChanges, 'new' | 'fixed' | 'regressed'> = {
    new: [],
    fixed: [],
    regressed: [],
  };
  // A custom policy is named by the library (no registry plugin has its id).
  const policies = await policyInfoOfIssues(
    db,
    scope.organizationId,
    rows.map((row) => ({ id: row.issueId, pluginId: row.pluginId })),
  );
  for (const row of rows) {
    const change: TargetIssueChange = {
      issueId: row.issueId,
      pluginId: row.pluginId,
      pluginName: policies.get(row.issueId)?.name ?? getPlugin(row.pluginId)?.name ?? row.pluginId,
      severity: row.severity,
      status: row.status,
    };
    changes[CHANGE_LISTS[row.kind as ChangeKind]].push(change);
  }
  return changes;
}
