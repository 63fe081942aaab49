/**
 * Scan throughput and worker memory on PostgreSQL, with `crucible worker` child processes
 * against a local node:http target that answers after L ms:
 *
 *   1. C = 32, L = 50 ms: probes/s as a share of the limit C / L (goal ≥ 90 %).
 *   2. L = 0: engine + pipeline overhead with deterministic grading (goal ≥ 1,000 probes/s).
 *   3. A 20,000-probe scan: the worker's peak RSS (goal < 300 MB).
 *   4. Target-bound scan (C = 64, L = 100 ms and 50 ms, 32 probes in flight per worker): two
 *      workers vs one (BENCH_PAIR_LATENCIES=100,50).
 *
 *   npx tsx bench/scan.ts        (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres;
 *                                 a database is made for the run and dropped after)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { buildApp, loadConfig, migrate, openDatabase } from '../apps/server/src/index';
import { startJobQueue } from '../apps/server/src/jobs/queue';

const root = join(import.meta.dirname, '..');
const baseUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `crucible_bench_scan_${Date.now()}`;
const url = baseUrl.replace(/\/[^/]*$/, `/${dbName}`);
const SECRET = 'bench-scan-secret-key-0123456789abcdef';
// Every built-in plugin, its whole offline corpus, ten deterministic strategies: 3,806 probes.
const STRATEGIES = [
  'basic',
  'base64',
  'hex',
  'rot13',
  'leetspeak',
  'homoglyph',
  'morse',
  'piglatin',
  'camelcase',
  'emoji',
  'jailbreak-templates',
];

/** The target runs in its own process, so the harness's own work never delays its answers. */
async function startTarget(): Promise<{ baseUrl: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [join(import.meta.dirname, 'scan-target.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(child.stdout!, 'data')) as [Buffer];
  return { baseUrl: `http://127.0.0.1:${line.toString().trim()}`, child };
}

// The built CLI when there is one (`npm run build -w @crucible/cli`): one process, as deployed.
const bundle = process.env.BENCH_WORKER_BUNDLE ?? join(root, 'apps/cli/dist/crucible.js');
const [command, entry] = existsSync(bundle)
  ? [process.execPath, bundle]
  : [join(root, 'node_modules/.bin/tsx'), join(root, 'apps/cli/src/main.ts')];

function startWorker(env: Record<string, string> = {}): ChildProcess {
  // BENCH_WORKER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" (built bundle only).
  const nodeArgs = process.env.BENCH_WORKER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(command, [...nodeArgs, entry, 'worker'], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      CRUCIBLE_SECRET_KEY: SECRET,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (code !== 0 && signal !== 'SIGTERM') {
      console.error(`worker ${child.pid} exited unexpectedly (code ${code}, signal ${signal})`);
      process.exit(1);
    }
  });
  return child;
}

async function stopWorker(child: ChildProcess) {
  child.kill('SIGTERM');
  await once(child, 'exit');
}

/** Peak RSS of a process and its children (tsx runs node as a child), sampled every 200 ms. */
function sampleRss(pid: number) {
  let peak = 0;
  const rssOf = (p: number): number => {
    try {
      const status = readFileSync(`/proc/${p}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      const children = readFileSync(`/proc/${p}/task/${p}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .filter(Boolean);
      return kb + children.reduce((sum, c) => sum + rssOf(Number(c)), 0);
    } catch {
      return 0;
    }
  };
  const timer = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 200);
  return () => {
    clearInterval(timer);
    return peak / 1024;
  };
}

async function main() {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const database = await openDatabase({ url, poolSize: 5 });
  const target = await startTarget();
  try {
    await migrate(database);
    const logger = pino({ level: 'silent' });
    const jobs = await startJobQueue(database, logger);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      CRUCIBLE_SECRET_KEY: SECRET,
      CRUCIBLE_WEB_DIR: '/nonexistent',
    });
    const app = await buildApp({ config, database, jobs, logger: false });
    const inject = async (
      method: 'GET' | 'POST',
      path: string,
      cookie: string,
      payload?: object,
    ) => {
      const response = await app.inject({
        method,
        url: `/api/v1${path}`,
        headers: { cookie },
        ...(payload ? { payload } : {}),
      });
      if (response.statusCode >= 300) throw new Error(`${method} ${path}: ${response.body}`);
      return response.json();
    };
    const registered = await app.inject({
      method: 'POST',
      url: '/api/v1/users/register',
      payload: { name: 'Bench', email: 'bench-scan@example.com', password: 'bench-password-1' },
    });
    const cookie = `crucible_session=${registered.cookies.find((c) => c.name === 'crucible_session')!.value}`;
    await inject('POST', '/organizations', cookie, { name: 'Bench' });
    const teamId = (await inject('GET', '/users/me/teams', cookie)).teams[0].id as string;
    const makeTarget = async (concurrency: number, latencyMs: number) =>
      (
        await inject('POST', '/targets', cookie, {
          teamId,
          name: `Local C=${concurrency} ${Math.random()}`,
          config: {
            type: 'http',
            url: `${target.baseUrl}/chat/${latencyMs}`,
            body: { prompt: '{{prompt}}' },
            extract: { type: 'path', path: 'reply' },
            concurrency,
            retries: 0,
          },
        })
      ).id as string;
    const { PLUGINS } = await import('@crucible/engine');
    const scanConfig = { plugins: PLUGINS.map((p) => p.id), strategies: STRATEGIES, numTests: 50 };

    /** Runs a scan to completion; answers probes/s over the probe phase (first start → last finish). */
    const runScan = async (targetId: string, setup?: (scanId: string) => Promise<void>) => {
      const { id } = await inject('POST', '/scans', cookie, { targetId, config: scanConfig });
      await setup?.(id);
      for (;;) {
        const scan = await inject('GET', `/scans/${id}`, cookie);
        if (['completed', 'failed', 'cancelled'].includes(scan.status)) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      const { rows } = await database.executor.executeSql(
        `select count(*)::int as n, extract(epoch from max(finished_at) - min(started_at))::float as seconds,
           avg(latency_ms)::float as latency
         from scan_probes where scan_id = $1 and status = 'done'`,
        [id],
      );
      const { n, seconds, latency } = rows[0] as { n: number; seconds: number; latency: number };
      if (process.env.BENCH_TIMELINE) {
        // Probes finished per 250 ms from the first claim: shows ramp-up and stalls.
        const timeline = await database.executor.executeSql(
          `select floor(extract(epoch from finished_at - (select min(started_at) from scan_probes where scan_id = $1)) * 4)::int as q,
             count(*)::int as n
           from scan_probes where scan_id = $1 and status = 'done' group by 1 order by 1`,
          [id],
        );
        console.log(
          `timeline (probes per 250 ms from the first claim): ${(timeline.rows as { q: number; n: number }[]).map((r) => `${r.q}:${r.n}`).join(' ')}`,
        );
      }
      return { id, probes: n, seconds, rate: n / seconds, latency };
    };

    /** Turns a freshly generated scan into one of `total` probes (its own, repeated). */
    const replicate = (total: number) => async (scanId: string) => {
      for (;;) {
        const scan = await inject('GET', `/scans/${scanId}`, cookie);
        if (scan.status !== 'queued' && scan.status !== 'generating') break;
        await new Promise((r) => setTimeout(r, 50));
      }
      await inject('POST', `/scans/${scanId}/cancel`, cookie).catch(() => undefined);
      await new Promise((r) => setTimeout(r, 2000));
      await database.executor.executeSql(
        `insert into scan_probes (scan_id, organization_id, idx, plugin_id, strategy_id, test_case, prompt)
         select p.scan_id, p.organization_id, g, p.plugin_id, p.strategy_id, p.test_case, p.prompt
         from generate_series(0, $2::int - 1) g
         join scan_probes p on p.scan_id = $1 and p.idx = g % 3806
         on conflict do nothing`,
        [scanId, total],
      );
      await database.executor.executeSql(
        `update scan_probes set status = 'pending', outcome = null, attempts = 0, started_at = null,
           finished_at = null where scan_id = $1`,
        [scanId],
      );
      await database.executor.executeSql(
        `update scans set status = 'running', total = $2, finished_at = null, cancel_requested_at = null where id = $1`,
        [scanId, total],
      );
      await jobs.sendMany(
        'scan-batch',
        Array.from({ length: Math.ceil(total / 100) }, () => ({ scanId })),
      );
    };

    const results: string[] = [];
    let worker: ChildProcess;
    // BENCH_ONLY=pair runs the two-worker comparison alone (what scaling work needs).
    if (process.env.BENCH_ONLY !== 'pair') {
      // 1. C = 32, L = 50 ms: a worker's first scan (cold: nothing compiled yet), then its second.
      const limit = 32 / 0.05;
      const cl = (label: string, run: Awaited<ReturnType<typeof runScan>>) =>
        `C=32 L=50ms, ${label}: ${run.probes} probes in ${run.seconds.toFixed(2)} s = ${run.rate.toFixed(0)} probes/s, ${((run.rate / limit) * 100).toFixed(1)} % of C/L = ${limit} (mean latency seen by the worker ${run.latency.toFixed(1)} ms)`;
      worker = startWorker();
      results.push(cl('cold worker', await runScan(await makeTarget(32, 50))));
      results.push(cl('warm worker', await runScan(await makeTarget(32, 50))));
      // 2. L = 0
      const zero = await runScan(await makeTarget(64, 0));
      results.push(
        `L=0 (C=64): ${zero.probes} probes in ${zero.seconds.toFixed(2)} s = ${zero.rate.toFixed(0)} probes/s`,
      );
      await stopWorker(worker);

      if (process.env.BENCH_QUICK) {
        console.log(results.join('\n'));
        await jobs.stop();
        await app.close();
        return;
      }
      // 3. 20,000 probes: the probes of a finished scan, repeated, as one new running scan.
      worker = startWorker();
      const peakOf = sampleRss(worker.pid!);
      const big = await runScan(await makeTarget(64, 0), replicate(20_000));
      const peak = peakOf();
      results.push(
        `20,000-probe scan (L=0): ${big.probes} probes in ${big.seconds.toFixed(1)} s; worker peak RSS ${peak.toFixed(0)} MB`,
      );
      await stopWorker(worker);
    }

    // 4. Target-bound, the target allows 64, each worker runs 32 at most: one worker vs two, on
    // a 10,000-probe scan (long enough that a worker picking its first job up late matters little).
    // At L = 100 ms two workers need ≈ 640 probes/s, which this 2-core machine can carry beside
    // PostgreSQL, the target and this process; at L = 50 ms they would need 1,280, more than the
    // machine's CPU can run, so that figure shows where the hardware, not the pipeline, stops.
    const capped = { CRUCIBLE_SCAN_WORKER_CONCURRENCY: '32' };
    const latencies = (process.env.BENCH_PAIR_LATENCIES ?? '100,50').split(',').map(Number);
    for (const latency of latencies) {
      worker = startWorker(capped);
      await new Promise((r) => setTimeout(r, 3000));
      const single = await runScan(await makeTarget(64, latency), replicate(10_000));
      await stopWorker(worker);
      const pair = [startWorker(capped), startWorker(capped)];
      await new Promise((r) => setTimeout(r, 3000)); // both ready before the scan starts
      const double = await runScan(await makeTarget(64, latency), replicate(10_000));
      for (const w of pair) await stopWorker(w);
      const limit = 32_000 / latency;
      results.push(
        `target-bound (C=64, L=${latency}ms, 32 per worker, 10,000 probes): 1 worker ${single.rate.toFixed(0)} probes/s (${((single.rate / limit) * 100).toFixed(0)} % of 32/L), 2 workers ${double.rate.toFixed(0)} probes/s = ${(double.rate / single.rate).toFixed(2)}×`,
      );
    }

    console.log(results.join('\n'));
    await jobs.stop();
    await app.close();
  } finally {
    target.child.kill('SIGTERM');
    await database.close();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}

await main();
