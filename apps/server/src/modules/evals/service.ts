import {
  TERMINAL_EVAL_STATUSES,
  type CreateEvalResponse,
  type EvalCell,
  type EvalColumn,
  type EvalDetail,
  type EvalListItem,
  type EvalListResponse,
  type EvalProgress,
  type EvalResultsResponse,
  type EvalRow,
  type EvalStatus,
  type EvalSummary,
  type RetryEvalResponse,
} from '@crucible/shared';
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { WINDOW_TOTAL, totalOf } from '../../db/page';
import { evalResults, evals } from '../../db/schema';
import { AppError } from '../../errors';
import type { JobQueue } from '../../jobs/queue';
import { rowsOf } from '../scans/pipeline/probe-queries';
import { emitWebhookEvent } from '../webhooks/emit';
import { evalCompleted } from '../webhooks/events';
import { prepareEvalConfig } from './config';

export type EvalServiceDeps = {
  db: Db;
  /** Without a queue (some tests) an eval is stored and stays queued. */
  jobs: Pick<JobQueue, 'send'> | null;
  /** The SPA's base URL: a public eval's link. */
  appUrl: string;
};
export type EvalScope = { organizationId: string; evalId: string };
export type EvalRecord = typeof evals.$inferSelect;
type ResultRecord = typeof evalResults.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function findEval(db: Db, scope: EvalScope): Promise<EvalRecord> {
  const [row] = await db
    .select()
    .from(evals)
    .where(and(eq(evals.id, scope.evalId), eq(evals.organizationId, scope.organizationId)));
  if (!row) throw AppError.notFound('Eval');
  return row;
}

export async function teamOfEval(db: Db, scope: EvalScope): Promise<string> {
  const [row] = await db
    .select({ teamId: evals.teamId })
    .from(evals)
    .where(and(eq(evals.id, scope.evalId), eq(evals.organizationId, scope.organizationId)));
  if (!row) throw AppError.notFound('Eval');
  return row.teamId;
}

/** A public eval by id (no sign-in); private or unknown ones are not found. */
export async function findPublicEval(db: Db, evalId: string): Promise<EvalRecord> {
  const [row] = await db.select().from(evals).where(eq(evals.id, evalId));
  if (!row || !row.sharedAt) throw AppError.notFound('Eval');
  return row;
}

export function progressOf(row: EvalRecord): EvalProgress {
  const completed = row.passed + row.failed + row.errors;
  const graded = row.passed + row.failed;
  let etaSeconds: number | null = null;
  if (row.status === 'running' && row.startedAt && completed > 0 && completed < row.total) {
    const elapsed = (Date.now() - row.startedAt.getTime()) / 1000;
    etaSeconds = Math.round((elapsed / completed) * (row.total - completed));
  }
  return {
    status: row.status,
    total: row.total,
    completed,
    passed: row.passed,
    failed: row.failed,
    errors: row.errors,
    passRate: graded > 0 ? row.passed / graded : null,
    etaSeconds,
  };
}

function toListItem(row: EvalRecord): EvalListItem {
  const providers: string[] = [];
  for (const column of row.columns) {
    if (!providers[column.providerIndex]) providers[column.providerIndex] = column.provider;
  }
  return {
    id: row.id,
    teamId: row.teamId,
    name: row.name,
    description: row.description,
    status: row.status,
    progress: progressOf(row),
    author: { id: row.createdBy, name: row.authorName },
    tests: row.tests,
    providers,
    rerunOf: row.rerunOf,
    public: row.sharedAt !== null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: iso(row.finishedAt),
  };
}

/** Counts written on the eval from its stored cells (after ratings, retries, the end). */
export async function refreshCounts(db: Db, evalId: string): Promise<void> {
  await db.execute(sql`
    update evals set
      passed = c.passed, failed = c.failed, errors = c.errors, updated_at = now()
    from (
      select
        count(*) filter (where pass)::int as passed,
        count(*) filter (where not pass and status <> 'error')::int as failed,
        count(*) filter (where status = 'error')::int as errors
      from eval_results where eval_id = ${evalId}
    ) c
    where evals.id = ${evalId}`);
}

