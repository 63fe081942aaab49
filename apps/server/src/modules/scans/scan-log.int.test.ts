import type { ScanLogEntry } from '@crucible/shared';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { addOrgMember, call, registerOrgAdmin } from '../../../test/harness';
import {
  cancelScan,
  createHttpTarget,
  demoTargetOf,
  startLocalTarget,
  startScan,
  startWorker,
  stopWorker,
  useScanApp,
  useScanCleanup,
  waitForCancelledScan,
  waitForScan,
  type LocalTarget,
  getScan,
  logOf,
  type ScanLogLine,
  scanTwoPlugins,
  useServersClosed,
} from '../../../test/scan-harness';

type Entry = ScanLogLine;

const messages = (entries: Entry[]) => entries.map((entry) => `${entry.level}: ${entry.message}`);

/**
 * The log without the sweeper's lines: with the tests' 1.5 s lease a busy machine can leave a
 * batch job unclaimed long enough for the sweeper to queue it again (harmless, and logged).
 */
const withoutSweeps = (entries: Entry[]) =>
  entries.filter((entry) => !entry.message.startsWith('Resumed a stalled scan'));

describe('scan log and errors, with the job worker', () => {
  const ctx = useScanApp();
  const servers = useServersClosed();

  it('logs a scan from queued to roll-up, then its retry and re-run, and pages with a cursor', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const targetId = await demoTargetOf(ctx, admin, admin.defaultTeamId);
    const config = {
      plugins: ['prompt-extraction', { id: 'pii:social', numTests: 2 }],
      strategies: ['basic', 'base64', 'jailbreak'],
      numTests: 3,
    };
    const scanId = await startScan(ctx, admin, { targetId, config });
    const scan = await waitForScan(ctx, admin, scanId);
    expect(scan.status).toBe('completed');
    expect(scan.cost).toBeNull(); // the demo target has no price
    const { passed, failed, undecided } = scan.progress;
    const rate = `${((failed / (passed + failed)) * 100).toFixed(1)}%`;
    const open = undecided > 0 ? `, ${undecided} undecided (a person or a judge must decide)` : '';

    const raw = await logOf(ctx, admin, scanId);
    const log = withoutSweeps(raw);
    expect(messages(log)).toEqual([
      'info: Scan queued by Org Admin: about 10 probes from a custom configuration',
      'info: Generating attacks: prompts from the offline corpus (no generator model is configured), graded by the offline graders',
      'info: Generated 10 probes: prompt-extraction 6, pii:social 4',
      'warn: Skipped 1 strategy that needs an attacker model: jailbreak',
      'info: Scan running: 10 probes in 1 batch',
      `${undecided > 0 ? 'warn' : 'info'}: Roll-up done: attack success rate ${rate} (${failed} of ${passed + failed} graded)${open}, 0 errors, risk ${scan.risk.level}`,
    ]);
    expect(log[0]!.data).toMatchObject({
      estimatedProbes: 10,
      perPlugin: { 'prompt-extraction': 6, 'pii:social': 4 },
      startedBy: { id: admin.userId, name: 'Org Admin' },
      template: null,
    });
    expect(log[2]!.data).toEqual({
      total: 10,
      perPlugin: { 'prompt-extraction': 6, 'pii:social': 4 },
      perStrategy: { basic: 5, base64: 5 },
    });
    expect(log[5]!.data).toMatchObject({ passed, failed, errors: 0 });

    // The cursor: two at a time, then nothing new (next stays put), oldest first throughout.
    const page = (query: string) =>
      call(ctx.app, { method: 'GET', url: `/api/v1/scans/${scanId}/log?${query}`, caller: admin });
    const first = (await page('limit=2')).json();
    expect(first.entries).toHaveLength(2);
    expect(first.entries[0]).toMatchObject({ level: 'info', at: expect.any(String) });
    expect(first.next).toBe(first.entries[1].id);
    const rest = (await page(`after=${first.next}&limit=100`)).json();
    expect(rest.entries.map((entry: ScanLogEntry) => entry.message)).toEqual(
      raw.slice(2).map((entry) => entry.message),
    );
    expect(rest.entries[0].id).toBeGreaterThan(first.next);
    const none = (await page(`after=${rest.next}`)).json();
    expect(none).toEqual({ entries: [], next: rest.next });
    expect((await page('limit=0')).statusCode).toBe(400);

    // Retry in place and re-run both leave a line; the re-run's own log starts queued.
    const retry = await call(ctx.app, {
      method: 'POST',
      url: `/api/v1/scans/${scanId}/retry`,
      caller: admin,
      payload: { outcomes: ['fail'] },
    });
    expect(retry.statusCode).toBe(200);
    await waitForScan(ctx, admin, scanId);
    const rerun = await call(ctx.app, {
      method: 'POST',
      url: `/api/v1/scans/${scanId}/rerun`,
      caller: admin,
    });
    const rerunId = rerun.json().id as string;
    await waitForScan(ctx, admin, rerunId);
    const after = messages(withoutSweeps(await logOf(ctx, admin, scanId))).slice(log.length);
    expect(after).toEqual([
      `info: Retry by Org Admin: ${failed} probes (fail) queued again`,
      expect.stringMatching(/^(info|warn): Roll-up done: attack success rate /),
      'info: Re-run by Org Admin: started a new scan with the same configuration',
    ]);
    const rerunLog = await logOf(ctx, admin, rerunId);
    expect(rerunLog[0]).toMatchObject({
      message: 'Scan queued by Org Admin: about 10 probes from a custom configuration (a re-run)',
      data: { rerunOf: scanId },
    });
    expect(messages(rerunLog).at(-1)).toMatch(/^(info|warn): Roll-up done: /);
  });

  it('summarises target errors at roll-up (no line per probe) and groups them for the errors view', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    // Every other request fails with a 500, the rest with a 503, each with a different body.
    let served = 0;
    const failing: Server = createServer((request, response) => {
      request.resume();
      served += 1;
      response.writeHead(served % 2 === 0 ? 500 : 503, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: `failure number ${served}` }));
    });
    failing.listen(0, '127.0.0.1');
    await once(failing, 'listening');
    servers.push({ close: () => new Promise<void>((resolve) => failing.close(() => resolve())) });
    const url = `http://127.0.0.1:${(failing.address() as AddressInfo).port}/chat`;
    const targetId = await createHttpTarget(ctx, admin, admin.defaultTeamId, url);

    const { scanId, scan } = await scanTwoPlugins(ctx, admin, targetId, 4);
    expect(scan).toMatchObject({ status: 'completed', progress: { completed: 8, errors: 8 } });

    const errors = await getScan(ctx, admin, scanId, '/errors');
    expect(errors.json()).toEqual({
      total: 8,
      groups: [
        { reason: 'HTTP 500', count: 4 },
        { reason: 'HTTP 503', count: 4 },
      ],
    });
    const group = await getScan(
      ctx,
      admin,
      scanId,
      `/results?errorGroup=${encodeURIComponent('HTTP 503')}`,
    );
    expect(group.json().total).toBe(4);
    for (const probe of group.json().items as { outcome: string; reason: string }[]) {
      expect(probe.outcome).toBe('error');
      expect(probe.reason).toMatch(/^HTTP 503: .*failure number/);
    }

    const log = withoutSweeps(await logOf(ctx, admin, scanId));
    expect(messages(log)).toEqual([
      'info: Scan queued by Org Admin: about 8 probes from a custom configuration',
      expect.stringMatching(/^info: Generating attacks: /),
      'info: Generated 8 probes: hijacking 4, prompt-extraction 4',
      'info: Scan running: 8 probes in 1 batch',
      'warn: 8 probes errored: HTTP 500 (4), HTTP 503 (4)',
      'info: Roll-up done: no probe graded, 8 errors, risk none',
    ]);
    expect(log.at(-2)!.data).toEqual({
      errors: 8,
      groups: [
        { reason: 'HTTP 500', count: 4 },
        { reason: 'HTTP 503', count: 4 },
      ],
    });
  });

  it('logs a cancel and the cancelled roll-up', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const local: LocalTarget = await startLocalTarget(150);
    servers.push(local);
    const targetId = await createHttpTarget(ctx, admin, admin.defaultTeamId, local.url, {
      concurrency: 1,
    });
    const scanId = await startScan(ctx, admin, {
      targetId,
      config: { plugins: ['default'], strategies: ['basic'], numTests: 3 },
    });
    await waitForScan(ctx, admin, scanId, (scan) => scan.progress.completed >= 2);
    const cancelled = await cancelScan(ctx, admin, scanId);
    expect(cancelled.statusCode).toBe(200);
    const scan = await waitForCancelledScan(ctx, admin, scanId);
    const log = messages(await logOf(ctx, admin, scanId));
    expect(log.slice(-2)).toEqual([
      'info: Cancel requested by Org Admin while running: no new probe starts, probes in flight finish',
      expect.stringMatching(
        new RegExp(`^info: Scan cancelled after ${scan.progress.completed} of 60 probes: `),
      ),
    ]);
  });

  it('lets team readers read the log and errors; another organization gets 404', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const teamId = admin.defaultTeamId;
    const targetId = await demoTargetOf(ctx, admin, teamId);
    const scanId = await startScan(ctx, admin, {
      targetId,
      config: { plugins: ['hijacking'], numTests: 1 },
    });
    await waitForScan(ctx, admin, scanId);
    const viewer = await addOrgMember(ctx.app, admin, { teamId, roleId: admin.roles.viewer });
    const stranger = await registerOrgAdmin(ctx.app, 'Elsewhere');
    for (const path of ['log', 'errors']) {
      const url = `/api/v1/scans/${scanId}/${path}`;
      const asViewer = await call(ctx.app, { method: 'GET', url, caller: viewer });
      expect(asViewer.statusCode, url).toBe(200);
      const asStranger = await call(ctx.app, { method: 'GET', url, caller: stranger });
      expect(asStranger.statusCode, url).toBe(404);
      expect(asStranger.json().error.code).toBe('NOT_FOUND');
      expect((await call(ctx.app, { method: 'GET', url })).statusCode, url).toBe(401);
    }
    expect((await logOf(ctx, viewer, scanId)).length).toBeGreaterThan(3);
    const missing = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/scans/00000000-0000-4000-8000-000000000000/log`,
      caller: admin,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('documents the log and errors routes in the OpenAPI document', async () => {
    const document = (await call(ctx.app, { method: 'GET', url: '/api/docs/json' })).json();
    const log = document.paths['/api/v1/scans/{id}/log'].get;
    expect(log.tags).toEqual(['scans']);
    expect(log.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`)).toEqual(
      expect.arrayContaining(['query:after', 'query:limit', 'path:id']),
    );
    expect(Object.keys(log.responses)).toEqual(expect.arrayContaining(['200', '404']));
    expect(document.paths['/api/v1/scans/{id}/errors'].get.tags).toEqual(['scans']);
    const results = document.paths['/api/v1/scans/{id}/results'].get;
    expect(results.parameters.map((p: { name: string }) => p.name)).toContain('errorGroup');
  });
});

