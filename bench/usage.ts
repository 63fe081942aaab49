/**
 * The usage page's query on PostgreSQL (issue 17): an organization with a year of usage —
 * 48 targets in 6 teams sending probes every day, 2,000 scans of 150 answered probes each
 * (tokens and cost on the model-API targets), 1,000 model audits — beside another organization
 * half its size. Times `getUsage` over 30, 90 and 366 days against the bare sum of the range's
 * `usage_daily` rows, and the CSV export of the year.
 *
 *   npx tsx bench/usage.ts [--runs 20] [--keep]
 *
 * BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/test) names the server; the bench
 * makes the database crucible_bench_usage for the run and drops it after (`--keep` leaves it,
 * to EXPLAIN the queries).
 */
import { parseArgs } from 'node:util';
import { addDays, type UsageRange } from '@crucible/shared';
import pg from 'pg';
import pino from 'pino';
import { migrate, openDatabase, type DatabaseHandle } from '../apps/server/src/index';
import { exportUsage } from '../apps/server/src/modules/usage/export';
import { getUsage } from '../apps/server/src/modules/usage/service';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '20' },
    keep: { type: 'boolean', default: false },
  },
});
const RUNS = Number(values.runs);
const baseUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dbName = 'crucible_bench_usage';
const url = baseUrl.replace(/\/[^/]*$/, `/${dbName}`);
const GOAL_MS = 500;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

/** One organization's year, seeded with set-based SQL (the same rows every run). */
async function seedOrganization(
  database: DatabaseHandle,
  options: { name: string; teams: number; targetsPerTeam: number; scans: number; audits: number },
): Promise<string> {
  const sql = database.executor.executeSql.bind(database.executor);
  const today = new Date().toISOString().slice(0, 10);
  const { rows } = await sql(`insert into organizations (name) values ($1) returning id`, [
    options.name,
  ]);
  const org = (rows[0] as { id: string }).id;
  await sql(
    `insert into teams (organization_id, name)
     select $1, 'Team ' || n from generate_series(1, $2) n`,
    [org, options.teams],
  );
  await sql(
    `insert into targets (organization_id, team_id, name, type, config)
     select $1, t.id, t.name || ' target ' || n,
       case when n % 2 = 0 then 'openai' else 'http' end,
       case when n % 2 = 0 then '{"type":"openai","model":"gpt-4o-mini"}'::jsonb
            else '{"type":"http","url":"http://127.0.0.1:9"}'::jsonb end
     from teams t cross join generate_series(1, $2) n where t.organization_id = $1`,
    [org, options.targetsPerTeam],
  );
  await sql(
    `insert into usage_daily (organization_id, target_id, day, probes)
     select $1, t.id, d::date, 1 + abs(hashtext(t.id::text || d::text)) % 500
     from targets t cross join generate_series($2::date - 365, $2::date, interval '1 day') d
     where t.organization_id = $1`,
    [org, today],
  );
  // Scans spread over the year, each on a target of its team, finished ten minutes after start.
  await sql(
    `insert into scans (organization_id, team_id, target_id, target_name, config, status, total,
       created_at, updated_at, started_at, finished_at)
     select $1, t.team_id, t.id, t.name, '{"plugins":["hijacking"]}'::jsonb, 'completed', 150,
       at, at + interval '10 minutes', at, at + interval '10 minutes'
     from generate_series(1, $2) n
       cross join lateral (select $3::timestamptz - (n * interval '1 day' * 365 / $2) as at) w
       join lateral (
         select * from targets where organization_id = $1
         order by hashtext(id::text || n::text) limit 1
       ) t on true`,
    [org, options.scans, `${today}T12:00:00Z`],
  );
  await sql(
    `insert into scan_probes (scan_id, organization_id, idx, plugin_id, strategy_id, test_case,
       status, outcome, prompt, output, tokens, cost, attempts, started_at, finished_at)
     select s.id, $1, i, 'hijacking', 'basic', '{}'::jsonb, 'done',
       case when i % 7 = 0 then 'fail' else 'pass' end, 'attack ' || i, 'reply ' || i,
       case when tg.type = 'openai'
         then jsonb_build_object('prompt', 100 + i, 'completion', 40, 'total', 140 + i) end,
       case when tg.type = 'openai' then (140 + i) * 0.000001 end,
       1, s.started_at, s.started_at + (i * interval '3 seconds')
     from scans s join targets tg on tg.id = s.target_id
       cross join generate_series(0, 149) i
     where s.organization_id = $1`,
    [org],
  );
  // What each scan's roll-up writes: its counts and the tokens and cost of its probes.
  await sql(
    `update scans s set passed = p.passed, failed = p.failed, token_probes = p.token_probes,
       prompt_tokens = p.prompt, completion_tokens = p.completion, total_tokens = p.total,
       cost_probes = p.cost_probes, cost_usd = p.cost
     from (
       select scan_id, count(*) filter (where outcome = 'pass') as passed,
         count(*) filter (where outcome = 'fail') as failed, count(tokens) as token_probes,
         coalesce(sum((tokens->>'prompt')::numeric), 0) as prompt,
         coalesce(sum((tokens->>'completion')::numeric), 0) as completion,
         coalesce(sum((tokens->>'total')::numeric), 0) as total,
         count(cost) as cost_probes, sum(cost) as cost
       from scan_probes where organization_id = $1 group by scan_id
     ) p
     where p.scan_id = s.id`,
    [org],
  );
  await sql(
    `insert into model_audit_scans (organization_id, team_id, created_by_name, source, names,
       location, status, created_at)
     select $1, t.id, 'Bench', 'path', '["model.pkl"]'::jsonb, '/models/model.pkl', 'completed',
       $3::timestamptz - (n * interval '1 day' * 365 / $2)
     from generate_series(1, $2) n
       join lateral (
         select id from teams where organization_id = $1 order by hashtext(id::text || n::text) limit 1
       ) t on true`,
    [org, options.audits, `${today}T12:00:00Z`],
  );
  return org;
}

