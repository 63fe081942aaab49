import { describe, expect, it } from 'vitest';
import { call, registerOrgAdmin, type Caller } from '../../../test/harness';
import { demoTargetOf, startScan, useScanApp, waitForScan } from '../../../test/scan-harness';
import { deriveIssuesForScan } from './derivation';

/*
 * The set-based derivation writes each vulnerability's effective severity (`severityOf`): a new
 * one opens at what the overrides say, the template severity of the latest scan is kept, and a
 * change a scan makes on an existing one is a `severity` event by that scan. The list filters
 * and orders on the stored severity.
 */

type Issue = {
  id: string;
  pluginId: string;
  severity: string;
  severitySource: { layer: string };
  events: {
    kind: string;
    actor: { type: string; id: string | null };
    from: string | null;
    to: string | null;
    body: string | null;
  }[];
};

describe('vulnerability severities set by the derivation', () => {
  const ctx = useScanApp();

  const request = async (caller: Caller, method: 'GET' | 'PUT', url: string, payload?: unknown) => {
    const response = await call(ctx.app, { method, url: `/api/v1${url}`, caller, payload });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const scanDemo = async (caller: Caller, targetId: string, plugins: unknown[]) => {
    const scanId = await startScan(ctx, caller, {
      targetId,
      config: { plugins, strategies: ['basic', 'base64'], numTests: 2 },
    });
    expect((await waitForScan(ctx, caller, scanId)).status).toBe('completed');
    return scanId;
  };
  const issueOf = async (caller: Caller, pluginId: string): Promise<Issue> => {
    const list = await request(caller, 'GET', `/issues?pluginId=${pluginId}`);
    expect(list.total).toBe(1);
    return request(caller, 'GET', `/issues/${list.items[0].id}`);
  };
  const kinds = (issue: Issue) => issue.events.map((event) => event.kind);

  it('opens at the target’s override and the template’s severity; a later template is the scan’s event, an older scan’s is not', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const targetId = await demoTargetOf(ctx, admin, admin.defaultTeamId);
    await request(admin, 'PUT', `/targets/${targetId}/plugin-severities`, {
      items: [{ pluginId: 'prompt-extraction', severity: 'low', reason: 'Demo prompt' }],
    });

    // Plugin defaults: prompt-extraction high, pii:social critical.
    const first = await scanDemo(admin, targetId, [
      'prompt-extraction',
      { id: 'pii:social', severity: 'medium' },
    ]);
    const extraction = await issueOf(admin, 'prompt-extraction');
    expect(extraction).toMatchObject({ severity: 'low', severitySource: { layer: 'target' } });
    expect(kinds(extraction)).toEqual(['opened']);
    const pii = await issueOf(admin, 'pii:social');
    expect(pii).toMatchObject({ severity: 'medium', severitySource: { layer: 'template' } });
    expect(kinds(pii)).toEqual(['opened']);

    // The list filters and orders on the stored (effective) severity.
    const low = await request(admin, 'GET', `/issues?targetId=${targetId}&severity=low`);
    expect(low.items.map((item: Issue) => item.pluginId)).toEqual(['prompt-extraction']);
    const ordered = await request(admin, 'GET', `/issues?targetId=${targetId}`);
    expect(ordered.items.map((item: Issue) => item.pluginId)).toEqual([
      'pii:social',
      'prompt-extraction',
    ]);

    const second = await scanDemo(admin, targetId, [
      'prompt-extraction',
      { id: 'pii:social', severity: 'critical' },
    ]);
    const raised = await issueOf(admin, 'pii:social');
    expect(raised).toMatchObject({ severity: 'critical', severitySource: { layer: 'template' } });
    expect(raised.events.at(-1)).toMatchObject({
      kind: 'severity',
      actor: { type: 'scan', id: second },
      from: 'medium',
      to: 'critical',
      body: "The scan template's severity for this plugin",
    });
    expect(kinds(await issueOf(admin, 'prompt-extraction'))).toEqual(['opened']);

    // Replays change nothing: the newer scan's template stays, and no event is added.
    await ctx.database.db.transaction((tx) => deriveIssuesForScan(tx, first));
    await ctx.database.db.transaction((tx) => deriveIssuesForScan(tx, second));
    const replayed = await issueOf(admin, 'pii:social');
    expect(replayed.severity).toBe('critical');
    expect(replayed.events).toEqual(raised.events);
    const sorted = await request(
      admin,
      'GET',
      `/issues?targetId=${targetId}&sort=severity&order=asc`,
    );
    expect(sorted.items.map((item: Issue) => item.pluginId)).toEqual([
      'prompt-extraction',
      'pii:social',
    ]);
  });
});
