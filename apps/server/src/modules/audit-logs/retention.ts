import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { JobHandlers, JobQueue } from '../../jobs/queue';
import { purgeExpiredAuditLogs } from './service';

/** Hourly, at minute 17 (UTC): small batches often rather than one large delete a day. */
export const RETENTION_CRON = '17 * * * *';

export type AuditRetention = {
  handlers: Pick<JobHandlers, 'audit-retention'>;
  /** Schedules the job when a retention is set, and removes the schedule when it is not. */
  schedule(jobs: Pick<JobQueue, 'schedule' | 'unschedule'>): Promise<void>;
};

/**
 * CRUCIBLE_AUDIT_RETENTION_DAYS applied: a pg-boss schedule sends `audit-retention` once per
 * tick across all workers; its handler deletes the rows older than the retention in batches.
 */
export function createAuditRetention(deps: {
  db: Db;
  retentionDays: number | null;
  logger: FastifyBaseLogger;
}): AuditRetention {
  return {
    handlers: {
      'audit-retention': async () => {
        if (deps.retentionDays === null) return;
        const deleted = await purgeExpiredAuditLogs(deps.db, { retentionDays: deps.retentionDays });
        if (deleted > 0) {
          deps.logger.info(
            { deleted, retentionDays: deps.retentionDays },
            'deleted audit rows past retention',
          );
        }
      },
    },
    async schedule(jobs) {
      if (deps.retentionDays === null) await jobs.unschedule('audit-retention');
      else await jobs.schedule('audit-retention', RETENTION_CRON, {});
    },
  };
}
