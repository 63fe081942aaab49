import { randomUUID } from 'node:crypto';
import { runProbe, type ProbeResult, type TestCase } from '@crucible/engine';
import { and, eq } from 'drizzle-orm';
import { scans } from '../../../db/schema';
import {
  findScanRow,
  loadScanContext,
  ScanSetupError,
  type ScanContext,
  type ScanWorkerDeps,
} from './context';
import { failScan } from './generate';
import {
  claimProbes,
  releaseProbes,
  remainingProbes,
  renewProbeLeases,
  type ClaimedProbe,
} from './probe-queries';
import type { ProbeBudget } from './probe-budget';
import { ResultWriter } from './result-writer';
import {
  acquireSlots,
  ensureSlots,
  releaseSlots,
  renewSlots,
  type SlotLease,
} from './target-slots';

/** How a worker stops: `shutdown` hands unstarted probes back; `crash` (tests) abandons all. */
export type StopMode = 'shutdown' | 'crash';
export type WorkerControl = { stopped: StopMode | null; budget: ProbeBudget };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A probe that threw (a bug or a broken judge) is an error result, never pass/fail. */
function errorResult(testCase: TestCase, message: string): ProbeResult {
  return {
    testCase,
    prompt: testCase.prompt,
    messages: testCase.messages,
    response: {
      output: '',
      raw: { request: null, response: null },
      latencyMs: 0,
      error: { kind: 'unknown', message },
    },
    grade: { outcome: 'error', pass: null, score: null, reason: message, grader: 'target-error' },
    turns: 0,
  };
}

async function isRunning(deps: ScanWorkerDeps, scanId: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ status: scans.status })
    .from(scans)
    .where(eq(scans.id, scanId));
  return row?.status === 'running';
}

/** Still running? Also tells the sweeper that a batch is alive (waiting for a slot). */
async function touchRunning(deps: ScanWorkerDeps, scanId: string): Promise<boolean> {
  const touched = await deps.db
    .update(scans)
    .set({ updatedAt: new Date() })
    .where(and(eq(scans.id, scanId), eq(scans.status, 'running')))
    .returning({ id: scans.id });
  return touched.length === 1;
}

/** When nothing is left to run, moves the scan to grading (once) and queues the roll-up. */
export async function finishIfDone(deps: ScanWorkerDeps, scanId: string): Promise<void> {
  if ((await remainingProbes(deps.db, scanId)) > 0) return;
  const [flipped] = await deps.db
    .update(scans)
    .set({ status: 'grading', updatedAt: new Date() })
    .where(and(eq(scans.id, scanId), eq(scans.status, 'running')))
    .returning({ id: scans.id });
  if (flipped) await deps.jobs.send('scan-finalize', { scanId });
}

/**
 * `scan-batch`: leases target slots, claims up to a batch of the scan's probes and runs one per
 * slot at a time, storing results as they complete (a few milliseconds apart, many rows per
 * statement). A heartbeat renews the leases, watches
 * for cancellation and takes more slots when they free up. The batch that leaves nothing to run
 * queues the roll-up.
 */
export async function runBatch(
  deps: ScanWorkerDeps,
  control: WorkerControl,
  scanId: string,
): Promise<void> {
  const { settings, db } = deps;
  const scan = await findScanRow(db, scanId);
  if (!scan || scan.status !== 'running' || control.stopped || !scan.targetId) return;
  let context: ScanContext;
  try {
    context = await loadScanContext(deps, scan);
  } catch (error) {
    if (!(error instanceof ScanSetupError)) throw error;
    await failScan(deps, scanId, error.message);
    return;
  }
  const token = randomUUID();
  const concurrency = context.target.config.concurrency;
  const { budget } = control;
  const lease: SlotLease = {
    targetId: scan.targetId,
    holder: token,
    concurrency,
    leaseMs: settings.leaseMs,
  };

  await ensureSlots(db, lease);
  let slots: number[] = [];
  let checkedAt = 0;
  while (slots.length === 0) {
    if (control.stopped) return;
    if (Date.now() - checkedAt > Math.min(1000, settings.leaseMs / 3)) {
      if (!(await touchRunning(deps, scanId))) return;
      checkedAt = Date.now();
    }
    const taken = budget.take(concurrency);
    try {
      slots = taken > 0 ? await acquireSlots(db, lease, taken) : [];
    } finally {
      budget.give(taken - slots.length);
    }
    if (slots.length === 0) await sleep(50 + Math.random() * 150);
  }
  const claimed = await claimProbes(db, {
    scanId,
    token,
    limit: settings.batchSize,
    leaseMs: settings.leaseMs,
  }).catch((error: unknown) => {
    budget.give(slots.length);
    throw error;
  });
  if (claimed.length === 0) {
    budget.give(slots.length);
    await releaseSlots(db, lease);
    await finishIfDone(deps, scanId);
    return;
  }
  await new BatchRun(deps, control, context, lease, claimed).run(slots);
  if (!control.stopped) await finishIfDone(deps, scanId);
}

/** One batch in flight: a queue of claimed probes drained by one runner per held slot. */
class BatchRun {
  private readonly queue: ClaimedProbe[];
  private refilling: Promise<void> | null = null;
  private exhausted = false;
  private readonly startedAt = Date.now();
  private readonly held = new Set<number>();
  private readonly runners = new Set<Promise<void>>();
  private stop: 'cancel' | 'lost' | null = null;
  private validUntil: number;
  private readonly gapMs: number;
  private readonly writer: ResultWriter;

