import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDays, USAGE_DEFAULT_DAYS } from '@crucible/shared';
import { and, eq, sql, TransactionRollbackError } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { describe, expect, it } from 'vitest';
import { evals, modelAuditScans, scanProbes, scans, targets, usageDaily } from '../../db/schema';
import {
  addOrgMember,
  call,
  registerOrgAdmin,
  validationError,
  type OrgAdmin,
  type TestContext,
  useTestApp,
} from '../../../test/harness';
import { secondTeam, targetNamed } from '../../../test/issue-fixtures';
import { seedCompletedScan } from '../../../test/report-fixtures';
import { demoTargetOf, useScanApp, waitForScan } from '../../../test/scan-harness';
import { generateLicenseKeyPair, signLicense } from '../license/license-key';
import { USAGE_EXPORT_CHUNK } from './export';

const today = () => new Date().toISOString().slice(0, 10);
const noon = (day: string) => new Date(`${day}T12:00:00Z`);
const usageOf = (ctx: TestContext, caller: OrgAdmin, orgId: string, query = '') =>
  call(ctx.app, {
    method: 'GET',
    url: `/api/v1/organizations/${orgId}/usage${query}`,
    caller,
  });

async function openAiTarget(ctx: TestContext, admin: OrgAdmin, teamId: string, model: string) {
  const response = await call(ctx.app, {
    method: 'POST',
    url: '/api/v1/targets',
    caller: admin,
    payload: {
      teamId,
      name: `Model ${model}`,
      config: { type: 'openai', model, baseUrl: 'http://127.0.0.1:9/v1' },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

async function modelAudit(ctx: TestContext, admin: OrgAdmin, teamId: string, day: string) {
  await ctx.database.db.insert(modelAuditScans).values({
    organizationId: admin.organizationId,
    teamId,
    createdByName: 'Org Admin',
    source: 'path',
    names: ['model.pkl'],
    location: '/models/model.pkl',
    status: 'completed',
    createdAt: noon(day),
  });
}

/** An eval row created at noon of `day` (usage counts evals by the day they were created). */
async function seededEval(
  ctx: TestContext,
  organizationId: string,
  teamId: string,
  day: string,
  status: 'completed' | 'failed' | 'cancelled' = 'completed',
) {
  await ctx.database.db.insert(evals).values({
    organizationId,
    teamId,
    name: `Eval of ${day}`,
    config: {},
    resolvedConfig: {},
    status,
    createdAt: noon(day),
  });
}

describe('usage of an organization', () => {
  const ctx = useScanApp();

  it('counts the probes of a real scan of the demo target', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const targetId = await demoTargetOf(ctx, admin, admin.defaultTeamId);
    const created = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/scans',
      caller: admin,
      payload: {
        targetId,
        config: { plugins: ['prompt-extraction'], strategies: ['basic', 'base64'], numTests: 3 },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const scanId = created.json().id as string;
    await waitForScan(ctx, admin, scanId);

    const [sent] = await ctx.database.db
      .select({
        sends: sql<number>`sum(${scanProbes.attempts})::int`,
        done: sql<number>`count(*) filter (where ${scanProbes.status} = 'done')::int`,
      })
      .from(scanProbes)
      .where(eq(scanProbes.scanId, scanId));
    const [recorded] = await ctx.database.db
      .select({ probes: usageDaily.probes, day: usageDaily.day })
      .from(usageDaily)
      .where(
        and(eq(usageDaily.organizationId, admin.organizationId), eq(usageDaily.targetId, targetId)),
      );
    expect(sent!.sends).toBeGreaterThan(0);
    expect(recorded!.probes).toBe(sent!.sends);

    const response = await usageOf(ctx, admin, admin.organizationId);
    expect(response.statusCode, response.body).toBe(200);
    const usage = response.json();
    expect(usage.to).toBe(today());
    expect(usage.from).toBe(addDays(today(), -(USAGE_DEFAULT_DAYS - 1)));
    expect(usage.daily).toHaveLength(USAGE_DEFAULT_DAYS);
    expect(usage.daily.at(-1)).toEqual({
      day: recorded!.day,
      probes: sent!.sends,
      scans: 1,
      modelAudits: 0,
    });
    expect(usage.totals).toMatchObject({
      probes: sent!.sends,
      targetsUsed: 1,
      scans: 1,
      evals: 0,
      modelAudits: 0,
    });
    expect(usage.dailyByTarget).toEqual([{ day: recorded!.day, targetId, probes: sent!.sends }]);
    expect(usage.targets).toEqual([
      {
        targetId,
        name: 'Demo bank assistant',
        type: 'demo',
        teamId: admin.defaultTeamId,
        teamName: expect.any(String),
        probes: sent!.sends,
        scans: 1,
      },
    ]);
    expect(usage.teams).toEqual([
      {
        teamId: admin.defaultTeamId,
        name: expect.any(String),
        probes: sent!.sends,
        scans: 1,
        evals: 0,
        modelAudits: 0,
        tokens: usage.totals.tokens.total,
        costUsd: usage.totals.costUsd,
      },
    ]);
    expect(usage.providers).toEqual([
      expect.objectContaining({ provider: 'demo', model: null, probes: sent!.done }),
    ]);
  });

  it('aggregates seeded days, targets, teams and providers over the range asked for', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const db = ctx.database.db;
    const teamB = await secondTeam(ctx, admin);
    const alpha = await targetNamed(ctx, admin, admin.defaultTeamId, 'Alpha');
    const beta = await targetNamed(ctx, admin, teamB, 'Beta');
    const gone = await targetNamed(ctx, admin, teamB, 'Gone');
    const gpt = await openAiTarget(ctx, admin, teamB, 'gpt-4o-mini');
    const [d1, d2, d3] = ['2026-03-01', '2026-03-02', '2026-03-04'];
    const org = admin.organizationId;
    await db.insert(usageDaily).values([
      { organizationId: org, targetId: alpha, day: d1, probes: 10 },
      { organizationId: org, targetId: alpha, day: d3, probes: 5 },
      { organizationId: org, targetId: beta, day: d2, probes: 7 },
      { organizationId: org, targetId: gone, day: d2, probes: 3 },
      // Outside the range, and another organization's row on a day inside it.
      { organizationId: org, targetId: alpha, day: '2026-02-28', probes: 1000 },
      { organizationId: org, targetId: alpha, day: '2026-03-05', probes: 1000 },
      { organizationId: randomUUID(), targetId: randomUUID(), day: d1, probes: 1000 },
    ]);
    await db.delete(targets).where(eq(targets.id, gone));
    await seedCompletedScan(db, {
      organizationId: org,
      teamId: teamB,
      targetId: gpt,
      finishedAt: noon(d2),
      probes: [
        {
          pluginId: 'hijacking',
          strategyId: 'basic',
          outcome: 'pass',
          tokens: { prompt: 100, completion: 20, total: 120 },
          cost: 0.25,
        },
        {
          pluginId: 'hijacking',
          strategyId: 'basic',
          outcome: 'fail',
          tokens: { prompt: 50, completion: 10, total: 60 },
          cost: 0.5,
        },
        { pluginId: 'hijacking', strategyId: 'basic', outcome: 'error' },
      ],
    });
    // A scan that finished before the range: its probes are not the range's.
    await seedCompletedScan(db, {
      organizationId: org,
      teamId: admin.defaultTeamId,
      targetId: alpha,
      finishedAt: noon('2026-02-20'),
      probes: [
        {
          pluginId: 'hijacking',
          strategyId: 'basic',
          outcome: 'pass',
          tokens: { prompt: 9, completion: 9, total: 18 },
          cost: 9,
        },
      ],
    });
    await modelAudit(ctx, admin, admin.defaultTeamId, d3);
    await modelAudit(ctx, admin, teamB, d3);
    await modelAudit(ctx, admin, teamB, '2026-03-06');
    // Evals of the range count whatever their status; before or after it, or another
    // organization's, do not.
    await seededEval(ctx, org, teamB, d1);
    await seededEval(ctx, org, teamB, d2, 'failed');
    await seededEval(ctx, org, admin.defaultTeamId, '2026-03-04', 'cancelled');
    await seededEval(ctx, org, teamB, '2026-02-28');
    await seededEval(ctx, org, teamB, '2026-03-05');
    const other = await registerOrgAdmin(ctx.app);
    await seededEval(ctx, other.organizationId, other.defaultTeamId, d2);

    const response = await usageOf(ctx, admin, org, `?from=${d1}&to=2026-03-04`);
    expect(response.statusCode, response.body).toBe(200);
    const usage = response.json();
    const teamNames = await call(ctx.app, { method: 'GET', url: '/api/v1/teams', caller: admin });
    const nameOf = (id: string) =>
      (teamNames.json().teams as { id: string; name: string }[]).find((t) => t.id === id)!.name;
    expect(usage).toEqual({
      from: d1,
      to: '2026-03-04',
      totals: {
        probes: 25,
        targetsUsed: 3,
        scans: 1,
        evals: 3,
        modelAudits: 2,
        tokens: { prompt: 150, completion: 30, total: 180 },
        costUsd: 0.75,
      },
      daily: [
        { day: d1, probes: 10, scans: 0, modelAudits: 0 },
        { day: d2, probes: 10, scans: 1, modelAudits: 0 },
        { day: '2026-03-03', probes: 0, scans: 0, modelAudits: 0 },
        { day: d3, probes: 5, scans: 0, modelAudits: 2 },
      ],
      dailyByTarget: [
        { day: d1, targetId: alpha, probes: 10 },
        ...[
          { day: d2, targetId: beta, probes: 7 },
          { day: d2, targetId: gone, probes: 3 },
        ].sort((a, b) => a.targetId.localeCompare(b.targetId)),
        { day: d3, targetId: alpha, probes: 5 },
      ],
      targets: [
        {
          targetId: alpha,
          name: 'Alpha',
          type: 'http',
          teamId: admin.defaultTeamId,
          teamName: nameOf(admin.defaultTeamId),
          probes: 15,
          scans: 0,
        },
        {
          targetId: beta,
          name: 'Beta',
          type: 'http',
          teamId: teamB,
          teamName: nameOf(teamB),
          probes: 7,
          scans: 0,
        },
        {
          targetId: gone,
          name: null,
          type: null,
          teamId: null,
          teamName: null,
          probes: 3,
          scans: 0,
        },
      ],
      teams: [
        {
          teamId: admin.defaultTeamId,
          name: nameOf(admin.defaultTeamId),
          probes: 15,
          scans: 0,
          evals: 1,
          modelAudits: 1,
          tokens: 0,
          costUsd: null,
        },
        {
          teamId: teamB,
          name: nameOf(teamB),
          probes: 7,
          scans: 1,
          evals: 2,
          modelAudits: 1,
          tokens: 180,
          costUsd: 0.75,
        },
        {
          teamId: null,
          name: null,
          probes: 3,
          scans: 0,
          evals: 0,
          modelAudits: 0,
          tokens: 0,
          costUsd: null,
        },
      ],
      providers: [
        {
          provider: 'openai',
          model: 'gpt-4o-mini',
          probes: 3,
          probesWithTokens: 2,
          tokens: { prompt: 150, completion: 30, total: 180 },
          probesWithCost: 2,
          costUsd: 0.75,
        },
      ],
      license: expect.objectContaining({ status: 'no_license', numLicensedProbes: null }),
    });
  });

  it('has the spend of scans rolled up before the columns existed filled by the migration', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const gpt = await openAiTarget(ctx, admin, admin.defaultTeamId, 'gpt-4o');
    const tokens = { prompt: 7, completion: 3, total: 10 };
    const scanId = await seedCompletedScan(ctx.database.db, {
      organizationId: admin.organizationId,
      teamId: admin.defaultTeamId,
      targetId: gpt,
      finishedAt: noon('2026-05-01'),
      probes: [
        { pluginId: 'hijacking', strategyId: 'basic', outcome: 'pass', tokens, cost: 0.5 },
        { pluginId: 'hijacking', strategyId: 'basic', outcome: 'fail', tokens, cost: null },
        { pluginId: 'hijacking', strategyId: 'basic', outcome: 'error' },
      ],
    });
    const spend = {
      tokenProbes: scans.tokenProbes,
      promptTokens: scans.promptTokens,
      completionTokens: scans.completionTokens,
      totalTokens: scans.totalTokens,
      costProbes: scans.costProbes,
      costUsd: scans.costUsd,
    };
    const expected = {
      tokenProbes: 2,
      promptTokens: 14,
      completionTokens: 6,
      totalTokens: 20,
      costProbes: 1,
      costUsd: 0.5,
    };
    const read = (db: Db) => db.select(spend).from(scans).where(eq(scans.id, scanId));
    // Written by the roll-up (here the rescore the fixture runs)…
    expect(await read(ctx.database.db)).toEqual([expected]);
    // …and by the migration's backfill for a row without them (rolled back: the database is shared).
    const folder = join(dirname(fileURLToPath(import.meta.url)), '../../../drizzle');
    const file = readdirSync(folder).find((name) => /^\d+_usage\.sql$/.test(name))!;
    const backfill = readFileSync(join(folder, file), 'utf8')
      .split('--> statement-breakpoint')
      .at(-1)!;
    await ctx.database.db
      .transaction(async (tx) => {
        await tx
          .update(scans)
          .set({
            tokenProbes: 0,
            promptTokens: 0,
            completionTokens: 0,
            totalTokens: 0,
            costProbes: 0,
            costUsd: null,
          })
          .where(eq(scans.id, scanId));
        await tx.execute(sql.raw(backfill));
        expect(await read(tx)).toEqual([expected]);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
  });

  it('validates the range', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const ask = (query: string) => usageOf(ctx, admin, admin.organizationId, query);
    const reversed = await ask('?from=2026-03-05&to=2026-03-04');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toEqual(
      validationError('from', 'The start date must not be after the end date'),
    );
    const long = await ask('?from=2025-01-01&to=2026-01-02');
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual(validationError('from', 'A range spans at most 366 days'));
    const bad = await ask('?from=2026-02-30');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0]).toEqual({
      path: 'from',
      message: 'Use a date as YYYY-MM-DD',
    });
    const single = await ask('?from=2026-03-04&to=2026-03-04');
    expect(single.json().daily).toEqual([
      { day: '2026-03-04', probes: 0, scans: 0, modelAudits: 0 },
    ]);
    const year = await ask('?from=2025-01-01&to=2026-01-01');
    expect(year.json().daily).toHaveLength(366);
    const toOnly = await ask('?to=2026-03-30');
    expect([toOnly.json().from, toOnly.json().to]).toEqual(['2026-03-01', '2026-03-30']);
  });

  it('is for administrators of the organization only', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const member = await addOrgMember(ctx.app, admin, {
      teamId: admin.defaultTeamId,
      roleId: admin.roles.admin,
    });
    const stranger = await registerOrgAdmin(ctx.app, 'Other');
    for (const path of ['usage', 'usage/export']) {
      const url = `/api/v1/organizations/${admin.organizationId}/${path}`;
      expect((await call(ctx.app, { method: 'GET', url })).statusCode).toBe(401);
      const asMember = await call(ctx.app, { method: 'GET', url, caller: member });
      expect(asMember.statusCode).toBe(403);
      const asStranger = await call(ctx.app, { method: 'GET', url, caller: stranger });
      expect(asStranger.statusCode).toBe(404);
      expect(asStranger.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('exports the daily rows as CSV, a page of rows at a time', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const org = admin.organizationId;
    const formula = await targetNamed(ctx, admin, admin.defaultTeamId, '=HYPERLINK("x"), "quoted"');
    const many = Array.from({ length: USAGE_EXPORT_CHUNK }, (_, i) => ({
      organizationId: org,
      targetId: randomUUID(),
      day: '2026-04-02',
      probes: i + 1,
    }));
    await ctx.database.db
      .insert(usageDaily)
      .values([
        ...many,
        { organizationId: org, targetId: formula, day: '2026-04-01', probes: 4 },
        { organizationId: org, targetId: formula, day: '2026-04-03', probes: 2 },
        { organizationId: org, targetId: formula, day: '2026-04-04', probes: 99 },
      ]);
    const response = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/organizations/${org}/usage/export?from=2026-04-01&to=2026-04-03`,
      caller: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="usage-2026-04-01-to-2026-04-03.csv"',
    );
    const lines = response.body.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe('day,target_id,target_name,target_type,team_id,team_name,probes');
    const teamName = (
      await call(ctx.app, {
        method: 'GET',
        url: `/api/v1/teams/${admin.defaultTeamId}`,
        caller: admin,
      })
    ).json().name;
    const named = `"'=HYPERLINK(""x""), ""quoted"""`;
    expect(lines[1]).toBe(
      `2026-04-01,${formula},${named},http,${admin.defaultTeamId},${teamName},4`,
    );
    const middle = lines.slice(2, 2 + USAGE_EXPORT_CHUNK);
    const sorted = [...many].sort((a, b) => a.targetId.localeCompare(b.targetId));
    expect(middle).toEqual(sorted.map((row) => `2026-04-02,${row.targetId},,,,,${row.probes}`));
    expect(lines[2 + USAGE_EXPORT_CHUNK]).toBe(
      `2026-04-03,${formula},${named},http,${admin.defaultTeamId},${teamName},2`,
    );
    expect(lines).toHaveLength(USAGE_EXPORT_CHUNK + 4);
  });
});

describe('usage against the license', () => {
  // License rows are install-wide, so this database is the file's own.
  const keys = generateLicenseKeyPair();
  const ctx = useTestApp({
    private: true,
    env: { CRUCIBLE_LICENSE_PUBLIC_KEY: Buffer.from(keys.publicKeyPem).toString('base64') },
  });

  it('answers the limits and the probes the license counted by the end of each day', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const expiresAt = new Date(Date.now() + 300 * 86_400_000).toISOString();
    const licenseKey = signLicense(
      {
        customerName: 'Acme Corp',
        contractStartDate: '2026-03-02T00:00:00.000Z',
        expiresAt,
        numLicensedTargets: 10,
        numLicensedProbes: 1000,
        allowOverage: false,
      },
      keys.privateKeyPem,
    );
    const install = await call(ctx.app, {
      method: 'PUT',
      url: '/api/v1/license',
      caller: admin,
      payload: { licenseKey },
    });
    expect(install.statusCode, install.body).toBe(200);
    const org = admin.organizationId;
    const target = randomUUID();
    await ctx.database.db.insert(usageDaily).values([
      // Before the contract: not the license's.
      { organizationId: org, targetId: target, day: '2026-03-01', probes: 100 },
      { organizationId: org, targetId: target, day: '2026-03-02', probes: 5 },
      // The license is the install's: another organization's probes count toward it.
      { organizationId: randomUUID(), targetId: randomUUID(), day: '2026-03-03', probes: 7 },
      { organizationId: org, targetId: target, day: '2026-03-05', probes: 2 },
    ]);
    const response = await usageOf(ctx, admin, org, '?from=2026-03-03&to=2026-03-05');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().totals.probes).toBe(2);
    expect(response.json().license).toEqual({
      status: 'ok',
      expiresAt,
      contractStartDate: '2026-03-02T00:00:00.000Z',
      numLicensedTargets: 10,
      numTargetsUsed: 2,
      numLicensedProbes: 1000,
      numProbesUsed: 14,
      cumulativeProbes: [
        { day: '2026-03-03', probes: 12 },
        { day: '2026-03-04', probes: 12 },
        { day: '2026-03-05', probes: 14 },
      ],
    });
  });
});
