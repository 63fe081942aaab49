import type { EvalCompareResponse, EvalCompareRow, EvalRowChange } from '@crucible/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { evalResults } from '../../db/schema';
import { rowsOfCells, toListItem, type EvalRecord } from './service';

type Verdict = { testIndex: number; testKey: string; column: string; pass: boolean };
type Side = Map<string, { testIndex: number; columns: Map<string, boolean> }>;

async function verdictsOf(db: Db, row: EvalRecord): Promise<Side> {
  const headers = new Map(
    row.columns.map((c) => [
      `${c.promptIndex}:${c.providerIndex}`,
      `${c.prompt}\u0000${c.providerId}`,
    ]),
  );
  const cells = await db
    .select({
      testIndex: evalResults.testIndex,
      testKey: evalResults.testKey,
      promptIndex: evalResults.promptIndex,
      providerIndex: evalResults.providerIndex,
      pass: evalResults.pass,
    })
    .from(evalResults)
    .where(eq(evalResults.evalId, row.id));
  const side: Side = new Map();
  for (const cell of cells) {
    const verdict: Verdict = {
      testIndex: cell.testIndex,
      testKey: cell.testKey,
      column: headers.get(`${cell.promptIndex}:${cell.providerIndex}`) ?? '',
      pass: cell.pass,
    };
    let entry = side.get(verdict.testKey);
    if (!entry) {
      entry = { testIndex: verdict.testIndex, columns: new Map() };
      side.set(verdict.testKey, entry);
    } else if (entry.testIndex !== verdict.testIndex) continue; // a repeated test: its first row
    entry.columns.set(verdict.column, verdict.pass);
  }
  return side;
}

/**
 * Two evals side by side: rows matched by description and vars, columns by prompt label and
 * provider id; each row says whether it regressed (pass → fail in some column), was fixed,
 * stayed the same, or is only in one of them.
 */
export async function compareEvals(
  db: Db,
  base: EvalRecord,
  other: EvalRecord,
  query: { limit: number; offset: number; changedOnly?: boolean; change?: EvalRowChange },
): Promise<EvalCompareResponse> {
  const [left, right] = await Promise.all([verdictsOf(db, base), verdictsOf(db, other)]);
  const keys = [...new Set([...left.keys(), ...right.keys()])];
  const counts = { regressed: 0, fixed: 0, same: 0, added: 0, removed: 0 };
  const rows: {
    key: string;
    change: EvalRowChange;
    baseIndex: number | null;
    otherIndex: number | null;
    columns: EvalCompareRow['columns'];
  }[] = [];
  for (const key of keys) {
    const a = left.get(key);
    const b = right.get(key);
    const names = [...new Set([...(a?.columns.keys() ?? []), ...(b?.columns.keys() ?? [])])];
    const columns = names.map((name) => {
      const [prompt, providerId] = name.split('\u0000') as [string, string];
      return {
        prompt,
        providerId,
        basePass: a?.columns.get(name) ?? null,
        otherPass: b?.columns.get(name) ?? null,
      };
    });
    let change: EvalRowChange;
    if (!a) change = 'added';
    else if (!b) change = 'removed';
    else if (columns.some((c) => c.basePass === true && c.otherPass === false))
      change = 'regressed';
    else if (columns.some((c) => c.basePass === false && c.otherPass === true)) change = 'fixed';
    else change = 'same';
    counts[change]++;
    rows.push({
      key,
      change,
      baseIndex: a?.testIndex ?? null,
      otherIndex: b?.testIndex ?? null,
      columns,
    });
  }
  const order = (row: (typeof rows)[number]) => row.baseIndex ?? 1e9 + (row.otherIndex ?? 0);
  const filtered = rows
    .filter((row) => (query.change ? row.change === query.change : true))
    .filter((row) => (query.changedOnly ? row.change !== 'same' : true))
    .sort((x, y) => order(x) - order(y));
  const page = filtered.slice(query.offset, query.offset + query.limit);
  const load = async (row: EvalRecord, indexes: number[]) => {
    if (indexes.length === 0) return new Map<number, ReturnType<typeof rowsOfCells>[number]>();
    const cells = await db
      .select()
      .from(evalResults)
      .where(and(eq(evalResults.evalId, row.id), inArray(evalResults.testIndex, indexes)))
      .orderBy(
        asc(evalResults.testIndex),
        asc(evalResults.promptIndex),
        asc(evalResults.providerIndex),
      );
    return new Map(rowsOfCells(cells).map((r) => [r.testIndex, r]));
  };
  const [baseRows, otherRows] = await Promise.all([
    load(
      base,
      page.flatMap((row) => (row.baseIndex === null ? [] : [row.baseIndex])),
    ),
    load(
      other,
      page.flatMap((row) => (row.otherIndex === null ? [] : [row.otherIndex])),
    ),
  ]);
  const items: EvalCompareRow[] = page.map((row) => {
    const baseRow = row.baseIndex === null ? null : (baseRows.get(row.baseIndex) ?? null);
    const otherRow = row.otherIndex === null ? null : (otherRows.get(row.otherIndex) ?? null);
    const shown = baseRow ?? otherRow;
    return {
      description: shown?.description ?? null,
      vars: shown?.vars ?? {},
      change: row.change,
      base: baseRow,
      other: otherRow,
      columns: row.columns,
    };
  });
  return {
    base: toListItem(base),
    other: toListItem(other),
    counts,
    items,
    total: filtered.length,
    limit: query.limit,
    offset: query.offset,
  };
}
