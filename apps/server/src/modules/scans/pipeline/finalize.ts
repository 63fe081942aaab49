import type { ScanRisk } from '@crucible/shared';
import { eq, sql } from 'drizzle-orm';
import { scans, usageDaily } from '../../../db/schema';
import type { Db } from '../../../db/client';
import { deriveIssuesForScan } from '../../issues/derivation';
import { emitWebhookEvent } from '../../webhooks/emit';
import { scanCompleted } from '../../webhooks/events';
import { errorGroups } from '../scan-errors';
import { appendScanLog, plural } from '../scan-log';
import { riskCells, scoreScan } from '../scan-risk';
import { findScanRow, type ScanRow, type ScanWorkerDeps } from './context';
import { rowsOf } from './probe-queries';

type Rolled = { passed: number; failed: number; undecided: number; errors: number; risk: ScanRisk };

/** Counts and risk of a scan's finished probes (each plugin at its effective severity). */
async function rollUp(tx: Db, scan: ScanRow): Promise<Rolled> {
  const cells = await riskCells(tx, scan.id);
  const count = (outcome: string) =>
    cells.filter((c) => c.outcome === outcome).reduce((sum, c) => sum + c.n, 0);
  return {
    passed: count('pass'),
    failed: count('fail'),
    undecided: count('undecided'),
    errors: count('error'),
    risk: await scoreScan(tx, scan, cells),
  };
}

/**
 * Tokens and cost the target reported over the scan's answered probes, for the scan row: the
 * usage page sums these per scan instead of reading every probe.
 */
async function spendOf(tx: Db, scanId: string) {
  const [row] = rowsOf<{
    tokenProbes: number;
    promptTokens: string;
    completionTokens: string;
    totalTokens: string;
    costProbes: number;
    costUsd: number | null;
  }>(
    await tx.execute(sql`
      select count(tokens)::int as "tokenProbes",
        coalesce(sum((tokens->>'prompt')::numeric), 0)::text as "promptTokens",
        coalesce(sum((tokens->>'completion')::numeric), 0)::text as "completionTokens",
        coalesce(sum((tokens->>'total')::numeric), 0)::text as "totalTokens",
        count(cost)::int as "costProbes", sum(cost)::float8 as "costUsd"
      from scan_probes where scan_id = ${scanId} and status = 'done'`),
  );
  return {
    tokenProbes: row?.tokenProbes ?? 0,
    promptTokens: Math.round(Number(row?.promptTokens ?? 0)),
    completionTokens: Math.round(Number(row?.completionTokens ?? 0)),
    totalTokens: Math.round(Number(row?.totalTokens ?? 0)),
    costProbes: row?.costProbes ?? 0,
    costUsd: row?.costUsd ?? null,
  };
}

/** The scan row's columns for a roll-up: the counts, the risk, and its score and level apart. */
const columnsOf = (rolled: Rolled) => ({
  ...rolled,
  riskScore: rolled.risk.score,
  riskLevel: rolled.risk.level,
});

/**
 * Scores a finished scan again after people or a judge decided some of its probes: counts and
 * risk only — the status, the finish time and the usage stay as they were. Runs inside the
 * caller's transaction, on the locked scan row.
 */
export async function rescoreScan(tx: Db, scanId: string): Promise<Rolled | null> {
  const [locked] = await tx.select().from(scans).where(eq(scans.id, scanId)).for('update');
  if (!locked) return null;
  const rolled = await rollUp(tx, locked);
  await tx
    .update(scans)
    .set({ ...columnsOf(rolled), ...(await spendOf(tx, scanId)), updatedAt: new Date() })
    .where(eq(scans.id, scanId));
  // A decided probe may open, fix or add evidence to the target's issues.
  await deriveIssuesForScan(tx, scanId);
  return rolled;
}

const percent = (rate: number) => `${(rate * 100).toFixed(rate === 0 || rate === 1 ? 0 : 1)}%`;