async function main() {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.query(`create database ${dbName}`);
  const database = await openDatabase({ url, poolSize: 10 });
  try {
    await migrate(database);
    const seedStart = performance.now();
    const org = await seedOrganization(database, {
      name: 'Bench',
      teams: 6,
      targetsPerTeam: 8,
      scans: 2000,
      audits: 1000,
    });
    await seedOrganization(database, {
      name: 'Other',
      teams: 3,
      targetsPerTeam: 8,
      scans: 1000,
      audits: 500,
    });
    await database.executor.executeSql('vacuum analyze');
    console.log(`seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

    const deps = {
      db: database.db,
      license: {
        db: database.db,
        publicKey: undefined,
        envKey: undefined,
        logger: pino({ level: 'silent' }),
      },
    };
    const today = new Date().toISOString().slice(0, 10);
    console.log(
      '\n| range | probes | targets | scans | provider probes | p50 | p95 | bare sum p50 | ratio | goal |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---|');
    for (const days of [30, 90, 366]) {
      const range: UsageRange = { from: addDays(today, -(days - 1)), to: today };
      const bare = () =>
        database.executor.executeSql(
          `select coalesce(sum(probes), 0) from usage_daily
           where organization_id = $1 and day between $2 and $3`,
          [org, range.from, range.to],
        );
      const usage = await getUsage(deps, { organizationId: org, range });
      const times: number[] = [];
      const bareTimes: number[] = [];
      // In turns, so load from elsewhere falls on both alike.
      for (let run = 0; run < RUNS; run++) {
        times.push(await timed(() => getUsage(deps, { organizationId: org, range })));
        bareTimes.push(await timed(bare));
      }
      times.sort((a, b) => a - b);
      bareTimes.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      const answered = usage.providers.reduce((sum, p) => sum + p.probes, 0);
      console.log(
        `| ${days} days | ${usage.totals.probes.toLocaleString('en-US')} | ${usage.totals.targetsUsed} | ${usage.totals.scans} | ${answered.toLocaleString('en-US')} | ${ms(percentile(times, 50))} | ${ms(p95)} | ${ms(percentile(bareTimes, 50))} | ${(percentile(times, 50) / percentile(bareTimes, 50)).toFixed(0)}× | ${p95 < GOAL_MS ? '✓' : '✗'} < ${GOAL_MS} ms |`,
      );
    }

    const year: UsageRange = { from: addDays(today, -365), to: today };
    let bytes = 0;
    let lines = 0;
    const exportMs = await timed(async () => {
      for await (const chunk of exportUsage(database.db, org, year)) {
        const text = String(chunk);
        bytes += text.length;
        lines += text.split('\r\n').length - 1;
      }
    });
    console.log(
      `\nCSV export of the year: ${(lines - 1).toLocaleString('en-US')} rows, ${(bytes / 1024).toFixed(0)} KiB in ${ms(exportMs)} (${Math.round(((lines - 1) / exportMs) * 1000).toLocaleString('en-US')} rows/s)`,
    );
  } finally {
    await database.close();
    if (!values.keep) await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}

await main();
