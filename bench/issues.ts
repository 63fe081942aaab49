/**
 * Vulnerabilities on PostgreSQL (issue 13):
 *
 *   (a) deriving vulnerabilities from one completed 20,000-probe scan (every built-in plugin,
 *       failures spread over two thirds of them) — goal < 2 s — for a target's first scan, a
 *       second scan that fixes and adds, and a replay of the same scan; against the bare read
 *       of the scan's probes grouped by plugin and outcome.
 *   (b) the filtered list over 10,000 vulnerabilities (6 teams × 14 targets, mixed status and
 *       severity, beside 3,000 of another organization) through the real HTTP route, one request
 *       at a time — goal p95 < 100 ms for every filter combination — against the bare route
 *       (`GET /api/v1/health`, `select 1`) and the bare SQL of a team's first page.
 *
 *   npx tsx bench/issues.ts [--runs 5] [--requests 200] [--keep]
 *
 * BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/test) names the server; the bench
 * makes the database crucible_bench_issues for the run and drops it after (`--keep` leaves it,
 * to EXPLAIN the queries).
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp, loadConfig, migrate, openDatabase } from '../apps/server/src/index';
import { deriveIssuesForScan } from '../apps/server/src/modules/issues/derivation';
import { seedCompletedScan, seedIssues } from './issues-seed';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    requests: { type: 'string', default: '200' },
    keep: { type: 'boolean', default: false },
  },
});
const RUNS = Number(values.runs);
const REQUESTS = Number(values.requests);
const PROBES = 20_000;
const ISSUES = 10_000;
const DERIVE_GOAL_MS = 2000;
const LIST_GOAL_MS = 100;

const baseUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dbName = 'crucible_bench_issues';
const url = baseUrl.replace(/\/[^/]*$/, `/${dbName}`);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

async function main() {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.query(`create database ${dbName}`);
  const database = await openDatabase({ url, poolSize: 10 });
  try {
    await migrate(database);
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      CRUCIBLE_SECRET_KEY: 'bench-issues-secret-key-0123456789abcdef',
      CRUCIBLE_WEB_DIR: '/nonexistent',
      CRUCIBLE_AUTH_RATE_LIMIT: '100000',
    });
    const app = await buildApp({ config, database, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      const main = await organization(base, 'bench-issues@example.com', 'Bench', 6);
      const other = await organization(base, 'bench-other@example.com', 'Other', 2);
      const derived = await benchDerivation(database, main);
      await database.executor.executeSql('delete from issues where organization_id = $1', [
        main.organizationId,
      ]);
      await seedIssues(database, {
        organizationId: main.organizationId,
        prefix: 'Bench ',
        count: ISSUES,
      });
      await seedIssues(database, {
        organizationId: other.organizationId,
        prefix: 'Bench ',
        count: 3000,
      });
      const listed = await benchList(database, base, main);
      print(derived, listed);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    if (!values.keep) await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}

type Org = {
  cookie: string;
  organizationId: string;
  teamIds: string[];
  /** Per team, its 14 targets (`Bench <team> <n>`; a few are called "… bank assistant"). */
  targets: { id: string; teamId: string }[];
};

/** A signed-in admin, their organization, `teams` teams and 14 targets in each, via the API. */
async function organization(
  base: string,
  email: string,
  name: string,
  teams: number,
): Promise<Org> {
  const registered = await fetch(`${base}/api/v1/users/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, password: 'bench-password-1' }),
  });
  const cookie = registered.headers
    .getSetCookie()
    .find((c) => c.startsWith('crucible_session='))!
    .split(';')[0]!;
  const api = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}/api/v1${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const org = await api<{ id: string }>('POST', '/organizations', { name });
  const [first] = (await api<{ teams: { id: string }[] }>('GET', '/users/me/teams')).teams;
  const me = await api<{ user: { id: string } }>('GET', '/users/me');
  const { roles } = await api<{ roles: { id: string; slug: string }[] }>(
    'GET',
    `/organizations/${org.id}/roles`,
  );
  const adminRole = roles.find((role) => role.slug === 'admin')!;
  const teamIds = [first!.id];
  for (let i = 2; i <= teams; i++) {
    const team = await api<{ id: string }>('POST', '/teams', { name: `Team ${i}` });
    // A member of every team, so that the list without `teamId` spans them all.
    await api('POST', `/teams/${team.id}/members`, { userId: me.user.id, roleId: adminRole.id });
    teamIds.push(team.id);
  }
  const targets: Org['targets'] = [];
  for (const [t, teamId] of teamIds.entries()) {
    for (let n = 1; n <= 14; n++) {
      const kind = n % 5 === 0 ? 'bank assistant' : 'support bot';
      const created = await api<{ id: string }>('POST', '/targets', {
        teamId,
        name: `Bench ${kind} ${t + 1}.${n}`,
        config: {
          type: 'http',
          url: `http://127.0.0.1:9/chat/${t}/${n}`,
          body: { prompt: '{{prompt}}' },
        },
      });
      targets.push({ id: created.id, teamId });
    }
  }
  return { cookie, organizationId: org.id, teamIds, targets };
}