describe('scan log of failures and of the sweeper', () => {
  const ctx = useScanApp({ worker: false });
  const { workers, worker, localTarget } = useScanCleanup(ctx);

  it('logs why a scan failed (its target was deleted before it ran)', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const local = await localTarget(1);
    const targetId = await createHttpTarget(ctx, admin, admin.defaultTeamId, local.url);
    const scanId = await startScan(ctx, admin, {
      targetId,
      config: { plugins: ['hijacking'], numTests: 1 },
    });
    const removed = await call(ctx.app, {
      method: 'DELETE',
      url: `/api/v1/targets/${targetId}`,
      caller: admin,
    });
    expect(removed.statusCode).toBe(204);
    const running = await worker();
    const scan = await waitForScan(ctx, admin, scanId);
    expect(scan).toMatchObject({ status: 'failed', error: 'The target of this scan was deleted' });
    const log = await logOf(ctx, admin, scanId);
    expect(log.at(-1)).toEqual({
      level: 'error',
      message: 'Scan failed: The target of this scan was deleted',
      data: { error: 'The target of this scan was deleted' },
    });
    await stopWorker(running);
    workers.splice(workers.indexOf(running), 1);
  });

  it('logs a stalled scan resumed by the sweeper after its worker crashed', async () => {
    const admin = await registerOrgAdmin(ctx.app);
    const local = await localTarget(150);
    const targetId = await createHttpTarget(ctx, admin, admin.defaultTeamId, local.url, {
      concurrency: 2,
    });
    const first = await startWorker(ctx.database, ctx.config);
    const scanId = await startScan(ctx, admin, {
      targetId,
      config: { plugins: ['default'], strategies: ['basic'], numTests: 1 },
    });
    await waitForScan(ctx, admin, scanId, (scan) => scan.progress.completed >= 4);
    await stopWorker(first, 'crash');
    await worker();
    const scan = await waitForScan(ctx, admin, scanId);
    expect(scan.status).toBe('completed');
    const log = await logOf(ctx, admin, scanId);
    const resumed = log.filter((entry) => entry.message.startsWith('Resumed a stalled scan'));
    expect(resumed.length).toBeGreaterThanOrEqual(1);
    expect(resumed[0]).toMatchObject({
      level: 'warn',
      message: expect.stringMatching(
        /^Resumed a stalled scan \(no worker on it for a lease period\): \d+ probes? left, \d+ batch(es)? queued again$/,
      ),
      data: { claimable: expect.any(Number), batches: expect.any(Number) },
    });
    expect(messages(log).at(-1)).toMatch(/^info: Roll-up done: /);
  });
});
