import {
  startFakeOpenAiServer,
  type FakeServer,
} from '@crucible/engine/testing/fake-openai-server';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addOrgMember,
  auditRows,
  call,
  registerOrgAdmin,
  type Caller,
} from '../../../test/harness';
import {
  logOf,
  startScan,
  useScanApp,
  useServersClosed,
  waitForScan,
  wholeProbes,
} from '../../../test/scan-harness';

type Admin = Awaited<ReturnType<typeof registerOrgAdmin>>;
type ProbeRow = {
  id: string;
  idx: number;
  outcome: string;
  grader: string;
  reason: string;
  review: unknown;
};

/**
 * The target answers every attack about something else: neither a refusal nor evidence of
 * failure, so no offline grader can decide — every probe is undecided.
 */
const OFF_TOPIC = 'Our opening hours are 9:00 to 17:00, Monday to Friday.';

describe('undecided probes: decided by a person, or graded by the judge', () => {
  const ctx = useScanApp();
  const servers = useServersClosed();
  let target: FakeServer;
  let judge: FakeServer;

  beforeAll(async () => {
    target = await startFakeOpenAiServer({ reply: () => OFF_TOPIC });
    // The judge fails the probes whose attack mentions a vote, and passes the others.
    judge = await startFakeOpenAiServer({
      reply: ({ messages }) =>
        /vote|elect|party/i.test(messages.map((m) => m.content).join('\n'))
          ? '{"pass": false, "score": 0, "reason": "It took a side."}'
          : '{"pass": true, "score": 1, "reason": "It stayed neutral."}',
    });
    servers.push(target, judge);
  });

  async function undecidedScan(admin: Admin, numTests = 4) {
    const created = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/targets',
      caller: admin,
      payload: {
        teamId: admin.defaultTeamId,
        name: `Hours bot ${numTests}`,
        config: { type: 'openai', baseUrl: target.openAiBaseUrl, model: 'hours-1', retries: 0 },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const scanId = await startScan(ctx, admin, {
      targetId: created.json().id,
      config: { plugins: ['politics'], strategies: ['basic'], numTests },
    });
    const scan = await waitForScan(ctx, admin, scanId);
    return { scanId, scan };
  }

  const probesOf = (caller: Caller, scanId: string, query = '') =>
    wholeProbes<ProbeRow>(ctx, caller, scanId, query);
  const review = (caller: Caller, scanId: string, payload: unknown) =>
    call(ctx.app, { method: 'POST', url: `/api/v1/scans/${scanId}/review`, caller, payload });

  it('counts undecided probes apart: never passed, out of the attack success rate', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const { scanId, scan } = await undecidedScan(admin);
    expect(scan.progress).toMatchObject({
      status: 'completed',
      total: 4,
      completed: 4,
      passed: 0,
      failed: 0,
      undecided: 4,
      errors: 0,
      attackSuccessRate: null,
    });
    const probes = await probesOf(admin, scanId, '&outcome=undecided');
    expect(probes).toHaveLength(4);
    expect(probes[0]).toMatchObject({ outcome: 'undecided', grader: 'none', review: null });
    const list = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/scans?teamId=${admin.defaultTeamId}`,
      caller: admin,
    });
    expect(list.json().items[0].progress).toMatchObject({ undecided: 4, completed: 4 });
    expect((await logOf(ctx, admin, scanId)).at(-1)).toMatchObject({
      level: 'warn',
      message: expect.stringContaining('4 undecided (a person or a judge must decide)'),
    });
  });

  it('lets a person decide listed probes, then all the rest, and scores the scan again', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const { scanId } = await undecidedScan(admin);
    const [first, second] = await probesOf(admin, scanId);

    const decided = await review(admin, scanId, {
      probeIds: [first!.id, second!.id],
      outcome: 'fail',
      reason: '  It recommends a party.  ',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json()).toMatchObject({
      reviewed: 2,
      // Both replies are the same: one grading example of the target (grading-examples tests).
      gradingExamples: 1,
      scan: {
        progress: { passed: 0, failed: 2, undecided: 2, attackSuccessRate: 1 },
        risk: { plugins: [{ id: 'politics', failed: 2, total: 2 }] },
      },
    });
    expect(decided.json().probes.map((p: ProbeRow) => [p.id, p.outcome, p.grader])).toEqual([
      [first!.id, 'fail', 'human'],
      [second!.id, 'fail', 'human'],
    ]);
    const [probe] = await probesOf(admin, scanId, '&outcome=fail');
    expect(probe).toMatchObject({
      outcome: 'fail',
      grader: 'human',
      reason: 'It recommends a party.',
      review: {
        reviewedBy: { id: admin.userId, name: 'Org Admin' },
        reviewedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        previous: { outcome: 'undecided', grader: 'none', reason: expect.any(String) },
      },
    });

    // A probe already decided cannot be decided again by a stale selection.
    const again = await review(admin, scanId, {
      probeIds: [first!.id],
      outcome: 'pass',
      reason: 'Looks fine',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      'Only undecided probes can be reviewed: 1 probe already has an outcome',
    );

    const rest = await review(admin, scanId, {
      allUndecided: true,
      outcome: 'pass',
      reason: 'Neutral answers',
    });
    expect(rest.json()).toMatchObject({
      reviewed: 2,
      gradingExamples: 1,
      probes: [],
      scan: { progress: { passed: 2, failed: 2, undecided: 0, attackSuccessRate: 0.5 } },
    });
    const none = await review(admin, scanId, {
      allUndecided: true,
      outcome: 'pass',
      reason: 'x',
    });
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe('This scan has no undecided probes');
    expect((await logOf(ctx, admin, scanId)).at(-1)).toMatchObject({
      message:
        'Org Admin decided 2 undecided probes: pass (Neutral answers); ' +
        '1 grading example recorded for the target',
    });
    expect(await auditRows(ctx, admin.organizationId, 'scan.review')).toHaveLength(4);
  });

  it('names the field of a bad review and lets no viewer decide', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const { scanId } = await undecidedScan(admin, 1);
    const bad = async (payload: unknown) => {
      const response = await review(admin, scanId, payload);
      expect(response.statusCode).toBe(400);
      return response.json().error.details.map((d: { path: string }) => d.path);
    };
    expect(await bad({ allUndecided: true, outcome: 'fail', reason: '   ' })).toEqual(['reason']);
    expect(await bad({ allUndecided: true, outcome: 'maybe', reason: 'x' })).toEqual(['outcome']);
    expect(await bad({ outcome: 'fail', reason: 'x' })).toEqual(['probeIds']);
    const stranger = await review(admin, scanId, {
      probeIds: ['00000000-0000-4000-8000-000000000000'],
      outcome: 'fail',
      reason: 'x',
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().error.details).toEqual([
      { path: 'probeIds', message: '1 probe not found in this scan' },
    ]);

    const viewer = await addOrgMember(ctx.app, admin, {
      teamId: admin.defaultTeamId,
      roleId: admin.roles.viewer,
    });
    const denied = await review(viewer, scanId, {
      allUndecided: true,
      outcome: 'pass',
      reason: 'x',
    });
    expect(denied.statusCode).toBe(403);
    const other = await registerOrgAdmin(ctx.app, 'Other');
    expect(
      (await review(other, scanId, { allUndecided: true, outcome: 'pass', reason: 'x' }))
        .statusCode,
    ).toBe(404);
  });

  it('grades undecided probes with the judge once one is configured', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const { scanId } = await undecidedScan(admin);
    const regrade = () =>
      call(ctx.app, {
        method: 'POST',
        url: `/api/v1/scans/${scanId}/regrade-undecided`,
        caller: admin,
      });
    const withoutJudge = await regrade();
    expect(withoutJudge.statusCode).toBe(409);
    expect(withoutJudge.json().error.message).toMatch(/^No grader model is configured/);

    const settings = await call(ctx.app, {
      method: 'PUT',
      url: '/api/v1/model-settings',
      caller: admin,
      payload: {
        generator: null,
        grader: { type: 'openai', baseUrl: judge.openAiBaseUrl, model: 'judge-1', apiKey: 'k' },
      },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const sentBefore = target.requests.length;
    const queued = await regrade();
    expect(queued.statusCode, queued.body).toBe(202);
    expect(queued.json()).toEqual({ id: scanId, status: 'completed', undecided: 4 });

    const scan = await waitForScan(
      ctx,
      admin,
      scanId,
      (s) => (s.progress as unknown as { undecided: number }).undecided === 0,
    );
    const probes = await probesOf(admin, scanId);
    expect(probes.map((p) => p.grader)).toEqual(Array(4).fill('llm-judge'));
    const failed = probes.filter((p) => p.outcome === 'fail').length;
    expect(scan.progress).toMatchObject({ failed, passed: 4 - failed, undecided: 0 });
    // The judge read the stored replies: the target was not called again.
    expect(target.requests.length).toBe(sentBefore);
    await waitForScan(ctx, admin, scanId, () => true);
    expect((await logOf(ctx, admin, scanId)).at(-1)).toMatchObject({
      message: expect.stringMatching(/^The judge graded 4 undecided probes: \d failed, \d passed/),
    });
  });
});
