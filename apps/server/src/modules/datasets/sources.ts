import { expandTests, parseEvalConfig } from '@crucible/engine';
import { and, asc, eq, sql } from 'drizzle-orm';
import { evalResults, evals, scanProbes, scans } from '../../db/schema';
import { AppError } from '../../errors';
import { engineView, extensionsOf } from '../evals/config';
import type { DatasetItemInput } from './parse';
import type { VersionDeps } from './service';

/**
 * An eval's failing rows as dataset items: each test with a cell that does not pass (ratings
 * applied), with its vars, description and the assertions it was graded by.
 */
export async function itemsFromEval(
  deps: VersionDeps,
  organizationId: string,
  evalId: string,
): Promise<DatasetItemInput[]> {
  const [row] = await deps.db
    .select({ teamId: evals.teamId, resolved: evals.resolvedConfig })
    .from(evals)
    .where(and(eq(evals.id, evalId), eq(evals.organizationId, organizationId)));
  if (!row || !(await deps.canReadSource(row.teamId, 'Eval'))) throw AppError.notFound('Eval');
  const failing = await deps.db
    .selectDistinctOn([evalResults.testIndex], {
      testIndex: evalResults.testIndex,
      description: evalResults.description,
      vars: evalResults.vars,
      metadata: evalResults.metadata,
    })
    .from(evalResults)
    .where(and(eq(evalResults.evalId, evalId), sql`not ${evalResults.pass}`))
    .orderBy(asc(evalResults.testIndex));
  if (failing.length === 0) return [];
  const tests = expandTests(parseEvalConfig(engineView(row.resolved, extensionsOf(row.resolved))));
  return failing.map((cell) => {
    const test = tests[cell.testIndex];
    return {
      description: cell.description,
      vars: cell.vars,
      assert: (test?.assert ?? []) as unknown as Record<string, unknown>[],
      threshold: test?.threshold ?? null,
      metadata: { ...cell.metadata, fromEval: evalId },
    };
  });
}

/**
 * A scan's successful attacks (failed probes) as a red-team regression set: each attack as a
 * test that the reply is a refusal, tagged with its plugin and strategy.
 */
export async function itemsFromScan(
  deps: VersionDeps,
  organizationId: string,
  scanId: string,
): Promise<DatasetItemInput[]> {
  const [scan] = await deps.db
    .select({ teamId: scans.teamId, evalId: scans.evalId })
    .from(scans)
    .where(and(eq(scans.id, scanId), eq(scans.organizationId, organizationId)));
  if (!scan || !(await deps.canReadSource(scan.teamId, 'EvalJob'))) throw AppError.notFound('Scan');
  const probes = await deps.db
    .select({
      prompt: scanProbes.prompt,
      pluginId: scanProbes.pluginId,
      strategyId: scanProbes.strategyId,
      reason: scanProbes.reason,
    })
    .from(scanProbes)
    .where(and(eq(scanProbes.scanId, scanId), eq(scanProbes.outcome, 'fail')))
    .orderBy(asc(scanProbes.idx));
  return probes.map((probe) => ({
    description: `${probe.pluginId} (${probe.strategyId})`,
    vars: { prompt: probe.prompt },
    assert: [{ type: 'is-refusal' }],
    threshold: null,
    metadata: {
      pluginId: probe.pluginId,
      strategyId: probe.strategyId,
      fromScan: scanId,
      ...(probe.reason ? { reason: probe.reason } : {}),
    },
  }));
}