  constructor(
    private readonly deps: ScanWorkerDeps,
    private readonly control: WorkerControl,
    private readonly context: ScanContext,
    private readonly lease: SlotLease,
    claimed: ClaimedProbe[],
  ) {
    this.queue = [...claimed];
    this.writer = new ResultWriter(deps.db, lease.holder, deps.logger);
    this.validUntil = Date.now() + this.safeLeaseMs();
    // rpm and delay are the target's totals: each of its slots gets an equal share.
    const { rpm, delayMs } = context.target.config;
    this.gapMs = Math.max(delayMs, rpm ? 60_000 / rpm : 0) * lease.concurrency;
  }

  private safeLeaseMs() {
    return this.lease.leaseMs * 0.8;
  }

  private get stopped() {
    return this.stop !== null || this.control.stopped !== null;
  }

  async run(slots: number[]): Promise<void> {
    for (const slot of slots) this.startRunner(slot);
    const tickMs = Math.min(1000, Math.max(100, this.lease.leaseMs / 3));
    const timer = setInterval(() => void this.heartbeat(), tickMs);
    try {
      while (this.runners.size > 0) await Promise.all([...this.runners]);
    } finally {
      clearInterval(timer);
    }
    if (this.control.stopped === 'crash') {
      this.writer.abandon(); // leases lapse on their own, as after a crash
      return;
    }
    await this.writer.flush();
    // Results that could not be stored stay claimed; their leases lapse and they are re-run.
    if (this.writer.failed) throw this.writer.failed;
    await releaseProbes(
      this.deps.db,
      this.lease.holder,
      this.queue.map((probe) => probe.id),
    );
    await releaseSlots(this.deps.db, this.lease);
  }

  /** Runs probes on `slot`; the runner holds one unit of the process budget until it ends. */
  private startRunner(slot: number) {
    this.held.add(slot);
    const runner = this.runSlot(slot).finally(() => {
      this.runners.delete(runner);
      this.control.budget.give(1);
      // Out of work while others still run: free the slot now for other batches and workers.
      if (!this.stopped && this.runners.size > 0 && this.held.delete(slot)) {
        void releaseSlots(this.deps.db, this.lease, [slot]).catch(() => undefined);
      }
    });
    this.runners.add(runner);
  }

  private async heartbeat() {
    if (this.stopped) return;
    const { db } = this.deps;
    const { scan } = this.context;
    try {
      await this.writer.exclusive(() =>
        renewProbeLeases(db, {
          scanId: scan.id,
          token: this.lease.holder,
          leaseMs: this.lease.leaseMs,
        }),
      );
      const renewedAt = Date.now();
      const still = new Set(await renewSlots(db, this.lease));
      for (const slot of this.held) if (!still.has(slot)) this.held.delete(slot);
      this.validUntil = renewedAt + this.safeLeaseMs();
      if (!(await isRunning(this.deps, scan.id))) {
        this.stop = 'cancel';
        return;
      }
      const { budget } = this.control;
      const more = budget.take(
        Math.min(this.lease.concurrency - this.held.size, this.queue.length - this.runners.size),
      );
      let slots: number[] = [];
      try {
        if (more > 0 && !this.stopped) slots = await acquireSlots(db, this.lease, more);
      } finally {
        budget.give(more - slots.length);
      }
      for (const slot of slots) this.startRunner(slot);
    } catch (error) {
      this.deps.logger.warn({ err: error, scanId: scan.id }, 'scan heartbeat failed');
    }
  }

  /**
   * Claims another batch of the scan's probes for the slots already held (one claim at a time),
   * started while the queue still holds a round of work so runners never wait for it.
   */
  private prefetch(): Promise<void> {
    if (this.exhausted || this.stopped) return Promise.resolve();
    // Refilling keeps the held slots busy without a release/re-acquire gap per batch; the time
    // limit lets other scans of the same target have the slots in turn.
    if (Date.now() - this.startedAt > this.deps.settings.refillMs) {
      this.exhausted = true;
      return Promise.resolve();
    }
    this.refilling ??= claimProbes(this.deps.db, {
      scanId: this.context.scan.id,
      token: this.lease.holder,
      limit: this.deps.settings.batchSize,
      leaseMs: this.lease.leaseMs,
    })
      .then((claimed) => {
        if (claimed.length === 0) this.exhausted = true;
        this.queue.push(...claimed);
      })
      .finally(() => (this.refilling = null));
    return this.refilling;
  }

  private async next(): Promise<ClaimedProbe | undefined> {
    for (;;) {
      const probe = this.queue.shift();
      if (this.queue.length < this.held.size) void this.prefetch().catch(() => undefined);
      if (probe || this.exhausted || this.stopped) return probe;
      await this.prefetch();
    }
  }

  private async runSlot(slot: number): Promise<void> {
    const { target, generator, judge, purpose, canaries, gradingExamples } = this.context;
    let nextStart = 0;
    while (!this.stopped && this.held.has(slot) && (this.queue.length > 0 || !this.exhausted)) {
      // A slot whose lease may have lapsed (renewals failing) must not start another probe.
      if (Date.now() > this.validUntil) {
        this.stop = 'lost';
        return;
      }
      const wait = nextStart - Date.now();
      if (wait > 0) await sleep(wait);
      nextStart = Date.now() + this.gapMs;
      const probe = await this.next();
      if (!probe) return;
      let result: ProbeResult;
      try {
        result = await runProbe(target, probe.testCase, {
          attacker: generator,
          judge,
          purpose,
          canaries,
          gradingExamples,
        });
      } catch (error) {
        result = errorResult(
          probe.testCase,
          error instanceof Error ? error.message : String(error),
        );
      }
      if (this.control.stopped === 'crash') return;
      await this.writer.add(probe.id, result);
      if (this.writer.failed) {
        this.stop = 'lost';
        return;
      }
    }
  }
}
