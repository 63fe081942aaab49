import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registerOrgAdmin } from '../../../test/harness';
import { startEval, useLocalModels, waitForEval } from '../../../test/eval-harness';
import { stopWorker, useScanApp, useScanCleanup } from '../../../test/scan-harness';
import { rowsOf } from '../scans/pipeline/probe-queries';

const TOTAL = 60;
const config = (provider: Record<string, unknown>) => ({
  prompts: ['Item {{n}}'],
  providers: [provider],
  evaluateOptions: { cache: false },
  tests: Array.from({ length: TOTAL }, (_, n) => ({
    vars: { n },
    assert: [{ type: 'contains', value: 'Item' }],
  })),
});

/**
 * Workers are separate pg-boss clients on one database, as `crucible worker` processes are; a
 * "crash" stops one without letting it write anything more, and its lease lapses.
 */
describe('eval workers: resume after a crash, graceful hand-over', () => {
  const ctx = useScanApp({ worker: false, env: { CRUCIBLE_EVAL_LEASE_SECONDS: '1.5' } });
  const { worker } = useScanCleanup(ctx);
  const localModel = useLocalModels();

  async function stored(evalId: string) {
    return rowsOf<{ rows: number; distinct: number }>(
      await ctx.database.db.execute(sql`
        select count(*)::int as rows, count(distinct cell_index)::int as distinct
        from eval_results where eval_id = ${evalId}`),
    )[0];
  }

  it('resumes an eval after its worker dies: every cell stored once, stored cells not run again', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const model = await localModel((prompt) => `Echo: ${prompt}`, 100);
    const first = await worker();
    const evalId = await startEval(
      ctx,
      admin,
      admin.defaultTeamId,
      config(model.provider({ limits: { concurrency: 4 } })),
    );
    await waitForEval(ctx, admin, evalId, (view) => view.progress.completed >= 12);
    await stopWorker(first, 'crash');
    const halfway = await waitForEval(ctx, admin, evalId, () => true);
    expect(halfway.status).toBe('running');
    expect(halfway.progress.completed).toBeLessThan(TOTAL);
    // Writes in flight at the crash may still land: settle, then note what is stored.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const storedAtCrash = rowsOf<{ prompt: string }>(
      await ctx.database.db.execute(sql`select prompt from eval_results where eval_id = ${evalId}`),
    ).map((row) => row.prompt);

    await worker();
    const done = await waitForEval(ctx, admin, evalId);
    expect(done).toMatchObject({
      status: 'completed',
      progress: { total: TOTAL, completed: TOTAL, passed: TOTAL, errors: 0 },
    });
    expect(await stored(evalId)).toEqual({ rows: TOTAL, distinct: TOTAL });
    // Cells stored before the crash were not sent again; only those in flight (or finished and
    // not yet written) at the crash were, each once more.
    expect(model.seen.size).toBe(TOTAL);
    expect(storedAtCrash.length).toBeGreaterThanOrEqual(12);
    for (const prompt of storedAtCrash) expect(model.seen.get(prompt)).toBe(1);
    expect(Math.max(...model.seen.values())).toBeLessThanOrEqual(2);
  });

  it('a worker shutting down stores what it finished and another takes over at once', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const model = await localModel((prompt) => `Echo: ${prompt}`, 60);
    const a = await worker();
    const evalId = await startEval(
      ctx,
      admin,
      admin.defaultTeamId,
      config(model.provider({ limits: { concurrency: 3 } })),
    );
    await waitForEval(ctx, admin, evalId, (view) => view.progress.completed >= 10);
    await worker();
    await stopWorker(a, 'shutdown');
    const done = await waitForEval(ctx, admin, evalId);
    expect(done).toMatchObject({ status: 'completed', progress: { completed: TOTAL } });
    expect(await stored(evalId)).toEqual({ rows: TOTAL, distinct: TOTAL });
    // Nothing finished was lost, so nothing was sent twice.
    expect([...model.seen.values()].every((count) => count === 1)).toBe(true);
    expect(model.maxInFlight).toBeLessThanOrEqual(3);
  });
});
