import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import type { ScanLogEntry } from '@crucible/shared';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import { jobHandlers } from '../src/jobs/handlers';
import { type JobQueue, startJobQueue } from '../src/jobs/queue';
import { secretBoxOf } from '../src/lib/secret-box';
import { createEvalWorker, type EvalWorker } from '../src/modules/evals/worker';
import { createScanWorker, type ScanWorker } from '../src/modules/scans/pipeline/worker';
import { createWebhookWorker } from '../src/modules/webhooks/worker';
import { call, type Caller, type TestContext, testConfig, testDatabase } from './harness';

/** Fast scan settings for tests: small batches, short leases, a quick sweep. */
export const SCAN_TEST_ENV = {
  CRUCIBLE_SCAN_BATCH_SIZE: '10',
  CRUCIBLE_SCAN_LEASE_SECONDS: '1.5',
  CRUCIBLE_SCAN_WORKER_CONCURRENCY: '16',
  CRUCIBLE_SECRET_KEY: 'scan-tests-secret-key-0123456789abcdef',
};

export type Worker = { jobs: JobQueue; scans: ScanWorker; evals: EvalWorker };

/** A job worker (its own pg-boss client) on the database, as a `crucible worker` process runs. */
export async function startWorker(database: DatabaseHandle, config: Config): Promise<Worker> {
  const logger = pino({ level: 'silent' });
  const jobs = await startJobQueue(database, logger);
  const scans = createScanWorker({
    db: database.db,
    box: secretBoxOf(config),
    jobs,
    logger,
    settings: config.scans,
  });
  const evals = createEvalWorker({
    db: database.db,
    box: secretBoxOf(config),
    jobs,
    logger,
    settings: config.evals,
  });
  const webhooks = createWebhookWorker({
    db: database.db,
    box: secretBoxOf(config),
    jobs,
    logger,
    allowPrivate: config.webhooks.allowPrivate,
  });
  await jobs.work(
    jobHandlers({
      mailTransport: async () => undefined,
      scans,
      evals,
      webhooks,
      modelAudit: { db: database.db, logger, settings: config.modelAudit, progressIntervalMs: 50 },
    }),
  );
  scans.startSweeper();
  evals.startSweeper();
  return { jobs, scans, evals };
}

export async function stopWorker(worker: Worker, mode: 'shutdown' | 'crash' = 'shutdown') {
  worker.scans.stop(mode);
  worker.evals.stop(mode);
  await worker.jobs.stop({ wait: mode === 'shutdown' });
}

export type ScanTestContext = TestContext & { worker: Worker | null };

/** The app with a job queue and, unless `worker: false`, an in-process worker (like `serve`). */
export function useScanApp(options: { worker?: boolean; env?: Record<string, string> } = {}) {
  const context = {} as ScanTestContext;
  beforeAll(async () => {
    context.config = testConfig({ ...SCAN_TEST_ENV, ...options.env });
    context.database = await testDatabase();
    const logger = pino({ level: 'silent' });
    const jobs = await startJobQueue(context.database, logger);
    context.worker =
      options.worker === false ? null : await startWorker(context.database, context.config);
    context.app = await buildApp({
      config: context.config,
      database: context.database,
      jobs,
      logger: false,
    });
    await context.app.ready();
    (context as { appJobs?: JobQueue }).appJobs = jobs;
  });
  afterAll(async () => {
    if (context.worker) await stopWorker(context.worker);
    await (context as { appJobs?: JobQueue }).appJobs?.stop();
    await context.app?.close();
    await context.database?.close();
  });
  return context;
}

/**
 * Workers and local targets that tests start themselves (beside `useScanApp`'s worker), all
 * stopped and closed after the file's tests, whatever state a test left them in.
 */
export function useScanCleanup(context: ScanTestContext) {
  const workers: Worker[] = [];
  const locals: LocalTarget[] = [];
  afterAll(async () => {
    for (const worker of workers) await stopWorker(worker).catch(() => undefined);
    for (const local of locals) await local.close();
  });
  return {
    workers,
    /** Starts a worker on the app's database, stopped after the tests. */
    worker: async () => {
      const started = await startWorker(context.database, context.config);
      workers.push(started);
      return started;
    },
    /** Starts a local target (see `startLocalTarget`), closed after the tests. */
    localTarget: async (latencyMs: number) => {
      const local = await startLocalTarget(latencyMs);
      locals.push(local);
      return local;
    },
  };
}

/** A local HTTP target answering `{"reply": …}` after `latencyMs`, counting in-flight requests. */
export type LocalTarget = {
  url: string;
  inFlight: number;
  maxInFlight: number;
  /** Requests per prompt text. */
  seen: Map<string, number>;
  latencyMs: number;
  close(): Promise<void>;
};

