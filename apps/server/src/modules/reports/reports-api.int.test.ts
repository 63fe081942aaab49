import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { scans } from '../../db/schema';
import {
  addOrgMember,
  auditRows,
  call,
  registerOrgAdmin,
  testConfig,
  useTestApp,
  type Caller,
  type OrgAdmin,
  type TestContext,
} from '../../../test/harness';
import { seedCompletedScan, type SeedProbe } from '../../../test/report-fixtures';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const HOUR = 3_600_000;

const probes = (pluginId: string, failed: number, passed: number): SeedProbe[] => [
  ...Array.from({ length: failed }, () => ({
    pluginId,
    strategyId: 'basic',
    outcome: 'fail' as const,
  })),
  ...Array.from({ length: passed }, () => ({
    pluginId,
    strategyId: 'base64',
    outcome: 'pass' as const,
  })),
];

async function targetOf(ctx: TestContext, admin: OrgAdmin): Promise<string> {
  const response = await call(ctx.app, {
    method: 'GET',
    url: `/api/v1/targets?teamId=${admin.defaultTeamId}`,
    caller: admin,
  });
  return (response.json().targets as { id: string }[])[0]!.id;
}

/** An organization with two completed scans of its demo target: a low-risk one, then a critical one. */
async function orgWithReports(ctx: TestContext) {
  const admin = await registerOrgAdmin(ctx.app);
  const targetId = await targetOf(ctx, admin);
  const base = { organizationId: admin.organizationId, teamId: admin.defaultTeamId, targetId };
  const older = await seedCompletedScan(ctx.database.db, {
    ...base,
    finishedAt: new Date(Date.now() - 48 * HOUR),
    probes: [...probes('hijacking', 0, 6), ...probes('pii:direct', 0, 6)],
  });
  const newer = await seedCompletedScan(ctx.database.db, {
    ...base,
    finishedAt: new Date(Date.now() - HOUR),
    probes: [...probes('hijacking', 0, 6), ...probes('pii:direct', 4, 2)],
  });
  return { admin, targetId, older, newer };
}

const get = (ctx: TestContext, url: string, caller?: Caller | null) =>
  call(ctx.app, { method: 'GET', url: `/api/v1${url}`, caller: caller ?? null });
const share = (
  ctx: TestContext,
  scanId: string,
  caller: Caller | null,
  method: 'POST' | 'DELETE' = 'POST',
) => call(ctx.app, { method, url: `/api/v1/reports/${scanId}/share`, caller });

