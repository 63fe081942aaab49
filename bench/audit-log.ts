/**
 * Audit logs on PostgreSQL (issue 17): 1,000,000 audit rows in one organization (beside 100,000
 * of another), through the real HTTP routes, one request at a time.
 *
 *   (a) filtered pages — each filter alone and a few together, the first page and pages deep in
 *       the filtered rows (a cursor taken at a random row) — goal p95 < 50 ms for every one;
 *   (b) the export of every row (CSV and JSONL) — goal ≥ 50,000 rows/s — with the process RSS
 *       sampled every 50 ms while it streams: it must stay flat.
 *
 *   npx tsx bench/audit-log.ts [--requests 100] [--rows 1000000] [--keep]
 *
 * BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/test) names the server; the bench
 * makes the database crucible_audit_bench for the run and drops it after (`--keep` leaves it,
 * to EXPLAIN the queries). Rows are seeded by generate_series in one statement.
 */
import { loadavg } from 'node:os';
import { getHeapStatistics } from 'node:v8';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp, loadConfig, migrate, openDatabase } from '../apps/server/src/index';
import {
  type AuditFilters,
  decodeCursor,
  encodeCursor,
  pageQuery,
} from '../apps/server/src/modules/audit-logs/queries';
import type { Database } from '../apps/server/src/db/client';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '100' },
    rows: { type: 'string', default: '1000000' },
    keep: { type: 'boolean', default: false },
    // Reuse the database a `--keep` run left (no seeding) and measure only the export.
    'export-only': { type: 'boolean', default: false },
  },
});
const EXPORT_ONLY = values['export-only'];
const REQUESTS = Number(values.requests);
const ROWS = Number(values.rows);
const OTHER_ROWS = Math.round(ROWS / 10);
const PAGE_GOAL_MS = 50;
const EXPORT_GOAL_ROWS_PER_S = 50_000;

const baseUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dbName = 'crucible_audit_bench';
const url = baseUrl.replace(/\/[^/]*$/, `/${dbName}`);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** The actions the seed draws from, with their subjects: the shape of a real trail. */
const ACTIONS: [string, string][] = [
  ['target.create', 'Target'],
  ['target.update', 'Target'],
  ['target.delete', 'Target'],
  ['scan.create', 'Scan'],
  ['scan.cancel', 'Scan'],
  ['scan.retry', 'Scan'],
  ['issue.update', 'Issue'],
  ['issue.bulk-update', 'Issue'],
  ['team.create', 'Team'],
  ['team.member.add', 'TeamMember'],
  ['team.member.remove', 'TeamMember'],
  ['role.update', 'Role'],
  ['webhook.create', 'Webhook'],
  ['webhook.test', 'Webhook'],
  ['api-token.create', 'ApiToken'],
  ['user.login', 'User'],
  ['user.logout', 'User'],
  ['policy.create', 'CustomPolicy'],
  ['model-audit.create', 'ModelAudit'],
  ['scan-config.update', 'Config'],
];
const USERS = 40;
const TOKENS = 8;

async function main() {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  if (!EXPORT_ONLY) {
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.query(`create database ${dbName}`);
  }
  const database = await openDatabase({ url, poolSize: 10 });
  const sqlClient = new pg.Client({ connectionString: url });
  try {
    await migrate(database);
    await sqlClient.connect();
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      CRUCIBLE_SECRET_KEY: 'bench-audit-secret-key-0123456789abcdef',
      CRUCIBLE_WEB_DIR: '/nonexistent',
      CRUCIBLE_AUTH_RATE_LIMIT: '100000',
    });
    const app = await buildApp({ config, database, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      if (EXPORT_ONLY) {
        const main = await signIn(base, 'bench-audit@example.com');
        printExports(await benchExport(base, main));
        return;
      }
      const main = await organization(base, 'bench-audit@example.com', 'Bench');
      const other = await organization(base, 'bench-audit-other@example.com', 'Other');
      const seeded = await seed(sqlClient, main.organizationId, other.organizationId);
      const pages = await benchPages(sqlClient, database.db, base, main, seeded);
      const exports = await benchExport(base, main);
      print(seeded, pages, exports);
    } finally {
      await app.close();
    }
  } finally {
    await sqlClient.end();
    await database.close();
    if (!values.keep && !EXPORT_ONLY)
      await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}

