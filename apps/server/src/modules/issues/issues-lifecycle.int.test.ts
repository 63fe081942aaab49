import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { issueEvents, issueEvidence, issueScans, issues } from '../../db/schema';
import { call, registerOrgAdmin, type Caller } from '../../../test/harness';
import {
  createHttpTarget,
  demoTargetOf,
  startScan,
  useScanApp,
  useServersClosed,
  waitForScan,
} from '../../../test/scan-harness';
import { switchableTarget } from '../../../test/switchable-target';
import { deriveIssuesForCompletedScans, deriveIssuesForScan } from './derivation';

/** The demo's base64 weakness fails prompt-extraction and pii:social probes; basic ones mostly pass. */
const config = {
  plugins: ['prompt-extraction', 'pii:social'],
  strategies: ['basic', 'base64'],
  numTests: 2,
};

describe('vulnerabilities derived from completed scans', () => {
  const ctx = useScanApp();
  const servers = useServersClosed();

  const scanToEnd = async (caller: Caller, targetId: string) => {
    const scanId = await startScan(ctx, caller, { targetId, config });
    const scan = await waitForScan(ctx, caller, scanId);
    expect(scan.status).toBe('completed');
    return scanId;
  };
  const failingProbes = async (caller: Caller, scanId: string, pluginId: string) => {
    const page = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/scans/${scanId}/results?pluginId=${pluginId}&outcome=fail&limit=200`,
      caller,
    });
    return (page.json().items as { id: string }[]).map((probe) => probe.id).sort();
  };
  const issuesOf = async (caller: Caller, query: string) => {
    const response = await call(ctx.app, { method: 'GET', url: `/api/v1/issues?${query}`, caller });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const detailOf = async (caller: Caller, id: string) => {
    const response = await call(ctx.app, { method: 'GET', url: `/api/v1/issues/${id}`, caller });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('a scan of the demo target opens an issue per failing plugin, with its probes as evidence', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const targetId = await demoTargetOf(ctx, admin, admin.defaultTeamId);
    const scanId = await scanToEnd(admin, targetId);

    const list = await issuesOf(admin, `teamId=${admin.defaultTeamId}`);
    const failing = new Map<string, string[]>();
    for (const pluginId of config.plugins) {
      const probes = await failingProbes(admin, scanId, pluginId);
      if (probes.length > 0) failing.set(pluginId, probes);
    }
    expect(failing.size).toBeGreaterThan(0);
    expect(list.total).toBe(failing.size);
    expect(list.items.map((item: { pluginId: string }) => item.pluginId).sort()).toEqual(
      [...failing.keys()].sort(),
    );
    const issue = list.items[0];
    expect(issue).toEqual({
      id: expect.any(String),
      teamId: admin.defaultTeamId,
      targetId,
      targetName: 'Demo bank assistant',
      pluginId: issue.pluginId,
      pluginName: expect.any(String),
      category: expect.any(String),
      status: 'open',
      severity: expect.stringMatching(/critical|high|medium|low/),
      assignee: null,
      firstSeenAt: expect.any(String),
      lastSeenAt: expect.any(String),
      occurrences: failing.get(issue.pluginId)!.length,
    });

    const detail = await detailOf(admin, issue.id);
    const probes = failing.get(issue.pluginId)!;
    expect(detail.evidence.total).toBe(probes.length);
    expect(detail.evidence.items.map((e: { probeId: string }) => e.probeId).sort()).toEqual(probes);
    expect(detail.evidence.items[0]).toMatchObject({
      scanId,
      strategyId: expect.any(String),
      prompt: expect.any(String),
      output: expect.any(String),
      reason: expect.any(String),
    });
    expect(detail.scans).toEqual([
      {
        scanId,
        at: expect.any(String),
        failed: probes.length,
        total: expect.any(Number),
        asr: probes.length / detail.scans[0].total,
      },
    ]);
    expect(detail.events).toEqual([
      {
        id: expect.any(Number),
        kind: 'opened',
        actor: { type: 'scan', id: scanId, name: expect.stringContaining('Scan') },
        at: expect.any(String),
        from: null,
        to: 'open',
        body: null,
      },
    ]);
    expect(detail.description.length).toBeGreaterThan(0);
    expect(Array.isArray(detail.frameworks)).toBe(true);

    // Deriving again (a retried roll-up, a re-score) duplicates nothing.
    const counts = async () => {
      const db = ctx.database.db;
      const id = issue.id as string;
      return {
        issues: (await db.select().from(issues).where(eq(issues.targetId, targetId))).length,
        evidence: (await db.select().from(issueEvidence).where(eq(issueEvidence.issueId, id)))
          .length,
        scans: (await db.select().from(issueScans).where(eq(issueScans.issueId, id))).length,
        events: (await db.select().from(issueEvents).where(eq(issueEvents.issueId, id))).length,
      };
    };
    const before = await counts();
    await ctx.database.db.transaction((tx) => deriveIssuesForScan(tx, scanId));
    await ctx.database.db.transaction((tx) => deriveIssuesForScan(tx, scanId));
    expect(await counts()).toEqual(before);
    expect((await detailOf(admin, issue.id)).occurrences).toBe(probes.length);
  });

  it('fixes an issue when the target resists, reopens it as a regression, and leaves a false positive alone', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const target = await switchableTarget(servers);
    const targetId = await createHttpTarget(ctx, admin, admin.defaultTeamId, target.url);

    const first = await scanToEnd(admin, targetId);
    const opened = await issuesOf(admin, `targetId=${targetId}&pluginId=prompt-extraction`);
    expect(opened.items).toHaveLength(1);
    const issueId = opened.items[0].id as string;
    const firstFailures = await failingProbes(admin, first, 'prompt-extraction');

    target.state.mode = 'resists';
    const second = await scanToEnd(admin, targetId);
    const fixed = await detailOf(admin, issueId);
    expect(fixed.status).toBe('fixed');
    expect(fixed.events.at(-1)).toMatchObject({
      kind: 'fixed',
      actor: { type: 'scan', id: second },
      from: 'open',
      to: 'fixed',
    });
    expect(fixed.scans[0]).toMatchObject({ scanId: second, failed: 0, asr: 0 });
    expect(fixed.occurrences).toBe(firstFailures.length);
    expect((await issuesOf(admin, `status=fixed&targetId=${targetId}`)).total).toBeGreaterThan(0);

    target.state.mode = 'vulnerable';
    const third = await scanToEnd(admin, targetId);
    const regressed = await detailOf(admin, issueId);
    expect(regressed.status).toBe('open');
    expect(regressed.events.map((e: { kind: string }) => e.kind)).toEqual([
      'opened',
      'fixed',
      'regressed',
    ]);
    expect(regressed.events.at(-1)).toMatchObject({
      actor: { type: 'scan', id: third },
      from: 'fixed',
      to: 'open',
    });
    const thirdFailures = await failingProbes(admin, third, 'prompt-extraction');
    expect(regressed.occurrences).toBe(firstFailures.length + thirdFailures.length);
    expect(regressed.evidence.items[0].scanId).toBe(third);
    expect(regressed.scans.map((s: { scanId: string }) => s.scanId)).toEqual([
      third,
      second,
      first,
    ]);

    // A person's false positive survives both a resisting and a failing scan.
    const marked = await call(ctx.app, {
      method: 'PATCH',
      url: `/api/v1/issues/${issueId}`,
      caller: admin,
      payload: { status: 'false_positive' },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    target.state.mode = 'resists';
    await scanToEnd(admin, targetId);
    target.state.mode = 'vulnerable';
    await scanToEnd(admin, targetId);
    const kept = await detailOf(admin, issueId);
    expect(kept.status).toBe('false_positive');
    expect(kept.events.map((e: { kind: string }) => e.kind)).toEqual([
      'opened',
      'fixed',
      'regressed',
      'status',
    ]);
    expect(kept.scans).toHaveLength(5);

    // Replaying every completed scan (`crucible issues derive`) rebuilds the same history,
    // without the person's decision, and a second replay changes nothing.
    await ctx.database.db.delete(issues).where(eq(issues.targetId, targetId));
    await deriveIssuesForCompletedScans(ctx.database.db);
    const [rebuilt] = (await issuesOf(admin, `targetId=${targetId}&pluginId=prompt-extraction`))
      .items;
    const replayed = await detailOf(admin, rebuilt.id);
    expect(replayed).toMatchObject({
      status: 'open',
      occurrences: kept.occurrences,
      firstSeenAt: kept.firstSeenAt,
      lastSeenAt: kept.lastSeenAt,
      scans: kept.scans,
    });
    const kinds = ['opened', 'fixed', 'regressed', 'fixed', 'regressed'];
    expect(replayed.events.map((e: { kind: string }) => e.kind)).toEqual(kinds);
    await deriveIssuesForCompletedScans(ctx.database.db);
    expect(await detailOf(admin, rebuilt.id)).toEqual(replayed);
  });

  it('a scan whose probes of the plugin were all undecided neither fixes nor opens; a review decides', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const target = await switchableTarget(servers);
    const targetId = await createHttpTarget(ctx, admin, admin.defaultTeamId, target.url);
    await scanToEnd(admin, targetId);
    const [issue] = (await issuesOf(admin, `targetId=${targetId}&pluginId=prompt-extraction`))
      .items;
    const before = await detailOf(admin, issue.id);

    target.state.mode = 'neutral';
    const undecided = await scanToEnd(admin, targetId);
    const outcomes = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/scans/${undecided}/results?pluginId=prompt-extraction&limit=200`,
      caller: admin,
    });
    const probes = outcomes.json().items as { id: string; outcome: string }[];
    expect(probes.map((p) => p.outcome)).toEqual(probes.map(() => 'undecided'));
    const after = await detailOf(admin, issue.id);
    expect(after.status).toBe('open');
    expect(after.scans).toEqual(before.scans);
    expect(after.events).toEqual(before.events);

    // A person decides one of them failed: the re-score adds it as evidence of the same issue.
    const reviewed = await call(ctx.app, {
      method: 'POST',
      url: `/api/v1/scans/${undecided}/review`,
      caller: admin,
      payload: { probeIds: [probes[0]!.id], outcome: 'fail', reason: 'It leaked' },
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    const decided = await detailOf(admin, issue.id);
    expect(decided.occurrences).toBe(before.occurrences + 1);
    expect(decided.evidence.items[0]).toMatchObject({ scanId: undecided, probeId: probes[0]!.id });
    expect(decided.scans[0]).toMatchObject({ scanId: undecided, failed: 1, total: 1, asr: 1 });
    expect(decided.status).toBe('open');
  });

  it('two scans of one target finishing together make one issue per plugin, opened once', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const targetId = await demoTargetOf(ctx, admin, admin.defaultTeamId);
    const scanIds = await Promise.all([
      startScan(ctx, admin, { targetId, config }),
      startScan(ctx, admin, { targetId, config }),
    ]);
    for (const scanId of scanIds) await waitForScan(ctx, admin, scanId);
    const list = await issuesOf(admin, `targetId=${targetId}`);
    expect(list.total).toBeGreaterThan(0);
    const plugins = list.items.map((item: { pluginId: string }) => item.pluginId);
    expect(plugins).toEqual([...new Set(plugins)]);
    for (const item of list.items) {
      const issue = await detailOf(admin, item.id);
      expect(issue.events.map((e: { kind: string }) => e.kind)).toEqual(['opened']);
      expect(issue.scans.map((s: { scanId: string }) => s.scanId).sort()).toEqual(
        [...scanIds].sort(),
      );
      expect(issue.occurrences).toBe(issue.evidence.total);
    }
  });
});
