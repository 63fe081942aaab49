import { generateTestCases, nothingToTestReason, type TestSuite } from '@crucible/engine';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { scanProbes, scans } from '../../../db/schema';
import { emitWebhookEvent } from '../../webhooks/emit';
import { scanFailed } from '../../webhooks/events';
import { appendScanLog, plural } from '../scan-log';
import {
  findScanRow,
  loadScanContext,
  ScanSetupError,
  type ScanContext,
  type ScanRow,
  type ScanWorkerDeps,
} from './context';
import { rowsOf } from './probe-queries';

const INSERT_CHUNK = 500;
/** Generation warnings logged one per line; the rest are counted in one more line. */
const LOGGED_WARNINGS = 10;
/** Plugins named in the "generated" line (all are in its data). */
const LOGGED_PLUGINS = 12;

/** Marks a scan failed with a reason the user can act on (and logs it, once). */
export async function failScan(deps: ScanWorkerDeps, scanId: string, error: string) {
  const failed = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(scans)
      .set({ status: 'failed', error, finishedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(scans.id, scanId), inArray(scans.status, ['queued', 'generating', 'running'])))
      .returning();
    if (row) await emitWebhookEvent(tx, row.organizationId, scanFailed(row, error));
    return row;
  });
  if (!failed) return;
  await appendScanLog(deps.db, scanId, failed.organizationId, 'error', `Scan failed: ${error}`, {
    error,
  });
}

const countBy = <T>(items: T[], key: (item: T) => string) => {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
};

/** What generation made and what it could not: totals per plugin, skipped strategies, warnings. */
async function logGenerated(deps: ScanWorkerDeps, scan: ScanRow, suite: TestSuite) {
  const log = appendScanLog.bind(null, deps.db, scan.id, scan.organizationId);
  const perPlugin = countBy(suite.testCases, (testCase) => testCase.pluginId);
  const perStrategy = countBy(suite.testCases, (testCase) => testCase.strategyId);
  const counted = Object.entries(perPlugin).map(([id, n]) => `${id} ${n}`);
  const plugins =
    counted.slice(0, LOGGED_PLUGINS).join(', ') +
    (counted.length > LOGGED_PLUGINS ? ` and ${counted.length - LOGGED_PLUGINS} more plugins` : '');
  await log(
    'info',
    `Generated ${plural(suite.testCases.length, 'probe')}` + (plugins ? `: ${plugins}` : ''),
    { total: suite.testCases.length, perPlugin, perStrategy },
  );
  if (suite.unavailable.length > 0) {
    await log(
      'warn',
      `Skipped ${plural(suite.unavailable.length, 'strategy', 'strategies')} ` +
        `that ${suite.unavailable.length === 1 ? 'needs' : 'need'} an attacker model: ` +
        suite.unavailable.map((strategy) => strategy.id).join(', '),
      { strategies: suite.unavailable },
    );
  }
  for (const warning of suite.warnings.slice(0, LOGGED_WARNINGS)) {
    await log('warn', `Generation: ${warning}`);
  }
  if (suite.warnings.length > LOGGED_WARNINGS) {
    await log('warn', `Generation: ${suite.warnings.length - LOGGED_WARNINGS} more warnings`, {
      warnings: suite.warnings.length,
    });
  }
}

/** The first line of generation: where the attacks come from and who grades them. */
async function logGenerationStart(deps: ScanWorkerDeps, scan: ScanRow, context: ScanContext) {
  const generator = context.generator ? 'llm' : 'offline';
  const judge = context.judge ? 'llm' : 'offline';
  const source = context.generator
    ? context.generatorFrom === 'configuration'
      ? `the model the configuration names (${context.generator.id})`
      : "the organization's generator model"
    : scan.config.provider === 'offline'
      ? 'the offline corpus'
      : 'the offline corpus (no generator model is configured)';
  const restarted = scan.status === 'generating';
  await appendScanLog(
    deps.db,
    scan.id,
    scan.organizationId,
    restarted ? 'warn' : 'info',
    `${restarted ? 'Generation restarted after an interruption' : 'Generating attacks'}: ` +
      `prompts from ${source}, graded by ${judge === 'llm' ? 'the LLM judge' : 'the offline graders'}`,
    { generator, judge },
  );
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
    await logGenerationStart(deps, scan, context);
    suite = await generateTestCases(context.config, {
      generator: context.generator,
      attacker: context.generator,
      purpose: context.purpose,
      target: context.profile,
    });
  } catch (error) {
    if (!(error instanceof ScanSetupError))
      deps.logger.error({ err: error, scanId }, 'generation failed');
    await failScan(deps, scanId, error instanceof Error ? error.message : String(error));
    return;
  }

  if (suite.testCases.length === 0) {
    // Refused at submission; here when the models or the target's profile changed since.
    const reason = nothingToTestReason({
      strategies: suite.unavailable,
      plugins: suite.skippedPlugins,
    });
    await failScan(deps, scanId, reason);
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
  await logGenerated(deps, scan, suite);
  if (total === 0) {
    await deps.jobs.send('scan-finalize', { scanId });
    return;
  }
  const batches = Math.ceil(total / deps.settings.batchSize);
  await appendScanLog(
    deps.db,
    scanId,
    scan.organizationId,
    'info',
    `Scan running: ${plural(total, 'probe')} in ${plural(batches, 'batch', 'batches')}`,
    { total, batches, batchSize: deps.settings.batchSize },
  );
  await deps.jobs.sendMany(
    'scan-batch',
    Array.from({ length: batches }, () => ({ scanId })),
  );
}