type Org = { cookie: string; organizationId: string };

async function organization(base: string, email: string, name: string): Promise<Org> {
  const registered = await fetch(`${base}/api/v1/users/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, password: 'bench-password-1' }),
  });
  const cookie = registered.headers
    .getSetCookie()
    .find((c) => c.startsWith('crucible_session='))!
    .split(';')[0]!;
  const created = await fetch(`${base}/api/v1/organizations`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  const { id } = (await created.json()) as { id: string };
  return { cookie, organizationId: id };
}

/** The kept database's admin, signed in again, in the organization they made. */
async function signIn(base: string, email: string): Promise<Org> {
  const response = await fetch(`${base}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-password-1' }),
  });
  const cookie = response.headers
    .getSetCookie()
    .find((c) => c.startsWith('crucible_session='))!
    .split(';')[0]!;
  const me = (await response.json()) as { organization: { id: string } };
  return { cookie, organizationId: me.organization.id };
}

type Seeded = { seconds: number; userIds: string[]; tokenIds: string[]; tableMb: number };

/**
 * USERS members and TOKENS API tokens, then ROWS audit rows over the last 365 days (one every
 * ~31 s, a few sharing a timestamp), 8 % refused (4xx) and 1 % failed (5xx), and OTHER_ROWS
 * in the other organization.
 */
async function seed(client: pg.Client, organizationId: string, otherId: string): Promise<Seeded> {
  const start = performance.now();
  const users = await client.query<{ id: string }>(
    `insert into users (name, email)
       select 'Bench user ' || i, 'bench-user-' || i || '@example.com' from generate_series(1, $1) i
     returning id`,
    [USERS],
  );
  const userIds = users.rows.map((row) => row.id);
  const tokens = await client.query<{ id: string }>(
    `insert into api_tokens (user_id, organization_id, name, prefix, token_hash)
       select ($1::uuid[])[1 + (i % $2)], $3, 'Bench token ' || i, 'cru_bench' || i, 'hash-' || i
       from generate_series(1, $4) i
     returning id`,
    [userIds, USERS, organizationId, TOKENS],
  );
  const tokenIds = tokens.rows.map((row) => row.id);
  const actions = ACTIONS.map(([action]) => action);
  const subjects = ACTIONS.map(([, subject]) => subject);
  const insert = `
    insert into audit_logs (organization_id, actor_user_id, actor_token_id, action, subject,
      subject_id, method, path, status_code, ip, user_agent, created_at)
    select $1::uuid,
      ($2::uuid[])[1 + (hashint4(i) & 65535) % array_length($2::uuid[], 1)],
      case when i % 10 = 0 then ($3::uuid[])[1 + (i / 10) % array_length($3::uuid[], 1)] end,
      ($4::text[])[1 + (hashint4(i + 1) & 65535) % array_length($4::text[], 1)],
      ($5::text[])[1 + (hashint4(i + 1) & 65535) % array_length($5::text[], 1)],
      md5(i::text)::uuid::text,
      case when i % 4 = 0 then 'PUT' else 'POST' end,
      '/api/v1/bench/' || (i % 1000),
      case (hashint4(i + 2) & 65535) % 100 when 0 then 500 when 1 then 403 when 2 then 403
           when 3 then 403 when 4 then 404 when 5 then 404 when 6 then 404 when 7 then 409
           when 8 then 409 else 201 end,
      '10.' || (i % 200) || '.' || (i % 50) || '.' || (i % 250),
      'Mozilla/5.0 (bench ' || (i % 30) || ')',
      now() - make_interval(secs => (i / 3) * 94.6)
    from generate_series(1, $6) i`;
  await client.query(insert, [organizationId, userIds, tokenIds, actions, subjects, ROWS]);
  await client.query(insert, [otherId, userIds, tokenIds, actions, subjects, OTHER_ROWS]);
  await client.query('vacuum analyze audit_logs');
  const size = await client.query<{ bytes: string }>(
    `select pg_total_relation_size('audit_logs')::text as bytes`,
  );
  return {
    seconds: (performance.now() - start) / 1000,
    userIds,
    tokenIds,
    tableMb: Number(size.rows[0]!.bytes) / 1024 / 1024,
  };
}

