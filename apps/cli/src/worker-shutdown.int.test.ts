import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registerOrgAdmin } from '../../server/test/harness';
import {
  createHttpTarget,
  SCAN_TEST_ENV,
  startScan,
  useScanApp,
  useScanCleanup,
  waitForScan,
} from '../../server/test/scan-harness';

const main = join(import.meta.dirname, 'main.ts');

const databaseUrl = process.env.TEST_DATABASE_URL;

type Started = { child: ChildProcess; output: string[]; exit: Promise<number | null> };

/** A real `crucible worker` process on the test database, resolved once it is working jobs. */
async function startWorkerProcess(url: string): Promise<Started> {
  // One process (tsx as a loader, not its wrapper process), so the signal reaches the worker.
  const child = spawn(process.execPath, ['--import', 'tsx', main, 'worker'], {
    env: { ...process.env, ...SCAN_TEST_ENV, DATABASE_URL: url, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const exit = once(child, 'exit').then(([code]) => code as number | null);
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.join('').includes('Crucible worker is working jobs')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    void exit.then((code) =>
      reject(new Error(`worker exited early (${code}): ${output.join('')}`)),
    );
  });
  return { child, output, exit };
}

async function terminate(worker: Started): Promise<number | null> {
  worker.child.kill('SIGTERM');
  return worker.exit;
}

// Separate processes share a database only on PostgreSQL (`npm run test:pg`); the embedded
// database belongs to one process.
describe.skipIf(!databaseUrl)('crucible worker stopped with SIGTERM', () => {
  const ctx = useScanApp({ worker: false });
  const { localTarget } = useScanCleanup(ctx);

  it('always exits 0, mid-scan or idle, and the scan completes with each probe stored and sent once', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const local = await localTarget(60);
    const targetId = await createHttpTarget(ctx, admin, admin.defaultTeamId, local.url, {
      concurrency: 4,
    });
    // 20 plugins × 5 tests × 2 strategies = 200 probes: a few seconds of work at 4 × 60 ms.
    const config = { plugins: ['default'], strategies: ['basic', 'base64'], numTests: 5 };
    const scanId = await startScan(ctx, admin, { targetId, config });

    const exits: (number | null)[] = [];
    // A target slower than a shutdown used to wait (10 s): the stop must wait for the probes in
    // flight, store their results and close the pool only after.
    local.latencyMs = 11_000;
    const slow = await startWorkerProcess(databaseUrl!);
    const deadline = Date.now() + 20_000;
    while (local.inFlight === 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    expect(local.inFlight).toBeGreaterThan(0);
    exits.push(await terminate(slow));
    local.latencyMs = 60;

    let scan = await waitForScan(ctx, admin, scanId, () => true);
    for (let round = 0; round < 3 && scan.status !== 'completed'; round++) {
      const worker = await startWorkerProcess(databaseUrl!);
      const before = scan.progress.completed;
      // Stop it while it works: once it has stored a few results, or after a second.
      scan = await waitForScan(
        ctx,
        admin,
        scanId,
        (s) => s.status === 'completed' || s.progress.completed >= before + 8,
        1_000 + round * 150,
      ).catch(() => scan);
      exits.push(await terminate(worker));
      scan = await waitForScan(ctx, admin, scanId, () => true);
    }
    // One more worker finishes the scan, then is stopped idle while leftover batch jobs
    // (each a no-op now) are still being fetched.
    const last = await startWorkerProcess(databaseUrl!);
    scan = await waitForScan(ctx, admin, scanId, undefined, 60_000);
    exits.push(await terminate(last));

    expect(exits.length).toBeGreaterThanOrEqual(4);
    expect(exits, exits.map((code, i) => `worker ${i}: ${code}`).join(', ')).toEqual(
      exits.map(() => 0),
    );
    expect(scan).toMatchObject({ status: 'completed', progress: { total: 200, completed: 200 } });
    const [stored] = (
      (await ctx.database.db.execute(sql`
        select count(*)::int as rows, count(distinct idx)::int as distinct,
          count(*) filter (where status = 'done' and attempts = 1)::int as once
        from scan_probes where scan_id = ${scanId}`)) as unknown as {
        rows: { rows: number; distinct: number; once: number }[];
      }
    ).rows;
    expect(stored).toEqual({ rows: 200, distinct: 200, once: 200 });
    // A graceful stop finishes its in-flight probes and hands the rest back: nothing is re-sent.
    expect(local.seen.size).toBe(200);
    expect(Math.max(...local.seen.values())).toBe(1);
  }, 180_000);
});
