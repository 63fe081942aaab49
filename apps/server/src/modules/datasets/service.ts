import type {
  CreateDatasetVersionRequestSchema,
  Dataset,
  DatasetDetail,
  DatasetFormat,
  DatasetItem,
  DatasetItemsResponse,
  DatasetListResponse,
  DatasetVersion,
} from '@crucible/shared';
import { serialiseTests, type ExportedTest } from '@crucible/engine/eval/config/tests-export';
import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { WINDOW_TOTAL, totalOf } from '../../db/page';
import { datasetItems, datasets, datasetVersions } from '../../db/schema';
import { AppError, isUniqueViolation } from '../../errors';
import { parseDatasetUpload, type DatasetItemInput } from './parse';
import { itemsFromEval, itemsFromScan } from './sources';

export type DatasetScope = { organizationId: string; datasetId: string };
export type Actor = { id: string; name: string };
type VersionRequest = z.output<typeof CreateDatasetVersionRequestSchema>;
type DatasetRow = typeof datasets.$inferSelect;
type VersionRow = typeof datasetVersions.$inferSelect;

const iso = (date: Date) => date.toISOString();
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

async function findRow(db: Db, scope: DatasetScope): Promise<DatasetRow> {
  const [row] = await db
    .select()
    .from(datasets)
    .where(
      and(eq(datasets.id, scope.datasetId), eq(datasets.organizationId, scope.organizationId)),
    );
  if (!row) throw AppError.notFound('Dataset');
  return row;
}

export async function teamOfDataset(db: Db, scope: DatasetScope): Promise<string> {
  return (await findRow(db, scope)).teamId;
}

