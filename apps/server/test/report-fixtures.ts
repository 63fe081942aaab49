import type { ProbeOutcomeValue, RedteamBlock } from '@crucible/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { scanProbes, scans } from '../src/db/schema';
import { rescoreScan } from '../src/modules/scans/pipeline/finalize';

/*
 * Completed scans written straight into the database, with probes of chosen outcomes, tokens,
 * costs and latencies — for report tests that need figures a live scan of the demo target
 * cannot be steered to. The vulnerability derivation runs as a real roll-up would run it.
 */

export type SeedProbe = {
  pluginId: string;
  strategyId: string;
  outcome: ProbeOutcomeValue;
  latencyMs?: number | null;
  tokens?: { prompt: number; completion: number; total: number } | null;
  cost?: number | null;
  prompt?: string;
  output?: string;
  conversation?: { role: string; content: string }[] | null;
};

export type SeedScan = {
  organizationId: string;
  teamId: string;
  targetId: string;
  targetName?: string;
  finishedAt: Date;
  config?: RedteamBlock;
  probes: SeedProbe[];
};

/** A deterministic pseudo-random stream (mulberry32), so a seeded scan is the same every run. */
export function randomStream(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Inserts a completed scan and its done probes, then scores it and derives its vulnerabilities. */
export async function seedCompletedScan(db: Database, seed: SeedScan): Promise<string> {
  const count = (outcome: ProbeOutcomeValue) =>
    seed.probes.filter((probe) => probe.outcome === outcome).length;
  const started = new Date(seed.finishedAt.getTime() - 120_000);
  const [scan] = await db
    .insert(scans)
    .values({
      organizationId: seed.organizationId,
      teamId: seed.teamId,
      targetId: seed.targetId,
      targetName: seed.targetName ?? 'Seeded target',
      config: seed.config ?? { plugins: [...new Set(seed.probes.map((p) => p.pluginId))] },
      status: 'completed',
      total: seed.probes.length,
      generated: seed.probes.length,
      passed: count('pass'),
      failed: count('fail'),
      undecided: count('undecided'),
      errors: count('error'),
      createdAt: new Date(started.getTime() - 1000),
      startedAt: started,
      finishedAt: seed.finishedAt,
    })
    .returning({ id: scans.id });
  const scanId = scan!.id;
  const rows = seed.probes.map((probe, idx) => ({
    scanId,
    organizationId: seed.organizationId,
    idx,
    pluginId: probe.pluginId,
    strategyId: probe.strategyId,
    testCase: { prompt: probe.prompt ?? `attack ${idx}` },
    status: 'done' as const,
    outcome: probe.outcome,
    prompt: probe.prompt ?? `attack ${idx}`,
    output: probe.output ?? `reply ${idx}`,
    conversation: probe.conversation ?? null,
    grader: 'seed',
    reason: `Seeded ${probe.outcome}`,
    latencyMs: probe.latencyMs ?? null,
    tokens: probe.tokens ?? null,
    cost: probe.cost ?? null,
    attempts: 1,
    startedAt: started,
    finishedAt: seed.finishedAt,
  }));
  for (let i = 0; i < rows.length; i += 500) {
    await db.insert(scanProbes).values(rows.slice(i, i + 500));
  }
  // The roll-up's scoring (counts, risk) and the vulnerability derivation, as a finalize does.
  await db.transaction((tx) => rescoreScan(tx, scanId));
  return scanId;
}

/** The scan's eval id (made by the database). */
export async function evalIdOf(db: Database, scanId: string): Promise<string> {
  const [row] = await db.select({ evalId: scans.evalId }).from(scans).where(eq(scans.id, scanId));
  return row!.evalId;
}
