import type { Database } from './client';

/**
 * Named prepared statements for the hottest queries (every authenticated request runs one):
 * PostgreSQL then plans them once per connection instead of on every call. A statement belongs
 * to the database it was prepared on, so each is kept per database handle.
 */
export function preparedPer<T>(build: (db: Database) => T): (db: Database) => T {
  const cache = new WeakMap<Database, T>();
  return (db) => {
    let prepared = cache.get(db);
    if (!prepared) {
      prepared = build(db);
      cache.set(db, prepared);
    }
    return prepared;
  };
}
