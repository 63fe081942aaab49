import { afterAll, describe, expect, it } from 'vitest';
import { call, registerOrgAdmin } from '../../../test/harness';
import {
  createHttpTarget,
  startLocalTarget,
  useScanApp,
  waitForScan,
  type LocalTarget,
} from '../../../test/scan-harness';

/**
 * A worker's in-flight budget (`CRUCIBLE_SCAN_WORKER_CONCURRENCY`) is shared by its batch jobs:
 * one scan alone may use all of it, within its target's own limit, and never more.
 */
describe('scan worker in-flight budget', () => {
  const ctx = useScanApp({ env: { CRUCIBLE_SCAN_WORKER_CONCURRENCY: '6' } });
  const targets: LocalTarget[] = [];
  afterAll(async () => {
    for (const target of targets) await target.close();
  });

  async function scanAgainst(concurrency: number) {
    const admin = await registerOrgAdmin(ctx.app);
    const local = await startLocalTarget(120);
    targets.push(local);
    const targetId = await createHttpTarget(ctx, admin, admin.defaultTeamId, local.url, {
      concurrency,
    });
    const created = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/scans',
      caller: admin,
      payload: { targetId, config: { plugins: ['default'], strategies: ['basic'], numTests: 2 } },
    });
    expect(created.statusCode).toBe(201);
    const scan = await waitForScan(ctx, admin, created.json().id as string);
    // The default collection, 2 tests each (nothing is known of the target: every plugin runs).
    expect(scan).toMatchObject({ status: 'completed', progress: { completed: 40, errors: 0 } });
    return local;
  }

  it('runs one scan at the whole budget when its target allows more', async () => {
    const local = await scanAgainst(20);
    expect(local.maxInFlight).toBe(6);
  });

  it('stays within the target limit when it is below the budget', async () => {
    const local = await scanAgainst(2);
    expect(local.maxInFlight).toBe(2);
  });
});