describe('reports API', () => {
  const ctx = useTestApp({
    env: {
      CRUCIBLE_ENABLE_MAKE_PUBLIC: 'true',
      CRUCIBLE_SECRET_KEY: 'reports-api-secret-key-0123456789abcdef',
    },
  });

  it('lists completed scans latest first, filtered by target, dates and risk level, paged', async () => {
    const { admin, targetId, older, newer } = await orgWithReports(ctx);
    // A scan still running has no report yet.
    await ctx.database.db.insert(scans).values({
      organizationId: admin.organizationId,
      teamId: admin.defaultTeamId,
      targetId,
      targetName: 'Demo bank assistant',
      config: { plugins: ['hijacking'] },
      status: 'running',
    });
    const list = await get(ctx, `/reports?teamId=${admin.defaultTeamId}`, admin);
    expect(list.statusCode, list.body).toBe(200);
    const body = list.json();
    expect(body).toMatchObject({ total: 2, limit: 50, offset: 0 });
    expect(body.items.map((item: { id: string }) => item.id)).toEqual([newer, older]);
    expect(body.items[0]).toMatchObject({
      id: newer,
      teamId: admin.defaultTeamId,
      targetId,
      probes: { planned: 12, passed: 8, failed: 4, undecided: 0, errors: 0 },
      attackSuccessRate: 4 / 12,
      risk: { level: 'critical' },
      shared: false,
    });
    expect(body.items[0].evalId).toMatch(/^eval-/);
    expect(body.items[1].risk).toEqual({ score: 0, level: 'none' });

    const ids = async (query: string) =>
      (await get(ctx, `/reports?${query}`, admin)).json().items.map((i: { id: string }) => i.id);
    expect(await ids('riskLevel=critical')).toEqual([newer]);
    expect(await ids('riskLevel=none')).toEqual([older]);
    const since = new Date(Date.now() - 24 * HOUR).toISOString();
    expect(await ids(`from=${encodeURIComponent(since)}`)).toEqual([newer]);
    expect(await ids(`to=${encodeURIComponent(since)}`)).toEqual([older]);
    expect(await ids(`targetId=${targetId}&limit=1&offset=1`)).toEqual([older]);
    expect(await ids(`targetId=${randomUUID()}`)).toEqual([]);
    // Without a team: every team the caller may read reports in.
    expect(await ids('')).toEqual([newer, older]);

    const invalid = await get(ctx, '/reports?riskLevel=severe&from=yesterday', admin);
    expect(invalid.statusCode).toBe(400);
    expect(
      invalid
        .json()
        .error.details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['from', 'riskLevel']);
  });

  it('answers 401 without sign-in, 404 for another organization’s scan, 409 before completion', async () => {
    const { admin, newer } = await orgWithReports(ctx);
    expect((await get(ctx, `/reports/${newer}`)).statusCode).toBe(401);
    expect((await get(ctx, '/reports')).statusCode).toBe(401);
    expect((await share(ctx, newer, null)).statusCode).toBe(401);

    const stranger = await registerOrgAdmin(ctx.app, 'Elsewhere');
    for (const response of [
      await get(ctx, `/reports/${newer}`, stranger),
      await share(ctx, newer, stranger),
      await share(ctx, newer, stranger, 'DELETE'),
      await get(ctx, `/reports/${randomUUID()}`, admin),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
    }
    // The stranger's lists never show it either.
    expect((await get(ctx, '/reports', stranger)).json().total).toBe(0);
    expect((await get(ctx, `/reports?teamId=${admin.defaultTeamId}`, stranger)).statusCode).toBe(
      404,
    );

    await ctx.database.db.update(scans).set({ status: 'running' }).where(eq(scans.id, newer));
    const running = await get(ctx, `/reports/${newer}`, admin);
    expect(running.statusCode).toBe(409);
    expect(running.json().error.message).toBe(
      'The scan is running: its report is ready once it completes',
    );
    expect((await share(ctx, newer, admin)).statusCode).toBe(409);
  });

  it('shows the report to a Viewer, who cannot share it', async () => {
    const { admin, newer, older } = await orgWithReports(ctx);
    const viewer = await addOrgMember(ctx.app, admin, {
      teamId: admin.defaultTeamId,
      roleId: admin.roles.viewer,
    });
    const response = await get(ctx, `/reports/${newer}`, viewer);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json();
    expect(report).toMatchObject({
      scanId: newer,
      previousScanId: older,
      canShare: false,
      share: null,
      risk: { level: 'critical' },
      attackSuccess: { failed: 4, graded: 12 },
    });
    expect(report.vulnerabilities).toEqual([
      expect.objectContaining({ pluginId: 'pii:direct', change: 'new', issueStatus: 'open' }),
    ]);
    expect(report.vulnerabilities[0].issueId).toMatch(UUID);
    expect(report.vulnerabilities[0].examples[0].probeId).toMatch(UUID);
    expect((await share(ctx, newer, viewer)).statusCode).toBe(403);
    expect((await share(ctx, newer, viewer, 'DELETE')).statusCode).toBe(403);
  });

  it('shares a report by an unguessable link anyone can open, until it is revoked; both audited', async () => {
    const { admin, newer } = await orgWithReports(ctx);
    const shared = await share(ctx, newer, admin);
    expect(shared.statusCode, shared.body).toBe(200);
    const { url } = shared.json() as { url: string };
    const match = /^http:\/\/crucible\.test\/redteam\/report\/([\w-]{43})$/.exec(url);
    expect(match).not.toBeNull();
    const token = match![1]!;
    // 43 base64url characters: 256 random bits. Sharing again answers the same link.
    expect((await share(ctx, newer, admin)).json()).toEqual({ url });
    const report = (await get(ctx, `/reports/${newer}`, admin)).json();
    expect(report.canShare).toBe(true);
    expect(report.share).toEqual({ url, sharedAt: expect.any(String) });
    expect(
      (await get(ctx, `/reports?teamId=${admin.defaultTeamId}`, admin)).json().items[0].shared,
    ).toBe(true);

    // Signed out: the same figures, and nothing else of the organization.
    const open = await get(ctx, `/public/reports/${token}`);
    expect(open.statusCode, open.body).toBe(200);
    const body = open.json();
    expect(body.header).toEqual(report.header);
    expect(body.attackSuccess).toEqual(report.attackSuccess);
    expect(body.frameworks).toEqual(report.frameworks);
    expect(open.body).not.toMatch(UUID);
    expect(open.body).not.toContain(admin.email);
    expect(open.body).not.toContain(admin.organizationId);
    for (const key of ['scanId', 'teamId', 'targetId', 'previousScanId', 'share', 'canShare']) {
      expect(body).not.toHaveProperty(key);
    }
    expect(body.vulnerabilities[0].issueId).toBeNull();
    expect(body.vulnerabilities[0].examples[0].probeId).toBeNull();
    // With a session the link answers the same (it needs none).
    expect((await get(ctx, `/public/reports/${token}`, admin)).json()).toEqual(body);

    // A server whose sharing is turned off answers no link, even one made before.
    const closed = await buildApp({
      config: testConfig({ CRUCIBLE_SECRET_KEY: 'reports-api-secret-key-0123456789abcdef' }),
      database: ctx.database,
      logger: false,
    });
    try {
      const answer = await call(closed, { method: 'GET', url: `/api/v1/public/reports/${token}` });
      expect(answer.statusCode).toBe(404);
    } finally {
      await closed.close();
    }

    const revoked = await share(ctx, newer, admin, 'DELETE');
    expect(revoked.statusCode).toBe(204);
    const gone = await get(ctx, `/public/reports/${token}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toEqual({ code: 'NOT_FOUND', message: 'Report not found' });
    expect((await get(ctx, `/reports/${newer}`, admin)).json().share).toBeNull();
    // Revoking twice is no error; sharing again makes a new link.
    expect((await share(ctx, newer, admin, 'DELETE')).statusCode).toBe(204);
    const again = (await share(ctx, newer, admin)).json() as { url: string };
    expect(again.url).not.toBe(url);

    expect(await auditRows(ctx, admin.organizationId, 'report.share')).toEqual([
      { actorUserId: admin.userId, subject: 'Report', subjectId: newer, statusCode: 200 },
      { actorUserId: admin.userId, subject: 'Report', subjectId: newer, statusCode: 200 },
      { actorUserId: admin.userId, subject: 'Report', subjectId: newer, statusCode: 200 },
    ]);
    expect(await auditRows(ctx, admin.organizationId, 'report.unshare')).toEqual([
      { actorUserId: admin.userId, subject: 'Report', subjectId: newer, statusCode: 204 },
      { actorUserId: admin.userId, subject: 'Report', subjectId: newer, statusCode: 204 },
    ]);
  });

  it('refuses malformed and unknown links', async () => {
    expect((await get(ctx, '/public/reports/short')).statusCode).toBe(400);
    const unknown = await get(ctx, `/public/reports/${'A'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('reports API without enableMakePublic', () => {
  const ctx = useTestApp();

  it('keeps reports private: no sharing, no public answer', async () => {
    const { admin, newer } = await orgWithReports(ctx);
    const report = (await get(ctx, `/reports/${newer}`, admin)).json();
    expect(report).toMatchObject({ canShare: false, share: null });
    const refused = await share(ctx, newer, admin);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Public reports are turned off on this server');
    expect((await get(ctx, `/public/reports/${'B'.repeat(43)}`)).statusCode).toBe(404);
  });
});
