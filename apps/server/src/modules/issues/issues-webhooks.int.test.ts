import { describe, expect, it } from 'vitest';
import { call, registerOrgAdmin, type Caller, type OrgAdmin } from '../../../test/harness';
import {
  createHttpTarget,
  startScan,
  useScanApp,
  useServersClosed,
  waitForScan,
} from '../../../test/scan-harness';
import { switchableTarget } from '../../../test/switchable-target';

/*
 * The set-based derivation's webhook events: one delivery per issue a scan opened, fixed or
 * reopened, each at the issue's severity after the scan, and none for a replay or a scan that
 * changed nothing.
 */

const config = { plugins: ['prompt-extraction'], strategies: ['basic', 'base64'], numTests: 2 };

type Delivery = { eventType: string; payload: { data: Record<string, unknown> } };

describe('vulnerability webhook events from scans', () => {
  const ctx = useScanApp();
  const servers = useServersClosed();

  const ok = async (
    caller: Caller,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    body?: unknown,
  ) => {
    const response = await call(ctx.app, { method, url: `/api/v1${url}`, caller, payload: body });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json();
  };
  const scanToEnd = async (caller: Caller, targetId: string) => {
    const scanId = await startScan(ctx, caller, { targetId, config });
    expect((await waitForScan(ctx, caller, scanId)).status).toBe('completed');
    return scanId;
  };
  const vulnerabilityDeliveries = async (admin: OrgAdmin, endpointId: string) => {
    const log = await ok(
      admin,
      'GET',
      `/organizations/${admin.organizationId}/webhooks/${endpointId}/deliveries?limit=200`,
    );
    return (log.deliveries as Delivery[])
      .reverse()
      .filter((delivery) => delivery.eventType.startsWith('vulnerability.'))
      .map((delivery): Record<string, unknown> => ({
        type: delivery.eventType,
        ...delivery.payload.data,
      }));
  };

  it('sends created, status_changed (fixed by the scan) and regressed, at the effective severity', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const endpoint = await ok(admin, 'POST', `/organizations/${admin.organizationId}/webhooks`, {
      url: 'http://93.184.216.34/hooks',
      events: ['vulnerability.created', 'vulnerability.status_changed', 'vulnerability.regressed'],
    });
    const target = await switchableTarget(servers);
    const targetId = await createHttpTarget(ctx, admin, admin.defaultTeamId, target.url);
    // The plugin's default is high; the target's override makes it low before any scan.
    await ok(admin, 'PUT', `/targets/${targetId}/plugin-severities`, {
      items: [{ pluginId: 'prompt-extraction', severity: 'low', reason: 'Demo prompt' }],
    });
    const facts = { targetId, pluginId: 'prompt-extraction', severity: 'low' };

    const first = await scanToEnd(admin, targetId);
    await scanToEnd(admin, targetId); // fails again: no event
    target.state.mode = 'resists';
    const fixing = await scanToEnd(admin, targetId);
    target.state.mode = 'vulnerable';
    const reopening = await scanToEnd(admin, targetId);

    const sent = await vulnerabilityDeliveries(admin, endpoint.id);
    const issueId = sent[0]?.issueId;
    expect(sent).toEqual([
      {
        type: 'vulnerability.created',
        issueId,
        ...facts,
        teamId: admin.defaultTeamId,
        status: 'open',
        scanId: first,
      },
      {
        type: 'vulnerability.status_changed',
        issueId,
        ...facts,
        teamId: admin.defaultTeamId,
        fromStatus: 'open',
        status: 'fixed',
        changedBy: { type: 'scan', scanId: fixing },
      },
      {
        type: 'vulnerability.regressed',
        issueId,
        ...facts,
        teamId: admin.defaultTeamId,
        status: 'open',
        scanId: reopening,
      },
    ]);
  });
});
