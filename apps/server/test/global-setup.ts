import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate, openDatabase } from '../src/index';
import { PGLITE_TEMPLATE } from './provided';

/**
 * With TEST_DATABASE_URL (PostgreSQL), migrate that database once for the whole run; test files
 * then share it and stay apart by each making its own organizations and users. Without it,
 * migrate one PGlite once and dump it: every file loads a private in-memory copy, which takes a
 * tenth of the time of creating and migrating one.
 */
export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  const url = process.env.TEST_DATABASE_URL;
  const database = await openDatabase(url ? { url } : { dataDir: 'memory://' });
  try {
    await migrate(database);
    if (url) return undefined;
    const template = join(tmpdir(), `crucible-test-db-${process.pid}.tar`);
    const dump = await database.dumpDataDir!();
    writeFileSync(template, Buffer.from(await dump.arrayBuffer()));
    project.provide(PGLITE_TEMPLATE, template);
    return () => rmSync(template, { force: true });
  } finally {
    await database.close();
  }
}
