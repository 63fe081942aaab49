import { JOBS, type JobName, type JobPayload } from '@crucible/shared';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { DatabaseHandle, SqlExecutor } from '../db/client';

export type JobHandler<N extends JobName> = (payload: JobPayload<N>) => Promise<void>;
export type JobHandlers = { [N in JobName]: JobHandler<N> };

type JobSettings = {
  /** Jobs of this kind worked at once per process. */
  concurrency: number;
  retryLimit: number;
  retryDelaySeconds: number;
  /** A job active this long is presumed lost (its worker died) and retried. */
  expireInSeconds: number;
};

/** How each kind of job is worked: concurrency per process and retries with backoff. */
export const JOB_SETTINGS: Record<JobName, JobSettings> = {
  'send-email': { concurrency: 2, retryLimit: 5, retryDelaySeconds: 30, expireInSeconds: 900 },
  // Generation is idempotent (probes are unique by index), so a retry after a crash is safe.
  'scan-generate': { concurrency: 2, retryLimit: 3, retryDelaySeconds: 5, expireInSeconds: 1800 },
  // Four batches at once; each runs at most ⌈CRUCIBLE_SCAN_WORKER_CONCURRENCY / 4⌉ probes in
  // parallel, within the target slots it holds. A lost batch's probes are reclaimed by lease.
  'scan-batch': { concurrency: 4, retryLimit: 5, retryDelaySeconds: 2, expireInSeconds: 3600 },
  'scan-finalize': { concurrency: 2, retryLimit: 10, retryDelaySeconds: 2, expireInSeconds: 600 },
  // One judge pass over a scan's undecided probes; a retry picks up those still undecided.
  'scan-regrade': { concurrency: 1, retryLimit: 3, retryDelaySeconds: 10, expireInSeconds: 3600 },
  // One attempt (10 s timeout); the backoff between attempts is the delivery row's own
  // (modules/webhooks/schedule.ts), so pg-boss retries only a crashed handler.
  'webhook-deliver': { concurrency: 4, retryLimit: 2, retryDelaySeconds: 5, expireInSeconds: 120 },
  // One model file read at a time per process (disk-bound). A job whose worker died expires and
  // is retried; the scan starts over from its files, which are kept until it finishes.
  // One eval per job, held by a lease on its row; a lost job's eval is resumed by the sweeper
  // (the cells already stored are not run again), so pg-boss retries only a crashed handler.
  'eval-run': { concurrency: 4, retryLimit: 3, retryDelaySeconds: 2, expireInSeconds: 4 * 3600 },
  'model-audit-scan': {
    concurrency: 1,
    retryLimit: 3,
    retryDelaySeconds: 10,
    expireInSeconds: 4 * 3600,
  },
};

export type SendOptions = { startAfterSeconds?: number };

/** How long `stop()` waits for running jobs before it gives up on them (they are retried). */
export const SHUTDOWN_TIMEOUT_MS = 30_000;

export type JobQueue = {
  send<N extends JobName>(name: N, payload: JobPayload<N>, options?: SendOptions): Promise<void>;
  /** Enqueues many jobs of one kind in one statement. */
  sendMany<N extends JobName>(name: N, payloads: JobPayload<N>[]): Promise<void>;
  /** Starts working every kind of job in this process. */
  work(handlers: JobHandlers): Promise<void>;
  /**
   * Stops taking jobs, waits for the running ones (up to `timeoutMs`) and for the queue's own
   * SQL to settle. Answers whether everything settled: only then may the database be closed.
   * `wait: false` returns at once, leaving active jobs to finish (or be retried) on their own.
   */
  stop(options?: { wait?: boolean; timeoutMs?: number }): Promise<boolean>;
};

/** The executor pg-boss uses, counting its statements in flight so shutdown can wait for them. */
function countingExecutor(executor: SqlExecutor): SqlExecutor & { inFlight(): number } {
  let inFlight = 0;
  return {
    inFlight: () => inFlight,
    async executeSql(text, values) {
      inFlight++;
      try {
        return await executor.executeSql(text, values);
      } finally {
        inFlight--;
      }
    },
  };
}

/**
 * Resolves true once `idle()` has held across a macrotask turn (so work queued on microtasks —
 * a handler pg-boss starts right after a fetch returns, the completion it sends right after a
 * handler ends — has shown itself), false at the deadline.
 */
async function settled(idle: () => boolean, deadline: number): Promise<boolean> {
  for (;;) {
    if (idle()) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      if (idle()) return true;
    }
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function startJobQueue(
  handle: DatabaseHandle,
  logger: FastifyBaseLogger,
): Promise<JobQueue> {
  const executor = countingExecutor(handle.executor);
  const boss = new PgBoss({ db: executor, schema: 'pgboss' });
  // Jobs whose handler is running. pg-boss completes or fails a job without awaiting it, and a
  // fetch in flight when it stops still hands its job to a handler: closing the pool under
  // either crashed the process ("Cannot use a pool after calling end on the pool").
  let running = 0;
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const name of Object.keys(JOBS) as JobName[]) {
    const settings = JOB_SETTINGS[name];
    await boss.createQueue(name, {
      name,
      retryLimit: settings.retryLimit,
      retryDelay: settings.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: settings.expireInSeconds,
    });
  }
  return {
    async send(name, payload, options = {}) {
      await boss.send(name, JOBS[name].parse(payload) as object, {
        ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
      });
    },
    async sendMany(name, payloads) {
      if (payloads.length === 0) return;
      await boss.insert(
        payloads.map((payload) => ({ name, data: JOBS[name].parse(payload) as object })),
      );
    },
    async work(handlers) {
      for (const name of Object.keys(JOBS) as JobName[]) {
        const handler = handlers[name] as JobHandler<JobName>;
        // pg-boss works one job per registered worker; concurrency = that many workers.
        for (let i = 0; i < JOB_SETTINGS[name].concurrency; i++) {
          await boss.work(name, { batchSize: 1, pollingIntervalSeconds: 0.5 }, async ([job]) => {
            if (!job) return;
            running++;
            try {
              await handler(JOBS[name].parse(job.data));
            } finally {
              running--;
            }
          });
        }
      }
    },
    async stop(options = {}) {
      const wait = options.wait ?? true;
      const timeoutMs = options.timeoutMs ?? SHUTDOWN_TIMEOUT_MS;
      const deadline = Date.now() + timeoutMs;
      await boss.stop({ graceful: wait, wait, close: false, timeout: timeoutMs });
      if (!wait) return false;
      return settled(() => running === 0 && executor.inFlight() === 0, deadline);
    },
  };
}
