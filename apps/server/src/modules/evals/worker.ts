import { createHash, randomUUID } from 'node:crypto';
import {
  createLimiter,
  createTarget,
  parseEvalConfig,
  planEval,
  runEval,
  type ChatProvider,
  type EvalCellResult,
  type EvalGradingProvider,
  type EvalPlan,
  type EvalProvider,
  type Limiter,
  type ProviderOutput,
} from '@crucible/engine';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { EvalSettings } from '../../config';
import type { Database } from '../../db/client';
import { evalResults, evals, targets } from '../../db/schema';
import type { JobQueue } from '../../jobs/queue';
import type { SecretBox } from '../../lib/secret-box';
import { organizationModels } from '../model-settings/service';
import { rowsOf } from '../scans/pipeline/probe-queries';
import { toEngineConfig as toEngineTarget } from '../targets/secrets';
import { openTargetSecrets } from '../targets/service';
import { emitWebhookEvent } from '../webhooks/emit';
import { evalCompleted } from '../webhooks/events';
import { engineView, extensionsOf, testKeyOf } from './config';
import { refreshCounts, type EvalRecord } from './service';

/*
 * The `eval-run` job. One worker at a time holds an eval (a lease on its row, renewed by a
 * heartbeat); it runs the cells not yet stored in chunks, storing each batch as it completes
 * (UNIQUE (eval_id, cell_index): a duplicate is dropped). A worker that dies leaves its lease to
 * lapse; the sweeper of any worker queues the job again and the next one resumes with the
 * cells still missing. Cancelling flips the status; the heartbeat sees it and stops taking cells.
 */

export type EvalWorkerDeps = {
  db: Database;
  box: SecretBox;
  jobs: Pick<JobQueue, 'send'>;
  logger: FastifyBaseLogger;
  settings: EvalSettings;
};

/** How a worker stops: `shutdown` stores what is done and lets go; `crash` (tests) abandons all. */
export type EvalStopMode = 'shutdown' | 'crash';
type Control = { stopped: EvalStopMode | null };

const DEFAULT_CONCURRENCY = 16;
const FLUSH_ROWS = 200;
const FLUSH_MS = 50;

/** Provider answers of identical calls, per process, least recently used out first. */
export class ProviderCache {
  private readonly entries = new Map<string, ProviderOutput>();
  constructor(private readonly capacity: number) {}
  get(key: string): ProviderOutput | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }
  set(key: string, value: ProviderOutput) {
    if (this.capacity === 0) return;
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
  }
}

const renderedText = (prompt: unknown) =>
  typeof prompt === 'string' ? prompt : JSON.stringify(prompt);

/** The organization's grader model as the engine's grading provider (model-graded assertions). */
function gradingProviderOf(chat: ChatProvider): EvalGradingProvider {
  return {
    id: chat.id,
    async complete(messages, options) {
      const result = await chat.chat(messages, options);
      return {
        output: result.text,
        ...(result.tokens ? { tokenUsage: result.tokens } : {}),
      };
    },
  };
}

type RunContext = {
  plan: EvalPlan;
  maxConcurrency: number;
  /** Cells answered from the cache in this run: `providerIndex \0 prompt \0 vars`. */
  cached: Set<string>;
  grading?: { provider: EvalGradingProvider };
};

export class EvalSetupError extends Error {}

/** The answer of a call skipped because the run was stopping; its cell is not stored. */
const NOT_SENT: ProviderOutput = { output: '', latencyMs: 0, error: 'not sent: the run stopped' };

