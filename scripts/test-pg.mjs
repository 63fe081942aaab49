// Runs the integration suite against the PostgreSQL server (TEST_PG_URL, default the local one)
// in a fresh database made for this run and dropped afterwards.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const base = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `crucible_test_${process.pid}_${Date.now()}`;
const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(base);
url.pathname = `/${name}`;
console.log(`integration suite on PostgreSQL database ${name}`);
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'integration', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: url.toString() },
  },
);
await admin.query(`drop database if exists ${name} with (force)`);
await admin.end();
process.exit(result.status ?? 1);