type Case = { name: string; query: string; where: string; params: unknown[] };
type PageResult = {
  name: string;
  matching: number;
  first: number[];
  deep: number[];
  /** PostgreSQL's own execution time of the page's statement (EXPLAIN ANALYZE). */
  sqlFirst: number[];
  sqlDeep: number[];
};

/** The filters a case's query string names, as the service resolves them. */
function filtersOf(organizationId: string, query: string, seeded: Seeded): AuditFilters {
  const params = Object.fromEntries(new URLSearchParams(query));
  const { actorId, status, ...rest } = params;
  return {
    ...rest,
    organizationId,
    ...(status ? { status: Number(status) } : {}),
    ...(actorId
      ? { actor: seeded.tokenIds.includes(actorId) ? { tokenId: actorId } : { userId: actorId } }
      : {}),
  } as AuditFilters;
}

/** The statement's execution time inside PostgreSQL, in ms. */
async function sqlTime(
  client: pg.Client,
  db: Database,
  filters: AuditFilters,
  cursor: string | undefined,
) {
  const { sql, params } = pageQuery(
    db,
    filters,
    cursor ? decodeCursor(cursor) : undefined,
    51,
  ).toSQL();
  const plan = await client.query<{ 'QUERY PLAN': [{ 'Execution Time': number }] }>(
    `explain (analyze, format json) ${sql}`,
    params,
  );
  return plan.rows[0]!['QUERY PLAN'][0]['Execution Time'];
}

function cases(organizationId: string, seeded: Seeded): Case[] {
  const day = 86_400_000;
  const now = Date.now();
  const monthAgo = new Date(now - 30 * day).toISOString();
  const weekBefore = new Date(now - 37 * day).toISOString();
  const user = seeded.userIds[3]!;
  const token = seeded.tokenIds[2]!;
  return [
    { name: 'no filter', query: '', where: '', params: [] },
    { name: 'actor (user)', query: `actorId=${user}`, where: 'actor_user_id = $2', params: [user] },
    {
      name: 'actor (API token)',
      query: `actorId=${token}`,
      where: 'actor_token_id = $2',
      params: [token],
    },
    { name: 'action', query: 'action=scan.cancel', where: `action = 'scan.cancel'`, params: [] },
    { name: 'subject', query: 'subject=Issue', where: `subject = 'Issue'`, params: [] },
    { name: 'outcome failure', query: 'outcome=failure', where: 'status_code >= 400', params: [] },
    { name: 'outcome success', query: 'outcome=success', where: 'status_code < 400', params: [] },
    { name: 'status 500', query: 'status=500', where: 'status_code = 500', params: [] },
    {
      name: 'date range (1 week)',
      query: `from=${weekBefore}&to=${monthAgo}`,
      where: 'created_at >= $2 and created_at < $3',
      params: [weekBefore, monthAgo],
    },
    {
      name: 'action + date range',
      query: `action=team.create&from=${weekBefore}&to=${monthAgo}`,
      where: `action = 'team.create' and created_at >= $2 and created_at < $3`,
      params: [weekBefore, monthAgo],
    },
    {
      name: 'actor + subject + failure',
      query: `actorId=${user}&subject=Target&outcome=failure`,
      where: `actor_user_id = $2 and subject = 'Target' and status_code >= 400`,
      params: [user],
    },
    {
      name: 'search (a subject id prefix)',
      query: 'q=c4ca4238',
      where: `(action || ' ' || subject || ' ' || coalesce(subject_id, '') || ' ' || path || ' ' || coalesce(ip, '')) ilike '%c4ca4238%'`,
      params: [],
    },
    {
      // The seed's IPs share a tiny alphabet: every trigram of 10.7.7.7 is in ~22,000 rows.
      name: 'search (IP, trigram-poor)',
      query: 'q=10.7.7.7',
      where: `(action || ' ' || subject || ' ' || coalesce(subject_id, '') || ' ' || path || ' ' || coalesce(ip, '')) ilike '%10.7.7.7%'`,
      params: [],
    },
    {
      name: 'search (common: "scan")',
      query: 'q=scan',
      where: `(action || ' ' || subject || ' ' || coalesce(subject_id, '') || ' ' || path || ' ' || coalesce(ip, '')) ilike '%scan%'`,
      params: [],
    },
  ];
}