export async function createEval(
  deps: EvalServiceDeps,
  input: {
    organizationId: string;
    teamId: string;
    actor: { id: string; name: string };
    config: string | Record<string, unknown>;
    name?: string;
    rerunOf?: string;
  },
): Promise<CreateEvalResponse> {
  const prepared = await prepareEvalConfig(
    deps.db,
    { organizationId: input.organizationId, teamId: input.teamId },
    input.config,
  );
  const [row] = await deps.db
    .insert(evals)
    .values({
      organizationId: input.organizationId,
      teamId: input.teamId,
      createdBy: input.actor.id,
      authorName: input.actor.name,
      name: input.name ?? prepared.description ?? 'Untitled eval',
      description: prepared.description ?? null,
      config: prepared.config,
      resolvedConfig: prepared.resolved,
      tests: prepared.plan.tests.length,
      total: prepared.plan.cells,
      columns: prepared.columns,
      rerunOf: input.rerunOf ?? null,
    })
    .returning({ id: evals.id, status: evals.status });
  await deps.jobs?.send('eval-run', { evalId: row!.id });
  return row!;
}

export async function rerunEval(
  deps: EvalServiceDeps,
  scope: EvalScope,
  actor: { id: string; name: string },
): Promise<CreateEvalResponse> {
  const row = await findEval(deps.db, scope);
  return createEval(deps, {
    organizationId: row.organizationId,
    teamId: row.teamId,
    actor,
    config: row.config,
    name: row.name,
    rerunOf: row.id,
  });
}

export async function listEvals(
  db: Db,
  query: {
    organizationId: string;
    teamId: string;
    search?: string;
    status?: EvalStatus;
    limit: number;
    offset: number;
  },
): Promise<EvalListResponse> {
  const where = and(
    eq(evals.organizationId, query.organizationId),
    eq(evals.teamId, query.teamId),
    query.status ? eq(evals.status, query.status) : undefined,
    query.search
      ? or(
          ilike(evals.name, `%${escapeLike(query.search)}%`),
          ilike(evals.description, `%${escapeLike(query.search)}%`),
          eq(evals.id, query.search),
        )
      : undefined,
  );
  const rows = await db
    .select({
      row: evals,
      matching: WINDOW_TOTAL,
    })
    .from(evals)
    .where(where)
    .orderBy(desc(evals.createdAt), desc(evals.id))
    .limit(query.limit)
    .offset(query.offset);
  const total = await totalOf(rows, query.offset, () =>
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(evals)
      .where(where),
  );
  return {
    items: rows.map(({ row }) => toListItem(row)),
    total,
    limit: query.limit,
    offset: query.offset,
  };
}

export async function latestEvalId(
  db: Db,
  scope: { organizationId: string; teamId: string },
): Promise<string> {
  const [row] = await db
    .select({ id: evals.id })
    .from(evals)
    .where(and(eq(evals.organizationId, scope.organizationId), eq(evals.teamId, scope.teamId)))
    .orderBy(desc(evals.createdAt), desc(evals.id))
    .limit(1);
  if (!row) throw AppError.notFound('Eval');
  return row.id;
}

