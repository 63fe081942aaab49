import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths';
import type { DatabaseHandle } from './client';

/** Any fixed number works; it only has to be the same in every process. */
const MIGRATION_LOCK_KEY = 727_001;

/**
 * Applies the generated SQL migrations in apps/server/drizzle. On PostgreSQL an advisory lock,
 * held on a connection of its own, makes concurrent starts (server and workers) take turns.
 */
export async function migrate(handle: DatabaseHandle): Promise<void> {
  const migrationsFolder = migrationsDir();
  if (handle.kind === 'pglite' || !handle.url) {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  const client = new pg.Client({ connectionString: handle.url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzle(client), { migrationsFolder });
  } finally {
    await client
      .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
      .catch(() => undefined);
    await client.end();
  }
}
