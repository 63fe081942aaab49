/**
 * API throughput: autocannon against a running `crucible serve` (a child process), for the bare
 * health route and two authenticated reads, on the embedded database and on PostgreSQL, with each
 * route's throughput as a ratio of the bare route's in the same run.
 *
 *   npx tsx bench/api.ts [--duration 10] [--connections 20] [--only pglite|postgres]
 *
 * PostgreSQL: BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres); a database is
 * made for the run and dropped after.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    only: { type: 'string' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const root = join(import.meta.dirname, '..');
const ADMIN = { email: 'bench@example.com', password: 'bench-password-1' };

type Row = { backend: string; route: string; rps: number; p99: number; ratio: number };

async function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(root, 'apps/cli/bin/crucible.js'), 'serve'], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      CRUCIBLE_ADMIN_EMAIL: ADMIN.email,
      CRUCIBLE_ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error('server did not start');
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('crucible_session='));
  if (!response.ok || !cookie) throw new Error(`sign-in failed: ${response.status}`);
  return cookie.split(';')[0]!;
}

async function measure(url: string, headers: Record<string, string> = {}) {
  // A short warm-up lets the JIT and the connection pool settle before the measured run.
  await autocannon({ url, connections, duration: 2, headers });
  const result = await autocannon({ url, connections, duration, headers });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function benchBackend(
  backend: string,
  env: Record<string, string>,
  port: number,
): Promise<Row[]> {
  const child = await startServer(env, port);
  try {
    const base = `http://127.0.0.1:${port}`;
    const cookie = await signIn(base);
    const bare = await measure(`${base}/api/v1/health`);
    const me = await measure(`${base}/api/v1/users/me`, { cookie });
    const teams = await measure(`${base}/api/v1/teams`, { cookie });
    return [
      { backend, route: 'GET /api/v1/health (bare)', ...bare, ratio: 1 },
      { backend, route: 'GET /api/v1/users/me', ...me, ratio: me.rps / bare.rps },
      { backend, route: 'GET /api/v1/teams', ...teams, ratio: teams.rps / bare.rps },
    ];
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

async function main() {
  spawnSync(process.execPath, [join(root, 'apps/cli/build.mjs')], { stdio: 'inherit' });
  const rows: Row[] = [];
  if (values.only !== 'postgres') {
    const dataDir = mkdtempSync(join(tmpdir(), 'crucible-bench-'));
    try {
      rows.push(...(await benchBackend('PGlite', { CRUCIBLE_DATA_DIR: dataDir }, 3311)));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (values.only !== 'pglite') {
    const baseUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const name = `crucible_bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    try {
      rows.push(...(await benchBackend('PostgreSQL', { DATABASE_URL: url.toString() }, 3312)));
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
  console.log(
    `\n${connections} connections, ${duration} s per route (after a 2 s warm-up), server and load on one machine\n`,
  );
  console.log('| database | route | requests/s | p99 (ms) | vs bare |');
  console.log('|---|---|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.backend} | ${row.route} | ${Math.round(row.rps)} | ${row.p99} | ${(row.ratio * 100).toFixed(0)} % |`,
    );
  }
}

await main();
