import type { GradingExample as EngineGradingExample } from '@crucible/engine';
import type { GradingExample, GradingExampleList, GradingExampleListQuery } from '@crucible/shared';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { totalOf, WINDOW_TOTAL } from '../../db/page';
import { gradingExamples } from '../../db/schema';
import { iso } from '../../lib/time';

/*
 * The read side of grading examples: a target's page of them, and all of them for grading a
 * scan. Every query takes the organization and the target.
 */

export type TargetScope = { organizationId: string; targetId: string };

/** Examples a scan grades with at most (the newest): bounds what each batch of probes loads. */
export const GRADING_EXAMPLES_PER_SCAN = 2000;

type ExampleRow = typeof gradingExamples.$inferSelect;

export function toGradingExample(row: ExampleRow): GradingExample {
  return {
    id: row.id,
    targetId: row.targetId,
    pluginId: row.pluginId,
    prompt: row.prompt,
    output: row.output,
    expected: row.expected,
    reason: row.reason,
    source: row.source,
    sourceScanId: row.sourceScanId,
    sourceProbeId: row.sourceProbeId,
    sourceIssueId: row.sourceIssueId,
    createdBy: { id: row.createdBy, name: row.createdByName },
    createdAt: iso(row.createdAt),
  };
}

const ofTarget = (scope: TargetScope) =>
  and(
    eq(gradingExamples.organizationId, scope.organizationId),
    eq(gradingExamples.targetId, scope.targetId),
  );

/** A page of the target's examples, newest first, and the plugins it has examples for. */
export async function listGradingExamples(
  db: Db,
  options: TargetScope & GradingExampleListQuery,
): Promise<GradingExampleList> {
  const where = and(
    ofTarget(options),
    options.pluginId ? eq(gradingExamples.pluginId, options.pluginId) : undefined,
  );
  const [rows, plugins] = await Promise.all([
    db
      .select({ row: gradingExamples, matching: WINDOW_TOTAL })
      .from(gradingExamples)
      .where(where)
      .orderBy(desc(gradingExamples.createdAt), asc(gradingExamples.id))
      .limit(options.limit)
      .offset(options.offset),
    db
      .selectDistinct({ pluginId: gradingExamples.pluginId })
      .from(gradingExamples)
      .where(ofTarget(options))
      .orderBy(asc(gradingExamples.pluginId)),
  ]);
  const total = await totalOf(rows, options.offset, () =>
    db.select({ total: count() }).from(gradingExamples).where(where),
  );
  return {
    items: rows.map(({ row }) => toGradingExample(row)),
    total,
    limit: options.limit,
    offset: options.offset,
    pluginIds: plugins.map((plugin) => plugin.pluginId),
  };
}

/** Targets whose examples a process keeps in memory between batches of a scan. */
const CACHED_TARGETS = 20;
const NO_EXAMPLES: EngineGradingExample[] = [];
const cache = new Map<string, { version: string; examples: EngineGradingExample[] }>();

/**
 * The target's examples as the engine's graders take them, newest first (the engine lets the
 * first of the same reply win; the table keeps one per reply anyway). Every batch of a scan asks:
 * a count and the latest change tell whether the copy read for an earlier batch still holds, so
 * the rows are read again only after a change, and the engine's index of the same array is
 * reused.
 */
export async function gradingExamplesForScan(
  db: Db,
  scope: TargetScope,
): Promise<EngineGradingExample[]> {
  const [state] = await db
    // As text: microseconds, where a Date would keep milliseconds.
    .select({
      rows: count(),
      changedAt: sql<string | null>`max(${gradingExamples.updatedAt})::text`,
    })
    .from(gradingExamples)
    .where(ofTarget(scope));
  if (!state || state.rows === 0) return NO_EXAMPLES;
  const version = `${state.rows}:${state.changedAt ?? ''}`;
  const cached = cache.get(scope.targetId);
  cache.delete(scope.targetId);
  if (cached?.version === version) {
    cache.set(scope.targetId, cached);
    return cached.examples;
  }
  const rows = await db
    .select({
      id: gradingExamples.id,
      pluginId: gradingExamples.pluginId,
      prompt: gradingExamples.prompt,
      output: gradingExamples.output,
      expected: gradingExamples.expected,
      reason: gradingExamples.reason,
    })
    .from(gradingExamples)
    .where(ofTarget(scope))
    .orderBy(desc(gradingExamples.createdAt), asc(gradingExamples.id))
    .limit(GRADING_EXAMPLES_PER_SCAN);
  const examples = rows.map(({ expected, ...row }) => ({ ...row, pass: expected === 'pass' }));
  cache.set(scope.targetId, { version, examples });
  // A Map iterates in insertion order: the first key is the least recently read.
  if (cache.size > CACHED_TARGETS) cache.delete(cache.keys().next().value!);
  return examples;
}
