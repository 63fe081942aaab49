import { generateTestCases, loadRedteamConfig, type TestCase } from '@crucible/engine';
import {
  GuardrailRuleSchema,
  REMEDIATION_BUNDLE_FILES,
  RemediationPlanSchema,
  type RemediationPlan,
} from '@crucible/shared';
import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  addOrgMember,
  call,
  registerOrgAdmin,
  type Caller,
  type OrgAdmin,
} from '../../../test/harness';
import {
  demoTargetOf,
  SCAN_TEST_ENV,
  startScan,
  useScanApp,
  waitForScan,
} from '../../../test/scan-harness';
import { testConfig } from '../../../test/harness';
import { buildApp } from '../../app';
import { rowsOf } from '../scans/pipeline/probe-queries';

const config = {
  plugins: ['prompt-extraction', 'pii:social', 'sql-injection', 'hijacking'],
  strategies: ['basic', 'base64', 'crescendo'],
  numTests: 2,
};

type Failing = { pluginId: string; prompt: string; turns: string[] };

describe('remediation report and bundle API', () => {
  const ctx = useScanApp();
  const url = (scanId: string, bundle = false) =>
    `/api/v1/reports/${scanId}/remediation${bundle ? '/bundle' : ''}`;
  const get = (caller: Caller | undefined, path: string) =>
    call(ctx.app, { method: 'GET', url: path, ...(caller ? { caller } : {}) });

  const scannedOrg = async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const targetId = await demoTargetOf(ctx, admin, admin.defaultTeamId);
    const scanId = await startScan(ctx, admin, { targetId, config });
    expect((await waitForScan(ctx, admin, scanId)).status).toBe('completed');
    return { admin, targetId, scanId };
  };
  let shared: ReturnType<typeof scannedOrg> | undefined;
  const org = () => (shared ??= scannedOrg());

  /** The scan's failing probes of the given plugins, from the database. */
  const failingOf = async (scanId: string, plugins: string[]): Promise<Failing[]> => {
    const rows = rowsOf<{ pluginId: string; prompt: string; conversation: unknown }>(
      await ctx.database.db.execute(sql`
        select plugin_id as "pluginId", prompt, conversation from scan_probes
        where scan_id = ${scanId} and outcome = 'fail' order by idx`),
    );
    return rows
      .filter((row) => plugins.includes(row.pluginId))
      .map((row) => {
        const turns = ((row.conversation ?? []) as { role: string; content: string }[])
          .filter((m) => m.role === 'user')
          .map((m) => m.content);
        return {
          pluginId: row.pluginId,
          prompt: row.prompt,
          turns: turns.length ? turns : [row.prompt],
        };
      });
  };
  const key = (f: { pluginId: string; turns: readonly string[] }) =>
    JSON.stringify([f.pluginId, f.turns]);
  const sentBy = (cases: TestCase[]) =>
    cases.map((t) => key({ pluginId: t.pluginId, turns: t.turns ?? [t.prompt] })).sort();

  it('answers 401 signed out, 404 for another organization, 400 for a malformed id', async () => {
    const { scanId } = await org();
    for (const bundle of [false, true]) {
      const anonymous = await get(undefined, url(scanId, bundle));
      expect(anonymous.statusCode).toBe(401);
      const stranger = await registerOrgAdmin(ctx.app, 'Elsewhere');
      const foreign = await get(stranger, url(scanId, bundle));
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Scan not found' } });
    }
    const { admin } = await org();
    expect((await get(admin, url('not-a-uuid'))).statusCode).toBe(400);
  });

  it('plans the open vulnerabilities the scan saw fail, with the scan’s numbers', async () => {
    const { admin, scanId, targetId } = await org();
    const response = await get(admin, url(scanId));
    expect(response.statusCode, response.body).toBe(200);
    const plan = RemediationPlanSchema.parse(response.json());
    const issues = (
      await get(admin, `/api/v1/issues?teamId=${admin.defaultTeamId}&status=open`)
    ).json().items as { id: string; pluginId: string; severity: string }[];
    expect(plan.items.map((i) => i.issueId).sort()).toEqual(issues.map((i) => i.id).sort());
    expect(plan).toMatchObject({
      scanId,
      targetId,
      targetName: 'Demo bank assistant',
      bundleAvailable: true,
    });
    expect(plan.purpose).toContain('Larkspur Bank');
    for (const item of plan.items) {
      const detail = (await get(admin, `/api/v1/issues/${item.issueId}`)).json();
      const scan = detail.scans.find((s: { scanId: string }) => s.scanId === scanId);
      expect(item).toMatchObject({
        failed: scan.failed,
        total: scan.total,
        asr: scan.asr,
        severity: detail.severity,
      });
      const failing = await failingOf(scanId, [item.pluginId]);
      expect(item.why.strategies.reduce((n, s) => n + s.failed, 0)).toBe(failing.length);
      for (const example of item.why.examples) {
        const probe = (
          await get(admin, `/api/v1/scans/${scanId}/results/${example.probeId}`)
        ).json();
        expect(probe).toMatchObject({
          pluginId: item.pluginId,
          outcome: 'fail',
          reason: example.reason,
        });
      }
      expect(item.mitigations.systemPrompt).toContain('Larkspur Bank');
    }
    expect(plan.items.map((i) => i.priority)).toEqual(
      plan.items.map((i) => i.priority).sort((a, b) => b - a),
    );
    expect(plan.totals.failingProbes).toBe(
      (
        await failingOf(
          scanId,
          plan.items.map((i) => i.pluginId),
        )
      ).length,
    );
  });

  it('lets a Viewer read it, refuses a role that cannot read vulnerabilities', async () => {
    const { admin, scanId } = await org();
    const viewer = await addOrgMember(ctx.app, admin, {
      teamId: admin.defaultTeamId,
      roleId: (admin as OrgAdmin).roles.viewer,
    });
    expect((await get(viewer, url(scanId))).statusCode).toBe(200);
    const role = await call(ctx.app, {
      method: 'POST',
      url: `/api/v1/organizations/${admin.organizationId}/roles`,
      caller: admin,
      payload: { name: 'Eval reader', permissionSets: ['VIEW_EVALS'] },
    });
    const reader = await addOrgMember(ctx.app, admin, {
      teamId: admin.defaultTeamId,
      roleId: role.json().id,
    });
    const refused = await get(reader, url(scanId));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('You cannot read Issue in this team');
  });

  it('bundles the plan, patch, rules and a regression scan of exactly the failing probes', async () => {
    const { admin, scanId, targetId } = await org();
    const plan: RemediationPlan = (await get(admin, url(scanId))).json();
    const response = await get(admin, url(scanId, true));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="remediation-demo-bank-assistant-${scanId.slice(0, 8)}.zip"`,
    );
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files).sort()).toEqual([...REMEDIATION_BUNDLE_FILES].sort());
    const text = (name: string) => strFromU8(files[name]!);
    expect(text('system-prompt-patch.txt')).toBe(`${plan.systemPromptPatch}\n`);
    const rules = JSON.parse(text('guardrails.json'));
    expect(rules.version).toBe(1);
    for (const rule of rules.rules) GuardrailRuleSchema.parse(rule);
    const ruleIds = new Set(plan.items.flatMap((i) => i.mitigations.guardrails.map((r) => r.id)));
    expect(rules.rules.map((r: { id: string }) => r.id).sort()).toEqual([...ruleIds].sort());
    for (const item of plan.items)
      expect(text('remediation-plan.md')).toContain(`(\`${item.pluginId}\`)`);

    // The regression scan: the engine's loader takes it, and it holds exactly the failing probes.
    const regression = loadRedteamConfig(text('regression-scan.yaml'));
    expect(regression.targets).toEqual(['demo']);
    const suite = await generateTestCases(regression);
    const failing = await failingOf(
      scanId,
      plan.items.map((i) => i.pluginId),
    );
    expect(failing.length).toBeGreaterThan(3);
    expect(sentBy(suite.testCases)).toEqual(failing.map(key).sort());

    // Imported as a scan template and run: every probe fails again on the unfixed target.
    const imported = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/redteam/configs/import',
      caller: admin,
      payload: { teamId: admin.defaultTeamId, yaml: text('regression-scan.yaml') },
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const rerunId = await startScan(ctx, admin, { targetId, configId: imported.json().id });
    const rerun = await waitForScan(ctx, admin, rerunId);
    expect(rerun).toMatchObject({ status: 'completed' });
    expect(rerun.progress).toMatchObject({ total: failing.length, failed: failing.length });
  });

  it('leaves out vulnerabilities a person set aside, and refuses unfinished scans', async () => {
    const { admin, scanId } = await org();
    const plan: RemediationPlan = (await get(admin, url(scanId))).json();
    const [first] = plan.items;
    await call(ctx.app, {
      method: 'PATCH',
      url: `/api/v1/issues/${first!.issueId}`,
      caller: admin,
      payload: { status: 'ignored' },
    });
    const after: RemediationPlan = (await get(admin, url(scanId))).json();
    expect(after.items.map((i) => i.pluginId)).not.toContain(first!.pluginId);
    expect(after.items.map((i) => i.rank)).toEqual(after.items.map((_, i) => i + 1));

    const other = await scannedOrg();
    await ctx.database.db.execute(
      sql`update scans set status = 'cancelled' where id = ${other.scanId}`,
    );
    for (const bundle of [false, true]) {
      const refused = await get(other.admin, url(other.scanId, bundle));
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(
        'The scan was cancelled: it opened no vulnerabilities, so it has no remediation report',
      );
    }
  });

  it('refuses the bundle and says so in the plan when disableRemediationBundle is on', async () => {
    const { admin, scanId } = await org();
    const app = await buildApp({
      config: testConfig({ ...SCAN_TEST_ENV, CRUCIBLE_DISABLE_REMEDIATION_BUNDLE: 'true' }),
      database: ctx.database,
      logger: false,
    });
    try {
      const clientConfig = await call(app, { method: 'GET', url: '/api/v1/config' });
      expect(clientConfig.json().disableRemediationBundle).toBe(true);
      const plan = await call(app, { method: 'GET', url: url(scanId), caller: admin });
      expect(plan.json()).toMatchObject({ bundleAvailable: false });
      const bundle = await call(app, { method: 'GET', url: url(scanId, true), caller: admin });
      expect(bundle.statusCode).toBe(403);
      expect(bundle.json()).toEqual({
        error: {
          code: 'FORBIDDEN',
          message:
            'The remediation bundle is disabled on this server (CRUCIBLE_DISABLE_REMEDIATION_BUNDLE)',
        },
      });
      // Signed out it is still a 401: the setting tells a stranger nothing.
      expect((await call(app, { method: 'GET', url: url(scanId, true) })).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});
