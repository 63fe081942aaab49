/**
 * API throughput: autocannon against a running `crucible serve` (a child process), for the bare
 * health route, the signed-in user, and every list endpoint with 20 rows a page (seeded through
 * the API first), on the embedded database and on PostgreSQL, with each route's throughput as a
 * ratio of the bare route's in the same run. Goal on PostgreSQL: every list ≥ 25 % of bare.
 *
 *   npx tsx bench/api.ts [--duration 10] [--connections 20] [--only pglite|postgres] [--routes a,b]
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
    routes: { type: 'string' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const root = join(import.meta.dirname, '..');
const ADMIN = { email: 'bench@example.com', password: 'bench-password-1' };

type Row = {
  backend: string;
  route: string;
  rps: number;
  p99: number;
  ratio: number;
  bytes: number;
  list: boolean;
};
const LIST_GOAL = 0.25;
const PAGE = 20;

async function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  // BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", to profile the server.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(
    process.execPath,
    [...nodeArgs, join(root, 'apps/cli/bin/crucible.js'), 'serve'],
    {
      env: {
        ...process.env,
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        CRUCIBLE_ADMIN_EMAIL: ADMIN.email,
        CRUCIBLE_ADMIN_PASSWORD: ADMIN.password,
        // Seeding registers 20 users; the sign-in rate limit would refuse most of them.
        CRUCIBLE_AUTH_RATE_LIMIT: '100000',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
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

async function signIn(base: string, account = ADMIN): Promise<string> {
  const response = await fetch(`${base}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
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
    const sample = await fetch(url, { headers });
    const body = (await sample.text()).slice(0, 300);
    throw new Error(
      `${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors (now: ${sample.status} ${body})`,
    );
  }
  const bytes = (await (await fetch(url, { headers })).arrayBuffer()).byteLength;
  return { rps: result.requests.average, p99: result.latency.p99, bytes };
}

/** A JSON call as the signed-in admin; throws on a non-2xx answer. */
function apiOf(base: string, cookie: string) {
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}/api/v1${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (response.status === 204 ? undefined : await response.json()) as T;
  };
}

type Seeded = { orgId: string; teamId: string; scanId: string };

/**
 * Twenty rows in every list: teams, targets, scan templates, API tokens, pending invites, roles,
 * organization users and team members (users registered with invites), and twenty completed
 * scans of the demo target (the first with 20 probes, for its results and log).
 */