/** The roll-up over the stored cells, per column and in all (ratings applied). */
export async function summaryOf(db: Db, row: EvalRecord): Promise<EvalSummary> {
  const perColumn = rowsOf<{
    promptIndex: number;
    providerIndex: number;
    passes: number;
    failures: number;
    errors: number;
    cached: number;
    latency: number | null;
    prompt: number;
    completion: number;
    total: number;
    cost: number;
  }>(
    await db.execute(sql`
      select prompt_index as "promptIndex", provider_index as "providerIndex",
        count(*) filter (where pass)::int as passes,
        count(*) filter (where not pass and status <> 'error')::int as failures,
        count(*) filter (where status = 'error')::int as errors,
        count(*) filter (where cached)::int as cached,
        avg(latency_ms)::float8 as latency,
        coalesce(sum(tokens_prompt), 0)::float8 as prompt,
        coalesce(sum(tokens_completion), 0)::float8 as completion,
        coalesce(sum(tokens_total), 0)::float8 as total,
        coalesce(sum(cost), 0)::float8 as cost
      from eval_results where eval_id = ${row.id}
      group by prompt_index, provider_index`),
  );
  const metricRows = rowsOf<{
    promptIndex: number;
    providerIndex: number;
    metric: string;
    value: number;
  }>(
    await db.execute(sql`
      select prompt_index as "promptIndex", provider_index as "providerIndex",
        m.key as metric, avg(m.value::float8)::float8 as value
      from eval_results, jsonb_each_text(named_scores) m
      where eval_id = ${row.id}
      group by prompt_index, provider_index, m.key`),
  );
  // Grading spend: a row per eval, through the cells whose model-graded assertions spent any.
  const [graded] = rowsOf<{
    cells: number;
    prompt: number;
    completion: number;
    total: number;
    cost: number;
  }>(
    await db.execute(sql`
      select count(*)::int as cells,
        coalesce(sum((grading->'tokens'->>'prompt')::float8), 0)::float8 as prompt,
        coalesce(sum((grading->'tokens'->>'completion')::float8), 0)::float8 as completion,
        coalesce(sum((grading->'tokens'->>'total')::float8), 0)::float8 as total,
        coalesce(sum((grading->>'cost')::float8), 0)::float8 as cost
      from eval_results where eval_id = ${row.id} and grading is not null`),
  );
  const overallMetrics = rowsOf<{ metric: string; value: number }>(
    await db.execute(sql`
      select m.key as metric, avg(m.value::float8)::float8 as value
      from eval_results, jsonb_each_text(named_scores) m
      where eval_id = ${row.id}
      group by m.key`),
  );
  const key = (p: number, q: number) => `${p}:${q}`;
  const stats = new Map(perColumn.map((c) => [key(c.promptIndex, c.providerIndex), c]));
  const columns: EvalColumn[] = row.columns.map((header) => {
    const c = stats.get(key(header.promptIndex, header.providerIndex));
    const passes = c?.passes ?? 0;
    const failures = c?.failures ?? 0;
    return {
      ...header,
      passes,
      failures,
      errors: c?.errors ?? 0,
      passRate: passes + failures > 0 ? passes / (passes + failures) : null,
      metrics: Object.fromEntries(
        metricRows
          .filter(
            (m) => m.promptIndex === header.promptIndex && m.providerIndex === header.providerIndex,
          )
          .map((m) => [m.metric, m.value]),
      ),
      latencyMsAvg: c?.latency ?? null,
      tokens: { prompt: c?.prompt ?? 0, completion: c?.completion ?? 0, total: c?.total ?? 0 },
      cost: c?.cost ?? 0,
    };
  });
  const sum = (pick: (c: EvalColumn) => number) => columns.reduce((a, c) => a + pick(c), 0);
  const passes = sum((c) => c.passes);
  const failures = sum((c) => c.failures);
  return {
    tests: row.tests,
    cells: row.total,
    passes,
    failures,
    errors: sum((c) => c.errors),
    passRate: passes + failures > 0 ? passes / (passes + failures) : null,
    durationMs:
      row.startedAt && row.finishedAt ? row.finishedAt.getTime() - row.startedAt.getTime() : null,
    tokens: {
      prompt: sum((c) => c.tokens.prompt),
      completion: sum((c) => c.tokens.completion),
      total: sum((c) => c.tokens.total),
    },
    cost: sum((c) => c.cost),
    cached: perColumn.reduce((a, c) => a + c.cached, 0),
    columns,
    metrics: Object.fromEntries(overallMetrics.map((m) => [m.metric, m.value])),
    ...(graded && graded.cells > 0
      ? {
          grading: {
            tokens: { prompt: graded.prompt, completion: graded.completion, total: graded.total },
            cost: graded.cost,
          },
        }
      : {}),
  };
}

export async function evalDetail(
  deps: EvalServiceDeps,
  row: EvalRecord,
  caller: { mayShare: boolean; mayRate: boolean; shareEnabled: boolean },
): Promise<EvalDetail> {
  const { 'x-crucible': _extensions, ...config } = redactSecrets(row.config) as Record<
    string,
    unknown
  >;
  return {
    ...toListItem(row),
    organizationId: row.organizationId,
    config,
    summary: await summaryOf(deps.db, row),
    error: row.error,
    warnings: row.warnings,
    startedAt: iso(row.startedAt),
    cancelRequestedAt: iso(row.cancelRequestedAt),
    share:
      row.sharedAt && caller.mayShare
        ? { url: publicEvalUrl(deps.appUrl, row.id), sharedAt: row.sharedAt.toISOString() }
        : null,
    canShare: caller.shareEnabled && caller.mayShare,
    canRate: caller.mayRate,
  };
}

