import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Queries take either the database or an open transaction, so services can compose them. */
export type Db = Database | Transaction;

/** The one SQL entry point pg-boss needs: `executeSql(text, values)` answering `{ rows }`. */
export type SqlExecutor = {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
};

export type DatabaseHandle = {
  kind: 'pglite' | 'postgres';
  /** The postgres:// URL (PostgreSQL only), for work that needs a connection of its own. */
  url?: string;
  db: Database;
  executor: SqlExecutor;
  ping(): Promise<boolean>;
  /** PGlite only: its data folder as an uncompressed tarball, for `loadDataDir`. */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** postgres:// URL; without it the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite's folder; `memory://` keeps it in memory (tests). */
  dataDir?: string;
  /** A PGlite data folder dumped by `dumpDataDir`, to start from instead of an empty database. */
  loadDataDir?: Blob;
  poolSize?: number;
};

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.url
    ? openPostgres(options.url, options.poolSize ?? 10)
    : openPglite(options.dataDir ?? 'memory://', options.loadDataDir);
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  // pg_trgm: the audit-log search's trigram index (migration 0014) needs it on PGlite too.
  const client = await PGlite.create({
    dataDir,
    extensions: { pg_trgm },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    kind: 'pglite',
    db,
    executor: {
      async executeSql(text, values) {
        // PGlite's `query` takes one statement; parameterless SQL may hold several (pg-boss's schema).
        if (values && values.length > 0) return client.query(text, values);
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      },
    },
    ping: () => ping(db),
    dumpDataDir: async () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    kind: 'postgres',
    url,
    db,
    executor: {
      async executeSql(text, values) {
        const result = await pool.query(text, values as unknown[] | undefined);
        return { rows: result.rows };
      },
    },
    ping: () => ping(db),
    close: () => pool.end(),
  };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
