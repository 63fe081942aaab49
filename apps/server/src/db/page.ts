import { sql } from 'drizzle-orm';

/**
 * A page and the number of rows matching its filter in one statement: `count(*) over ()` is
 * computed before LIMIT/OFFSET, so each row of the page carries the total. Saves the second
 * round trip of a separate count on every list request.
 */
export const WINDOW_TOTAL = sql<number>`count(*) over ()`.mapWith(Number);

/**
 * The total of a page selected with `WINDOW_TOTAL` as `matching`. An empty page past the first
 * says nothing of how many rows match, so only then is the count asked for separately.
 */
export async function totalOf(
  rows: readonly { matching: number }[],
  offset: number,
  count: () => Promise<{ total: number }[]>,
): Promise<number> {
  if (rows.length > 0) return rows[0]!.matching;
  if (offset === 0) return 0;
  const [counted] = await count();
  return counted?.total ?? 0;
}

/**
 * A filter of a prepared statement that may be absent: the placeholder `name` is null (no
 * filter) or the value `column` must equal.
 */
export function nullOr(name: string, type: 'text' | 'uuid', column: ReturnType<typeof sql>) {
  const value = sql.placeholder(name);
  return sql`(${value}::${sql.raw(type)} is null or ${column} = ${value})`;
}
