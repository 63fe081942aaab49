import { describe, expect, it } from 'vitest';
import { call, registerOrgAdmin } from '../../../test/harness';
import { demoTargetOf, useScanApp } from '../../../test/scan-harness';

describe('a scan that would send no probe', () => {
  const ctx = useScanApp();

  it('is refused at submission, naming the config and why, and stores nothing', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const targetId = await demoTargetOf(ctx, admin, admin.defaultTeamId);
    // Basic tests off (promptfoo adds them otherwise) and no model for its strategies: nothing
    // would be sent.
    const before = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/scans?teamId=${admin.defaultTeamId}`,
      caller: admin,
    });
    const nothing = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/scans',
      caller: admin,
      payload: {
        targetId,
        config: {
          plugins: ['hijacking'],
          strategies: [{ id: 'basic', config: { enabled: false } }, 'jailbreak', 'jailbreak:tree'],
        },
      },
    });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error.details).toEqual([
      {
        path: 'config',
        message:
          'This scan would send no probe: Strategy "jailbreak" needs an attacker model: configure a generator model in Model settings; Strategy "jailbreak:tree" needs an attacker model: configure a generator model in Model settings.',
      },
    ]);
    const after = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/scans?teamId=${admin.defaultTeamId}`,
      caller: admin,
    });
    expect(after.json().total).toBe(before.json().total);
  });
});
