import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addOrgMember, call, registerOrgAdmin, type Caller } from '../../../test/harness';
import {
  createHttpTarget,
  demoTargetOf,
  startScan,
  useScanApp,
  useServersClosed,
  waitForScan,
} from '../../../test/scan-harness';
import { switchableTarget } from '../../../test/switchable-target';

/** The demo's base64 weakness fails prompt-extraction and pii:social probes. */
const config = {
  plugins: ['prompt-extraction', 'pii:social'],
  strategies: ['basic', 'base64'],
  numTests: 2,
};

const RANK: Record<string, number> = { critical: 0, high: 1, medium: 2, low: 3 };

type Issue = { id: string; pluginId: string; pluginName: string; severity: string; status: string };

describe('GET /targets/{id}/summary: the target dashboard', () => {
  const ctx = useScanApp();
  const servers = useServersClosed();

  const summary = (caller: Caller, targetId: string) =>
    call(ctx.app, { method: 'GET', url: `/api/v1/targets/${targetId}/summary`, caller });
  const dashboardOf = async (caller: Caller, targetId: string) => {
    const response = await summary(caller, targetId);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const scanToEnd = async (caller: Caller, targetId: string) => {
    const scanId = await startScan(ctx, caller, { targetId, config });
    const scan = await waitForScan(ctx, caller, scanId);
    expect(scan.status).toBe('completed');
    return scan as { id: string; finishedAt: string; risk: { score: number; level: string } };
  };
  const issuesOf = async (caller: Caller, targetId: string) => {
    const response = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/issues?targetId=${targetId}&limit=200`,
      caller,
    });
    return response.json().items as Issue[];
  };
  /** The dashboard's entries for issues (what `changes` lists), in its order. */
  const changesOf = (issues: Issue[]) =>
    issues
      .map((issue) => ({
        issueId: issue.id,
        pluginId: issue.pluginId,
        pluginName: issue.pluginName,
        severity: issue.severity,
        status: issue.status,
      }))
      .sort(
        (a, b) => RANK[a.severity]! - RANK[b.severity]! || a.pluginId.localeCompare(b.pluginId),
      );

  it('is empty before the first scan', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const targetId = await demoTargetOf(ctx, admin, admin.defaultTeamId);
    expect(await dashboardOf(admin, targetId)).toEqual({
      targetId,
      risk: [],
      openBySeverity: { critical: 0, high: 0, medium: 0, low: 0 },
      latestScans: { items: [], total: 0 },
      changes: null,
    });
  });

  it('charts risk per completed scan and lists what each scan opened, fixed and found again', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const target = await switchableTarget(servers);
    const targetId = await createHttpTarget(ctx, admin, admin.defaultTeamId, target.url);
    // A scan of another target of the team is not this target's.
    await scanToEnd(admin, await demoTargetOf(ctx, admin, admin.defaultTeamId));

    const first = await scanToEnd(admin, targetId);
    const opened = await issuesOf(admin, targetId);
    expect(opened.length).toBeGreaterThan(0);
    const afterFirst = await dashboardOf(admin, targetId);
    const pointOf = (scan: typeof first) => ({
      scanId: scan.id,
      at: scan.finishedAt,
      score: scan.risk.score,
      level: scan.risk.level,
    });
    expect(afterFirst.risk).toEqual([pointOf(first)]);
    expect(first.risk.score).toBeGreaterThan(0);
    const bySeverity = { critical: 0, high: 0, medium: 0, low: 0 } as Record<string, number>;
    for (const issue of opened) bySeverity[issue.severity]! += 1;
    expect(afterFirst.openBySeverity).toEqual(bySeverity);
    expect(afterFirst.latestScans.total).toBe(1);
    expect(afterFirst.latestScans.items).toEqual([
      expect.objectContaining({ id: first.id, targetId, status: 'completed' }),
    ]);
    expect(afterFirst.changes).toEqual({
      scan: { id: first.id, finishedAt: first.finishedAt },
      previousScan: null,
      new: changesOf(opened),
      fixed: [],
      regressed: [],
    });

    target.state.mode = 'resists';
    const second = await scanToEnd(admin, targetId);
    const fixed = await issuesOf(admin, targetId);
    expect(fixed.every((issue) => issue.status === 'fixed')).toBe(true);
    const afterSecond = await dashboardOf(admin, targetId);
    expect(afterSecond.risk).toEqual([pointOf(first), pointOf(second)]);
    expect(second.risk.score).toBe(0);
    expect(afterSecond.openBySeverity).toEqual({ critical: 0, high: 0, medium: 0, low: 0 });
    expect(afterSecond.changes).toEqual({
      scan: { id: second.id, finishedAt: second.finishedAt },
      previousScan: { id: first.id, finishedAt: first.finishedAt },
      new: [],
      fixed: changesOf(fixed),
      regressed: [],
    });

    // Found again (those whose plugin fails again); a person then ignores one: the list shows
    // its status now.
    target.state.mode = 'vulnerable';
    const third = await scanToEnd(admin, targetId);
    const ignored = (await issuesOf(admin, targetId)).find((issue) => issue.status === 'open')!;
    expect(ignored).toBeDefined();
    const patched = await call(ctx.app, {
      method: 'PATCH',
      url: `/api/v1/issues/${ignored.id}`,
      caller: admin,
      payload: { status: 'ignored' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const reopened = (await issuesOf(admin, targetId)).filter((issue) => issue.status !== 'fixed');
    const afterThird = await dashboardOf(admin, targetId);
    expect(afterThird.risk.map((point: { scanId: string }) => point.scanId)).toEqual([
      first.id,
      second.id,
      third.id,
    ]);
    expect(afterThird.changes).toMatchObject({
      scan: { id: third.id },
      previousScan: { id: second.id },
      new: [],
      fixed: [],
      regressed: changesOf(reopened),
    });
    expect(afterThird.changes.regressed).toContainEqual(
      expect.objectContaining({ issueId: ignored.id, status: 'ignored' }),
    );
    const stillOpen = reopened.filter((issue) => issue.status === 'open').length;
    const openCounts = Object.values(afterThird.openBySeverity) as number[];
    expect(openCounts.reduce((sum, n) => sum + n, 0)).toBe(stillOpen);
    expect(afterThird.latestScans.total).toBe(3);
    expect(afterThird.latestScans.items.map((scan: { id: string }) => scan.id)).toEqual([
      third.id,
      second.id,
      first.id,
    ]);
  });

  it('a Viewer reads it; another organization and an unknown target get 404; a role without issues 403', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const targetId = await demoTargetOf(ctx, admin, admin.defaultTeamId);
    const viewer = await addOrgMember(ctx.app, admin, {
      teamId: admin.defaultTeamId,
      roleId: admin.roles.viewer,
    });
    expect((await summary(viewer, targetId)).statusCode).toBe(200);

    const stranger = await registerOrgAdmin(ctx.app, 'Elsewhere');
    for (const id of [targetId, randomUUID()]) {
      const response = await summary(stranger, id);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }

    const role = await call(ctx.app, {
      method: 'POST',
      url: `/api/v1/organizations/${admin.organizationId}/roles`,
      caller: admin,
      payload: { name: 'Scanner', permissionSets: ['RUN_SCANS'] },
    });
    const scanner = await addOrgMember(ctx.app, admin, {
      teamId: admin.defaultTeamId,
      roleId: role.json().id,
    });
    const refused = await summary(scanner, targetId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FORBIDDEN');

    const invalid = await call(ctx.app, {
      method: 'GET',
      url: '/api/v1/targets/not-a-uuid/summary',
      caller: admin,
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('is in the OpenAPI document with its answer described', async () => {
    const document = (await call(ctx.app, { method: 'GET', url: '/api/docs/json' })).json();
    const get = document.paths['/api/v1/targets/{id}/summary']?.get;
    expect(get.tags).toEqual(['targets']);
    const answer = get.responses['200'].content['application/json'].schema;
    expect(Object.keys(answer.properties).sort()).toEqual([
      'changes',
      'latestScans',
      'openBySeverity',
      'risk',
      'targetId',
    ]);
  });
});
