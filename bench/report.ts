/**
 * The report of a 20,000-probe scan (goal: GET /api/v1/reports/{id} answers in < 1 s, its PDF
 * export in < 5 s; the CSV, JSON and JUnit exports are timed too), on the
 * embedded database and on PostgreSQL. Two completed scans of one target, 20,000 probes each
 * (60 plugins × 10 strategies, ~15 % failing, some undecided and errored, tokens, costs and
 * latencies), so the report also compares with a previous scan and picks examples from both.
 * The app runs in this process (`app.inject`), so the figures are the server's own time.
 *
 *   npx tsx bench/report.ts [--probes 20000] [--runs 7] [--only pglite|postgres]
 *
 * PostgreSQL: BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres); a database is
 * made for the run and dropped after.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { PLUGINS } from '@crucible/engine';
import {
  buildApp,
  loadConfig,
  migrate,
  openDatabase,
  type DatabaseHandle,
} from '../apps/server/src/index';
import { rescoreScan } from '../apps/server/src/modules/scans/pipeline/finalize';

const { values } = parseArgs({
  options: {
    probes: { type: 'string', default: '20000' },
    runs: { type: 'string', default: '7' },
    only: { type: 'string' },
  },
});
const PROBES = Number(values.probes);
const RUNS = Number(values.runs);
const GOAL_MS = 1000;
const PDF_GOAL_MS = 5000;
const EXPORT_RUNS = 3;
const PLUGIN_IDS = PLUGINS.slice(0, 60).map((plugin) => plugin.id);
const STRATEGY_IDS = [
  'basic',
  'base64',
  'hex',
  'rot13',
  'leetspeak',
  'homoglyph',
  'morse',
  'jailbreak-templates',
  'crescendo',
  'jailbreak',
];
const SECRET = 'bench-report-secret-key-0123456789abcdef';

const list = (ids: string[]) => sql.raw(`array[${ids.map((id) => `'${id}'`).join(',')}]`);

/** A completed scan of `probes` probes, written with one INSERT … SELECT, then rolled up. */
async function seedScan(
  database: DatabaseHandle,
  scope: { organizationId: string; teamId: string; targetId: string },
  finishedAt: Date,
  seed: number,
): Promise<string> {
  const { db } = database;
  const inserted = await db.execute(sql`
    insert into scans (organization_id, team_id, target_id, target_name, config, status, total,
      generated, created_at, started_at, finished_at)
    values (${scope.organizationId}, ${scope.teamId}, ${scope.targetId}, 'Bench target',
      ${JSON.stringify({ plugins: PLUGIN_IDS, strategies: STRATEGY_IDS })}::jsonb, 'completed',
      ${PROBES}, ${PROBES}, ${new Date(finishedAt.getTime() - 600_000).toISOString()}::timestamptz,
      ${new Date(finishedAt.getTime() - 590_000).toISOString()}::timestamptz,
      ${finishedAt.toISOString()}::timestamptz)
    returning id`);
  const scanId = (inserted as unknown as { rows: { id: string }[] }).rows[0]!.id;
  await db.execute(sql`select setseed(${seed})`);
  await db.execute(sql`
    insert into scan_probes (scan_id, organization_id, idx, plugin_id, strategy_id, test_case,
      status, outcome, prompt, output, grader, reason, latency_ms, tokens, cost, attempts,
      started_at, finished_at)
    select ${scanId}::uuid, ${scope.organizationId}::uuid, g,
      (${list(PLUGIN_IDS)})[1 + g % ${PLUGIN_IDS.length}],
      (${list(STRATEGY_IDS)})[1 + (g / ${PLUGIN_IDS.length}) % ${STRATEGY_IDS.length}],
      jsonb_build_object('prompt', 'attack ' || g), 'done',
      (array['pass','pass','pass','pass','pass','fail','pass','undecided','fail','error',
             'pass','pass','pass','fail','pass','pass','pass','pass','pass','pass'])[1 + floor(random() * 20)::int],
      repeat('An attack on the target, number ' || g || '. ', 6),
      repeat('A reply of the target to the attack. ', 10),
      'bench', 'Bench verdict', (40 + random() * 1200)::int,
      jsonb_build_object('prompt', 40 + g % 7, 'completion', 90 + g % 11, 'total', 130 + g % 7 + g % 11),
      case when random() < 0.5 then random() / 1000 end, 1,
      ${finishedAt.toISOString()}::timestamptz, ${finishedAt.toISOString()}::timestamptz
    from generate_series(0, ${PROBES - 1}) g`);
  await db.transaction((tx) => rescoreScan(tx, scanId));
  return scanId;
}

