import type { SendEmailJob } from '@crucible/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import type { JobQueue } from './jobs/queue';
import type { AccountDeps } from './modules/auth/service';
import type { LicenseDeps } from './modules/license/service';
import type { ScanServiceDeps } from './modules/scans/service';

/** What route modules may reach: built once in app.ts and decorated onto the instance. */
export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  logger: FastifyBaseLogger;
  sendMail: (message: SendEmailJob) => Promise<void>;
  accounts: AccountDeps;
  license: LicenseDeps;
  jobs: JobQueue | null;
  scans: ScanServiceDeps;
};

/* eslint-disable @typescript-eslint/consistent-type-definitions -- Fastify is extended by interface merging. */
declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */
