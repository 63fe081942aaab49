import type { Parser } from 'node-sql-parser';
import {
  AssertionConfigError,
  type AssertionContext,
  type AssertionHandler,
  binary,
} from './types';

/**
 * node-sql-parser carries a grammar for every SQL dialect (tens of MB once loaded), so it is
 * loaded on the first SQL assertion, not with the engine: most evals never need it.
 */
let parser: Promise<Parser> | undefined;
function loadParser(): Promise<Parser> {
  parser ??= import('node-sql-parser').then((module) => new module.default.Parser());
  return parser;
}

type SqlOptions = { databaseType: string; allowedTables?: string[]; allowedColumns?: string[] };

function options(value: unknown): SqlOptions {
  if (value === undefined || value === null || value === '') return { databaseType: 'MySQL' };
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new AssertionConfigError(
      'The SQL assertion value takes { databaseType, allowedTables, allowedColumns }',
    );
  }
  const { databaseType, allowedTables, allowedColumns } = value as Record<string, unknown>;
  const list = (field: unknown, name: string) => {
    if (field === undefined) return undefined;
    if (Array.isArray(field) && field.every((item) => typeof item === 'string')) return field;
    throw new AssertionConfigError(`${name} must be a list of strings`);
  };
  return {
    databaseType: typeof databaseType === 'string' ? databaseType : 'MySQL',
    allowedTables: list(allowedTables, 'allowedTables'),
    allowedColumns: list(allowedColumns, 'allowedColumns'),
  };
}

const SIMPLE_SELECT = /^\s*SELECT\s+(?:(?:DISTINCT|ALL)\s+)?([\w.\s,]+?)\s+FROM\s/i;

/**
 * `SELECT a b FROM t` parses as `a` aliased to `b`, but in a plain column list it is far more
 * often a forgotten comma; like promptfoo, such a list fails. Lists with `AS`, functions or
 * expressions are left to the parser.
 */
function likelyMissingComma(sql: string): string | undefined {
  const columns = SIMPLE_SELECT.exec(sql)?.[1];
  if (!columns) return undefined;
  return columns
    .split(',')
    .map((column) => column.trim())
    .find((column) => /^[\w.]+\s+\w+$/.test(column) && !/\s(as)$/i.test(column));
}

/** Undefined when the statement parses and respects the authority lists, else the problem. */
async function sqlProblem(sql: string, opts: SqlOptions): Promise<string | undefined> {
  const parser = await loadParser();
  if (sql.trim() === '') return 'SQL statement is empty';
  const parseOptions = { database: opts.databaseType };
  try {
    parser.astify(sql, parseOptions);
  } catch (error) {
    return `SQL statement does not conform to ${opts.databaseType}: ${(error as Error).message.split('\n')[0]}`;
  }
  const missingComma = likelyMissingComma(sql);
  if (missingComma) return `"${missingComma}" looks like a missing comma between two columns`;
  for (const [type, list] of [
    ['table', opts.allowedTables],
    ['column', opts.allowedColumns],
  ] as const) {
    if (!list) continue;
    try {
      parser.whiteListCheck(sql, list, { ...parseOptions, type });
    } catch (error) {
      return (error as Error).message;
    }
  }
  return undefined;
}

function verdict(problem: string | undefined, ctx: AssertionContext) {
  const verdict = binary(problem === undefined, ctx, 'be valid SQL');
  return !verdict.pass && problem ? { ...verdict, reason: problem } : verdict;
}

export const isSql: AssertionHandler = {
  type: 'is-sql',
  async evaluate(ctx) {
    return verdict(await sqlProblem(ctx.text, options(ctx.value)), ctx);
  },
};

/** `contains-sql`: a fenced ```sql block when there is one, else the whole output. */
export const containsSql: AssertionHandler = {
  type: 'contains-sql',
  async evaluate(ctx) {
    const fenced = /```(?:sql)?\s*([\s\S]*?)```/i.exec(ctx.text);
    return verdict(await sqlProblem(fenced?.[1] ?? ctx.text, options(ctx.value)), ctx);
  },
};
