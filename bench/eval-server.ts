/**
 * Eval throughput and memory of a server worker (`crucible worker`, the built CLI, one child
 * process on PostgreSQL) on the workload of bench/eval.ts: 2,000 tests, each with a `contains`
 * and a `regex` assertion, one prompt, a local HTTP provider (in its own process, answering after
 * L ms), concurrency 32 (`evaluateOptions.maxConcurrency`), cache off. The eval is submitted over
 * the API (`POST /api/v1/evals`) of an app in this process; the worker stores every cell in the
 * database as it completes.
 *
 *   1. L = 0: tests/s from the eval's start to its end (goal ≥ 1,500 tests/s).
 *   2. L = 50 ms: tests/s as a share of the limit C / L = 640/s (goal ≥ 90 %).
 *   3. The worker's peak RSS over each run (goal < 200 MB).
 *
 *   npx tsx bench/eval-server.ts   (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres;
 *                                   a database is made for the run and dropped after;
 *                                   BENCH_TESTS=2000 BENCH_RUNS=3)
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import pino from 'pino';
import { buildApp, loadConfig, migrate, openDatabase } from '../apps/server/src/index';
import { startJobQueue } from '../apps/server/src/jobs/queue';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..');
const TESTS = Number(process.env.BENCH_TESTS ?? 2000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CONCURRENCY = 32;
const baseUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `crucible_bench_eval_${Date.now()}`;
const url = baseUrl.replace(/\/[^/]*$/, `/${dbName}`);
const SECRET = 'bench-eval-secret-key-0123456789abcdef';

async function startTarget(): Promise<{ baseUrl: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [join(import.meta.dirname, 'scan-target.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(child.stdout!, 'data')) as [Buffer];
  return { baseUrl: `http://127.0.0.1:${line.toString().trim()}`, child };
}

const bundle = join(root, 'apps/cli/dist/crucible.js');

function startWorker(): ChildProcess {
  const [command, entry] = existsSync(bundle)
    ? [process.execPath, bundle]
    : [join(root, 'node_modules/.bin/tsx'), join(root, 'apps/cli/src/main.ts')];
  // BENCH_WORKER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" (built bundle only).
  const nodeArgs = process.env.BENCH_WORKER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(command, [...nodeArgs, entry, 'worker'], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      CRUCIBLE_SECRET_KEY: SECRET,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
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

/** Peak RSS of a process and its children, sampled every 100 ms. */
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
  const timer = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 100);
  return () => {
    clearInterval(timer);
    return peak / 1024;
  };
}

function evalConfig(targetUrl: string) {
  return {
    description: 'bench',
    prompts: ['Answer briefly: {{question}}'],
    providers: [
      {
        id: 'http',
        config: {
          url: targetUrl,
          body: { message: '{{prompt}}' },
          transformResponse: 'json.reply',
        },
      },
    ],
    evaluateOptions: { maxConcurrency: CONCURRENCY, cache: false },
    tests: Array.from({ length: TESTS }, (_, i) => ({
      vars: { question: `Question number ${i}: how do I reset my password?` },
      assert: [
        { type: 'contains', value: 'sorry' },
        { type: 'regex', value: 'cannot\\s+help' },
      ],
    })),
  };
}

/** CPU time (user + system, ms) of a process so far: load-independent cost of the work. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of stat (11 and 12 after the command), in ticks.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main() {
  if (!existsSync(bundle) || process.env.BENCH_BUILD !== '0') {
    await run(process.execPath, [join(root, 'apps/cli/build.mjs')]);
  }
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const database = await openDatabase({ url, poolSize: 5 });
  const target = await startTarget();
  let worker: ChildProcess | undefined;
  try {
    await migrate(database);
    const logger = pino({ level: 'silent' });
    const jobs = await startJobQueue(database, logger);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      CRUCIBLE_SECRET_KEY: SECRET,
      CRUCIBLE_WEB_DIR: '/nonexistent',
      CRUCIBLE_BODY_LIMIT_BYTES: String(8 * 1024 * 1024),
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
      payload: { name: 'Bench', email: 'bench-eval@example.com', password: 'bench-password-1' },
    });
    const cookie = `crucible_session=${registered.cookies.find((c) => c.name === 'crucible_session')!.value}`;
    await inject('POST', '/organizations', cookie, { name: 'Bench' });
    const teamId = (await inject('GET', '/users/me/teams', cookie)).teams[0].id as string;

    worker = startWorker();
    // Let the worker start (migrations checked, queues created) before measuring.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const idleRss = sampleRss(worker.pid!);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const idleMb = idleRss();

    const lines: string[] = [];
    const latencies = (process.env.BENCH_LATENCIES ?? '0,50').split(',').map(Number);
    for (const latency of latencies) {
      const targetUrl = `${target.baseUrl}/chat/${latency}`;
      const rates: number[] = [];
      const walls: number[] = [];
      const cpus: number[] = [];
      let peakMb = 0;
      let passes = TESTS;
      for (let i = 0; i < RUNS; i++) {
        const rss = sampleRss(worker.pid!);
        const cpuBefore = cpuMs(worker.pid!);
        const submitted = performance.now();
        const { id } = await inject('POST', '/evals', cookie, {
          teamId,
          config: evalConfig(targetUrl),
        });
        let detail: {
          status: string;
          summary: { durationMs: number | null; passes: number };
        };
        for (;;) {
          detail = await inject('GET', `/evals/${id}`, cookie);
          if (['completed', 'failed', 'cancelled'].includes(detail.status)) break;
          await new Promise((r) => setTimeout(r, 100));
        }
        walls.push((performance.now() - submitted) / 1000);
        cpus.push((cpuMs(worker.pid!) - cpuBefore) / TESTS);
        peakMb = Math.max(peakMb, rss());
        if (detail.status !== 'completed') throw new Error(`eval ${id} ended ${detail.status}`);
        rates.push(TESTS / ((detail.summary.durationMs ?? 1) / 1000));
        passes = Math.min(passes, detail.summary.passes);
      }
      const rate = median(rates);
      const check = passes === TESTS ? '' : ` (only ${passes} of ${TESTS} passed!)`;
      if (latency === 0) {
        lines.push(
          `L=0, C=${CONCURRENCY}: ${rate.toFixed(0)} tests/s on the worker (goal ≥ 1,500), submit to done ${median(walls).toFixed(2)} s${check}`,
        );
      } else {
        const limit = CONCURRENCY / (latency / 1000);
        lines.push(
          `L=${latency}ms, C=${CONCURRENCY}: ${rate.toFixed(0)} tests/s = ${((rate / limit) * 100).toFixed(1)} % of C/L = ${limit} (goal ≥ 90 %)${check}`,
        );
      }
      lines.push(
        `  worker CPU: ${median(cpus).toFixed(2)} ms per test (user + system; ${(1000 / median(cpus)).toFixed(0)} tests per CPU-second)`,
      );
      lines.push(
        `  peak RSS of the worker at L=${latency}: ${peakMb.toFixed(0)} MB (goal < 200 MB; idle ${idleMb.toFixed(0)} MB)`,
      );
    }
    console.log(
      `Server worker, ${TESTS} tests × contains + regex, median of ${RUNS} runs:\n${lines.join('\n')}`,
    );
    await jobs.stop();
    await app.close();
  } finally {
    if (worker) {
      worker.kill('SIGTERM');
      await once(worker, 'exit').catch(() => undefined);
    }
    target.child.kill('SIGTERM');
    await database.close();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}

await main();
