import { DEMO_CANARY, DEMO_TARGET_PURPOSE, grade, type TestCase } from '@crucible/engine';
import { and, asc, eq, gt } from 'drizzle-orm';
import { scanProbes, targets } from '../../../db/schema';
import { gradingExamplesForScan } from '../../grading-examples/queries';
import { organizationModels } from '../../model-settings/service';
import { contextOfTarget } from '../engine-config';
import { appendScanLog, plural } from '../scan-log';
import { findScanRow, type ScanWorkerDeps } from './context';
import { rescoreScan } from './finalize';

const PAGE = 50;
const CONCURRENCY = 4;

/**
 * `scan-regrade`: the organization's grader model judges the stored replies of a finished
 * scan's undecided probes (the target is not called again), then the scan is scored again.
 * A probe keeps `undecided` when the judge cannot decide either. Idempotent: a retried job
 * finds only the probes still undecided, and a person's decision made meanwhile is never
 * overwritten (each update is conditional on the probe being undecided).
 */
export async function regradeScan(deps: ScanWorkerDeps, scanId: string): Promise<void> {
  const scan = await findScanRow(deps.db, scanId);
  if (!scan) return;
  const log = appendScanLog.bind(null, deps.db, scan.id, scan.organizationId);
  const { grader } = await organizationModels(deps.db, deps.box, scan.organizationId);
  if (!grader) {
    await log('warn', 'Judge grading skipped: no grader model is configured any more');
    return;
  }
  const [target] = scan.targetId
    ? await deps.db
        .select({ type: targets.type, purpose: targets.purpose, config: targets.config })
        .from(targets)
        .where(eq(targets.id, scan.targetId))
    : [];
  const isDemo = target?.type === 'demo';
  const purpose =
    scan.config.purpose || target?.purpose || (isDemo ? DEMO_TARGET_PURPOSE : '') || undefined;
  // What the scan's probes were graded with: the target's profile and canaries.
  const context = target ? contextOfTarget(target) : {};
  const canaries = [...(isDemo ? [DEMO_CANARY] : []), ...(target?.config.canaries ?? [])];
  // The target's examples: the judge reads them, and one of the same reply decides it.
  const gradingExamples = scan.targetId
    ? await gradingExamplesForScan(deps.db, {
        organizationId: scan.organizationId,
        targetId: scan.targetId,
      })
    : [];

  const tally = { pass: 0, fail: 0, undecided: 0 };
  let after = -1;
  for (;;) {
    const page = await deps.db
      .select()
      .from(scanProbes)
      .where(
        and(
          eq(scanProbes.scanId, scanId),
          eq(scanProbes.outcome, 'undecided'),
          gt(scanProbes.idx, after),
        ),
      )
      .orderBy(asc(scanProbes.idx))
      .limit(PAGE);
    if (page.length === 0) break;
    after = page.at(-1)?.idx ?? after;
    for (let i = 0; i < page.length; i += CONCURRENCY) {
      await Promise.all(
        page.slice(i, i + CONCURRENCY).map(async (probe) => {
          const testCase = probe.testCase as unknown as TestCase;
          const result = await grade(
            { ...testCase, prompt: probe.prompt ?? testCase.prompt },
            { output: probe.output ?? '' },
            {
              judge: grader,
              ...(purpose ? { purpose } : {}),
              target: context,
              canaries,
              gradingExamples,
            },
          ).catch(() => null);
          if (!result || (result.outcome !== 'pass' && result.outcome !== 'fail')) {
            tally.undecided++;
            return;
          }
          const updated = await deps.db
            .update(scanProbes)
            .set({
              outcome: result.outcome,
              grader: result.grader,
              reason: result.reason,
              score: result.score,
            })
            .where(and(eq(scanProbes.id, probe.id), eq(scanProbes.outcome, 'undecided')))
            .returning({ id: scanProbes.id });
          if (updated.length > 0) tally[result.outcome]++;
        }),
      );
    }
  }
  await deps.db.transaction(async (tx) => {
    const rolled = await rescoreScan(tx, scanId);
    await appendScanLog(
      tx,
      scan.id,
      scan.organizationId,
      tally.undecided > 0 ? 'warn' : 'info',
      `The judge graded ${plural(tally.pass + tally.fail, 'undecided probe')}: ${tally.fail} failed, ` +
        `${tally.pass} passed` +
        (tally.undecided > 0 ? `; it could not decide ${tally.undecided}` : '') +
        (rolled ? `; risk ${rolled.risk.level}` : ''),
      { ...tally, risk: rolled ? { score: rolled.risk.score, level: rolled.risk.level } : null },
    );
  });
}