/** The roll-up in the log: a summary of the target errors (never one line each), then the result. */
async function logRollup(tx: Db, scan: ScanRow, result: Rolled) {
  const log = appendScanLog.bind(null, tx, scan.id, scan.organizationId);
  const { passed, failed, undecided, errors, risk } = result;
  if (errors > 0) {
    const { groups } = await errorGroups(
      tx,
      { organizationId: scan.organizationId, scanId: scan.id },
      5,
    );
    await log(
      'warn',
      `${plural(errors, 'probe')} errored: ` +
        groups.map((group) => `${group.reason} (${group.count})`).join(', '),
      { errors, groups },
    );
  }
  const graded = passed + failed;
  const attackSuccessRate = graded === 0 ? null : failed / graded;
  const rate =
    attackSuccessRate === null
      ? 'no probe graded'
      : `attack success rate ${percent(attackSuccessRate)} (${failed} of ${graded} graded)`;
  const done = passed + failed + undecided + errors;
  const total = Math.max(scan.total, done);
  const open = undecided > 0 ? `, ${undecided} undecided (a person or a judge must decide)` : '';
  await log(
    undecided > 0 ? 'warn' : 'info',
    scan.status === 'cancelled'
      ? `Scan cancelled after ${done} of ${plural(total, 'probe')}: ${rate}${open}, ${plural(errors, 'error')}`
      : `Roll-up done: ${rate}${open}, ${plural(errors, 'error')}, risk ${risk.level}`,
    {
      passed,
      failed,
      undecided,
      errors,
      attackSuccessRate,
      risk: { score: risk.score, level: risk.level },
    },
  );
}

/**
 * `scan-finalize`: counts, risk and the final status, and the probes sent since the last
 * roll-up added to `usage_daily` — all in one transaction on the locked scan row, so a retried
 * or duplicated roll-up never counts usage twice. A cancelled scan waits for its in-flight
 * probes (live leases) before rolling up.
 */
export async function finalizeScan(deps: ScanWorkerDeps, scanId: string): Promise<void> {
  const scan = await findScanRow(deps.db, scanId);
  if (!scan || !['grading', 'cancelled'].includes(scan.status)) return;
  const live = await deps.db.execute(sql`
    select count(*)::int as n from scan_probes
    where scan_id = ${scanId} and status = 'running' and lease_expires_at >= now()`);
  if (scan.status === 'cancelled' && (rowsOf<{ n: number }>(live)[0]?.n ?? 0) > 0) {
    await deps.jobs.send('scan-finalize', { scanId }, { startAfterSeconds: 1 });
    return;
  }
  await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(scans).where(eq(scans.id, scanId)).for('update');
    if (!locked || !['grading', 'cancelled'].includes(locked.status)) return;
    const rolled = await rollUp(tx, locked);
    const [sent] = rowsOf<{ sends: number }>(
      await tx.execute(sql`
        select coalesce(sum(attempts), 0)::int as sends from scan_probes where scan_id = ${scanId}`),
    );
    const sends = sent?.sends ?? 0;
    const newSends = sends - locked.usageRecorded;
    if (newSends > 0 && locked.targetId) {
      const day = new Date().toISOString().slice(0, 10);
      await tx
        .insert(usageDaily)
        .values({
          organizationId: locked.organizationId,
          targetId: locked.targetId,
          day,
          probes: newSends,
        })
        .onConflictDoUpdate({
          target: [usageDaily.organizationId, usageDaily.targetId, usageDaily.day],
          set: { probes: sql`${usageDaily.probes} + ${newSends}`, updatedAt: new Date() },
        });
    }
    await tx
      .update(scans)
      .set({
        status: locked.status === 'cancelled' ? 'cancelled' : 'completed',
        ...columnsOf(rolled),
        ...(await spendOf(tx, scanId)),
        usageRecorded: sends,
        finishedAt: locked.finishedAt ?? new Date(),
        updatedAt: new Date(),
      })
      .where(eq(scans.id, scanId));
    // Vulnerabilities and webhooks follow in the same transaction (a cancelled scan has none).
    if (locked.status === 'grading') {
      await emitWebhookEvent(tx, locked.organizationId, scanCompleted(locked, rolled));
    }
    await deriveIssuesForScan(tx, scanId);
    // A cancelled scan stays cancelled, so a repeated roll-up of it logs only if it has news.
    const news = locked.status === 'grading' || locked.risk === null || newSends > 0;
    if (news) await logRollup(tx, locked, rolled);
  });
}
