import { migrate, openDatabase } from '../src/index';

/**
 * With TEST_DATABASE_URL (PostgreSQL), migrate that database once for the whole run; test files
 * then share it and stay apart by each making its own organizations and users. Without it,
 * every file migrates a private in-memory PGlite.
 */
export default async function setup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const database = await openDatabase({ url });
  try {
    await migrate(database);
  } finally {
    await database.close();
  }
}