type DeriveRow = { label: string; runs: number[]; issues: number; evidence: number };

/**
 * (a) Each run seeds a fresh target's scans, then times the derivation transaction: the target's
 * first scan (opens), a second scan (fixes a third, adds evidence to the rest) and a replay of
 * the second (changes nothing). The baseline is the bare grouped read of one scan's probes.
 */
async function benchDerivation(database: Awaited<ReturnType<typeof openDatabase>>, org: Org) {
  const rows: DeriveRow[] = ['first scan of a target', 'second scan', 'replay of the second'].map(
    (label) => ({ label, runs: [], issues: 0, evidence: 0 }),
  );
  const bare: number[] = [];
  const derive = (scanId: string) =>
    timed(() => database.db.transaction((tx) => deriveIssuesForScan(tx, scanId)));
  for (let run = 0; run < RUNS; run++) {
    const target = org.targets[run % org.targets.length]!;
    const scope = {
      organizationId: org.organizationId,
      teamId: target.teamId,
      targetId: target.id,
      probes: PROBES,
    };
    await database.executor.executeSql('delete from issues where target_id = $1', [target.id]);
    const first = await seedCompletedScan(database, { ...scope, seed: 1 });
    const second = await seedCompletedScan(database, { ...scope, seed: 2 });
    await database.executor.executeSql('analyze scan_probes');
    bare.push(
      await timed(() =>
        database.executor.executeSql(
          `select plugin_id, outcome, count(*)::int from scan_probes
           where scan_id = $1 and status = 'done' group by plugin_id, outcome`,
          [second],
        ),
      ),
    );
    for (const [i, scanId] of [first, second, second].entries()) {
      rows[i]!.runs.push(await derive(scanId));
      const { rows: counted } = await database.executor.executeSql(
        `select count(distinct i.id)::int as issues, count(e.id)::int as evidence
         from issues i left join issue_evidence e on e.issue_id = i.id where i.target_id = $1`,
        [target.id],
      );
      Object.assign(rows[i]!, counted[0]);
    }
  }
  return { rows, bare: median(bare) };
}

type Latency = { p50: number; p95: number; max: number };
type ListRow = {
  label: string;
  /** After VACUUM ANALYZE, as autovacuum leaves a table (index-only scans read no heap). */
  vacuumed: Latency;
  p50: number;
  p95: number;
  max: number;
  total: number;
  bytes: number;
};

type Timed = Latency & { body: string };

/**
 * Latencies of several requests measured in turns (one of each per round, `REQUESTS` rounds
 * after 20 warm-up ones), so a burst of load from elsewhere on the machine falls on all of them
 * alike, the baseline included.
 */
async function interleaved(requests: (() => Promise<string>)[]): Promise<Timed[]> {
  for (let round = 0; round < 20; round++) for (const request of requests) await request();
  const times = requests.map(() => [] as number[]);
  const bodies = requests.map(() => '');
  for (let round = 0; round < REQUESTS; round++) {
    for (const [i, request] of requests.entries()) {
      const start = performance.now();
      bodies[i] = await request();
      times[i]!.push(performance.now() - start);
    }
  }
  return times.map((list, i) => {
    list.sort((x, y) => x - y);
    return {
      p50: percentile(list, 50),
      p95: percentile(list, 95),
      max: list.at(-1)!,
      body: bodies[i]!,
    };
  });
}