async function measure(kind: 'pglite' | 'postgres', database: DatabaseHandle) {
  await migrate(database);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    CRUCIBLE_SECRET_KEY: SECRET,
    CRUCIBLE_AUTH_RATE_LIMIT: '100000',
    CRUCIBLE_WEB_DIR: '/nonexistent',
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  try {
    const registered = await app.inject({
      method: 'POST',
      url: '/api/v1/users/register',
      payload: { name: 'Bench', email: 'bench@example.com', password: 'bench-password-1' },
    });
    const cookie = `crucible_session=${registered.cookies.find((c) => c.name === 'crucible_session')!.value}`;
    const organization = await app.inject({
      method: 'POST',
      url: '/api/v1/organizations',
      headers: { cookie },
      payload: { name: 'Bench' },
    });
    const organizationId = organization.json().id as string;
    const teams = await app.inject({
      method: 'GET',
      url: '/api/v1/users/me/teams',
      headers: { cookie },
    });
    const teamId = teams.json().teams[0].id as string;
    const targets = await app.inject({
      method: 'GET',
      url: `/api/v1/targets?teamId=${teamId}`,
      headers: { cookie },
    });
    const targetId = targets.json().targets[0].id as string;
    const scope = { organizationId, teamId, targetId };
    const seeding = performance.now();
    await seedScan(database, scope, new Date(Date.now() - 3_600_000), 0.25);
    const scanId = await seedScan(database, scope, new Date(), 0.5);
    console.log(
      `${kind}: two scans of ${PROBES} probes seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );

    const timings: number[] = [];
    let bytes = 0;
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const response = await app.inject({
        method: 'GET',
        url: `/api/v1/reports/${scanId}`,
        headers: { cookie },
      });
      timings.push(performance.now() - started);
      if (response.statusCode !== 200)
        throw new Error(`report: ${response.statusCode} ${response.body}`);
      bytes = response.body.length;
      if (run === 0) {
        const report = response.json();
        console.log(
          `${kind}: ${report.header.probes.planned} probes, ASR ${(report.attackSuccess.rate * 100).toFixed(1)} %, ` +
            `${report.vulnerabilities.length} vulnerabilities, ${report.frameworks.length} frameworks, ${(bytes / 1024).toFixed(0)} KB`,
        );
      }
    }
    const sorted = [...timings].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    const listStart = performance.now();
    await app.inject({
      method: 'GET',
      url: `/api/v1/reports?teamId=${teamId}`,
      headers: { cookie },
    });
    const listMs = performance.now() - listStart;
    console.log(
      `${kind}: GET /reports/{id} first ${timings[0]!.toFixed(0)} ms, median ${median.toFixed(0)} ms, ` +
        `max ${sorted.at(-1)!.toFixed(0)} ms (goal < ${GOAL_MS} ms: ${sorted.at(-1)! < GOAL_MS ? 'met' : 'MISSED'}); ` +
        `GET /reports ${listMs.toFixed(0)} ms`,
    );
    let exportsOk = true;
    for (const format of ['pdf', 'csv', 'json', 'junit'] as const) {
      const times: number[] = [];
      let size = 0;
      for (let run = 0; run < EXPORT_RUNS; run++) {
        const started = performance.now();
        const response = await app.inject({
          method: 'GET',
          url: `/api/v1/reports/${scanId}/export?format=${format}`,
          headers: { cookie },
        });
        times.push(performance.now() - started);
        if (response.statusCode !== 200)
          throw new Error(`export ${format}: ${response.statusCode} ${response.body}`);
        size = response.rawPayload.length;
      }
      const worst = Math.max(...times);
      const goal =
        format === 'pdf'
          ? ` (goal < ${PDF_GOAL_MS} ms: ${worst < PDF_GOAL_MS ? 'met' : 'MISSED'})`
          : '';
      if (format === 'pdf') exportsOk = worst < PDF_GOAL_MS;
      console.log(
        `${kind}: export ${format} ${(size / 1024).toFixed(0)} KB, first ${times[0]!.toFixed(0)} ms, ` +
          `max ${worst.toFixed(0)} ms of ${EXPORT_RUNS}${goal}`,
      );
    }
    return sorted.at(-1)! < GOAL_MS && exportsOk;
  } finally {
    await app.close();
  }
}

let ok = true;
if (values.only !== 'postgres') {
  const dir = mkdtempSync(join(tmpdir(), 'crucible-bench-report-'));
  const database = await openDatabase({ dataDir: dir });
  try {
    ok = (await measure('pglite', database)) && ok;
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
if (values.only !== 'pglite') {
  const baseUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `crucible_bench_report_${Date.now()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const database = await openDatabase({
    url: baseUrl.replace(/\/[^/]*$/, `/${dbName}`),
    poolSize: 10,
  });
  try {
    ok = (await measure('postgres', database)) && ok;
  } finally {
    await database.close();
    await admin.query(`drop database ${dbName}`);
    await admin.end();
  }
}
process.exit(ok ? 0 : 1);
