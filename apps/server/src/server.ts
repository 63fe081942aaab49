import { join } from 'node:path';
import pino from 'pino';
import { buildApp, loggerOptions } from './app';
import { bootstrap } from './bootstrap';
import type { Config } from './config';
import { type DatabaseHandle, openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { jobHandlers } from './jobs/handlers';
import { type JobQueue, startJobQueue } from './jobs/queue';
import { secretBoxOf } from './lib/secret-box';
import { createMailTransport } from './mail/transport';
import { createScanWorker } from './modules/scans/pipeline/worker';
import { createEvalWorker } from './modules/evals/worker';
import { createWebhookWorker } from './modules/webhooks/worker';
import { resolveFromCwd } from './paths';

export function createLogger(config: Config) {
  return pino(loggerOptions(config) as pino.LoggerOptions);
}

export async function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  return openDatabase({
    url: config.databaseUrl,
    dataDir: join(resolveFromCwd(config.dataDir), 'pglite'),
    poolSize: config.databasePoolSize,
  });
}

function onShutdown(logger: pino.Logger, close: () => Promise<void>) {
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      logger.info(`${signal}: shutting down`);
      close()
        .then(() => process.exit(0))
        .catch((error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        });
    });
  }
}

/**
 * Stops the queue and closes the database once no job and no queue statement is in flight. If
 * jobs are still running at the deadline the pool is left open for the process to exit under
 * them: their leases lapse and other workers resume the work, as after a crash.
 */
async function closeAfterJobs(jobs: JobQueue, database: DatabaseHandle, logger: pino.Logger) {
  if (await jobs.stop()) {
    await database.close();
    return;
  }
  logger.warn('jobs were still running at the shutdown deadline; they will be retried elsewhere');
}

/**
 * Works every kind of job in this process (mail, scans, webhooks), sweeps for stalled scans and
 * relays due webhook deliveries to the queue.
 */
async function startWorking(
  config: Config,
  database: DatabaseHandle,
  jobs: JobQueue,
  logger: pino.Logger,
) {
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
      mailTransport: createMailTransport(config.smtp, logger),
      scans,
      evals,
      webhooks,
      modelAudit: { db: database.db, logger, settings: config.modelAudit },
    }),
  );
  scans.startSweeper();
  evals.startSweeper();
  webhooks.startRelay();
  return {
    stop(reason: 'shutdown') {
      webhooks.stop();
      scans.stop(reason);
      evals.stop(reason);
    },
  };
}

/** `crucible serve`: migrate, seed a first start, serve API + SPA, and work jobs in-process. */
export async function serve(config: Config): Promise<void> {
  const logger = createLogger(config);
  const database = await openConfiguredDatabase(config);
  await migrate(database);
  const jobs = await startJobQueue(database, logger);
  const app = await buildApp({ config, database, jobs, logger });
  await bootstrap(database.db, config, logger);
  const worker = config.inProcessWorker ? await startWorking(config, database, jobs, logger) : null;
  onShutdown(logger, async () => {
    worker?.stop('shutdown');
    await app.close();
    await closeAfterJobs(jobs, database, logger);
  });
  await app.listen({ port: config.port, host: config.host });
  logger.info(
    `Crucible is serving on port ${config.port} with ${database.kind === 'pglite' ? `the embedded database in ${config.dataDir}` : 'PostgreSQL'}`,
  );
}

/** `crucible worker`: works jobs for servers that share its PostgreSQL database. */
export async function work(config: Config): Promise<void> {
  if (!config.databaseUrl) {
    throw new Error(
      'crucible worker needs DATABASE_URL (PostgreSQL): the embedded database belongs to the server process, which already works jobs itself.',
    );
  }
  const logger = createLogger(config);
  const database = await openConfiguredDatabase(config);
  await migrate(database);
  const jobs = await startJobQueue(database, logger);
  const worker = await startWorking(config, database, jobs, logger);
  onShutdown(logger, async () => {
    worker.stop('shutdown');
    await closeAfterJobs(jobs, database, logger);
  });
  logger.info('Crucible worker is working jobs');
}

/** `crucible migrate`: apply pending migrations and exit. */
export async function migrateOnly(config: Config): Promise<string> {
  const database = await openConfiguredDatabase(config);
  try {
    await migrate(database);
    return database.kind === 'pglite' ? `the embedded database in ${config.dataDir}` : 'PostgreSQL';
  } finally {
    await database.close();
  }
}
