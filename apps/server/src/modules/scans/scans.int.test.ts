import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROBE_EXCERPT_LENGTH } from '@crucible/shared';
import { scanProbes, usageDaily } from '../../db/schema';
import { addOrgMember, call, registerOrgAdmin } from '../../../test/harness';
import { demoTargetOf, useScanApp, waitForScan } from '../../../test/scan-harness';

const config = {
  plugins: ['prompt-extraction', { id: 'pii:social', numTests: 2 }],
  strategies: ['basic', 'base64', 'jailbreak'],
  numTests: 3,
};

describe('scans API and pipeline on the demo target', () => {
  const ctx = useScanApp();

  it('estimates, runs a scan to completion with every probe stored once, and records usage', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const targetId = await demoTargetOf(ctx, admin, admin.defaultTeamId);
    const estimate = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/scans/estimate',
      caller: admin,
      payload: { targetId, config },
    });
    expect(estimate.statusCode).toBe(200);
    expect(estimate.json()).toMatchObject({
      total: 10,
      testsPerStrategy: 5,
      perPlugin: { 'prompt-extraction': 6, 'pii:social': 4 },
      strategies: ['basic', 'base64'],
      unavailableStrategies: [{ id: 'jailbreak', reason: expect.any(String) }],
      generator: 'offline',
      grader: 'offline',
    });

    const created = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/scans',
      caller: admin,
      payload: { targetId, config },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(String), status: 'queued' });
    const scanId = created.json().id;

    const scan = await waitForScan(ctx, admin, scanId);
    expect(scan).toMatchObject({
      status: 'completed',
      targetId,
      targetName: 'Demo bank assistant',
      configId: null,
      config,
      unavailableStrategies: [{ id: 'jailbreak', reason: expect.any(String) }],
      error: null,
      progress: {
        status: 'completed',
        total: 10,
        generated: 10,
        completed: 10,
        running: 0,
        etaSeconds: null,
      },
      risk: { level: expect.any(String), plugins: expect.any(Array) },
    });
    const { passed, failed, undecided, errors, attackSuccessRate } = scan.progress;
    expect(passed + failed + undecided + errors).toBe(10);
    expect(errors).toBe(0);
    expect(failed).toBeGreaterThan(0); // the demo leaks its system prompt to some of these
    expect(attackSuccessRate).toBeCloseTo(failed / (passed + failed));

    const page = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/scans/${scanId}/results?limit=4&offset=0`,
      caller: admin,
    });
    expect(page.json()).toMatchObject({ total: 10, limit: 4, offset: 0 });
    expect(page.json().items.map((p: { idx: number }) => p.idx)).toEqual([0, 1, 2, 3]);
    expect(page.json().items[0]).toMatchObject({
      pluginId: 'prompt-extraction',
      strategyId: 'basic',
      status: 'done',
      outcome: expect.stringMatching(/pass|fail|undecided/),
      output: expect.any(String),
      grader: expect.any(String),
      reason: expect.any(String),
      truncated: expect.any(Boolean),
    });
    // A page carries excerpts; the probe itself carries everything.
    const first = page.json().items[0];
    const whole = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/scans/${scanId}/results/${first.id}`,
      caller: admin,
    });
    expect(whole.statusCode).toBe(200);
    const probe = whole.json();
    expect(probe).toMatchObject({
      id: first.id,
      idx: 0,
      basePrompt: expect.any(String),
      latencyMs: expect.any(Number),
      attempts: 1,
    });
    for (const key of ['conversation', 'basePrompt', 'review', 'latencyMs', 'tokens', 'cost'])
      expect(first, key).not.toHaveProperty(key);
    const excerpt = (text: string) => text.slice(0, PROBE_EXCERPT_LENGTH);
    expect(first.prompt).toBe(excerpt(probe.prompt));
    expect(first.output).toBe(excerpt(probe.output));
    expect(first.truncated).toBe(
      probe.prompt.length > PROBE_EXCERPT_LENGTH || probe.output.length > PROBE_EXCERPT_LENGTH,
    );
    // A long reply is cut in the page and whole in the probe.
    const long = `${'All of it. '.repeat(100)}The end.`;
    await ctx.database.db
      .update(scanProbes)
      .set({ output: long })
      .where(eq(scanProbes.id, first.id));
    const reread = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/scans/${scanId}/results?limit=1`,
      caller: admin,
    });
    expect(reread.json().items[0]).toMatchObject({ output: excerpt(long), truncated: true });
    const rereadWhole = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/scans/${scanId}/results/${first.id}`,
      caller: admin,
    });
    expect(rereadWhole.json().output).toBe(long);
    const missing = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/scans/${scanId}/results/00000000-0000-4000-8000-000000000000`,
      caller: admin,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Probe not found');

    const encoded = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/scans/${scanId}/results?strategyId=base64&pluginId=pii:social`,
      caller: admin,
    });
    expect(encoded.json().total).toBe(2);
    const secondPage = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/scans/${scanId}/results?limit=4&offset=8`,
      caller: admin,
    });
    expect(secondPage.json()).toMatchObject({ total: 10, limit: 4, offset: 8 });
    expect(secondPage.json().items.map((p: { idx: number }) => p.idx)).toEqual([8, 9]);
    const fails = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/scans/${scanId}/results?outcome=fail`,
      caller: admin,
    });
    expect(fails.json().total).toBe(failed);

    const [usage] = await ctx.database.db
      .select()
      .from(usageDaily)
      .where(
        and(eq(usageDaily.organizationId, admin.organizationId), eq(usageDaily.targetId, targetId)),
      );
    expect(usage?.probes).toBe(10);

    const list = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/scans?teamId=${admin.defaultTeamId}`,
      caller: admin,
    });
    expect(list.json()).toMatchObject({
      total: 1,
      items: [{ id: scanId, status: 'completed', progress: { completed: 10 } }],
    });
    // A list row is a summary: the risk's score and level, not the configuration, the
    // per-plugin risk or the warnings, which stay on the scan's own page.
    const detail = (
      await call(ctx.app, { method: 'GET', url: `/api/v1/scans/${scanId}`, caller: admin })
    ).json();
    const [row] = list.json().items;
    expect(row.risk).toEqual({ score: detail.risk.score, level: detail.risk.level });
    expect(detail.risk.plugins.length).toBeGreaterThan(0);
    for (const key of ['config', 'warnings', 'organizationId', 'teamId', 'configId'])
      expect(row, key).not.toHaveProperty(key);
    expect(Object.keys(row).sort()).toEqual(
      Object.keys(detail)
        .filter((key) =>
          [
            'id',
            'targetId',
            'targetName',
            'template',
            'status',
            'progress',
            'risk',
            'error',
            'createdBy',
            'createdAt',
            'startedAt',
            'finishedAt',
          ].includes(key),
        )
        .sort(),
    );
    // The total comes with the page, and still when the page is past the end.
    const past = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/scans?teamId=${admin.defaultTeamId}&offset=5`,
      caller: admin,
    });
    expect(past.json()).toMatchObject({ total: 1, items: [], offset: 5 });
    const totalWhere = async (filter: string) =>
      (
        await call(ctx.app, {
          method: 'GET',
          url: `/api/v1/scans?teamId=${admin.defaultTeamId}&${filter}`,
          caller: admin,
        })
      ).json().total;
    expect(await totalWhere('status=completed')).toBe(1);
    expect(await totalWhere('status=running')).toBe(0);
    expect(await totalWhere(`targetId=${targetId}`)).toBe(1);
    expect(await totalWhere(`targetId=${randomUUID()}&status=completed`)).toBe(0);
    for (const key of ['config', 'warnings', 'unavailableStrategies'])
      expect(row).not.toHaveProperty(key);

    // Re-run: a new scan with the same configuration; retry with nothing errored is refused.
    const rerun = await call(ctx.app, {
      method: 'POST',
      url: `/api/v1/scans/${scanId}/rerun`,
      caller: admin,
    });
    expect(rerun.statusCode).toBe(201);
    const second = await waitForScan(ctx, admin, rerun.json().id);
    expect(second).toMatchObject({
      status: 'completed',
      config,
      progress: { completed: 10, failed },
    });
    const retryNothing = await call(ctx.app, {
      method: 'POST',
      url: `/api/v1/scans/${scanId}/retry`,
      caller: admin,
      payload: {},
    });
    expect(retryNothing.statusCode).toBe(400);
    expect(retryNothing.json().error.details[0].path).toBe('outcomes');

    // Retry failed probes in place: they run again, counts stay consistent, usage adds the re-sends.
    const retry = await call(ctx.app, {
      method: 'POST',
      url: `/api/v1/scans/${scanId}/retry`,
      caller: admin,
      payload: { outcomes: ['fail'] },
    });
    expect(retry.json()).toEqual({ id: scanId, status: 'running', requeued: failed });
    const retried = await waitForScan(ctx, admin, scanId);
    expect(retried.progress).toMatchObject({ completed: 10, failed });
    const [after] = await ctx.database.db
      .select()
      .from(usageDaily)
      .where(
        and(eq(usageDaily.organizationId, admin.organizationId), eq(usageDaily.targetId, targetId)),
      );
    expect(after?.probes).toBe(10 + 10 + failed);
  });

  it('starts from a template of the target team, and validates the body', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const targetId = await demoTargetOf(ctx, admin, admin.defaultTeamId);
    const template = (
      await call(ctx.app, {
        method: 'POST',
        url: '/api/v1/redteam/configs',
        caller: admin,
        payload: {
          teamId: admin.defaultTeamId,
          name: 'T',
          config: { plugins: ['hijacking'], numTests: 1 },
        },
      })
    ).json();
    const created = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/scans',
      caller: admin,
      payload: { targetId, configId: template.id },
    });
    expect(created.statusCode).toBe(201);
    const scan = await waitForScan(ctx, admin, created.json().id);
    expect(scan).toMatchObject({
      status: 'completed',
      configId: template.id,
      progress: { total: 1 },
    });

    const post = (payload: unknown) =>
      call(ctx.app, { method: 'POST', url: '/api/v1/scans', caller: admin, payload });
    const neither = await post({ targetId });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().error.details).toEqual([
      { path: 'configId', message: 'Send either configId or config' },
    ]);
    const badTarget = await post({ targetId: 'nope', config: { plugins: ['hijacking'] } });
    expect(badTarget.json().error.details[0].path).toBe('targetId');
    const badPlugin = await post({ targetId, config: { plugins: ['nope'] } });
    expect(badPlugin.json().error.details).toEqual([
      { path: 'config.plugins.0.id', message: 'Unknown plugin "nope"' },
    ]);
  });

  it('lets a Viewer read scans but not start or cancel them; strangers get 404', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const teamId = admin.defaultTeamId;
    const targetId = await demoTargetOf(ctx, admin, teamId);
    const scanId = (
      await call(ctx.app, {
        method: 'POST',
        url: '/api/v1/scans',
        caller: admin,
        payload: { targetId, config: { plugins: ['hijacking'], numTests: 1 } },
      })
    ).json().id;
    await waitForScan(ctx, admin, scanId);

    expect(
      (await call(ctx.app, { method: 'GET', url: `/api/v1/scans?teamId=${teamId}` })).statusCode,
    ).toBe(401);
    expect(
      (
        await call(ctx.app, {
          method: 'POST',
          url: '/api/v1/scans',
          payload: { targetId, config: { plugins: ['hijacking'] } },
        })
      ).statusCode,
    ).toBe(401);

    const viewer = await addOrgMember(ctx.app, admin, { teamId, roleId: admin.roles.viewer });
    for (const url of [
      `/api/v1/scans/${scanId}`,
      `/api/v1/scans/${scanId}/results`,
      `/api/v1/scans?teamId=${teamId}`,
    ]) {
      expect((await call(ctx.app, { method: 'GET', url, caller: viewer })).statusCode, url).toBe(
        200,
      );
    }
    const start = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/scans',
      caller: viewer,
      payload: { targetId, config: { plugins: ['hijacking'] } },
    });
    expect(start.statusCode).toBe(403);
    for (const action of ['cancel', 'rerun', 'retry']) {
      const response = await call(ctx.app, {
        method: 'POST',
        url: `/api/v1/scans/${scanId}/${action}`,
        caller: viewer,
      });
      expect(response.statusCode, action).toBe(403);
    }

    const stranger = await registerOrgAdmin(ctx.app, 'Elsewhere');
    for (const url of [
      `/api/v1/scans/${scanId}`,
      `/api/v1/scans/${scanId}/results`,
      `/api/v1/scans/${scanId}/events`,
    ]) {
      expect((await call(ctx.app, { method: 'GET', url, caller: stranger })).statusCode, url).toBe(
        404,
      );
    }
    const strangerStart = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/scans',
      caller: stranger,
      payload: { targetId, config: { plugins: ['hijacking'] } },
    });
    expect(strangerStart.statusCode).toBe(404);
    const strangerCancel = await call(ctx.app, {
      method: 'POST',
      url: `/api/v1/scans/${scanId}/cancel`,
      caller: stranger,
    });
    expect(strangerCancel.statusCode).toBe(404);
  });
});
