import { describe, expect, it } from 'vitest';
import { call, registerOrgAdmin, type Caller } from '../../../test/harness';
import {
  createHttpTarget,
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

type Detail = {
  id: string;
  pluginId: string;
  status: string;
  occurrences: number;
  events: { kind: string; actor: { type: string; id: string | null } }[];
  evidence: { items: { scanId: string }[]; total: number };
  scans: { scanId: string; failed: number; total: number }[];
};

/**
 * A retry re-runs a completed scan's failed probes in place, and their new verdicts re-derive
 * the scan's evidence. Evidence that no longer fails goes; what the issue then shows decides it.
 */
describe('vulnerabilities when a retry changes a scan’s verdicts', () => {
  const ctx = useScanApp();
  const servers = useServersClosed();

  const api = async (caller: Caller, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    call(ctx.app, { method, url: `/api/v1${url}`, caller, payload });
  const scanToEnd = async (caller: Caller, targetId: string) => {
    const scanId = await startScan(ctx, caller, { targetId, config });
    expect((await waitForScan(ctx, caller, scanId)).status).toBe('completed');
    return scanId;
  };
  const retryFailures = async (caller: Caller, scanId: string) => {
    const retried = await api(caller, 'POST', `/scans/${scanId}/retry`, { outcomes: ['fail'] });
    expect(retried.statusCode, retried.body).toBe(200);
    expect((await waitForScan(ctx, caller, scanId)).status).toBe('completed');
    const failing = await api(caller, 'GET', `/scans/${scanId}/results?outcome=fail&limit=200`);
    expect(failing.json().total).toBe(0);
  };
  const issuesOf = async (caller: Caller, targetId: string) =>
    (await api(caller, 'GET', `/issues?targetId=${targetId}`)).json().items as Detail[];
  const detailOf = async (caller: Caller, id: string) => {
    const response = await api(caller, 'GET', `/issues/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Detail;
  };

  it('removes a vulnerability only that scan showed; one a person worked on stays, fixed', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const target = await switchableTarget(servers);
    const targetId = await createHttpTarget(ctx, admin, admin.defaultTeamId, target.url);
    const scanId = await scanToEnd(admin, targetId);
    const opened = await issuesOf(admin, targetId);
    expect(opened.map((issue) => issue.pluginId).sort()).toEqual([
      'pii:social',
      'prompt-extraction',
    ]);
    const [worked, untouched] = opened;
    const commented = await api(admin, 'POST', `/issues/${worked!.id}/comments`, {
      body: 'Looking into it',
    });
    expect(commented.statusCode).toBe(201);

    target.state.mode = 'resists';
    await retryFailures(admin, scanId);

    const gone = await api(admin, 'GET', `/issues/${untouched!.id}`);
    expect(gone.statusCode).toBe(404);
    const kept = await detailOf(admin, worked!.id);
    expect(kept).toMatchObject({
      status: 'fixed',
      occurrences: 0,
      evidence: { items: [], total: 0 },
    });
    expect(kept.events.map((event) => [event.kind, event.actor.type, event.actor.id])).toEqual([
      ['opened', 'scan', scanId],
      ['comment', 'user', admin.userId],
      ['fixed', 'scan', scanId],
    ]);
    expect(kept.scans).toEqual([
      { scanId, at: expect.any(String), failed: 0, total: expect.any(Number), asr: 0 },
    ]);
    expect((await issuesOf(admin, targetId)).map((issue) => issue.id)).toEqual([worked!.id]);
  });

  it('fixes a vulnerability an earlier scan still shows, keeping that scan’s evidence', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const target = await switchableTarget(servers);
    const targetId = await createHttpTarget(ctx, admin, admin.defaultTeamId, target.url);
    const first = await scanToEnd(admin, targetId);
    const second = await scanToEnd(admin, targetId);
    const [issue] = (await issuesOf(admin, targetId)).filter(
      (item) => item.pluginId === 'prompt-extraction',
    );
    const before = await detailOf(admin, issue!.id);
    const fromFirst = before.evidence.items.filter((item) => item.scanId === first).length;
    expect(fromFirst).toBeGreaterThan(0);
    expect(before.occurrences).toBeGreaterThan(fromFirst);

    target.state.mode = 'resists';
    await retryFailures(admin, second);

    const after = await detailOf(admin, issue!.id);
    expect(after.status).toBe('fixed');
    expect(after.occurrences).toBe(fromFirst);
    expect(new Set(after.evidence.items.map((item) => item.scanId))).toEqual(new Set([first]));
    expect(after.events.map((event) => [event.kind, event.actor.id])).toEqual([
      ['opened', first],
      ['fixed', second],
    ]);
    // The retried scan finished last, so it heads the scans; its rate is now 0.
    expect(after.scans.map((scan) => [scan.scanId, scan.failed])).toEqual([
      [second, 0],
      [first, before.scans.find((scan) => scan.scanId === first)!.failed],
    ]);
  });
});
