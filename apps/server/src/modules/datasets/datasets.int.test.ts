import { describe, expect, it } from 'vitest';
import { addOrgMember, call, registerOrgAdmin, type Caller } from '../../../test/harness';
import { evalCall, startEval, useLocalModels, waitForEval } from '../../../test/eval-harness';
import { useScanApp, type ScanTestContext } from '../../../test/scan-harness';

const CSV = [
  'question,__expected,__description',
  'What is 2+2?,contains:4,sum',
  '"Capital of France, please",icontains:paris,capital',
  'Say hi,starts-with:Hi,greeting',
].join('\n');

const JSONL = [
  JSON.stringify({
    vars: { question: 'What is 2+2?' },
    assert: [{ type: 'contains', value: '4' }],
  }),
  JSON.stringify({
    vars: { question: 'Name a colour' },
    assert: [{ type: 'icontains', value: 'blue' }],
  }),
].join('\n');

function datasets(ctx: ScanTestContext, caller: Caller) {
  return {
    create: (payload: Record<string, unknown>) =>
      call(ctx.app, { method: 'POST', url: '/api/v1/datasets', caller, payload }),
    get: (path: string) => call(ctx.app, { method: 'GET', url: `/api/v1/datasets${path}`, caller }),
    post: (path: string, payload: Record<string, unknown>) =>
      call(ctx.app, { method: 'POST', url: `/api/v1/datasets${path}`, caller, payload }),
    remove: (path: string) =>
      call(ctx.app, { method: 'DELETE', url: `/api/v1/datasets${path}`, caller }),
  };
}