async function seed(base: string, cookie: string): Promise<Seeded> {
  const api = apiOf(base, cookie);
  const me = await api<{ organization: { id: string } }>('GET', '/users/me');
  const orgId = me.organization.id;
  const [team] = (await api<{ teams: { id: string }[] }>('GET', '/teams')).teams;
  const teamId = team!.id;
  const roles = (
    await api<{ roles: { id: string; slug: string }[] }>('GET', `/organizations/${orgId}/roles`)
  ).roles;
  const viewer = roles.find((role) => role.slug === 'viewer')!;
  const demo = (
    await api<{ targets: { id: string; type: string }[] }>('GET', `/targets?teamId=${teamId}`)
  ).targets.find((target) => target.type === 'demo')!;
  for (let i = 1; i <= PAGE; i++) {
    await api('POST', '/teams', { name: `Bench team ${i}` });
    await api('POST', '/targets', {
      teamId,
      name: `Bench target ${i}`,
      purpose: 'A support assistant used by the API benchmark.',
      config: { type: 'http', url: `http://127.0.0.1:9/chat/${i}`, body: { prompt: '{{prompt}}' } },
    });
    await api('POST', '/redteam/configs', {
      teamId,
      name: `Bench template ${i}`,
      config: { plugins: ['default'], strategies: ['basic', 'base64'], numTests: 3 },
    });
    await api('POST', '/users/me/api-tokens', { name: `Bench token ${i}` });
    await api('POST', `/organizations/${orgId}/invites`, { email: `pending-${i}@example.com` });
    await api('POST', `/organizations/${orgId}/roles`, {
      name: `Bench role ${i}`,
      permissionSets: ['VIEW_EVALS'],
    });
    const invited = `member-${i}@example.com`;
    const { inviteCode } = await api<{ inviteCode: string }>(
      'POST',
      `/organizations/${orgId}/invites`,
      {
        email: invited,
        teamId,
        roleId: viewer.id,
      },
    );
    const registered = await fetch(`${base}/api/v1/users/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Member ${i}`,
        email: invited,
        password: 'bench-password-1',
        inviteCode,
      }),
    });
    if (!registered.ok)
      throw new Error(`register: ${registered.status} ${await registered.text()}`);
  }
  // Scans of the demo target and of 19 more demo assistants: their failures are the
  // vulnerabilities the issues list pages through.
  const scanIds: string[] = [];
  for (let i = 0; i < PAGE; i++) {
    const targetId =
      i === 0
        ? demo.id
        : (
            await api<{ id: string }>('POST', '/targets', {
              teamId,
              name: `Bench demo ${i}`,
              config: { type: 'demo' },
            })
          ).id;
    const scan = await api<{ id: string }>('POST', '/scans', {
      targetId,
      config: { plugins: ['default'], strategies: ['basic'], numTests: 1 },
    });
    scanIds.push(scan.id);
  }
  for (const id of scanIds) {
    for (let waited = 0; ; waited++) {
      const scan = await api<{ status: string }>('GET', `/scans/${id}`);
      if (['completed', 'failed', 'cancelled'].includes(scan.status)) break;
      if (waited > 1200) throw new Error(`scan ${id} did not finish`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { orgId, teamId, scanId: scanIds[0]! };
}

/** The routes measured: the two reads of before, then every list endpoint. */
function routesOf({ orgId, teamId, scanId }: Seeded): { path: string; list: boolean }[] {
  const lists = [
    '/teams',
    '/users/me/teams',
    '/users/me/organizations',
    '/users/me/api-tokens',
    '/permission-sets',
    `/organizations/${orgId}/users`,
    `/organizations/${orgId}/invites`,
    `/organizations/${orgId}/roles`,
    `/teams/${teamId}/members`,
    `/targets?teamId=${teamId}`,
    `/redteam/configs?teamId=${teamId}`,
    '/redteam/config-presets',
    '/redteam/plugins',
    '/redteam/strategies',
    `/scans?teamId=${teamId}&limit=${PAGE}`,
    `/scans/${scanId}/results?limit=${PAGE}`,
    `/scans/${scanId}/log?limit=${PAGE}`,
    `/scans/${scanId}/errors`,
    `/issues?teamId=${teamId}&limit=${PAGE}`,
  ];
  return [{ path: '/users/me', list: false }, ...lists.map((path) => ({ path, list: true }))];
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
    const seeded = await seed(base, cookie);
    const only = values.routes?.split(',');
    const bare = await measure(`${base}/api/v1/health`);
    const rows: Row[] = [
      { backend, route: 'GET /api/v1/health (bare)', ...bare, ratio: 1, list: false },
    ];
    for (const { path, list } of routesOf(seeded)) {
      if (only && !only.some((part) => path.includes(part))) continue;
      const result = await measure(`${base}/api/v1${path}`, { cookie });
      rows.push({ backend, route: `GET ${path}`, ...result, ratio: result.rps / bare.rps, list });
    }
    return rows;
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
  console.log('| database | route | requests/s | p99 (ms) | answer | vs bare | goal |');
  console.log('|---|---|---:|---:|---:|---:|---|');
  for (const row of rows) {
    const goal =
      row.list && row.backend === 'PostgreSQL'
        ? row.ratio >= LIST_GOAL
          ? '✓ ≥ 25 %'
          : '✗ < 25 %'
        : '';
    const route = row.route.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, '{id}');
    console.log(
      `| ${row.backend} | ${route} | ${Math.round(row.rps)} | ${row.p99} | ${(row.bytes / 1024).toFixed(1)} KB | ${(row.ratio * 100).toFixed(0)} % | ${goal} |`,
    );
  }
}

await main();
