import type { Probe, ReviewProbesRequest, ScanDetail } from '@crucible/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scanProbes } from '../../db/schema';
import { AppError } from '../../errors';
import type { SecretBox } from '../../lib/secret-box';
import { recordGradingExamples } from '../grading-examples/service';
import { organizationModels } from '../model-settings/service';
import { rescoreScan } from './pipeline/finalize';
import { rowsOf } from './pipeline/probe-queries';
import { listProbes } from './scan-lists';
import { actorOf, appendScanLog, plural } from './scan-log';
import { findScan, getScan, type ScanScope, type ScanServiceDeps } from './service';

/*
 * People and judges deciding the probes the offline graders could not: a review sets the
 * outcome of undecided probes by hand, a re-grade asks the organization's grader model. Both
 * touch only undecided probes of a finished scan and score the scan again.
 */

const FINISHED = ['completed', 'cancelled'];

function assertFinished(status: string, what: string) {
  if (!FINISHED.includes(status))
    throw AppError.conflict(`${what} once the scan has finished (this one is ${status})`);
}

/**
 * Sets the outcome of undecided probes (the listed ones, or all of the scan's) in one
 * transaction with the new counts and risk. Listed probes must all be in the scan and still
 * undecided, so two people deciding the same probe cannot overwrite each other. With
 * `recordExamples` (the reviewer may create grading examples) each distinct decided reply also
 * becomes a grading example of the scan's target, so later scans decide it the same way.
 */
export async function reviewProbes(
  deps: Pick<ScanServiceDeps, 'db'>,
  options: ScanScope & { userId: string; recordExamples: boolean } & ReviewProbesRequest,
): Promise<{ reviewed: number; gradingExamples: number; scan: ScanDetail; probes: Probe[] }> {
  const { db } = deps;
  const scan = await findScan(db, options);
  assertFinished(scan.status, 'Probes can be reviewed');
  const actor = await actorOf(db, options.userId);
  const { reviewed, gradingExamples } = await db.transaction(async (tx) => {
    if (options.probeIds) await assertUndecided(tx, scan.id, options.probeIds);
    const updated = await tx
      .update(scanProbes)
      .set({
        outcome: options.outcome,
        grader: 'human',
        reason: options.reason,
        score: options.outcome === 'pass' ? 1 : 0,
        review: sql`jsonb_build_object(
          'reviewedBy', ${JSON.stringify(actor)}::jsonb,
          'reviewedAt', to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'previous', jsonb_build_object('outcome', ${scanProbes.outcome},
            'grader', ${scanProbes.grader}, 'reason', ${scanProbes.reason}))`,
      })
      .where(
        and(
          eq(scanProbes.scanId, scan.id),
          eq(scanProbes.outcome, 'undecided'),
          options.probeIds ? inArray(scanProbes.id, options.probeIds) : undefined,
        ),
      )
      .returning({
        id: scanProbes.id,
        pluginId: scanProbes.pluginId,
        prompt: scanProbes.prompt,
        output: scanProbes.output,
      });
    if (updated.length === 0) throw AppError.conflict('This scan has no undecided probes');
    const examples =
      options.recordExamples && scan.targetId
        ? await recordGradingExamples(
            tx,
            { organizationId: scan.organizationId, teamId: scan.teamId, targetId: scan.targetId },
            actor,
            updated.map((probe) => ({
              pluginId: probe.pluginId,
              prompt: probe.prompt,
              output: probe.output ?? '',
              expected: options.outcome,
              reason: options.reason,
              source: 'review' as const,
              sourceScanId: scan.id,
              sourceProbeId: probe.id,
            })),
          )
        : [];
    const rolled = await rescoreScan(tx, scan.id);
    await appendScanLog(
      tx,
      scan.id,
      scan.organizationId,
      'info',
      `${actor.name} decided ${plural(updated.length, 'undecided probe')}: ${options.outcome}` +
        ` (${options.reason.slice(0, 200)})` +
        (rolled?.undecided ? `; ${rolled.undecided} still undecided` : '') +
        (examples.length > 0
          ? `; ${plural(examples.length, 'grading example')} recorded for the target`
          : ''),
      {
        reviewedBy: actor,
        outcome: options.outcome,
        reason: options.reason,
        probes: updated.length,
        undecided: rolled?.undecided ?? 0,
        gradingExamples: examples.length,
      },
    );
    return { reviewed: updated.length, gradingExamples: examples.length };
  });
  const probes = options.probeIds
    ? await listProbes(db, { ...options, probeIds: options.probeIds })
    : [];
  return { reviewed, gradingExamples, scan: await getScan(db, options), probes };
}

async function assertUndecided(tx: Db, scanId: string, probeIds: readonly string[]) {
  const unique = [...new Set(probeIds)];
  const rows = await tx
    .select({ id: scanProbes.id, outcome: scanProbes.outcome })
    .from(scanProbes)
    .where(and(eq(scanProbes.scanId, scanId), inArray(scanProbes.id, unique)))
    .for('update');
  const missing = unique.length - rows.length;
  if (missing > 0)
    throw AppError.invalidField('probeIds', `${plural(missing, 'probe')} not found in this scan`);
  const decided = rows.filter((row) => row.outcome !== 'undecided').length;
  if (decided > 0)
    throw AppError.conflict(
      `Only undecided probes can be reviewed: ${plural(decided, 'probe')} already ` +
        (decided === 1 ? 'has an outcome' : 'have an outcome'),
    );
}

/**
 * Queues the organization's grader model on the scan's undecided probes (`scan-regrade`).
 * The probes are not sent to the target again: the judge reads the stored replies.
 */
export async function regradeUndecided(
  deps: Pick<ScanServiceDeps, 'db' | 'jobs'> & { box: SecretBox },
  options: ScanScope & { userId: string },
) {
  const scan = await findScan(deps.db, options);
  assertFinished(scan.status, 'Undecided probes can be graded');
  const models = await organizationModels(deps.db, deps.box, scan.organizationId);
  if (!models.grader)
    throw AppError.conflict(
      'No grader model is configured for this organization: choose one in the model settings first',
    );
  const [row] = rowsOf<{ n: number }>(
    await deps.db.execute(sql`
      select count(*)::int as n from scan_probes
      where scan_id = ${scan.id} and outcome = 'undecided'`),
  );
  const undecided = row?.n ?? 0;
  if (undecided === 0) throw AppError.conflict('This scan has no undecided probes');
  const actor = await actorOf(deps.db, options.userId);
  await appendScanLog(
    deps.db,
    scan.id,
    scan.organizationId,
    'info',
    `${actor.name} asked the judge to grade ${plural(undecided, 'undecided probe')}`,
    { requestedBy: actor, undecided },
  );
  await deps.jobs?.send('scan-regrade', { scanId: scan.id });
  return { id: scan.id, status: scan.status, undecided };
}
