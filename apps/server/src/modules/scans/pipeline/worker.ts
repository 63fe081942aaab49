import { warmUpGraders } from '@crucible/engine';
import { sql } from 'drizzle-orm';
import { appendScanLog, plural } from '../scan-log';
import { runBatch, type StopMode, type WorkerControl } from './batch';
import type { ScanWorkerDeps } from './context';
import { finalizeScan } from './finalize';
import { ProbeBudget } from './probe-budget';
import { generateScan } from './generate';
import { regradeScan } from './regrade';
import { rowsOf } from './probe-queries';

const MAX_BATCHES_PER_SWEEP = 16;

/**
 * Finds scans that stalled because a worker died: running scans with work left but no live
 * lease and no probe finished within a lease period (their batch jobs were lost with the
 * worker), and scans left in grading (the roll-up job was lost). Re-queues their jobs; a
 * duplicate job is harmless, because claims and the roll-up are idempotent.
 */
export async function sweepStalledScans(deps: ScanWorkerDeps): Promise<number> {
  const lease = sql`make_interval(secs => ${deps.settings.leaseMs / 1000})`;
  const stalled = rowsOf<{
    id: string;
    organizationId: string;
    status: string;
    claimable: number;
  }>(
    await deps.db.execute(sql`
      select s.id, s.organization_id as "organizationId", s.status,
        (select count(*)::int from scan_probes p where p.scan_id = s.id and p.status <> 'done') as claimable
      from scans s
      where s.updated_at < now() - ${lease}
        and (s.status = 'grading' or (s.status = 'running'
          and not exists (
            select 1 from scan_probes p where p.scan_id = s.id
              and (p.lease_expires_at >= now() or p.finished_at > now() - ${lease})
          )))
      limit 50`),
  );
  for (const scan of stalled) {
    const log = appendScanLog.bind(null, deps.db, scan.id, scan.organizationId);
    if (scan.status === 'grading' || scan.claimable === 0) {
      await log('warn', 'Resumed a stalled scan: its roll-up was queued again');
      await deps.jobs.send('scan-finalize', { scanId: scan.id });
      continue;
    }
    const batches = Math.min(
      MAX_BATCHES_PER_SWEEP,
      Math.ceil(scan.claimable / deps.settings.batchSize),
    );
    deps.logger.info({ scanId: scan.id, batches }, 'resuming a stalled scan');
    await log(
      'warn',
      `Resumed a stalled scan (no worker on it for a lease period): ` +
        `${plural(scan.claimable, 'probe')} left, ${plural(batches, 'batch', 'batches')} queued again`,
      { claimable: scan.claimable, batches },
    );
    await deps.jobs.sendMany(
      'scan-batch',
      Array.from({ length: batches }, () => ({ scanId: scan.id })),
    );
  }
  return stalled.length;
}

export type ScanWorker = {
  handlers: {
    'scan-generate': (payload: { scanId: string }) => Promise<void>;
    'scan-batch': (payload: { scanId: string }) => Promise<void>;
    'scan-finalize': (payload: { scanId: string }) => Promise<void>;
    'scan-regrade': (payload: { scanId: string }) => Promise<void>;
  };
  /** Starts the periodic sweep for stalled scans (once at start, then every sweep interval). */
  startSweeper(): void;
  /** `shutdown` hands unstarted probes back; `crash` abandons everything (tests). */
  stop(mode?: StopMode): void;
};

export function createScanWorker(deps: ScanWorkerDeps): ScanWorker {
  const control: WorkerControl = {
    stopped: null,
    budget: new ProbeBudget(deps.settings.workerConcurrency),
  };
  let timer: NodeJS.Timeout | undefined;
  const sweep = () =>
    void sweepStalledScans(deps).catch((error: unknown) =>
      deps.logger.warn({ err: error }, 'scan sweep failed'),
    );
  return {
    handlers: {
      'scan-generate': ({ scanId }) => generateScan(deps, scanId),
      'scan-batch': ({ scanId }) => {
        // The graders' patterns compile on first use (≈ 1 s of CPU): once per process, before
        // this worker's first probes rather than while its first slots are held.
        warmUpGraders();
        return runBatch(deps, control, scanId);
      },
      'scan-finalize': ({ scanId }) => finalizeScan(deps, scanId),
      'scan-regrade': ({ scanId }) => {
        warmUpGraders();
        return regradeScan(deps, scanId);
      },
    },
    startSweeper() {
      sweep();
      timer = setInterval(sweep, deps.settings.sweepIntervalMs);
      timer.unref();
    },
    stop(mode = 'shutdown') {
      control.stopped = mode;
      if (timer) clearInterval(timer);
    },
  };
}
