import { JOBS, type JobName, type JobPayload } from '@crucible/shared';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client';

export type JobHandler<N extends JobName> = (payload: JobPayload<N>) => Promise<void>;
export type JobHandlers = { [N in JobName]: JobHandler<N> };

/** How each kind of job is worked: concurrency per process and retries with backoff. */
const JOB_SETTINGS: Record<
  JobName,
  { concurrency: number; retryLimit: number; retryDelaySeconds: number }
> = {
  'send-email': { concurrency: 2, retryLimit: 5, retryDelaySeconds: 30 },
};

export type JobQueue = {
  send<N extends JobName>(name: N, payload: JobPayload<N>): Promise<void>;
  /** Starts working every kind of job in this process. */
  work(handlers: JobHandlers): Promise<void>;
  stop(): Promise<void>;
};

export async function startJobQueue(
  handle: DatabaseHandle,
  logger: FastifyBaseLogger,
): Promise<JobQueue> {
  const boss = new PgBoss({ db: handle.executor, schema: 'pgboss' });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const name of Object.keys(JOBS) as JobName[]) {
    const settings = JOB_SETTINGS[name];
    await boss.createQueue(name, {
      name,
      retryLimit: settings.retryLimit,
      retryDelay: settings.retryDelaySeconds,
      retryBackoff: true,
    });
  }
  return {
    async send(name, payload) {
      await boss.send(name, JOBS[name].parse(payload) as object);
    },
    async work(handlers) {
      for (const name of Object.keys(JOBS) as JobName[]) {
        const handler = handlers[name] as JobHandler<JobName>;
        // pg-boss works one job per registered worker; concurrency = that many workers.
        for (let i = 0; i < JOB_SETTINGS[name].concurrency; i++) {
          await boss.work(name, { batchSize: 1, pollingIntervalSeconds: 0.5 }, async ([job]) => {
            if (!job) return;
            await handler(JOBS[name].parse(job.data));
          });
        }
      }
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
