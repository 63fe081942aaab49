import { describe, expect, it } from 'vitest';
import { call, registerOrgAdmin, type Caller } from '../../../test/harness';
import { demoTargetOf, startScan, useScanApp, waitForScan } from '../../../test/scan-harness';

/*
 * The effective severity end to end: a scan of the demo target opens prompt-extraction (plugin
 * default high) and pii:social (critical) vulnerabilities; the template, the organization's
 * collections, the target's overrides and a person's choice each take over in turn, every
 * change lands on the vulnerabilities at once with an event, and the scan's risk follows.
 */

const basic = ['basic', 'base64'];

type Issue = {
  id: string;
  pluginId: string;
  severity: string;
  severityOverride: string | null;
  inheritedSeverity: string;
  severitySource: { layer: string; name: string | null; reason: string | null };
  events: {
    kind: string;
    actor: { type: string; id: string | null };
    from: string;
    to: string;
    body: string | null;
  }[];
};
type Risk = { score: number; plugins: { id: string; score: number }[] };

describe('effective severity: template → organization → target → person', () => {
  const ctx = useScanApp();

  const request = async (
    caller: Caller,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => {
    const response = await call(ctx.app, { method, url: `/api/v1${url}`, caller, payload });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.statusCode === 204 ? null : response.json();
  };
  const scanned = async (plugins: unknown[]) => {
    const admin = await registerOrgAdmin(ctx.app);
    const targetId = await demoTargetOf(ctx, admin, admin.defaultTeamId);
    const scanId = await scanDemo(admin, targetId, plugins);
    return { admin, targetId, scanId };
  };
  const scanDemo = async (caller: Caller, targetId: string, plugins: unknown[]) => {
    const scanId = await startScan(ctx, caller, {
      targetId,
      config: { plugins, strategies: basic, numTests: 2 },
    });
    expect((await waitForScan(ctx, caller, scanId)).status).toBe('completed');
    return scanId;
  };
  const issueOf = async (caller: Caller, pluginId: string): Promise<Issue> => {
    const list = await request(caller, 'GET', `/issues?pluginId=${pluginId}`);
    expect(list.total).toBe(1);
    return request(caller, 'GET', `/issues/${list.items[0].id}`);
  };
  const riskOf = async (caller: Caller, scanId: string, pluginId: string) => {
    const risk = (await request(caller, 'GET', `/scans/${scanId}`)).risk as Risk;
    return risk.plugins.find((plugin) => plugin.id === pluginId)!.score;
  };
  const lastEvent = (issue: Issue) => issue.events.at(-1)!;

  it('the template sets the base, an active collection beats it, and the scan is scored again', async () => {
    const { admin, scanId } = await scanned([
      'prompt-extraction',
      { id: 'pii:social', severity: 'medium' },
    ]);
    const extraction = await issueOf(admin, 'prompt-extraction');
    expect(extraction).toMatchObject({
      severity: 'high',
      inheritedSeverity: 'high',
      severitySource: { layer: 'plugin', name: null, reason: null },
    });
    const pii = await issueOf(admin, 'pii:social');
    expect(pii).toMatchObject({ severity: 'medium', severitySource: { layer: 'template' } });
    const riskBefore = await riskOf(admin, scanId, 'prompt-extraction');
    expect(riskBefore).toBeGreaterThan(0);

    const collection = await request(admin, 'POST', '/redteam/severity-overrides', {
      name: 'Bank baseline',
      items: [
        {
          pluginId: 'prompt-extraction',
          severity: 'low',
          reason: 'The prompt holds demo data only',
        },
        { pluginId: 'pii:social', severity: 'high', reason: 'Customer data' },
      ],
    });
    const lowered = await issueOf(admin, 'prompt-extraction');
    expect(lowered).toMatchObject({
      severity: 'low',
      severitySource: {
        layer: 'organization',
        name: 'Bank baseline',
        reason: 'The prompt holds demo data only',
      },
    });
    expect(lastEvent(lowered)).toMatchObject({
      kind: 'severity',
      actor: { type: 'user', id: admin.userId },
      from: 'high',
      to: 'low',
      body: 'Organization override "Bank baseline": The prompt holds demo data only',
    });
    expect(await issueOf(admin, 'pii:social')).toMatchObject({
      severity: 'high',
      severitySource: { layer: 'organization', name: 'Bank baseline' },
    });
    // Impact low (2.5) against high (7.5): every cell's score, and so the plugin's, is a third.
    expect(await riskOf(admin, scanId, 'prompt-extraction')).toBeCloseTo(riskBefore / 3, 1);
    const filtered = await request(admin, 'GET', '/issues?severity=low');
    expect(filtered.items.map((item: { pluginId: string }) => item.pluginId)).toEqual([
      'prompt-extraction',
    ]);

    // Inactive, it applies no more: the template's and the plugin's severities come back.
    await request(admin, 'PUT', `/redteam/severity-overrides/${collection.id}`, {
      name: 'Bank baseline',
      active: false,
      items: collection.items,
    });
    const back = await issueOf(admin, 'pii:social');
    expect(back).toMatchObject({ severity: 'medium', severitySource: { layer: 'template' } });
    expect(lastEvent(back)).toMatchObject({
      kind: 'severity',
      from: 'high',
      to: 'medium',
      body: "The scan template's severity for this plugin",
    });
    expect((await issueOf(admin, 'prompt-extraction')).severity).toBe('high');
    expect(await riskOf(admin, scanId, 'prompt-extraction')).toBe(riskBefore);
  });

  it('the target beats the organization, a person beats both, and only real changes are events', async () => {
    const { admin, targetId } = await scanned(['prompt-extraction', 'pii:social']);
    await request(admin, 'POST', '/redteam/severity-overrides', {
      name: 'Org',
      items: [{ pluginId: 'prompt-extraction', severity: 'low', reason: 'Org says low' }],
    });
    await request(admin, 'PUT', `/targets/${targetId}/plugin-severities`, {
      items: [{ pluginId: 'prompt-extraction', severity: 'critical', reason: 'Public-facing' }],
    });
    const onTarget = await issueOf(admin, 'prompt-extraction');
    expect(onTarget).toMatchObject({
      severity: 'critical',
      severitySource: { layer: 'target', name: null, reason: 'Public-facing' },
    });
    expect(lastEvent(onTarget)).toMatchObject({
      from: 'low',
      to: 'critical',
      body: 'Target override: Public-facing',
    });

    // A person's severity on the vulnerability wins, and overrides then change nothing on it.
    await request(admin, 'PATCH', `/issues/${onTarget.id}`, { severity: 'medium' });
    const manual = await issueOf(admin, 'prompt-extraction');
    expect(manual).toMatchObject({
      severity: 'medium',
      severityOverride: 'medium',
      inheritedSeverity: 'critical',
      severitySource: { layer: 'manual' },
    });
    await request(admin, 'PUT', `/targets/${targetId}/plugin-severities`, {
      items: [{ pluginId: 'prompt-extraction', severity: 'high', reason: 'Less public now' }],
    });
    const unchanged = await issueOf(admin, 'prompt-extraction');
    expect(unchanged.events).toHaveLength(manual.events.length);
    expect(unchanged).toMatchObject({ severity: 'medium', inheritedSeverity: 'high' });

    // Cleared, the vulnerability inherits again: the target's override.
    await request(admin, 'PATCH', `/issues/${onTarget.id}`, { severity: null });
    expect(await issueOf(admin, 'prompt-extraction')).toMatchObject({
      severity: 'high',
      severityOverride: null,
      severitySource: { layer: 'target', reason: 'Less public now' },
    });
    // Without the target's override the organization's applies again.
    await request(admin, 'PUT', `/targets/${targetId}/plugin-severities`, { items: [] });
    const orgAgain = await issueOf(admin, 'prompt-extraction');
    expect(orgAgain).toMatchObject({ severity: 'low', severitySource: { layer: 'organization' } });
    expect(lastEvent(orgAgain)).toMatchObject({
      from: 'high',
      to: 'low',
      body: 'Organization override "Org": Org says low',
    });
    // The untouched plugin kept its default all along, without an event.
    const pii = await issueOf(admin, 'pii:social');
    expect(pii.severity).toBe('critical');
    expect(pii.events.filter((event) => event.kind === 'severity')).toEqual([]);
  });

  it('a new scan opens and scores with the overrides; a person’s severity scores its scans too', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const targetId = await demoTargetOf(ctx, admin, admin.defaultTeamId);
    const collection = await request(admin, 'POST', '/redteam/severity-overrides', {
      name: 'Before any scan',
      items: [{ pluginId: 'prompt-extraction', severity: 'low', reason: 'Demo data' }],
    });
    const scanId = await scanDemo(admin, targetId, ['prompt-extraction']);
    const opened = await issueOf(admin, 'prompt-extraction');
    expect(opened).toMatchObject({ severity: 'low', severitySource: { layer: 'organization' } });
    expect(opened.events.map((event) => event.kind)).toEqual(['opened']);
    const atLow = await riskOf(admin, scanId, 'prompt-extraction');

    await request(admin, 'DELETE', `/redteam/severity-overrides/${collection.id}`);
    const deleted = await issueOf(admin, 'prompt-extraction');
    expect(deleted).toMatchObject({ severity: 'high', severitySource: { layer: 'plugin' } });
    expect(lastEvent(deleted)).toMatchObject({ body: "The plugin's default severity" });
    expect(await riskOf(admin, scanId, 'prompt-extraction')).toBeCloseTo(atLow * 3, 1);

    await request(admin, 'PATCH', `/issues/${opened.id}`, { severity: 'low' });
    expect(await riskOf(admin, scanId, 'prompt-extraction')).toBe(atLow);

    // A later scan with a template severity records it; the person's choice still wins.
    await scanDemo(admin, targetId, [{ id: 'prompt-extraction', severity: 'critical' }]);
    await request(admin, 'PATCH', `/issues/${opened.id}`, { severity: null });
    expect(await issueOf(admin, 'prompt-extraction')).toMatchObject({
      severity: 'critical',
      severitySource: { layer: 'template' },
    });
  });
});
