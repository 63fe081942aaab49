import type { ProbeResult, TestCase } from '@crucible/engine';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { scanProbes } from '../../../db/schema';

/** Rows of a raw query: node-postgres and PGlite both answer `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export type ClaimedProbe = { id: string; idx: number; testCase: TestCase };

/**
 * Claims up to `limit` probes of a scan under `token`: pending ones, or running ones whose lease
 * lapsed (their worker died). SKIP LOCKED lets concurrent batches claim disjoint sets.
 */
export async function claimProbes(
  db: Db,
  options: { scanId: string; token: string; limit: number; leaseMs: number },
): Promise<ClaimedProbe[]> {
  const result = await db.execute(sql`
    update scan_probes set status = 'running', claim_token = ${options.token},
      lease_expires_at = now() + make_interval(secs => ${options.leaseMs / 1000}),
      started_at = now()
    where id in (
      select id from scan_probes
      where scan_id = ${options.scanId}
        and (status = 'pending' or (status = 'running' and lease_expires_at < now()))
      order by idx
      limit ${options.limit}
      for update skip locked
    )
    returning id, idx, test_case as "testCase"`);
  return rowsOf<ClaimedProbe>(result).sort((a, b) => a.idx - b.idx);
}

/** Keeps a batch's claims alive while it works. */
export async function renewProbeLeases(
  db: Db,
  options: { scanId: string; token: string; leaseMs: number },
): Promise<void> {
  await db.execute(sql`
    update scan_probes set lease_expires_at = now() + make_interval(secs => ${options.leaseMs / 1000})
    where scan_id = ${options.scanId} and claim_token = ${options.token} and status = 'running'`);
}

/** Hands claimed-but-unstarted probes back (cancel, shutdown) so any worker can take them. */
export async function releaseProbes(db: Db, token: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`
    update scan_probes set status = 'pending', claim_token = null, lease_expires_at = null,
      started_at = null
    where claim_token = ${token} and status = 'running'
      and id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`);
}

/**
 * Stores a probe's result, only under the claim that ran it: if its lease lapsed and another
 * worker reclaimed it, this write is refused (false) and the other worker's result stands.
 */
export async function storeProbeResult(
  db: Db,
  options: { probeId: string; token: string; result: ProbeResult },
): Promise<boolean> {
  const { result } = options;
  const stored = await db
    .update(scanProbes)
    .set({
      status: 'done',
      outcome: result.grade.outcome,
      prompt: result.prompt,
      conversation: result.messages ?? null,
      output: result.response.output,
      grader: result.grade.grader,
      reason: result.grade.reason,
      score: result.grade.score,
      latencyMs: Math.round(result.response.latencyMs),
      tokens: result.response.tokens ?? null,
      attempts: sql`${scanProbes.attempts} + 1`,
      claimToken: null,
      leaseExpiresAt: null,
      finishedAt: new Date(),
    })
    .where(
      and(
        eq(scanProbes.id, options.probeId),
        eq(scanProbes.claimToken, options.token),
        eq(scanProbes.status, 'running'),
      ),
    )
    .returning({ id: scanProbes.id });
  return stored.length === 1;
}

/** Probes of the scan not yet done (pending or running). */
export async function remainingProbes(db: Db, scanId: string): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n from scan_probes
    where scan_id = ${scanId} and status <> 'done'`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}