/** The eval's plan with its providers as this server runs them: targets, limits, the cache. */
async function loadRun(
  deps: EvalWorkerDeps,
  cache: ProviderCache,
  row: EvalRecord,
  signal: AbortSignal,
): Promise<RunContext> {
  const extensions = extensionsOf(row.resolvedConfig);
  let plan: EvalPlan;
  try {
    plan = planEval(
      parseEvalConfig(engineView(row.resolvedConfig, extensionsOf(row.resolvedConfig))),
      {},
    );
  } catch (error) {
    throw new EvalSetupError((error as Error).message);
  }
  const targetIds = Object.values(extensions.targets);
  const targetRows =
    targetIds.length === 0
      ? []
      : await deps.db
          .select()
          .from(targets)
          .where(
            and(inArray(targets.id, targetIds), eq(targets.organizationId, row.organizationId)),
          );
  const cached = new Set<string>();
  const providers = plan.providers.map((provider, index): EvalProvider => {
    let base = provider;
    let limiter: Limiter;
    const targetId = extensions.targets[index];
    if (targetId !== undefined) {
      const target = targetRows.find((t) => t.id === targetId);
      if (!target) throw new EvalSetupError(`providers.${index}: the target was deleted`);
      const client = createTarget(toEngineTarget(target, openTargetSecrets(deps.box, target)));
      const config = client.config as { concurrency?: number; rpm?: number; delayMs?: number };
      limiter = createLimiter({
        concurrency: config.concurrency ?? DEFAULT_CONCURRENCY,
        rpm: config.rpm,
        delayMs: config.delayMs,
      });
      base = {
        id: provider.id,
        label: provider.label,
        config: {},
        async call(prompt, vars) {
          const response = await client.send(prompt, { vars });
          return {
            output: response.output,
            latencyMs: response.latencyMs,
            ...(response.tokens ? { tokens: response.tokens } : {}),
            ...(response.cost !== undefined ? { cost: response.cost } : {}),
            ...(response.error ? { error: response.error.message } : {}),
          };
        },
      };
    } else {
      const limits = extensions.limits[index] ?? {};
      limiter = createLimiter({
        concurrency: limits.concurrency ?? deps.settings.maxConcurrency,
        rpm: limits.rpm,
        delayMs: limits.delayMs,
      });
    }
    const identity = `${row.organizationId}\u0000${index}\u0000${targetId ?? ''}\u0000${provider.id}\u0000${JSON.stringify(provider.config)}`;
    return {
      ...base,
      async call(prompt, vars) {
        const text = renderedText(prompt);
        const key = extensions.cache
          ? createHash('sha256')
              .update(`${identity}\u0000${text}\u0000${JSON.stringify(vars)}`)
              .digest('base64url')
          : null;
        const hit = key ? cache.get(key) : undefined;
        if (hit) {
          cached.add(`${index}\u0000${text}\u0000${JSON.stringify(vars)}`);
          return hit;
        }
        // A cell that waited for the provider's limiter past a cancel is not sent (nor stored).
        const output = await limiter.run(() =>
          signal.aborted ? Promise.resolve(NOT_SENT) : base.call(prompt, vars),
        );
        if (key && output.error === undefined) cache.set(key, output);
        return output;
      },
    };
  });
  const models = await organizationModels(deps.db, deps.box, row.organizationId);
  return {
    plan: { ...plan, providers },
    maxConcurrency: Math.min(
      extensions.maxConcurrency ?? DEFAULT_CONCURRENCY,
      deps.settings.maxConcurrency,
    ),
    cached,
    ...(models.grader ? { grading: { provider: gradingProviderOf(models.grader) } } : {}),
  };
}

type CellRow = typeof evalResults.$inferInsert;

/**
 * Many cells in one statement with one parameter (their JSON), rather than thirty parameters a
 * cell: building and sending 6,000 parameters a batch cost more CPU than running the cells.
 * A cell already stored (a resumed or duplicate worker) is dropped.
 */