export async function startLocalTarget(latencyMs: number): Promise<LocalTarget> {
  const target = {
    inFlight: 0,
    maxInFlight: 0,
    seen: new Map<string, number>(),
    latencyMs,
  } as LocalTarget;
  const read = async (request: IncomingMessage) => {
    let body = '';
    for await (const chunk of request) body += String(chunk);
    return body;
  };
  const server: Server = createServer((request, response) => {
    target.inFlight++;
    target.maxInFlight = Math.max(target.maxInFlight, target.inFlight);
    void read(request).then((body) => {
      const prompt = (JSON.parse(body) as { prompt: string }).prompt;
      target.seen.set(prompt, (target.seen.get(prompt) ?? 0) + 1);
      setTimeout(() => {
        target.inFlight--;
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ reply: 'I cannot help with that request.' }));
      }, target.latencyMs);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  target.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/chat`;
  target.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return target;
}

/** Creates an HTTP target for `url` in the caller's team. */
export async function createHttpTarget(
  context: TestContext,
  caller: Caller,
  teamId: string,
  url: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const response = await call(context.app, {
    method: 'POST',
    url: '/api/v1/targets',
    caller,
    payload: {
      teamId,
      name: `Local ${Math.random().toString(36).slice(2, 8)}`,
      config: {
        type: 'http',
        url,
        body: { prompt: '{{prompt}}' },
        extract: { type: 'path', path: 'reply' },
        retries: 0,
        ...overrides,
      },
    },
  });
  if (response.statusCode !== 201) throw new Error(`target create failed: ${response.body}`);
  return response.json().id as string;
}

export async function demoTargetOf(context: TestContext, caller: Caller, teamId: string) {
  const response = await call(context.app, {
    method: 'GET',
    url: `/api/v1/targets?teamId=${teamId}`,
    caller,
  });
  const demo = (response.json().targets as { id: string; type: string }[]).find(
    (t) => t.type === 'demo',
  );
  if (!demo) throw new Error('no demo target');
  return demo.id;
}

/** Submits a scan (`{ targetId, config }` or `{ targetId, configId }`) and answers its id. */
export async function startScan(
  context: TestContext,
  caller: Caller,
  payload: Record<string, unknown>,
): Promise<string> {
  const created = await call(context.app, {
    method: 'POST',
    url: '/api/v1/scans',
    caller,
    payload,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id as string;
}

/** Scans the target with hijacking and prompt-extraction, `numTests` each, untransformed, to its end. */
export async function scanTwoPlugins(
  context: TestContext,
  caller: Caller,
  targetId: string,
  numTests: number,
) {
  const scanId = await startScan(context, caller, {
    targetId,
    config: { plugins: ['hijacking', 'prompt-extraction'], strategies: ['basic'], numTests },
  });
  return { scanId, scan: await waitForScan(context, caller, scanId) };
}

/** Servers a test starts, closed after the file's tests. */
export function useServersClosed(): { close(): Promise<void> }[] {
  const servers: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    for (const server of servers) await server.close();
  });
  return servers;
}

/** Asks to cancel the scan; the answer is the test's to check. */
export const cancelScan = (context: TestContext, caller: Caller, scanId: string) =>
  call(context.app, { method: 'POST', url: `/api/v1/scans/${scanId}/cancel`, caller });

const TERMINAL = ['completed', 'failed', 'cancelled'];

/** Polls the scan until `until` holds (default: a terminal status). */
export async function waitForScan(
  context: TestContext,
  caller: Caller,
  scanId: string,
  until: (scan: { status: string; progress: { completed: number } }) => boolean = (scan) =>
    TERMINAL.includes(scan.status),
  timeoutMs = 30_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await call(context.app, {
      method: 'GET',
      url: `/api/v1/scans/${scanId}`,
      caller,
    });
    const scan = response.json();
    if (until(scan)) return scan;
    if (Date.now() > deadline) throw new Error(`scan still ${scan.status}: ${response.body}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Polls a cancelled scan until its roll-up is done (the risk is set). */
export const waitForCancelledScan = (context: TestContext, caller: Caller, scanId: string) =>
  waitForScan(
    context,
    caller,
    scanId,
    (scan) => scan.status === 'cancelled' && (scan as { risk?: unknown }).risk !== null,
  );

/** GET of a scan, or of one of its sub-routes (`path`: `/log?…`, `/errors`, `/results?…`). */
export const getScan = (ctx: TestContext, caller: Caller, scanId: string, path = '') =>
  call(ctx.app, { method: 'GET', url: `/api/v1/scans/${scanId}${path}`, caller });

/** A scan's probes, whole (a results page carries summaries), in index order. */
export async function wholeProbes<T = Record<string, unknown>>(
  ctx: TestContext,
  caller: Caller,
  scanId: string,
  query = '',
): Promise<T[]> {
  const page = await getScan(ctx, caller, scanId, `/results?limit=100${query}`);
  expect(page.statusCode).toBe(200);
  return Promise.all(
    (page.json().items as { id: string }[]).map(
      async (item) => (await getScan(ctx, caller, scanId, `/results/${item.id}`)).json() as T,
    ),
  );
}

export type ScanLogLine = Pick<ScanLogEntry, 'level' | 'message' | 'data'>;

/** The scan's whole log (up to 500 lines), oldest first. */
export async function logOf(
  ctx: TestContext,
  caller: Caller,
  scanId: string,
): Promise<ScanLogLine[]> {
  const response = await getScan(ctx, caller, scanId, '/log?limit=500');
  expect(response.statusCode).toBe(200);
  return (response.json().entries as ScanLogEntry[]).map(({ level, message, data }) => ({
    level,
    message,
    data,
  }));
}