function toDataset(row: DatasetRow, itemCount: number): Dataset {
  return {
    id: row.id,
    teamId: row.teamId,
    name: row.name,
    description: row.description,
    latestVersion: row.latestVersion,
    itemCount,
    createdBy: { id: row.createdBy, name: row.authorName },
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

function toVersion(row: VersionRow): DatasetVersion {
  return {
    version: row.version,
    changelog: row.changelog,
    itemCount: row.itemCount,
    source: row.source,
    sourceId: row.sourceId,
    createdBy: { id: row.createdBy, name: row.authorName },
    createdAt: iso(row.createdAt),
  };
}

export async function listDatasets(
  db: Db,
  query: { organizationId: string; teamId: string; search?: string; limit: number; offset: number },
): Promise<DatasetListResponse> {
  const where = and(
    eq(datasets.organizationId, query.organizationId),
    eq(datasets.teamId, query.teamId),
    query.search
      ? or(
          ilike(datasets.name, `%${escapeLike(query.search)}%`),
          ilike(datasets.description, `%${escapeLike(query.search)}%`),
        )
      : undefined,
  );
  const rows = await db
    .select({
      row: datasets,
      itemCount: sql<number>`coalesce(${datasetVersions.itemCount}, 0)`.mapWith(Number),
      matching: WINDOW_TOTAL,
    })
    .from(datasets)
    .leftJoin(
      datasetVersions,
      and(
        eq(datasetVersions.datasetId, datasets.id),
        eq(datasetVersions.version, datasets.latestVersion),
      ),
    )
    .where(where)
    .orderBy(desc(datasets.updatedAt), desc(datasets.id))
    .limit(query.limit)
    .offset(query.offset);
  const total = await totalOf(rows, query.offset, () =>
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(datasets)
      .where(where),
  );
  return {
    items: rows.map(({ row, itemCount }) => toDataset(row, itemCount)),
    total,
    limit: query.limit,
    offset: query.offset,
  };
}

export async function getDataset(db: Db, scope: DatasetScope): Promise<DatasetDetail> {
  const row = await findRow(db, scope);
  const versions = await db
    .select()
    .from(datasetVersions)
    .where(eq(datasetVersions.datasetId, row.id))
    .orderBy(desc(datasetVersions.version));
  const latest = versions[0];
  return {
    ...toDataset(row, latest?.itemCount ?? 0),
    organizationId: row.organizationId,
    versions: versions.map(toVersion),
  };
}

export type VersionDeps = {
  db: Db;
  /** Whether the caller may read the eval's or scan's team (a source outside it is not found). */
  canReadSource: (teamId: string, subject: 'Eval' | 'EvalJob') => Promise<boolean>;
};

async function itemsOf(deps: VersionDeps, organizationId: string, request: VersionRequest) {
  switch (request.source) {
    case 'upload':
      return { items: parseDatasetUpload(request.format, request.content), sourceId: null };
    case 'eval':
      return {
        items: await itemsFromEval(deps, organizationId, request.evalId),
        sourceId: request.evalId,
      };
    case 'scan':
      return {
        items: await itemsFromScan(deps, organizationId, request.scanId),
        sourceId: request.scanId,
      };
  }
}

const searchTextOf = (item: DatasetItemInput) =>
  `${item.description ?? ''}\n${JSON.stringify(item.vars)}`.toLowerCase();

const INSERT_CHUNK = 500;

/** Writes the next version (immutable from then on) and makes it the latest. */
async function writeVersion(
  db: Db,
  row: DatasetRow,
  actor: Actor,
  version: {
    items: DatasetItemInput[];
    sourceId: string | null;
    source: VersionRequest['source'];
    changelog: string;
  },
): Promise<VersionRow> {
  return db.transaction(async (tx) => {
    // Lock the dataset: two uploads at once get consecutive numbers.
    const [locked] = await tx
      .select({ latest: datasets.latestVersion })
      .from(datasets)
      .where(eq(datasets.id, row.id))
      .for('update');
    const number = (locked?.latest ?? 0) + 1;
    const [created] = await tx
      .insert(datasetVersions)
      .values({
        datasetId: row.id,
        version: number,
        changelog: version.changelog,
        itemCount: version.items.length,
        source: version.source,
        sourceId: version.sourceId,
        createdBy: actor.id,
        authorName: actor.name,
      })
      .returning();
    for (let start = 0; start < version.items.length; start += INSERT_CHUNK) {
      await tx.insert(datasetItems).values(
        version.items.slice(start, start + INSERT_CHUNK).map((item, offset) => ({
          datasetId: row.id,
          version: number,
          idx: start + offset,
          description: item.description,
          vars: item.vars,
          assert: item.assert,
          threshold: item.threshold,
          metadata: item.metadata,
          searchText: searchTextOf(item),
        })),
      );
    }
    await tx
      .update(datasets)
      .set({ latestVersion: number, updatedAt: new Date() })
      .where(eq(datasets.id, row.id));
    return created!;
  });
}

export async function addVersion(
  deps: VersionDeps,
  scope: DatasetScope,
  actor: Actor,
  request: VersionRequest,
): Promise<DatasetVersion> {
  const row = await findRow(deps.db, scope);
  const { items, sourceId } = await itemsOf(deps, scope.organizationId, request);
  if (items.length === 0) {
    throw AppError.invalidField(
      request.source === 'upload' ? 'content' : request.source === 'eval' ? 'evalId' : 'scanId',
      request.source === 'eval'
        ? 'The eval has no failing rows'
        : request.source === 'scan'
          ? 'The scan has no successful attacks'
          : 'The file holds no test cases',
    );
  }
  return toVersion(
    await writeVersion(deps.db, row, actor, {
      items,
      sourceId,
      source: request.source,
      changelog: request.changelog,
    }),
  );
}

export async function createDataset(
  deps: VersionDeps,
  input: {
    organizationId: string;
    teamId: string;
    actor: Actor;
    name: string;
    description?: string;
    version?: VersionRequest;
  },
): Promise<DatasetDetail> {
  // Read the first version's items before creating anything: a bad file creates no dataset.
  const first = input.version
    ? await itemsOf(deps, input.organizationId, input.version)
    : undefined;
  if (first && first.items.length === 0) {
    throw AppError.invalidField('version', 'The first version has no items');
  }
  let row: DatasetRow;
  try {
    [row] = (await deps.db
      .insert(datasets)
      .values({
        organizationId: input.organizationId,
        teamId: input.teamId,
        name: input.name,
        description: input.description || null,
        createdBy: input.actor.id,
        authorName: input.actor.name,
      })
      .returning()) as [DatasetRow];
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw AppError.conflict('A dataset with this name already exists in the team', 'name');
    }
    throw error;
  }
  if (first && input.version) {
    await writeVersion(deps.db, row, input.actor, {
      ...first,
      source: input.version.source,
      changelog: input.version.changelog,
    });
  }
  return getDataset(deps.db, { organizationId: input.organizationId, datasetId: row.id });
}

export async function updateDataset(
  db: Db,
  scope: DatasetScope,
  changes: { name?: string; description?: string | null },
): Promise<DatasetDetail> {
  await findRow(db, scope);
  try {
    await db
      .update(datasets)
      .set({
        ...(changes.name !== undefined ? { name: changes.name } : {}),
        ...(changes.description !== undefined ? { description: changes.description || null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(datasets.id, scope.datasetId));
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw AppError.conflict('A dataset with this name already exists in the team', 'name');
    }
    throw error;
  }
  return getDataset(db, scope);
}

export async function deleteDataset(db: Db, scope: DatasetScope): Promise<void> {
  await findRow(db, scope);
  await db.delete(datasets).where(eq(datasets.id, scope.datasetId));
}

async function findVersion(db: Db, scope: DatasetScope, version: number): Promise<VersionRow> {
  await findRow(db, scope);
  const [row] = await db
    .select()
    .from(datasetVersions)
    .where(
      and(eq(datasetVersions.datasetId, scope.datasetId), eq(datasetVersions.version, version)),
    );
  if (!row) throw AppError.notFound('Dataset version');
  return row;
}

type ItemRow = typeof datasetItems.$inferSelect;
const toItem = (row: ItemRow): DatasetItem => ({
  index: row.idx,
  description: row.description,
  vars: row.vars,
  assert: row.assert,
  threshold: row.threshold,
  metadata: row.metadata,
});

export async function listItems(
  db: Db,
  scope: DatasetScope,
  query: { version: number; search?: string; limit: number; offset: number },
): Promise<DatasetItemsResponse> {
  const version = await findVersion(db, scope, query.version);
  const where = and(
    eq(datasetItems.datasetId, scope.datasetId),
    eq(datasetItems.version, query.version),
    query.search
      ? sql`${datasetItems.searchText} like ${`%${escapeLike(query.search.toLowerCase())}%`}`
      : undefined,
  );
  const rows = await db
    .select({ row: datasetItems, matching: WINDOW_TOTAL })
    .from(datasetItems)
    .where(where)
    .orderBy(asc(datasetItems.idx))
    .limit(query.limit)
    .offset(query.offset);
  const total = await totalOf(rows, query.offset, () =>
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(datasetItems)
      .where(where),
  );
  return {
    version: toVersion(version),
    items: rows.map(({ row }) => toItem(row)),
    total,
    limit: query.limit,
    offset: query.offset,
  };
}

const exported = (row: ItemRow): ExportedTest => ({
  ...(row.description !== null ? { description: row.description } : {}),
  vars: row.vars,
  ...(row.assert.length > 0 ? { assert: row.assert } : {}),
  ...(row.threshold !== null ? { threshold: row.threshold } : {}),
  ...(row.metadata !== null ? { metadata: row.metadata } : {}),
});

const CONTENT_TYPES: Record<DatasetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  jsonl: 'application/x-ndjson; charset=utf-8',
  json: 'application/json; charset=utf-8',
  yaml: 'application/yaml; charset=utf-8',
};

export async function exportVersion(
  db: Db,
  scope: DatasetScope,
  version: number,
  format: DatasetFormat,
): Promise<{ filename: string; contentType: string; body: string }> {
  const row = await findRow(db, scope);
  await findVersion(db, scope, version);
  const items = await db
    .select()
    .from(datasetItems)
    .where(and(eq(datasetItems.datasetId, row.id), eq(datasetItems.version, version)))
    .orderBy(asc(datasetItems.idx));
  let body: string;
  try {
    body = serialiseTests(items.map(exported), format);
  } catch (error) {
    throw AppError.invalidField('format', (error as Error).message);
  }
  return {
    filename: `${row.name}@${version}.${format}`,
    contentType: CONTENT_TYPES[format],
    body,
  };
}

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