async function insertCells(db: Database, rows: CellRow[]) {
  const json = JSON.stringify(
    rows.map((r) => ({
      eval_id: r.evalId,
      organization_id: r.organizationId,
      cell_index: r.cellIndex,
      test_index: r.testIndex,
      prompt_index: r.promptIndex,
      provider_index: r.providerIndex,
      provider_id: r.providerId,
      test_key: r.testKey,
      description: r.description,
      vars: r.vars,
      metadata: r.metadata,
      prompt: r.prompt,
      output: r.output,
      status: r.status,
      pass: r.pass,
      score: r.score,
      reason: r.reason,
      named_scores: r.namedScores,
      assertions: r.assertions,
      latency_ms: r.latencyMs,
      tokens_prompt: r.tokensPrompt,
      tokens_completion: r.tokensCompletion,
      tokens_total: r.tokensTotal,
      cost: r.cost,
      grading: r.grading,
      finish_reason: r.finishReason,
      error: r.error,
      cached: r.cached,
    })),
  );
  return rowsOf<{ pass: boolean; status: string }>(
    await db.execute(sql`
      insert into eval_results (eval_id, organization_id, cell_index, test_index, prompt_index,
        provider_index, provider_id, test_key, description, vars, metadata, prompt, output, status,
        pass, score, reason, named_scores, assertions, latency_ms, tokens_prompt, tokens_completion,
        tokens_total, cost, grading, finish_reason, error, cached)
      select eval_id, organization_id, cell_index, test_index, prompt_index,
        provider_index, provider_id, test_key, description, vars, metadata, prompt, output, status,
        pass, score, reason, named_scores, assertions, latency_ms, tokens_prompt, tokens_completion,
        tokens_total, cost, grading, finish_reason, error, cached
      from jsonb_to_recordset(${json}::jsonb) as r(eval_id text, organization_id uuid,
        cell_index int, test_index int, prompt_index int, provider_index int, provider_id text,
        test_key text, description text, vars jsonb, metadata jsonb, prompt text, output text,
        status text, pass boolean, score float8, reason text, named_scores jsonb, assertions jsonb,
        latency_ms int, tokens_prompt int, tokens_completion int, tokens_total int, cost float8,
        grading jsonb, finish_reason text, error text, cached boolean)
      on conflict (eval_id, cell_index) do nothing
      returning pass, status`),
  );
}

/** Stores completed cells a few milliseconds apart, many rows per statement. */
class CellWriter {
  private buffer: CellRow[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  failed: unknown = null;

  constructor(
    private readonly db: Database,
    private readonly evalId: string,
  ) {}

  add(row: CellRow) {
    this.buffer.push(row);
    if (this.buffer.length >= FLUSH_ROWS) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS);
  }

  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const rows = this.buffer;
    this.buffer = [];
    if (rows.length === 0) return this.writing;
    this.writing = this.writing.then(async () => {
      try {
        const stored = await insertCells(this.db, rows);
        const passed = stored.filter((r) => r.pass).length;
        const errors = stored.filter((r) => r.status === 'error').length;
        await this.db
          .update(evals)
          .set({
            passed: sql`${evals.passed} + ${passed}`,
            failed: sql`${evals.failed} + ${stored.length - passed - errors}`,
            errors: sql`${evals.errors} + ${errors}`,
            updatedAt: new Date(),
          })
          .where(eq(evals.id, this.evalId));
      } catch (error) {
        this.failed ??= error;
      }
    });
    return this.writing;
  }

  abandon() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.buffer = [];
  }
}

function toRow(
  row: EvalRecord,
  plan: EvalPlan,
  cell: EvalCellResult,
  cached: boolean,
): typeof evalResults.$inferInsert {
  const perTest = plan.prompts.length * plan.providers.length;
  return {
    evalId: row.id,
    organizationId: row.organizationId,
    cellIndex:
      cell.testIndex * perTest + cell.promptIndex * plan.providers.length + cell.providerIndex,
    testIndex: cell.testIndex,
    promptIndex: cell.promptIndex,
    providerIndex: cell.providerIndex,
    providerId:
      row.columns.find(
        (c) => c.promptIndex === cell.promptIndex && c.providerIndex === cell.providerIndex,
      )?.providerId ?? cell.provider.id,
    testKey: testKeyOf(cell.description, cell.vars),
    description: cell.description ?? null,
    vars: cell.vars,
    metadata: cell.metadata ?? null,
    prompt: cell.prompt.rendered,
    output: cell.output,
    status: cell.status,
    pass: cell.status === 'pass',
    score: Number.isFinite(cell.score) ? cell.score : 0,
    reason: cell.reason,
    namedScores: cell.namedScores,
    assertions: cell.assertions,
    latencyMs: Math.round(cell.latencyMs),
    tokensPrompt: cell.tokens?.prompt ?? null,
    tokensCompletion: cell.tokens?.completion ?? null,
    tokensTotal: cell.tokens?.total ?? null,
    cost: cell.cost ?? null,
    grading: cell.grading ?? null,
    finishReason: cell.finishReason ?? null,
    error: cell.error ?? null,
    cached,
  };
}