describe('datasets', () => {
  const ctx = useScanApp();
  const localModel = useLocalModels();

  it('versions uploads immutably, previews with search, exports, and names bad lines and fields', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const api = datasets(ctx, admin);
    const created = await api.create({
      teamId: admin.defaultTeamId,
      name: 'smoke',
      description: 'Smoke tests',
      version: { source: 'upload', format: 'csv', content: CSV, changelog: 'First cut' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    expect(created.json()).toMatchObject({
      name: 'smoke',
      latestVersion: 1,
      itemCount: 3,
      versions: [{ version: 1, changelog: 'First cut', itemCount: 3, source: 'upload' }],
    });
    const v2 = await api.post(`/${id}/versions`, {
      source: 'upload',
      format: 'jsonl',
      content: JSONL,
      changelog: 'Colours',
    });
    expect(v2.statusCode, v2.body).toBe(201);
    expect(v2.json()).toMatchObject({ version: 2, itemCount: 2 });

    // Version 1 is unchanged.
    const items1 = await api.get(`/${id}/versions/1/items`);
    expect(items1.json()).toMatchObject({ total: 3, version: { version: 1 } });
    expect(items1.json().items[1]).toMatchObject({
      index: 1,
      description: 'capital',
      vars: { question: 'Capital of France, please' },
      assert: [{ type: 'icontains', value: 'paris' }],
    });
    const searched = await api.get(`/${id}/versions/1/items?search=FRANCE`);
    expect(searched.json().items.map((i: { index: number }) => i.index)).toEqual([1]);
    const paged = await api.get(`/${id}/versions/1/items?limit=2&offset=2`);
    expect(paged.json()).toMatchObject({ total: 3, items: [{ index: 2 }] });

    const exported = await api.get(`/${id}/versions/2/export?format=jsonl`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toContain('smoke@2.jsonl');
    expect(
      exported.body
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line)),
    ).toEqual([
      { vars: { question: 'What is 2+2?' }, assert: [{ type: 'contains', value: '4' }] },
      { vars: { question: 'Name a colour' }, assert: [{ type: 'icontains', value: 'blue' }] },
    ]);
    const csv = await api.get(`/${id}/versions/1/export?format=csv`);
    expect(csv.body.split('\n')[0]).toBe('question,__expected,__description');
    expect(csv.body).toContain('"Capital of France, please",icontains:paris,capital');

    const badJson = await api.post(`/${id}/versions`, {
      source: 'upload',
      format: 'jsonl',
      content: `${JSONL}\n{"vars": {`,
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().error.details[0]).toMatchObject({ path: 'line 3' });
    const badField = await api.post(`/${id}/versions`, {
      source: 'upload',
      format: 'json',
      content: JSON.stringify([{ vars: { a: 1 } }, { vars: 'nope', colour: 1 }]),
    });
    expect(badField.statusCode).toBe(400);
    expect(badField.json().error.details.map((d: { path: string }) => d.path)).toEqual(
      expect.arrayContaining(['1.vars', '1']),
    );
    expect((await api.get(`/${id}`)).json().latestVersion).toBe(2);

    const duplicate = await api.create({ teamId: admin.defaultTeamId, name: 'smoke' });
    expect(duplicate.statusCode).toBe(409);
    const list = await api.get(`?teamId=${admin.defaultTeamId}&search=smo`);
    expect(list.json()).toMatchObject({
      total: 1,
      items: [{ id, itemCount: 2, latestVersion: 2 }],
    });
  });

  it('runs an eval on dataset://name@version and makes a dataset of its failing rows', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const api = datasets(ctx, admin);
    const model = await localModel((prompt) => (prompt.includes('2+2') ? 'It is 4' : 'No idea'));
    const created = await api.create({
      teamId: admin.defaultTeamId,
      name: 'quiz',
      version: { source: 'upload', format: 'jsonl', content: JSONL },
    });
    const datasetId = created.json().id as string;
    const evalId = await startEval(ctx, admin, admin.defaultTeamId, {
      prompts: ['{{question}}'],
      providers: [model.provider()],
      tests: 'dataset://quiz@1',
    });
    const done = await waitForEval(ctx, admin, evalId);
    expect(done).toMatchObject({
      status: 'completed',
      tests: 2,
      progress: { passed: 1, failed: 1 },
    });
    // Mixed with inline tests, and @latest.
    const mixed = await startEval(ctx, admin, admin.defaultTeamId, {
      prompts: ['{{question}}'],
      providers: [model.provider()],
      tests: [{ vars: { question: 'Inline' } }, 'dataset://quiz@latest'],
    });
    expect((await waitForEval(ctx, admin, mixed)).tests).toBe(3);
    const missing = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/evals',
      caller: admin,
      payload: {
        teamId: admin.defaultTeamId,
        config: { prompts: ['x'], providers: ['echo'], tests: 'dataset://quiz@9' },
      },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details).toEqual([
      { path: 'tests', message: 'dataset "quiz" has no version 9' },
    ]);

    const fromEval = await api.post(`/${datasetId}/versions`, {
      source: 'eval',
      evalId,
      changelog: 'Failures of the first run',
    });
    expect(fromEval.statusCode, fromEval.body).toBe(201);
    expect(fromEval.json()).toMatchObject({
      version: 2,
      itemCount: 1,
      source: 'eval',
      sourceId: evalId,
    });
    const items = await api.get(`/${datasetId}/versions/2/items`);
    expect(items.json().items).toEqual([
      expect.objectContaining({
        vars: { question: 'Name a colour' },
        assert: [{ type: 'icontains', value: 'blue' }],
      }),
    ]);
    const rerun = await startEval(ctx, admin, admin.defaultTeamId, {
      prompts: ['{{question}}'],
      providers: [model.provider()],
      tests: 'dataset://quiz@2',
    });
    expect(await waitForEval(ctx, admin, rerun)).toMatchObject({
      tests: 1,
      progress: { failed: 1 },
    });

    // A new dataset straight from the failures.
    const regression = await api.create({
      teamId: admin.defaultTeamId,
      name: 'quiz-regressions',
      version: { source: 'eval', evalId },
    });
    expect(regression.statusCode).toBe(201);
    expect(regression.json()).toMatchObject({ itemCount: 1 });
    expect((await evalCall(ctx, admin, evalId)).statusCode).toBe(200);
  });

  it("keeps to the caller's organization (404) and abilities (403)", async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const stranger = await registerOrgAdmin(ctx.app, 'Other');
    const viewer = await addOrgMember(ctx.app, admin, {
      teamId: admin.defaultTeamId,
      roleId: admin.roles.viewer,
    });
    const created = await datasets(ctx, admin).create({
      teamId: admin.defaultTeamId,
      name: 'private',
      version: { source: 'upload', format: 'jsonl', content: JSONL },
    });
    const id = created.json().id as string;
    const other = datasets(ctx, stranger);
    expect((await other.get(`/${id}`)).statusCode).toBe(404);
    expect((await other.get(`/${id}/versions/1/items`)).statusCode).toBe(404);
    expect((await other.remove(`/${id}`)).statusCode).toBe(404);
    expect(
      (await other.post(`/${id}/versions`, { source: 'upload', format: 'jsonl', content: JSONL }))
        .statusCode,
    ).toBe(404);
    // A stranger cannot use the dataset in an eval of their own team either.
    const evalOfStranger = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/evals',
      caller: stranger,
      payload: {
        teamId: stranger.defaultTeamId,
        config: { prompts: ['x'], providers: ['echo'], tests: 'dataset://private@1' },
      },
    });
    expect(evalOfStranger.statusCode).toBe(400);

    const viewerApi = datasets(ctx, viewer);
    expect((await viewerApi.get(`/${id}`)).statusCode).toBe(200);
    expect((await viewerApi.create({ teamId: admin.defaultTeamId, name: 'mine' })).statusCode).toBe(
      403,
    );
    expect((await viewerApi.remove(`/${id}`)).statusCode).toBe(403);
    expect((await datasets(ctx, admin).remove(`/${id}`)).statusCode).toBe(204);
    expect((await datasets(ctx, admin).get(`/${id}`)).statusCode).toBe(404);
  });
});
