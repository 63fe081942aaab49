import type { ScanDetail, ScanStatus } from '@crucible/shared';
import { and, count, eq, inArray } from 'drizzle-orm';
import { scanProbes, scans } from '../../db/schema';
import { AppError } from '../../errors';
import { assertCanStartScans } from '../license/service';
import { findTarget } from '../targets/service';
import { actorOf, appendScanLog, plural } from './scan-log';
import {
  findScan,
  getScan,
  insertScan,
  templateOf,
  type ScanScope,
  type ScanServiceDeps,
} from './service';

/* What can be done to an existing scan: cancel, re-run, retry. Each leaves a line in its log. */

const ACTIVE: ScanStatus[] = ['queued', 'generating', 'running'];

/**
 * Stops a scan: no new probe starts (batches see it within a second), probes in flight finish
 * and are kept, and the roll-up scores what was done.
 */
export async function cancelScan(
  deps: ScanServiceDeps,
  scope: ScanScope & { userId: string },
): Promise<ScanDetail> {
  const current = await findScan(deps.db, scope);
  const now = new Date();
  const [row] = await deps.db
    .update(scans)
    .set({ status: 'cancelled', cancelRequestedAt: now, finishedAt: now, updatedAt: now })
    .where(and(eq(scans.id, current.id), inArray(scans.status, ACTIVE)))
    .returning();
  if (!row) throw AppError.conflict(`The scan is already ${current.status}`);
  const actor = await actorOf(deps.db, scope.userId);
  await appendScanLog(
    deps.db,
    row.id,
    row.organizationId,
    'info',
    `Cancel requested by ${actor.name} while ${current.status}: no new probe starts, probes in flight finish`,
    { requestedBy: actor, status: current.status },
  );
  await deps.jobs?.send('scan-finalize', { scanId: row.id });
  return getScan(deps.db, scope);
}

/** A new scan of the same target with the same configuration snapshot. */
export async function rerunScan(deps: ScanServiceDeps, options: ScanScope & { userId: string }) {
  const scan = await findScan(deps.db, options);
  if (!scan.targetId) throw AppError.conflict('The target of this scan was deleted');
  const target = await findTarget(deps.db, {
    organizationId: options.organizationId,
    targetId: scan.targetId,
  });
  const created = await insertScan(deps, {
    organizationId: options.organizationId,
    userId: options.userId,
    target,
    block: scan.config,
    fitted: [], // the snapshot already lists the plugins its profile called for
    // The same snapshot: the template as it was named when this scan was submitted.
    template: templateOf(scan),
    rerunOf: scan.id,
  });
  const actor = await actorOf(deps.db, options.userId);
  await appendScanLog(
    deps.db,
    scan.id,
    scan.organizationId,
    'info',
    `Re-run by ${actor.name}: started a new scan with the same configuration`,
    { scanId: created.id, startedBy: actor },
  );
  return created;
}

/**
 * Re-queues a finished scan's probes with the given outcomes, in place: their results are
 * replaced, the others kept, and the roll-up runs again (usage counts only the new sends).
 * On a cancelled scan the probes never started run too, so retry also resumes it.
 */
export async function retryScan(
  deps: ScanServiceDeps,
  options: ScanScope & { userId: string; outcomes: ('fail' | 'error')[] },
) {
  const scan = await findScan(deps.db, options);
  if (scan.status !== 'completed' && scan.status !== 'cancelled') {
    throw AppError.conflict(
      `Only a completed or cancelled scan can be retried (this one is ${scan.status})`,
    );
  }
  if (!scan.targetId) throw AppError.conflict('The target of this scan was deleted');
  await assertCanStartScans(deps.license);
  const { requeued, pending } = await deps.db.transaction(async (tx) => {
    const reset = await tx
      .update(scanProbes)
      .set({
        status: 'pending',
        outcome: null,
        claimToken: null,
        leaseExpiresAt: null,
        startedAt: null,
        finishedAt: null,
      })
      .where(
        and(
          eq(scanProbes.scanId, scan.id),
          eq(scanProbes.status, 'done'),
          inArray(scanProbes.outcome, options.outcomes),
        ),
      )
      .returning({ id: scanProbes.id });
    const [left] = await tx
      .select({ n: count() })
      .from(scanProbes)
      .where(and(eq(scanProbes.scanId, scan.id), eq(scanProbes.status, 'pending')));
    const toRun = left?.n ?? 0;
    if (toRun > 0) {
      await tx
        .update(scans)
        .set({
          status: 'running',
          finishedAt: null,
          cancelRequestedAt: null,
          error: null,
          updatedAt: new Date(),
        })
        .where(eq(scans.id, scan.id));
    }
    return { requeued: reset.length, pending: toRun };
  });
  if (pending === 0) {
    throw AppError.invalidField('outcomes', 'No probes with these outcomes to retry');
  }
  const actor = await actorOf(deps.db, options.userId);
  await appendScanLog(
    deps.db,
    scan.id,
    scan.organizationId,
    'info',
    `Retry by ${actor.name}: ${plural(requeued, 'probe')} (${options.outcomes.join(', ')}) queued again` +
      (pending > requeued ? `, with ${plural(pending - requeued, 'unstarted probe')}` : ''),
    { requeued, pending, outcomes: options.outcomes, startedBy: actor },
  );
  await deps.jobs?.sendMany(
    'scan-batch',
    Array.from({ length: Math.ceil(pending / deps.batchSize) }, () => ({ scanId: scan.id })),
  );
  return { id: scan.id, status: 'running' as const, requeued };
}
