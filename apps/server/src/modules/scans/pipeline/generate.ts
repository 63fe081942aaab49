import { generateTestCases } from '@crucible/engine';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { scanProbes, scans } from '../../../db/schema';
import { findScanRow, loadScanContext, ScanSetupError, type ScanWorkerDeps } from './context';
import { rowsOf } from './probe-queries';

const INSERT_CHUNK = 500;

/** Marks a scan failed with a reason the user can act on. */
export async function failScan(deps: ScanWorkerDeps, scanId: string, error: string) {
  await deps.db
    .update(scans)
    .set({ status: 'failed', error, finishedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(scans.id, scanId), inArray(scans.status, ['queued', 'generating', 'running'])));
}

/**
 * `scan-generate`: expands the config into test cases and inserts them all as pending probes.
 * Offline generation is deterministic and the insert skips existing (scan, idx), so a retry
 * after a crash completes the set instead of duplicating it. Then fans out `scan-batch` jobs.
 */
export async function generateScan(deps: ScanWorkerDeps, scanId: string): Promise<void> {
  const scan = await findScanRow(deps.db, scanId);
  if (!scan || !['queued', 'generating'].includes(scan.status)) return;
  await deps.db
    .update(scans)
    .set({ status: 'generating', startedAt: scan.startedAt ?? new Date(), updatedAt: new Date() })
    .where(and(eq(scans.id, scanId), inArray(scans.status, ['queued', 'generating'])));

  let suite;
  try {
    const context = await loadScanContext(deps, scan);
    suite = await generateTestCases(context.config, {
      generator: context.generator,
      attacker: context.generator,
      purpose: context.purpose,
    });
  } catch (error) {
    if (!(error instanceof ScanSetupError))
      deps.logger.error({ err: error, scanId }, 'generation failed');
    await failScan(deps, scanId, error instanceof Error ? error.message : String(error));
    return;
  }

  for (let start = 0; start < suite.testCases.length; start += INSERT_CHUNK) {
    const chunk = suite.testCases.slice(start, start + INSERT_CHUNK);
    await deps.db
      .insert(scanProbes)
      .values(
        chunk.map((testCase, offset) => ({
          scanId,
          organizationId: scan.organizationId,
          idx: start + offset,
          pluginId: testCase.pluginId,
          strategyId: testCase.strategyId,
          testCase: testCase as unknown as Record<string, unknown>,
          prompt: testCase.prompt,
        })),
      )
      .onConflictDoNothing();
  }
  const counted = await deps.db.execute(
    sql`select count(*)::int as n from scan_probes where scan_id = ${scanId}`,
  );
  const total = rowsOf<{ n: number }>(counted)[0]?.n ?? 0;
  const [started] = await deps.db
    .update(scans)
    .set({
      status: total === 0 ? 'grading' : 'running',
      total,
      generated: total,
      unavailableStrategies: suite.unavailable,
      warnings: suite.warnings.slice(0, 100),
      updatedAt: new Date(),
    })
    .where(and(eq(scans.id, scanId), eq(scans.status, 'generating')))
    .returning({ id: scans.id });
  if (!started) return; // cancelled meanwhile
  if (total === 0) {
    await deps.jobs.send('scan-finalize', { scanId });
    return;
  }
  const batches = Math.ceil(total / deps.settings.batchSize);
  await deps.jobs.sendMany(
    'scan-batch',
    Array.from({ length: batches }, () => ({ scanId })),
  );
}