const getter = (url: string, cookie?: string) => async () => {
  const response = await fetch(url, { headers: cookie ? { cookie } : {} });
  const text = await response.text();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${text.slice(0, 300)}`);
  return text;
};

/** (b) The list route under several filter combinations, one request at a time. */
async function benchList(
  database: Awaited<ReturnType<typeof openDatabase>>,
  base: string,
  org: Org,
) {
  const [team] = org.teamIds;
  const target = org.targets[3]!.id;
  const combos: [string, string][] = [
    ['one team, first page (the page’s default)', `teamId=${team}`],
    ['one team, open + high', `teamId=${team}&status=open&severity=high`],
    ['one team, category, by occurrences', `teamId=${team}&category=security&sort=occurrences`],
    ['one team, OWASP LLM01, by plugin', `teamId=${team}&framework=owasp:llm:01&sort=plugin`],
    ['all teams, open', 'status=open'],
    ['all teams, search "bank"', 'q=bank'],
    ['all teams, framework owasp:llm, critical', 'framework=owasp:llm&severity=critical'],
    ['one target, oldest seen first', `targetId=${target}&sort=lastSeenAt&order=asc`],
    ['all teams, page 101 (offset 5000)', 'offset=5000&limit=50'],
  ];
  // The baselines: the bare route (`select 1`), and the bare SQL of one team's first page (the
  // rows alone: no join, no count, no HTTP).
  const baselines = [
    getter(`${base}/api/v1/health`),
    async () => {
      await database.executor.executeSql(
        `select * from issues where organization_id = $1 and team_id = $2
         order by last_seen_at desc limit 50`,
        [org.organizationId, team],
      );
      return '';
    },
  ];
  const requests = [
    ...baselines,
    ...combos.map(([, query]) => getter(`${base}/api/v1/issues?${query}`, org.cookie)),
  ];
  // First as seeded (no vacuum yet: index-only scans still read the heap), then as autovacuum
  // leaves the table.
  const fresh = await interleaved(requests);
  await database.executor.executeSql('vacuum analyze issues');
  const vacuumed = await interleaved(requests);
  const rows: ListRow[] = combos.map(([label], i) => {
    const { body, ...first } = fresh[i + baselines.length]!;
    const { body: _, ...after } = vacuumed[i + baselines.length]!;
    const parsed = JSON.parse(body) as { total: number };
    return { label, ...first, vacuumed: after, total: parsed.total, bytes: body.length };
  });
  const worse = (i: number) => (fresh[i]!.p95 > vacuumed[i]!.p95 ? fresh[i]! : vacuumed[i]!);
  const exportRuns: number[] = [];
  let exported = 0;
  for (let i = 0; i < 5; i++) {
    exportRuns.push(
      await timed(async () => {
        const response = await fetch(`${base}/api/v1/issues/export?format=csv`, {
          headers: { cookie: org.cookie },
        });
        exported = (await response.text()).trimEnd().split('\r\n').length - 1;
      }),
    );
  }
  return {
    rows,
    health: worse(0),
    bare: worse(1),
    exportMs: median(exportRuns),
    exported,
  };
}

function print(
  derived: Awaited<ReturnType<typeof benchDerivation>>,
  listed: Awaited<ReturnType<typeof benchList>>,
) {
  console.log(
    `\n(a) Deriving vulnerabilities from one ${PROBES.toLocaleString('en')}-probe completed scan, ${RUNS} runs (median, max); goal < ${DERIVE_GOAL_MS} ms`,
  );
  console.log(`bare grouped read of the scan's probes: ${ms(derived.bare)}\n`);
  console.log('| derivation | median | max | vs bare read | issues | evidence | goal |');
  console.log('|---|---:|---:|---:|---:|---:|---|');
  for (const row of derived.rows) {
    const med = median(row.runs);
    const max = Math.max(...row.runs);
    console.log(
      `| ${row.label} | ${ms(med)} | ${ms(max)} | ${(med / derived.bare).toFixed(1)}× | ${row.issues} | ${row.evidence} | ${max < DERIVE_GOAL_MS ? '✓' : '✗'} < ${DERIVE_GOAL_MS} ms |`,
    );
  }
  console.log(
    `\n(b) GET /api/v1/issues over ${ISSUES.toLocaleString('en')} vulnerabilities, ${REQUESTS} rounds of one request each, in turns; goal p95 < ${LIST_GOAL_MS} ms`,
  );
  console.log(
    `bare route GET /api/v1/health: p50 ${ms(listed.health.p50)}, p95 ${ms(listed.health.p95)}; bare SQL of a team's first page: p50 ${ms(listed.bare.p50)}, p95 ${ms(listed.bare.p95)} (the worse of the two passes)\n`,
  );
  console.log(
    '| filters | matching | answer | p50 | p95 | max | vacuumed p50 | p95 | max | worse p95 vs bare route | goal |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const row of listed.rows) {
    const worst = Math.max(row.p95, row.vacuumed.p95);
    console.log(
      `| ${row.label} | ${row.total} | ${(row.bytes / 1024).toFixed(1)} KB | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.max)} | ${ms(row.vacuumed.p50)} | ${ms(row.vacuumed.p95)} | ${ms(row.vacuumed.max)} | ${(worst / listed.health.p95).toFixed(1)}× | ${worst < LIST_GOAL_MS ? '✓' : '✗'} < ${LIST_GOAL_MS} ms |`,
    );
  }
  console.log(
    `\nCSV export of every vulnerability the admin reads (${listed.exported} rows): ${ms(listed.exportMs)} (median of 5)`,
  );
}

await main();
