import { describe, expect, it } from 'vitest';
import { call, registerOrgAdmin, type OrgAdmin } from '../../../test/harness';
import { getScan, logOf, startScan, useScanApp } from '../../../test/scan-harness';

describe("a scan's `profile` plugins come from its target's profile", () => {
  const ctx = useScanApp();

  const target = async (admin: OrgAdmin, name: string, purpose: string, profile = {}) => {
    const created = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/targets',
      caller: admin,
      payload: {
        teamId: admin.defaultTeamId,
        name,
        purpose,
        config: { type: 'http', url: 'http://127.0.0.1:9/chat', profile },
      },
    });
    expect(created.statusCode).toBe(201);
    return created.json().id as string;
  };
  const estimate = (admin: OrgAdmin, targetId: string, plugins: string[]) =>
    call(ctx.app, {
      method: 'POST',
      url: '/api/v1/scans/estimate',
      caller: admin,
      payload: { targetId, config: { plugins, numTests: 1 } },
    });

  it('estimates, stores and logs the plugins an HR assistant with tools calls for', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const targetId = await target(admin, 'PeopleDesk', 'Answers employees about payroll', {
      tools: ['update payroll records'],
    });
    const answer = await estimate(admin, targetId, ['hijacking', 'profile']);
    expect(answer.statusCode).toBe(200);
    const { fittedPlugins, perPlugin } = answer.json();
    expect(fittedPlugins).toEqual(
      expect.arrayContaining([
        { id: 'bias:age', reason: expect.stringMatching(/^It deals with people at work/) },
        { id: 'excessive-agency', reason: expect.stringContaining('update payroll records') },
      ]),
    );
    expect(Object.keys(perPlugin)).toEqual([
      'hijacking',
      ...fittedPlugins.map((p: { id: string }) => p.id),
    ]);

    const scanId = await startScan(ctx, admin, {
      targetId,
      config: { plugins: ['hijacking', 'profile'], numTests: 1 },
    });
    const scan = (await getScan(ctx, admin, scanId)).json();
    expect(scan.config.plugins).toEqual([
      'hijacking',
      ...fittedPlugins.map((p: { id: string }) => p.id),
    ]);
    const log = await logOf(ctx, admin, scanId);
    expect(log.map((line) => line.message)).toContainEqual(
      expect.stringMatching(
        /^Chosen for the target's profile: bias:age, bias:gender, .* — It deals with people at work/,
      ),
    );
  });

  it('adds nothing to a target with no profile, and refuses a scan of `profile` alone', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const targetId = await target(admin, 'Trips', 'Books holidays');
    const plain = await estimate(admin, targetId, ['hijacking', 'profile']);
    expect(plain.json()).toMatchObject({ fittedPlugins: [], perPlugin: { hijacking: 1 } });
    const alone = await estimate(admin, targetId, ['profile']);
    expect(alone.statusCode).toBe(400);
    expect(alone.json().error.details).toEqual([
      {
        path: 'config.plugins',
        message: "The target's profile calls for no plugin: fill in its profile, or choose plugins",
      },
    ]);
  });
});
