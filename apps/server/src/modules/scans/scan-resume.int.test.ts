import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registerOrgAdmin } from '../../../test/harness';
import {
  cancelScan,
  createHttpTarget,
  startScan,
  stopWorker,
  useScanApp,
  useScanCleanup,
  waitForCancelledScan,
  waitForScan,
} from '../../../test/scan-harness';
import { rowsOf } from './pipeline/probe-queries';

// The default collection, 3 tests each, untransformed (the target has no profile, so every
// plugin runs): 60 probes.
const config = { plugins: ['default'], strategies: ['basic'], numTests: 3 };
const TOTAL = 60;

/**
 * Resumability and cross-worker limits: workers are separate pg-boss clients on one database,
 * as `crucible worker` processes are; a "crash" stops one without letting it write anything more.
 */
describe('scan workers: crash resumption, cross-worker limits, cancel', () => {
  const ctx = useScanApp({ worker: false });
  const { worker, localTarget } = useScanCleanup(ctx);

  async function setUp(latencyMs: number, concurrency: number) {
    const admin = await registerOrgAdmin(ctx.app);
    const local = await localTarget(latencyMs);
    const targetId = await createHttpTarget(ctx, admin, admin.defaultTeamId, local.url, {
      concurrency,
    });
    return { admin, local, targetId };
  }

  async function storedProbes(scanId: string) {
    return rowsOf<{ rows: number; distinct: number; done: number }>(
      await ctx.database.db.execute(sql`
        select count(*)::int as rows, count(distinct idx)::int as distinct,
          count(*) filter (where status = 'done')::int as done
        from scan_probes where scan_id = ${scanId}`),
    )[0];
  }

  it('resumes a scan after its worker crashes: every probe stored exactly once', async () => {
    const { admin, local, targetId } = await setUp(150, 4);
    const first = await worker();
    const scanId = await startScan(ctx, admin, { targetId, config });
    await waitForScan(ctx, admin, scanId, (scan) => scan.progress.completed >= 12);
    const inFlightAtCrash = local.inFlight;
    await stopWorker(first, 'crash');
    const halfway = await waitForScan(ctx, admin, scanId, () => true);
    expect(halfway.status).toBe('running');
    expect(halfway.progress.completed).toBeLessThan(TOTAL);

    await worker();
    const scan = await waitForScan(ctx, admin, scanId);
    expect(scan).toMatchObject({
      status: 'completed',
      progress: { total: TOTAL, completed: TOTAL, errors: 0 },
    });
    expect(await storedProbes(scanId)).toEqual({ rows: TOTAL, distinct: TOTAL, done: TOTAL });
    // Only probes in flight at the crash, or finished but not yet written (the result writer
    // holds them up to 10 ms, at most one per slot), died with the worker and were sent twice.
    const resent = [...local.seen.values()].filter((count) => count > 1).length;
    expect(local.seen.size).toBe(TOTAL);
    expect(resent).toBeLessThanOrEqual(Math.max(inFlightAtCrash, 4) + 4);
    expect(Math.max(...local.seen.values())).toBeLessThanOrEqual(2);
    expect(local.maxInFlight).toBeLessThanOrEqual(4);
  });

  it('never exceeds the target concurrency across two workers, and a stopped worker hands its probes back', async () => {
    const { admin, local, targetId } = await setUp(40, 3);
    const [a] = [await worker(), await worker()];
    const scanId = await startScan(ctx, admin, { targetId, config });
    await waitForScan(ctx, admin, scanId, (scan) => scan.progress.completed >= 15);
    await stopWorker(a!, 'shutdown');
    const scan = await waitForScan(ctx, admin, scanId);
    expect(scan).toMatchObject({ status: 'completed', progress: { completed: TOTAL } });
    expect(await storedProbes(scanId)).toEqual({ rows: TOTAL, distinct: TOTAL, done: TOTAL });
    expect(local.maxInFlight).toBe(3);
    // A graceful stop finishes what is in flight and releases the rest: nothing is sent twice.
    expect([...local.seen.values()].every((count) => count === 1)).toBe(true);
    expect(local.seen.size).toBe(TOTAL);
  });

  it('cancels within seconds and keeps the results', async () => {
    const { admin, local, targetId } = await setUp(200, 2);
    await worker();
    const scanId = await startScan(ctx, admin, { targetId, config });
    await waitForScan(ctx, admin, scanId, (scan) => scan.progress.completed >= 4);
    const cancelled = await cancelScan(ctx, admin, scanId);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: 'cancelled',
      cancelRequestedAt: expect.any(String),
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const sentAfterStop = [...local.seen.values()].reduce((a, b) => a + b, 0);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect([...local.seen.values()].reduce((a, b) => a + b, 0)).toBe(sentAfterStop);

    const scan = await waitForCancelledScan(ctx, admin, scanId);
    expect(scan.progress.completed).toBe(sentAfterStop);
    expect(scan.progress.completed).toBeLessThan(TOTAL);
    expect(scan.progress.running).toBe(0);
    const again = await cancelScan(ctx, admin, scanId);
    expect(again.statusCode).toBe(409);
  });
});