type EvalEnd = Pick<typeof evals.$inferInsert, 'status' | 'error'>;

/**
 * The run's end: the eval's last status, and its `eval.completed` webhook in the same
 * transaction (only when this worker still held it: a cancelled eval sent its event then).
 */
async function endEval(db: Database, evalId: string, token: string, end: EvalEnd) {
  await db.transaction(async (tx) => {
    await refreshCounts(tx, evalId);
    const [ended] = await tx
      .update(evals)
      .set({
        ...end,
        finishedAt: new Date(),
        runToken: null,
        leaseExpiresAt: null,
        updatedAt: new Date(),
      })
      .where(and(eq(evals.id, evalId), eq(evals.runToken, token), eq(evals.status, 'running')))
      .returning();
    if (ended) await emitWebhookEvent(tx, ended.organizationId, evalCompleted(ended));
  });
}

async function failEval(deps: EvalWorkerDeps, evalId: string, token: string, message: string) {
  await endEval(deps.db, evalId, token, { status: 'failed', error: message });
}

/** Takes the eval if nobody holds it (or the holder's lease lapsed); undefined otherwise. */
async function claimEval(
  deps: EvalWorkerDeps,
  evalId: string,
  token: string,
): Promise<EvalRecord | undefined> {
  const lease = sql`now() + make_interval(secs => ${deps.settings.leaseMs / 1000})`;
  const [row] = await deps.db
    .update(evals)
    .set({
      status: 'running',
      runToken: token,
      leaseExpiresAt: lease,
      startedAt: sql`coalesce(${evals.startedAt}, now())`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(evals.id, evalId),
        inArray(evals.status, ['queued', 'running']),
        sql`(${evals.runToken} is null or ${evals.leaseExpiresAt} < now())`,
      ),
    )
    .returning();
  return row;
}

/** Renews the lease; false when the eval was cancelled (or deleted) or another worker took it. */
async function renewLease(deps: EvalWorkerDeps, evalId: string, token: string): Promise<boolean> {
  const renewed = await deps.db
    .update(evals)
    .set({
      leaseExpiresAt: sql`now() + make_interval(secs => ${deps.settings.leaseMs / 1000})`,
    })
    .where(and(eq(evals.id, evalId), eq(evals.runToken, token), eq(evals.status, 'running')))
    .returning({ id: evals.id });
  return renewed.length === 1;
}

async function storedCells(deps: EvalWorkerDeps, evalId: string): Promise<Set<number>> {
  const rows = await deps.db
    .select({ cellIndex: evalResults.cellIndex })
    .from(evalResults)
    .where(eq(evalResults.evalId, evalId));
  return new Set(rows.map((r) => r.cellIndex));
}

