import { costOf } from '@crucible/engine/providers/pricing';
import {
  startFakeOpenAiServer,
  type FakeServer,
} from '@crucible/engine/testing/fake-openai-server';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, registerOrgAdmin } from '../../../test/harness';
import {
  demoTargetOf,
  startScan,
  useScanApp,
  waitForScan,
  getScan,
  logOf,
  scanTwoPlugins,
  useServersClosed,
  wholeProbes,
} from '../../../test/scan-harness';

describe('a scan keeps its template name and prices its probes, with the job worker', () => {
  const ctx = useScanApp();
  const servers = useServersClosed();

  it('keeps the template name of the submission through a rename and a delete', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const targetId = await demoTargetOf(ctx, admin, admin.defaultTeamId);
    const templateConfig = { plugins: ['hijacking'], numTests: 1 };
    const template = (
      await call(ctx.app, {
        method: 'POST',
        url: '/api/v1/redteam/configs',
        caller: admin,
        payload: { teamId: admin.defaultTeamId, name: 'Nightly', config: templateConfig },
      })
    ).json();
    const scanId = await startScan(ctx, admin, { targetId, configId: template.id });
    const adHocId = await startScan(ctx, admin, { targetId, config: templateConfig });
    await waitForScan(ctx, admin, scanId);
    await waitForScan(ctx, admin, adHocId);
    const get = async (id: string) => (await getScan(ctx, admin, id)).json();
    const list = async () =>
      (
        await call(ctx.app, {
          method: 'GET',
          url: `/api/v1/scans?teamId=${admin.defaultTeamId}`,
          caller: admin,
        })
      ).json().items as { id: string; template: unknown }[];

    expect(await get(scanId)).toMatchObject({
      configId: template.id,
      template: { id: template.id, name: 'Nightly' },
    });
    expect(await get(adHocId)).toMatchObject({ configId: null, template: null });
    expect((await logOf(ctx, admin, scanId))[0]).toMatchObject({
      message: 'Scan queued by Org Admin: about 1 probe from template "Nightly"',
      data: { template: { id: template.id, name: 'Nightly' } },
    });

    const renamed = await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/redteam/configs/${template.id}`,
      caller: admin,
      payload: { name: 'Weekly', config: templateConfig },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await get(scanId)).toMatchObject({ template: { id: template.id, name: 'Nightly' } });
    // A re-run is the same submission again: same configuration, same template name.
    const rerun = await call(ctx.app, {
      method: 'POST',
      url: `/api/v1/scans/${scanId}/rerun`,
      caller: admin,
    });
    const rerunId = rerun.json().id as string;
    expect(await get(rerunId)).toMatchObject({ template: { id: template.id, name: 'Nightly' } });
    const fresh = await startScan(ctx, admin, { targetId, configId: template.id });
    expect(await get(fresh)).toMatchObject({ template: { id: template.id, name: 'Weekly' } });

    const deleted = await call(ctx.app, {
      method: 'DELETE',
      url: `/api/v1/redteam/configs/${template.id}`,
      caller: admin,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await get(scanId)).toMatchObject({
      configId: null,
      template: { id: null, name: 'Nightly' },
    });
    const byId = new Map((await list()).map((item) => [item.id, item.template]));
    expect(Object.fromEntries(byId)).toEqual({
      [scanId]: { id: null, name: 'Nightly' },
      [rerunId]: { id: null, name: 'Nightly' },
      [fresh]: { id: null, name: 'Weekly' },
      [adHocId]: null,
    });
    for (const id of [rerunId, fresh]) await waitForScan(ctx, admin, id);
  });

  describe('cost', () => {
    let fake: FakeServer;
    beforeAll(async () => {
      fake = await startFakeOpenAiServer({ reply: () => 'I cannot help with that request.' });
      servers.push(fake);
    });

    async function openAiScan(admin: Awaited<ReturnType<typeof registerOrgAdmin>>, model: string) {
      const target = await call(ctx.app, {
        method: 'POST',
        url: '/api/v1/targets',
        caller: admin,
        payload: {
          teamId: admin.defaultTeamId,
          name: `Chat ${model}`,
          config: { type: 'openai', baseUrl: fake.openAiBaseUrl, model, retries: 0 },
        },
      });
      expect(target.statusCode, target.body).toBe(201);
      const { scanId, scan } = await scanTwoPlugins(ctx, admin, target.json().id, 2);
      expect(scan).toMatchObject({ status: 'completed', progress: { completed: 4, errors: 0 } });
      return {
        scan: (await getScan(ctx, admin, scanId)).json(),
        probes: await wholeProbes<{
          tokens: { prompt: number; completion: number; total: number } | null;
          cost: number | null;
        }>(ctx, admin, scanId),
      };
    }

    it('stores each probe at its model list price and sums it on the scan', async () => {
      const admin = await registerOrgAdmin(ctx.app);
      const { scan, probes } = await openAiScan(admin, 'gpt-4o-mini-2024-07-18');
      expect(probes).toHaveLength(4);
      // The fake server reports 10 prompt and 5 completion tokens; gpt-4o-mini is $0.15 / $0.60.
      const each = (10 * 0.15 + 5 * 0.6) / 1_000_000;
      expect(costOf('gpt-4o-mini-2024-07-18', probes[0]!.tokens!)).toBeCloseTo(each, 15);
      for (const probe of probes) {
        expect(probe.tokens).toEqual({ prompt: 10, completion: 5, total: 15 });
        expect(probe.cost).toBeCloseTo(each, 15);
      }
      expect(scan.cost).toBeCloseTo(4 * each, 15);
    });

    it('leaves the cost null for a model without a known price', async () => {
      const admin = await registerOrgAdmin(ctx.app);
      const { scan, probes } = await openAiScan(admin, 'llama3.1');
      expect(probes.map((probe) => probe.cost)).toEqual([null, null, null, null]);
      expect(probes[0]!.tokens).toEqual({ prompt: 10, completion: 5, total: 15 });
      expect(scan.cost).toBeNull();
    });
  });
});
