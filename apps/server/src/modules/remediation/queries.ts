import type { Encoding, FailingProbe, PlanIssue, StrategyCount } from '@crucible/engine';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { issueScans, issues, scans, targets } from '../../db/schema';
import { AppError } from '../../errors';
import { rowsOf } from '../scans/pipeline/probe-queries';

/*
 * What a remediation plan reads: the scan (of the caller's organization), its target, the open
 * vulnerabilities it saw fail, and its failing probes — counted per plugin and strategy, one
 * per plugin and strategy to quote, or all of them for the regression scan.
 */

export type RemediationScope = { organizationId: string; scanId: string };

export async function findScan(db: Db, scope: RemediationScope) {
  const [row] = await db
    .select({
      id: scans.id,
      teamId: scans.teamId,
      status: scans.status,
      targetId: scans.targetId,
      targetName: scans.targetName,
      config: scans.config,
      finishedAt: scans.finishedAt,
    })
    .from(scans)
    .where(and(eq(scans.id, scope.scanId), eq(scans.organizationId, scope.organizationId)));
  if (!row) throw AppError.notFound('Scan');
  return row;
}
export type RemediationScan = Awaited<ReturnType<typeof findScan>>;

export async function findTargetOf(db: Db, scan: RemediationScan) {
  if (!scan.targetId) return null;
  const [row] = await db
    .select({
      id: targets.id,
      name: targets.name,
      type: targets.type,
      purpose: targets.purpose,
      config: targets.config,
    })
    .from(targets)
    .where(eq(targets.id, scan.targetId));
  return row ?? null;
}

/** Open vulnerabilities of the scan's target that this scan saw fail, with its numbers. */
export async function openIssuesSeenIn(db: Db, scan: RemediationScan): Promise<PlanIssue[]> {
  if (!scan.targetId) return [];
  return db
    .select({
      issueId: issues.id,
      pluginId: issues.pluginId,
      severity: issues.severity,
      failed: issueScans.failed,
      total: issueScans.total,
    })
    .from(issues)
    .innerJoin(issueScans, and(eq(issueScans.issueId, issues.id), eq(issueScans.scanId, scan.id)))
    .where(
      and(eq(issues.targetId, scan.targetId), eq(issues.status, 'open'), gt(issueScans.failed, 0)),
    )
    .orderBy(asc(issues.pluginId));
}

export async function failingCounts(db: Db, scanId: string): Promise<StrategyCount[]> {
  return rowsOf<StrategyCount>(
    await db.execute(sql`
      select plugin_id as "pluginId", strategy_id as "strategyId", count(*)::int as failed
      from scan_probes where scan_id = ${scanId} and status = 'done' and outcome = 'fail'
      group by plugin_id, strategy_id`),
  );
}

type ProbeRow = Omit<FailingProbe, 'encodings' | 'grading' | 'system'> & {
  encodings: Encoding[] | null;
  grading: FailingProbe['grading'] | null;
  system: string | null;
};

const toProbe = ({ encodings, basePrompt, grading, system, ...row }: ProbeRow): FailingProbe => ({
  ...row,
  ...(basePrompt ? { basePrompt } : {}),
  ...(encodings?.length ? { encodings } : {}),
  ...(grading ? { grading } : {}),
  ...(system ? { system } : {}),
});

const PROBE_COLUMNS = sql`id, plugin_id as "pluginId", strategy_id as "strategyId",
  coalesce(prompt, test_case->>'prompt') as prompt, conversation, output, grader, reason,
  test_case->>'basePrompt' as "basePrompt", test_case->'metadata'->'encodings' as encodings,
  test_case->'metadata'->'grading' as grading,
  case when test_case->'messages'->0->>'role' = 'system'
    then test_case->'messages'->0->>'content' end as system`;

/** The first failing probe of each plugin and strategy (by position in the scan). */
export async function exampleProbes(db: Db, scanId: string): Promise<FailingProbe[]> {
  const rows = rowsOf<ProbeRow>(
    await db.execute(sql`
      select distinct on (plugin_id, strategy_id) ${PROBE_COLUMNS}
      from scan_probes where scan_id = ${scanId} and status = 'done' and outcome = 'fail'
      order by plugin_id, strategy_id, idx`),
  );
  return rows.map(toProbe);
}

/** Every failing probe of the given plugins, in the scan's order. */
export async function failingProbesOf(
  db: Db,
  scanId: string,
  pluginIds: readonly string[],
): Promise<FailingProbe[]> {
  if (pluginIds.length === 0) return [];
  const rows = rowsOf<ProbeRow>(
    await db.execute(sql`
      select ${PROBE_COLUMNS}
      from scan_probes where scan_id = ${scanId} and status = 'done' and outcome = 'fail'
        and plugin_id in (${sql.join(
          pluginIds.map((id) => sql`${id}`),
          sql`, `,
        )})
      order by idx`),
  );
  return rows.map(toProbe);
}