export async function runEvalJob(
  deps: EvalWorkerDeps,
  control: Control,
  cache: ProviderCache,
  evalId: string,
): Promise<void> {
  if (control.stopped) return;
  const token = randomUUID();
  const row = await claimEval(deps, evalId, token);
  if (!row) return;
  const stop = new AbortController();
  let run: RunContext;
  try {
    run = await loadRun(deps, cache, row, stop.signal);
  } catch (error) {
    if (!(error instanceof EvalSetupError)) throw error;
    await failEval(deps, evalId, token, error.message);
    return;
  }
  let lost = false;
  const heartbeat = setInterval(
    () =>
      void renewLease(deps, evalId, token)
        .then((held) => {
          if (!held) {
            lost = true;
            stop.abort();
          }
        })
        .catch((error: unknown) =>
          deps.logger.warn({ err: error, evalId }, 'eval heartbeat failed'),
        ),
    Math.min(1000, Math.max(100, deps.settings.leaseMs / 3)),
  );
  const watch = setInterval(() => {
    if (control.stopped) stop.abort();
  }, 50);
  const writer = new CellWriter(deps.db, evalId);
  try {
    const stored = await storedCells(deps, evalId);
    const missing: number[] = [];
    for (let index = 0; index < run.plan.cells; index++)
      if (!stored.has(index)) missing.push(index);
    for (
      let start = 0;
      start < missing.length && !stop.signal.aborted;
      start += deps.settings.chunkSize
    ) {
      await runEval(run.plan, {
        cellIndexes: missing.slice(start, start + deps.settings.chunkSize),
        maxConcurrency: run.maxConcurrency,
        signal: stop.signal,
        ...(run.grading ? { grading: run.grading } : {}),
        onResult: (cell) => {
          if (control.stopped === 'crash' || lost) return;
          if (cell.error === NOT_SENT.error) return;
          const key = `${cell.providerIndex}\u0000${cell.prompt.rendered}\u0000${JSON.stringify(cell.vars)}`;
          writer.add(toRow(row, run.plan, cell, run.cached.has(key)));
        },
      });
      if (writer.failed) throw writer.failed;
    }
  } catch (error) {
    if (control.stopped === 'crash') return;
    await writer.flush();
    await failEval(deps, evalId, token, `The eval stopped: ${(error as Error).message}`);
    return;
  } finally {
    clearInterval(heartbeat);
    clearInterval(watch);
  }
  if (control.stopped === 'crash') {
    writer.abandon(); // the lease lapses on its own, as after a crash
    return;
  }
  await writer.flush();
  if (writer.failed) throw writer.failed;
  if (control.stopped || lost) {
    // Let go at once so another worker resumes without waiting for the lease (unless cancelled).
    await deps.db
      .update(evals)
      .set({ runToken: null, leaseExpiresAt: null })
      .where(and(eq(evals.id, evalId), eq(evals.runToken, token)));
    if (control.stopped) await deps.jobs.send('eval-run', { evalId });
    return;
  }
  const remaining = run.plan.cells - (await storedCells(deps, evalId)).size;
  await endEval(
    deps.db,
    evalId,
    token,
    remaining === 0
      ? { status: 'completed' }
      : { status: 'failed', error: `${remaining} cells could not be stored` },
  );
}

/** Evals whose worker died (the lease lapsed) or whose job was lost: queued again. */
export async function sweepStalledEvals(deps: EvalWorkerDeps): Promise<number> {
  const lease = sql`make_interval(secs => ${deps.settings.leaseMs / 1000})`;
  // Freed for the next worker in the same statement that finds them (a worker that claims one
  // meanwhile is not disturbed), with a grace period so the next sweep does not queue it again
  // before the job is taken.
  const stalled = rowsOf<{ id: string }>(
    await deps.db.execute(sql`
      update evals set run_token = null, lease_expires_at = now() + ${lease}, updated_at = now()
      where (status = 'running' and (lease_expires_at is null or lease_expires_at < now()))
         or (status = 'queued' and updated_at < now() - ${lease})
      returning id`),
  );
  for (const { id } of stalled) {
    deps.logger.info({ evalId: id }, 'resuming a stalled eval');
    await deps.jobs.send('eval-run', { evalId: id });
  }
  return stalled.length;
}

export type EvalWorker = {
  handlers: { 'eval-run': (payload: { evalId: string }) => Promise<void> };
  startSweeper(): void;
  stop(mode?: EvalStopMode): void;
};

export function createEvalWorker(deps: EvalWorkerDeps): EvalWorker {
  const control: Control = { stopped: null };
  const cache = new ProviderCache(deps.settings.cacheEntries);
  let timer: NodeJS.Timeout | undefined;
  const sweep = () =>
    void sweepStalledEvals(deps).catch((error: unknown) =>
      deps.logger.warn({ err: error }, 'eval sweep failed'),
    );
  return {
    handlers: { 'eval-run': ({ evalId }) => runEvalJob(deps, control, cache, evalId) },
    startSweeper() {
      sweep();
      timer = setInterval(sweep, deps.settings.sweepIntervalMs);
      timer.unref();
    },
    stop(mode = 'shutdown') {
      control.stopped = mode;
      if (timer) clearInterval(timer);
    },
  };
}
