import type { ExportedTest } from '@crucible/engine/eval/config/tests-export';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { datasetItems, datasets, datasetVersions } from '../../db/schema';

type ItemRow = typeof datasetItems.$inferSelect;

/** An item in promptfoo's test shape (empty fields left out), as exports and evals read it. */
export const exported = (row: ItemRow): ExportedTest => ({
  ...(row.description !== null ? { description: row.description } : {}),
  vars: row.vars,
  ...(row.assert.length > 0 ? { assert: row.assert } : {}),
  ...(row.threshold !== null ? { threshold: row.threshold } : {}),
  ...(row.metadata !== null ? { metadata: row.metadata } : {}),
});

/**
 * `dataset://name@version` of an eval config: the version's items as promptfoo test cases, or
 * why they cannot be read (the message names the dataset).
 */
export async function readDatasetTests(
  db: Db,
  ref: { organizationId: string; teamId: string; name: string; version: string },
): Promise<Record<string, unknown>[] | string> {
  const [row] = await db
    .select()
    .from(datasets)
    .where(
      and(
        eq(datasets.organizationId, ref.organizationId),
        eq(datasets.teamId, ref.teamId),
        eq(datasets.name, ref.name),
      ),
    );
  if (!row) return `no dataset named "${ref.name}" in this team`;
  const version =
    ref.version === 'latest'
      ? row.latestVersion
      : /^\d+$/.test(ref.version)
        ? Number(ref.version)
        : NaN;
  if (version === null) return `dataset "${ref.name}" has no version yet`;
  if (!Number.isInteger(version))
    return `"${ref.version}" is not a version: use a number or latest`;
  const [exists] = await db
    .select({ version: datasetVersions.version })
    .from(datasetVersions)
    .where(and(eq(datasetVersions.datasetId, row.id), eq(datasetVersions.version, version)));
  if (!exists) return `dataset "${ref.name}" has no version ${version}`;
  const items = await db
    .select()
    .from(datasetItems)
    .where(and(eq(datasetItems.datasetId, row.id), eq(datasetItems.version, version)))
    .orderBy(asc(datasetItems.idx));
  return items.map(exported);
}