/** Cursors naming random rows of the filtered set: a page starting there is a "deep" page. */
async function deepCursors(client: pg.Client, organizationId: string, c: Case, count: number) {
  const where = `organization_id = $1${c.where ? ` and ${c.where}` : ''}`;
  const counted = await client.query<{ n: string }>(
    `select count(*)::text as n from audit_logs where ${where}`,
    [organizationId, ...c.params],
  );
  const matching = Number(counted.rows[0]!.n);
  const cursors: string[] = [];
  for (let i = 0; i < count && matching > 100; i++) {
    const offset = Math.floor(((i + 0.5) / count) * (matching - 60));
    const row = await client.query<{ created_at: string; id: string }>(
      `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at,
              id::text as id
       from audit_logs where ${where} order by created_at desc, id desc offset ${offset} limit 1`,
      [organizationId, ...c.params],
    );
    cursors.push(encodeCursor({ createdAt: row.rows[0]!.created_at, id: row.rows[0]!.id }));
  }
  return { matching, cursors };
}

async function timedPage(base: string, org: Org, query: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(
    `${base}/api/v1/organizations/${org.organizationId}/audit-logs?${query}`,
    {
      headers: { cookie: org.cookie },
    },
  );
  const body = (await response.json()) as { items: unknown[] };
  if (!response.ok) throw new Error(`${query}: ${response.status} ${JSON.stringify(body)}`);
  return performance.now() - start;
}

async function benchPages(client: pg.Client, db: Database, base: string, org: Org, seeded: Seeded) {
  const results: PageResult[] = [];
  // Warm the connection pool and the caches once.
  for (let i = 0; i < 20; i++) await timedPage(base, org, '');
  for (const c of cases(org.organizationId, seeded)) {
    const { matching, cursors } = await deepCursors(client, org.organizationId, c, 20);
    const first: number[] = [];
    const deep: number[] = [];
    const sqlFirst: number[] = [];
    const sqlDeep: number[] = [];
    const filters = filtersOf(org.organizationId, c.query, seeded);
    for (let i = 0; i < 20; i++) {
      sqlFirst.push(await sqlTime(client, db, filters, undefined));
      const cursor = cursors[i % Math.max(1, cursors.length)];
      if (cursor) sqlDeep.push(await sqlTime(client, db, filters, cursor));
    }
    for (let i = 0; i < REQUESTS; i++) {
      first.push(await timedPage(base, org, c.query));
      const cursor = cursors[i % Math.max(1, cursors.length)];
      if (cursor) {
        const sep = c.query ? '&' : '';
        deep.push(
          await timedPage(base, org, `${c.query}${sep}cursor=${encodeURIComponent(cursor)}`),
        );
      }
    }
    results.push({ name: c.name, matching, first, deep, sqlFirst, sqlDeep });
  }
  const bare: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const start = performance.now();
    await (await fetch(`${base}/api/v1/health`)).text();
    bare.push(performance.now() - start);
  }
  return { results, bare };
}

type ExportResult = {
  format: string;
  rows: number;
  seconds: number;
  /** CPU seconds of this process (server and the reading client) while it ran. */
  cpuSeconds: number;
  rss: number[];
  mb: number;
};

/** Streams the whole export, counting lines, sampling the process RSS every 50 ms. */
async function benchExport(base: string, org: Org): Promise<ExportResult[]> {
  const results: ExportResult[] = [];
  for (const format of ['csv', 'jsonl']) {
    const rss: number[] = [process.memoryUsage().rss];
    const heap: number[] = [process.memoryUsage().heapUsed];
    const sampler = setInterval(() => {
      const usage = process.memoryUsage();
      rss.push(usage.rss);
      heap.push(usage.heapUsed);
      if (process.env.BENCH_TRACE && heap.length % 40 === 0)
        console.log(
          `${mb(usage.rss)} rss ${mb(usage.heapUsed)} heap ${mb(usage.external)} ext ${mb(usage.arrayBuffers)} ab`,
        );
    }, 50);
    const cpu = process.cpuUsage();
    const start = performance.now();
    const response = await fetch(
      `${base}/api/v1/organizations/${org.organizationId}/audit-logs/export?format=${format}`,
      { headers: { cookie: org.cookie } },
    );
    let lines = 0;
    let bytes = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
    }
    const seconds = (performance.now() - start) / 1000;
    const used = process.cpuUsage(cpu);
    clearInterval(sampler);
    rss.push(process.memoryUsage().rss);
    results.push({
      format,
      // CSV has a header line; a CSV cell may hold a line break, which the seed's never do.
      rows: format === 'csv' ? lines - 1 : lines,
      seconds,
      cpuSeconds: (used.user + used.system) / 1e6,
      rss,
      mb: bytes / 1024 / 1024,
    });
  }
  return results;
}