const SECRET_KEY = /(api_?key|secret|token|password|authorization|cookie)/i;

/** The config as shown: values of secret-looking keys (apiKey, headers.Authorization…) hidden. */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        SECRET_KEY.test(key) && typeof item === 'string' && !/^\{\{.*\}\}$/.test(item.trim())
          ? '********'
          : redactSecrets(item),
      ]),
    );
  }
  return value;
}

export const publicEvalUrl = (appUrl: string, evalId: string) => `${appUrl}/eval/${evalId}`;

function toCell(row: ResultRecord): EvalCell {
  return {
    id: row.id,
    testIndex: row.testIndex,
    promptIndex: row.promptIndex,
    providerIndex: row.providerIndex,
    providerId: row.providerId,
    prompt: row.prompt,
    output: row.output,
    status: row.status,
    pass: row.pass,
    score: row.score,
    reason: row.reason,
    namedScores: row.namedScores,
    assertions: row.assertions,
    latencyMs: row.latencyMs,
    tokens:
      row.tokensTotal !== null
        ? {
            prompt: row.tokensPrompt ?? 0,
            completion: row.tokensCompletion ?? 0,
            total: row.tokensTotal,
          }
        : null,
    cost: row.cost,
    finishReason: row.finishReason,
    error: row.error,
    cached: row.cached,
    rating: row.rating,
    ...(row.grading ? { grading: row.grading } : {}),
  };
}

/** Cells grouped into rows, in test order and column order. */
export function rowsOfCells(cells: ResultRecord[]): EvalRow[] {
  const rows = new Map<number, EvalRow>();
  for (const cell of cells) {
    let row = rows.get(cell.testIndex);
    if (!row) {
      row = {
        testIndex: cell.testIndex,
        description: cell.description,
        vars: cell.vars,
        metadata: cell.metadata,
        cells: [],
      };
      rows.set(cell.testIndex, row);
    }
    row.cells.push(toCell(cell));
  }
  return [...rows.values()];
}

/**
 * A page of rows: first the test indexes matching the filters (one indexed query with the
 * total), then their cells.
 */
export async function listResults(
  db: Db,
  evalId: string,
  query: {
    limit: number;
    offset: number;
    failuresOnly?: boolean;
    errorsOnly?: boolean;
    search?: string;
    metric?: string;
  },
): Promise<EvalResultsResponse> {
  const filters = [
    sql`eval_id = ${evalId}`,
    query.failuresOnly ? sql`not pass` : undefined,
    query.errorsOnly ? sql`status = 'error'` : undefined,
    query.metric ? sql`named_scores ? ${query.metric}` : undefined,
    query.search
      ? sql`(output ilike ${`%${escapeLike(query.search)}%`} or vars::text ilike ${`%${escapeLike(query.search)}%`} or coalesce(description, '') ilike ${`%${escapeLike(query.search)}%`})`
      : undefined,
  ].filter((filter) => filter !== undefined);
  const where = sql.join(filters, sql` and `);
  const page = rowsOf<{ testIndex: number; matching: number }>(
    await db.execute(sql`
      select test_index as "testIndex", count(*) over ()::int as matching
      from (select distinct test_index from eval_results where ${where}) t
      order by test_index
      limit ${query.limit} offset ${query.offset}`),
  );
  const total = await totalOf(page, query.offset, async () =>
    rowsOf<{ total: number }>(
      await db.execute(
        sql`select count(distinct test_index)::int as total from eval_results where ${where}`,
      ),
    ),
  );
  const indexes = page.map((row) => row.testIndex);
  const cells =
    indexes.length === 0
      ? []
      : await db
          .select()
          .from(evalResults)
          .where(and(eq(evalResults.evalId, evalId), inArray(evalResults.testIndex, indexes)))
          .orderBy(
            asc(evalResults.testIndex),
            asc(evalResults.promptIndex),
            asc(evalResults.providerIndex),
          );
  return { items: rowsOfCells(cells), total, limit: query.limit, offset: query.offset };
}

