import type { ProbeResult, TestCase } from '@crucible/engine';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';

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

export type FinishedProbe = { probeId: string; result: ProbeResult; finishedAt: Date };

/** Text columns cannot hold NUL; an attack that smuggled one keeps a visible placeholder. */
const withoutNul = (_key: string, value: unknown) =>
  typeof value === 'string' && value.includes('\0') ? value.replaceAll('\0', '\uFFFD') : value;

/**
 * Stores finished probes in one statement, each only under the claim that ran it: if a probe's
 * lease lapsed and another worker reclaimed it, its row is left alone and the other worker's
 * result stands. Answers the ids that were stored.
 */
export async function storeProbeResults(
  db: Db,
  token: string,
  finished: FinishedProbe[],
): Promise<Set<string>> {
  if (finished.length === 0) return new Set();
  const rows = JSON.stringify(
    finished.map(({ probeId, result, finishedAt }) => ({
      id: probeId,
      outcome: result.grade.outcome,
      prompt: result.prompt,
      conversation: result.messages ?? null,
      output: result.response.output,
      grader: result.grade.grader,
      reason: result.grade.reason,
      score: result.grade.score,
      latency_ms: Math.round(result.response.latencyMs),
      tokens: result.response.tokens ?? null,
      cost: result.response.cost ?? null,
      finished_at: finishedAt.toISOString(),
    })),
    withoutNul,
  );
  const result = await db.execute(sql`
    update scan_probes p set status = 'done', outcome = v.outcome, prompt = v.prompt,
      conversation = v.conversation, output = v.output, grader = v.grader, reason = v.reason,
      score = v.score, latency_ms = v.latency_ms, tokens = v.tokens, cost = v.cost,
      attempts = p.attempts + 1, claim_token = null, lease_expires_at = null,
      finished_at = v.finished_at
    from jsonb_to_recordset(${rows}::jsonb) as v(id uuid, outcome text, prompt text,
      conversation jsonb, output text, grader text, reason text, score double precision,
      latency_ms integer, tokens jsonb, cost double precision, finished_at timestamptz)
    where p.id = v.id and p.claim_token = ${token} and p.status = 'running'
    returning p.id`);
  return new Set(rowsOf<{ id: string }>(result).map((row) => row.id));
}

/** Probes of the scan not yet done (pending or running). */
export async function remainingProbes(db: Db, scanId: string): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n from scan_probes
    where scan_id = ${scanId} and status <> 'done'`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}
