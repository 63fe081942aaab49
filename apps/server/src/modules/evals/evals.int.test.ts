import { startJudgeServer, type JudgeServer } from '@crucible/engine/eval/testing/judge-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOrgMember, call, registerOrgAdmin } from '../../../test/harness';
import { evalCall, startEval, useLocalModels, waitForEval } from '../../../test/eval-harness';
import { useScanApp } from '../../../test/scan-harness';

/** 30 questions: the model answers "Paris" only for the even ones; each test asks for Paris. */
function capitalsConfig(provider: Record<string, unknown>, tests = 30) {
  return {
    description: 'Capitals',
    prompts: ['Q{{n}}: what is the capital?'],
    providers: [provider],
    tests: Array.from({ length: tests }, (_, n) => ({
      description: `question ${n}`,
      vars: { n },
      assert: [
        { type: 'contains', value: 'Paris' },
        { type: 'regex', value: '^Paris', metric: 'exact' },
      ],
    })),
  };
}
const paris = (prompt: string) => {
  const n = Number(/^Q(\d+)/.exec(prompt)?.[1]);
  return n % 2 === 0 ? 'Paris is the capital' : 'I do not know';
};

describe('evals on the server', () => {
  const ctx = useScanApp({ env: { CRUCIBLE_ENABLE_MAKE_PUBLIC: 'true' } });
  const localModel = useLocalModels();

  it('runs an eval to the end: progress, summary, paginated rows, failures only, search', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const model = await localModel(paris);
    const evalId = await startEval(
      ctx,
      admin,
      admin.defaultTeamId,
      capitalsConfig(model.provider()),
    );
    const done = await waitForEval(ctx, admin, evalId);
    expect(done).toMatchObject({
      status: 'completed',
      name: 'Capitals',
      tests: 30,
      progress: { total: 30, completed: 30, passed: 15, failed: 15, errors: 0, passRate: 0.5 },
      summary: {
        tests: 30,
        cells: 30,
        passes: 15,
        failures: 15,
        columns: [
          {
            prompt: 'Q{{n}}: what is the capital?',
            providerId: 'openai:chat:local-model',
            passes: 15,
            failures: 15,
            passRate: 0.5,
            metrics: { exact: 0.5 },
          },
        ],
        tokens: { total: 30 * 15 },
      },
      canRate: true,
    });
    // The API key in the config is never shown.
    expect(JSON.stringify(done.config)).not.toContain('sk-local-test');
    expect(model.seen.size).toBe(30);

    const first = await evalCall(ctx, admin, evalId, '/results?limit=10&offset=0');
    expect(first.json()).toMatchObject({ total: 30, limit: 10, offset: 0 });
    expect(first.json().items.map((row: { testIndex: number }) => row.testIndex)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
    const last = await evalCall(ctx, admin, evalId, '/results?limit=10&offset=20');
    expect(last.json().items[9]).toMatchObject({
      testIndex: 29,
      description: 'question 29',
      vars: { n: 29 },
      cells: [
        {
          status: 'fail',
          pass: false,
          output: 'I do not know',
          prompt: 'Q29: what is the capital?',
          providerId: 'openai:chat:local-model',
          tokens: { prompt: 10, completion: 5, total: 15 },
          rating: null,
          cached: false,
        },
      ],
    });
    const cell = last.json().items[9].cells[0];
    expect(cell.assertions).toHaveLength(2);
    expect(cell.assertions[0]).toMatchObject({ type: 'contains', pass: false });
    expect(cell.assertions[0].reason).toContain('Paris');

    const failures = await evalCall(ctx, admin, evalId, '/results?failuresOnly=true&limit=100');
    expect(failures.json().total).toBe(15);
    expect(
      failures.json().items.every((row: { testIndex: number }) => row.testIndex % 2 === 1),
    ).toBe(true);
    const search = await evalCall(ctx, admin, evalId, '/results?search=question%2012');
    expect(search.json().items.map((row: { testIndex: number }) => row.testIndex)).toEqual([12]);

    const list = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/evals?teamId=${admin.defaultTeamId}`,
      caller: admin,
    });
    expect(list.json()).toMatchObject({
      total: 1,
      items: [{ id: evalId, name: 'Capitals', tests: 30, providers: ['openai:chat:local-model'] }],
    });
    const latest = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/evals/latest?teamId=${admin.defaultTeamId}`,
      caller: admin,
    });
    expect(latest.json().id).toBe(evalId);
  });

  it('answers every problem of an invalid config with its path (400), and validates without storing', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const config = {
      prompts: ['Hi {{name}}'],
      providers: ['openai:chat:x', { id: 'target:No such target' }],
      tests: [
        { vars: { name: 'a' }, assert: [{ type: 'python', value: 'True' }] },
        { vars: { name: 'b' }, colour: 'red' },
        'dataset://missing@1',
      ],
      evaluateOptions: { cache: 'sometimes' },
    };
    const created = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/evals',
      caller: admin,
      payload: { teamId: admin.defaultTeamId, config },
    });
    expect(created.statusCode).toBe(400);
    const paths = (created.json().error.details as { path: string }[]).map((d) => d.path);
    expect(paths).toEqual(
      expect.arrayContaining(['evaluateOptions.cache', 'providers.1', 'tests.2']),
    );
    const checked = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/evals/validate',
      caller: admin,
      payload: {
        teamId: admin.defaultTeamId,
        config:
          'prompts: [hi]\nproviders: [echo]\ntests:\n  - vars: {a: 1}\n    assert: [{type: python, value: x}]\n  - nope: 1\n',
      },
    });
    expect(checked.statusCode).toBe(200);
    expect(checked.json().valid).toBe(false);
    expect(checked.json().errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['tests.0.assert.0.type', 'tests.1']),
    );
    const list = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/evals?teamId=${admin.defaultTeamId}`,
      caller: admin,
    });
    expect(list.json().total).toBe(0);
  });

  it('streams progress as server-sent events and ends on completion', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const model = await localModel(paris, 20);
    const evalId = await startEval(
      ctx,
      admin,
      admin.defaultTeamId,
      capitalsConfig(model.provider({ limits: { concurrency: 2 } }), 20),
    );
    const stream = await evalCall(ctx, admin, evalId, '/events');
    expect(stream.headers['content-type']).toContain('text/event-stream');
    const events = stream.body
      .split('\n\n')
      .filter((block) => block.startsWith('event:'))
      .map((block) => ({
        event: /^event: (\w+)/.exec(block)![1],
        data: JSON.parse(/data: (.*)$/m.exec(block)![1]!),
      }));
    expect(events.at(-1)).toMatchObject({
      event: 'end',
      data: { status: 'completed', completed: 20 },
    });
    const progress = events.filter((e) => e.event === 'progress');
    expect(progress.length).toBeGreaterThan(2);
    const counts = progress.map((e) => e.data.completed as number);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    // Per-provider concurrency held.
    expect(model.maxInFlight).toBeLessThanOrEqual(2);
  });

  it('cancels: no more calls, the stored cells kept', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const model = await localModel(paris, 150);
    const evalId = await startEval(
      ctx,
      admin,
      admin.defaultTeamId,
      capitalsConfig(model.provider({ limits: { concurrency: 2 } }), 40),
    );
    await waitForEval(ctx, admin, evalId, (view) => view.progress.completed >= 4);
    const cancelled = await evalCall(ctx, admin, evalId, '/cancel', 'POST');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: 'cancelled',
      cancelRequestedAt: expect.any(String),
    });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const sent = [...model.seen.values()].reduce((a, b) => a + b, 0);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect([...model.seen.values()].reduce((a, b) => a + b, 0)).toBe(sent);
    const view = await waitForEval(ctx, admin, evalId);
    expect(view.status).toBe('cancelled');
    expect(view.progress.completed).toBeLessThan(40);
    expect(view.progress.completed).toBeGreaterThanOrEqual(4);
    expect((await evalCall(ctx, admin, evalId, '/cancel', 'POST')).statusCode).toBe(409);
  });

  it('retries errored cells in place', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    // Odd questions fail with a 400 the first time they are asked (not retried by the client).
    const model = await localModel((prompt, count) => {
      const n = Number(/^Q(\d+)/.exec(prompt)?.[1]);
      if (n % 2 === 1 && count === 1) return { status: 400, body: { error: { message: 'flaky' } } };
      return 'Paris';
    });
    const evalId = await startEval(
      ctx,
      admin,
      admin.defaultTeamId,
      capitalsConfig(model.provider(), 10),
    );
    const first = await waitForEval(ctx, admin, evalId);
    expect(first.progress).toMatchObject({ completed: 10, passed: 5, errors: 5 });
    const errors = await evalCall(ctx, admin, evalId, '/results?errorsOnly=true');
    expect(errors.json().total).toBe(5);
    expect(errors.json().items[0].cells[0]).toMatchObject({ status: 'error', pass: false });
    expect(errors.json().items[0].cells[0].error).toContain('400');

    const retried = await evalCall(ctx, admin, evalId, '/retry', 'POST');
    expect(retried.statusCode).toBe(202);
    expect(retried.json()).toMatchObject({ id: evalId, requeued: 5 });
    const second = await waitForEval(
      ctx,
      admin,
      evalId,
      (view) => view.status === 'completed' && view.progress.errors === 0,
    );
    expect(second.progress).toMatchObject({ completed: 10, passed: 10, errors: 0 });
    // Only the errored cells were sent again.
    expect([...model.seen.values()].reduce((a, b) => a + b, 0)).toBe(15);
    expect((await evalCall(ctx, admin, evalId, '/retry', 'POST')).statusCode).toBe(409);
  });

  it('answers identical calls from the cache, unless the config turns it off', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const model = await localModel(paris);
    const config = capitalsConfig(model.provider(), 10);
    const a = await startEval(ctx, admin, admin.defaultTeamId, config);
    await waitForEval(ctx, admin, a);
    const b = await startEval(ctx, admin, admin.defaultTeamId, config);
    const cached = await waitForEval(ctx, admin, b);
    expect(cached.summary).toMatchObject({ cached: 10, passes: 5, failures: 5 });
    expect([...model.seen.values()].reduce((x, y) => x + y, 0)).toBe(10);
    const rows = await evalCall(ctx, admin, b, '/results');
    expect(
      rows.json().items.every((row: { cells: { cached: boolean }[] }) => row.cells[0]!.cached),
    ).toBe(true);

    const c = await startEval(ctx, admin, admin.defaultTeamId, {
      ...config,
      evaluateOptions: { cache: false },
    });
    const uncached = await waitForEval(ctx, admin, c);
    expect(uncached.summary).toMatchObject({ cached: 0 });
    expect([...model.seen.values()].reduce((x, y) => x + y, 0)).toBe(20);
  });

  it('a rating overrides the pass; compare shows what changed; re-run; share; delete', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    let broken = false;
    const model = await localModel((prompt) =>
      broken && prompt.startsWith('Q0:') ? 'Rome' : paris(prompt),
    );
    const config = { ...capitalsConfig(model.provider(), 6), evaluateOptions: { cache: false } };
    const base = await startEval(ctx, admin, admin.defaultTeamId, config);
    await waitForEval(ctx, admin, base);

    const row1 = (await evalCall(ctx, admin, base, '/results?limit=2')).json().items[1];
    const cellId = row1.cells[0].id as string;
    const rated = await evalCall(ctx, admin, base, `/results/${cellId}/rating`, 'PUT', {
      thumb: 'up',
      comment: 'Good enough',
    });
    expect(rated.statusCode).toBe(200);
    expect(rated.json()).toMatchObject({
      status: 'fail',
      pass: true,
      rating: { thumb: 'up', comment: 'Good enough', by: { id: admin.userId } },
    });
    const afterRating = await waitForEval(ctx, admin, base);
    expect(afterRating.progress).toMatchObject({ passed: 4, failed: 2 });
    const failures = await evalCall(ctx, admin, base, '/results?failuresOnly=true');
    expect(failures.json().items.map((r: { testIndex: number }) => r.testIndex)).toEqual([3, 5]);

    broken = true;
    const rerun = await evalCall(ctx, admin, base, '/rerun', 'POST');
    expect(rerun.statusCode).toBe(201);
    const other = rerun.json().id as string;
    expect(await waitForEval(ctx, admin, other)).toMatchObject({
      rerunOf: base,
      status: 'completed',
    });

    const compared = await evalCall(ctx, admin, base, `/compare/${other}`);
    expect(compared.statusCode).toBe(200);
    // Row 0 regressed (Paris → Rome); row 1 was rated up in the base and fails again in the re-run.
    expect(compared.json().counts).toEqual({
      regressed: 2,
      fixed: 0,
      same: 4,
      added: 0,
      removed: 0,
    });
    const changed = await evalCall(ctx, admin, base, `/compare/${other}?changedOnly=true`);
    expect(changed.json().items.map((r: { vars: { n: number } }) => r.vars.n)).toEqual([0, 1]);
    expect(changed.json().items[0]).toMatchObject({
      change: 'regressed',
      columns: [{ basePass: true, otherPass: false }],
      base: { cells: [{ output: 'Paris is the capital' }] },
      other: { cells: [{ output: 'Rome' }] },
    });

    const unrated = await evalCall(ctx, admin, base, `/results/${cellId}/rating`, 'DELETE');
    expect(unrated.json()).toMatchObject({ pass: false, rating: null });

    // Share: the eval opens without sign-in, until unshared.
    const shared = await evalCall(ctx, admin, base, '/share', 'POST');
    expect(shared.statusCode).toBe(200);
    expect(shared.json().url).toMatch(new RegExp(`/eval/${base}$`));
    const anonymous = await call(ctx.app, { method: 'GET', url: `/api/v1/public/evals/${base}` });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toMatchObject({ id: base, canRate: false, canShare: false });
    const anonymousRows = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/public/evals/${base}/results`,
    });
    expect(anonymousRows.json().total).toBe(6);
    expect((await call(ctx.app, { method: 'GET', url: `/api/v1/evals/${base}` })).statusCode).toBe(
      401,
    );
    expect((await evalCall(ctx, admin, base, '/share', 'DELETE')).statusCode).toBe(204);
    expect(
      (await call(ctx.app, { method: 'GET', url: `/api/v1/public/evals/${base}` })).statusCode,
    ).toBe(404);

    expect((await evalCall(ctx, admin, other, '', 'DELETE')).statusCode).toBe(204);
    expect((await evalCall(ctx, admin, other)).statusCode).toBe(404);
  });

  it("keeps to the caller's organization (404) and abilities (403)", async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const stranger = await registerOrgAdmin(ctx.app, 'Other');
    const viewer = await addOrgMember(ctx.app, admin, {
      teamId: admin.defaultTeamId,
      roleId: admin.roles.viewer,
    });
    const model = await localModel(paris);
    const evalId = await startEval(
      ctx,
      admin,
      admin.defaultTeamId,
      capitalsConfig(model.provider(), 2),
    );
    await waitForEval(ctx, admin, evalId);
    for (const path of ['', '/results', '/events']) {
      expect((await evalCall(ctx, stranger, evalId, path)).statusCode).toBe(404);
    }
    expect((await evalCall(ctx, stranger, evalId, '/cancel', 'POST')).statusCode).toBe(404);
    expect((await evalCall(ctx, stranger, evalId, '', 'DELETE')).statusCode).toBe(404);
    expect(
      (
        await call(ctx.app, {
          method: 'GET',
          url: `/api/v1/evals?teamId=${admin.defaultTeamId}`,
          caller: stranger,
        })
      ).statusCode,
    ).toBe(404);

    expect((await evalCall(ctx, viewer, evalId)).statusCode).toBe(200);
    const started = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/evals',
      caller: viewer,
      payload: { teamId: admin.defaultTeamId, config: capitalsConfig(model.provider(), 1) },
    });
    expect(started.statusCode).toBe(403);
    expect((await evalCall(ctx, viewer, evalId, '/rerun', 'POST')).statusCode).toBe(403);
    expect((await evalCall(ctx, viewer, evalId, '', 'DELETE')).statusCode).toBe(403);
    const cellId = (await evalCall(ctx, viewer, evalId, '/results')).json().items[0].cells[0].id;
    expect(
      (await evalCall(ctx, viewer, evalId, `/results/${cellId}/rating`, 'PUT', { thumb: 'up' }))
        .statusCode,
    ).toBe(403);
  });

  describe('model-graded assertions', () => {
    let judge: JudgeServer;
    beforeAll(async () => {
      judge = await startJudgeServer();
    });
    afterAll(() => judge.close());

    it('stores and returns what grading spent: per assertion, per cell and in the summary', async () => {
      const admin = await registerOrgAdmin(ctx.app);
      const model = await localModel(paris);
      const config = {
        description: 'Graded capitals',
        prompts: ['Q{{n}}: what is the capital?'],
        providers: [model.provider()],
        defaultTest: {
          options: {
            provider: {
              id: 'openai:chat:judge-1',
              config: { apiBaseUrl: judge.baseUrl, apiKey: 'sk-judge-test' },
            },
          },
        },
        tests: [0, 1, 2].map((n) => ({
          vars: { n },
          assert: [
            { type: 'llm-rubric', value: 'mentions Paris' },
            { type: 'contains', value: 'capital' },
          ],
        })),
      };
      const evalId = await startEval(ctx, admin, admin.defaultTeamId, config);
      const done = await waitForEval(ctx, admin, evalId);
      expect(done).toMatchObject({ status: 'completed', progress: { passed: 2, failed: 1 } });
      // The judge answers each rubric with 100 prompt and 10 completion tokens.
      const judged = judge.requests.filter((r) => r.path === '/v1/chat/completions');
      expect(judged).toHaveLength(3);
      expect(done.summary).toMatchObject({
        tokens: { total: 3 * 15 },
        grading: { tokens: { prompt: 300, completion: 30, total: 330 }, cost: expect.any(Number) },
      });

      const rows = (await evalCall(ctx, admin, evalId, '/results')).json().items as {
        cells: {
          pass: boolean;
          grading?: { tokens: Record<string, number>; cost: number };
          assertions: { type: string; pass: boolean; tokens?: unknown; cost?: unknown }[];
        }[];
      }[];
      expect(rows).toHaveLength(3);
      for (const [n, row] of rows.entries()) {
        const [cell] = row.cells;
        expect(cell!.pass).toBe(n % 2 === 0);
        expect(cell!.grading).toEqual({
          tokens: { prompt: 100, completion: 10, total: 110 },
          cost: expect.any(Number),
        });
        expect(cell!.assertions).toEqual([
          expect.objectContaining({
            type: 'llm-rubric',
            pass: n % 2 === 0,
            tokens: { prompt: 100, completion: 10, total: 110 },
            cost: expect.any(Number),
          }),
          expect.not.objectContaining({ tokens: expect.anything() }),
        ]);
      }
    });

    it('has no grading spend when no assertion is model-graded', async () => {
      const admin = await registerOrgAdmin(ctx.app);
      const model = await localModel(paris);
      const evalId = await startEval(
        ctx,
        admin,
        admin.defaultTeamId,
        capitalsConfig(model.provider(), 2),
      );
      const done = await waitForEval(ctx, admin, evalId);
      expect(done.summary).not.toHaveProperty('grading');
      const [row] = (await evalCall(ctx, admin, evalId, '/results')).json().items;
      expect(row.cells[0]).not.toHaveProperty('grading');
    });
  });
});