async function findCell(db: Db, evalId: string, cellId: string): Promise<ResultRecord> {
  const [row] = await db
    .select()
    .from(evalResults)
    .where(and(eq(evalResults.evalId, evalId), eq(evalResults.id, cellId)));
  if (!row) throw AppError.notFound('Result');
  return row;
}

/** A person's thumbs up (pass) or down (fail) overrides the graders; errored cells cannot be rated. */
export async function rateCell(
  db: Db,
  scope: EvalScope,
  cellId: string,
  rating: { thumb: 'up' | 'down'; comment?: string } | null,
  actor: { id: string; name: string },
): Promise<EvalCell> {
  await findEval(db, scope);
  const cell = await findCell(db, scope.evalId, cellId);
  if (cell.status === 'error') {
    throw AppError.conflict('An errored cell has no output to rate: retry it first');
  }
  const [updated] = await db
    .update(evalResults)
    .set(
      rating
        ? {
            rating: {
              thumb: rating.thumb,
              comment: rating.comment || null,
              by: { id: actor.id, name: actor.name },
              at: new Date().toISOString(),
            },
            pass: rating.thumb === 'up',
          }
        : { rating: null, pass: cell.status === 'pass' },
    )
    .where(eq(evalResults.id, cell.id))
    .returning();
  await refreshCounts(db, scope.evalId);
  return toCell(updated!);
}

/** Cancels a queued or running eval: it stops taking cells at once; stored cells are kept. */
export async function cancelEval(db: Db, scope: EvalScope): Promise<EvalRecord> {
  const row = await findEval(db, scope);
  if (TERMINAL_EVAL_STATUSES.includes(row.status)) {
    throw AppError.conflict(`The eval is already ${row.status}`);
  }
  const updated = await db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(evals)
      .set({
        status: 'cancelled',
        cancelRequestedAt: new Date(),
        finishedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(evals.id, row.id), inArray(evals.status, ['queued', 'running'])))
      .returning();
    if (cancelled) await emitWebhookEvent(tx, cancelled.organizationId, evalCompleted(cancelled));
    return cancelled;
  });
  if (!updated) return findEval(db, scope);
  return updated;
}

/** The finished eval's errored cells run again in place (the eval is running until they are stored). */
export async function retryErrors(
  deps: EvalServiceDeps,
  scope: EvalScope,
): Promise<RetryEvalResponse> {
  const row = await findEval(deps.db, scope);
  if (!TERMINAL_EVAL_STATUSES.includes(row.status)) {
    throw AppError.conflict(`The eval is ${row.status}: retry once it has finished`);
  }
  // The job is sent after the transaction: the embedded database has one connection, which
  // the queue's statement would wait for.
  const result = await deps.db.transaction(async (tx) => {
    const removed = await tx
      .delete(evalResults)
      .where(and(eq(evalResults.evalId, row.id), eq(evalResults.status, 'error')))
      .returning({ id: evalResults.id });
    const missing = row.total - row.passed - row.failed - row.errors;
    if (removed.length === 0 && missing === 0) {
      throw AppError.conflict('The eval has no errored cells to retry');
    }
    const [updated] = await tx
      .update(evals)
      .set({
        status: 'queued',
        error: null,
        finishedAt: null,
        cancelRequestedAt: null,
        runToken: null,
        leaseExpiresAt: null,
        updatedAt: new Date(),
      })
      .where(eq(evals.id, row.id))
      .returning({ id: evals.id, status: evals.status });
    await refreshCounts(tx, row.id);
    return { ...updated!, requeued: removed.length + missing };
  });
  await deps.jobs?.send('eval-run', { evalId: row.id });
  return result;
}

export async function deleteEval(db: Db, scope: EvalScope): Promise<void> {
  await findEval(db, scope);
  await db.delete(evals).where(eq(evals.id, scope.evalId));
}

export async function setShared(
  db: Db,
  scope: EvalScope,
  shared: { userId: string } | null,
): Promise<EvalRecord> {
  await findEval(db, scope);
  const [row] = await db
    .update(evals)
    .set(
      shared
        ? { sharedAt: sql`coalesce(${evals.sharedAt}, now())`, sharedBy: shared.userId }
        : { sharedAt: null, sharedBy: null },
    )
    .where(eq(evals.id, scope.evalId))
    .returning();
  return row!;
}

export { toListItem };