function print(
  seeded: Seeded,
  pages: Awaited<ReturnType<typeof benchPages>>,
  exports: ExportResult[],
) {
  console.log(
    `\nSeeded ${ROWS.toLocaleString('en')} audit rows (+${OTHER_ROWS.toLocaleString('en')} of another organization) in ${seeded.seconds.toFixed(1)} s; audit_logs with its indexes: ${seeded.tableMb.toFixed(0)} MB`,
  );
  console.log(
    `\n(a) pages of 50 through GET …/audit-logs, ${REQUESTS} requests each, one at a time`,
  );
  console.log(
    `${'filter'.padEnd(28)} ${'matching'.padStart(9)}  first p50  first p95   deep p50   deep p95 | SQL first p95  SQL deep p95`,
  );
  let worst = 0;
  let worstSql = 0;
  for (const r of pages.results) {
    const first = [...r.first].sort((a, b) => a - b);
    const deep = [...r.deep].sort((a, b) => a - b);
    const p95s = [percentile(first, 95), deep.length ? percentile(deep, 95) : 0];
    worst = Math.max(worst, ...p95s);
    const sqlFirst = [...r.sqlFirst].sort((a, b) => a - b);
    const sqlDeep = [...r.sqlDeep].sort((a, b) => a - b);
    worstSql = Math.max(
      worstSql,
      percentile(sqlFirst, 95),
      sqlDeep.length ? percentile(sqlDeep, 95) : 0,
    );
    console.log(
      `${r.name.padEnd(28)} ${r.matching.toLocaleString('en').padStart(9)} ${ms(percentile(first, 50)).padStart(10)} ${ms(p95s[0]!).padStart(10)} ${(deep.length ? ms(percentile(deep, 50)) : '-').padStart(10)} ${(deep.length ? ms(p95s[1]!) : '-').padStart(10)} | ${ms(percentile(sqlFirst, 95)).padStart(13)} ${(sqlDeep.length ? ms(percentile(sqlDeep, 95)) : '-').padStart(13)}`,
    );
  }
  const bare = [...pages.bare].sort((a, b) => a - b);
  console.log(
    `${'bare route (GET /health)'.padEnd(28)} ${''.padStart(9)} ${ms(percentile(bare, 50)).padStart(10)} ${ms(percentile(bare, 95)).padStart(10)}`,
  );
  console.log(
    `worst p95 over HTTP ${ms(worst)} (goal < ${PAGE_GOAL_MS} ms): ${worst < PAGE_GOAL_MS ? 'met' : 'NOT met'}; worst SQL p95 ${ms(worstSql)}`,
  );
  console.log(
    `machine load average while measuring: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  printExports(exports);
}

function printExports(exports: ExportResult[]) {
  console.log(
    `\n(b) export of every row of the organization (heap limit ${mb(getHeapStatistics().heap_size_limit)})`,
  );
  for (const e of exports) {
    const rate = e.rows / e.seconds;
    const first = e.rss[0]!;
    const peak = Math.max(...e.rss);
    const steady = e.rss.slice(Math.floor(e.rss.length / 4));
    console.log(
      `${e.format.padEnd(6)} ${e.rows.toLocaleString('en')} rows, ${e.mb.toFixed(0)} MB in ${e.seconds.toFixed(1)} s (${e.cpuSeconds.toFixed(1)} CPU s in this process: ${Math.round(e.rows / e.cpuSeconds).toLocaleString('en')} rows per CPU s): ${Math.round(rate).toLocaleString('en')} rows/s (goal ≥ ${EXPORT_GOAL_ROWS_PER_S.toLocaleString('en')}: ${rate >= EXPORT_GOAL_ROWS_PER_S ? 'met' : 'NOT met'}); RSS ${mb(first)} before, ${mb(Math.min(...steady))}–${mb(Math.max(...steady))} over the last three quarters, peak ${mb(peak)}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
