import type {
  SeverityOverrideCollection,
  SeverityOverrideItem,
  UpdateSeverityOverrideRequestSchema,
} from '@crucible/shared';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Db } from '../../db/client';
import { severityOverrideCollections, severityOverrideItems, users } from '../../db/schema';
import { AppError } from '../../errors';
import { iso } from '../../lib/time';
import { assertKnownPlugins } from './known-plugins';
import { lockOrganizationOverrides, reapplySeverities } from './reapply';

/*
 * The organization's override collections. Every active collection applies; a plugin may be in
 * one active collection only, so which override applies is never a matter of order. Each
 * change re-applies the severities of the plugins it touched, in its own transaction.
 */

export type CollectionScope = { organizationId: string; collectionId: string };
type Actor = { userId: string };
type CollectionInput = z.output<typeof UpdateSeverityOverrideRequestSchema>;

const COLUMNS = {
  id: severityOverrideCollections.id,
  name: severityOverrideCollections.name,
  description: severityOverrideCollections.description,
  active: severityOverrideCollections.active,
  createdById: severityOverrideCollections.createdBy,
  createdByName: users.name,
  createdAt: severityOverrideCollections.createdAt,
  updatedAt: severityOverrideCollections.updatedAt,
};

async function collectionsWhere(
  db: Db,
  organizationId: string,
  collectionId?: string,
): Promise<SeverityOverrideCollection[]> {
  const rows = await db
    .select(COLUMNS)
    .from(severityOverrideCollections)
    .leftJoin(users, eq(users.id, severityOverrideCollections.createdBy))
    .where(
      and(
        eq(severityOverrideCollections.organizationId, organizationId),
        collectionId ? eq(severityOverrideCollections.id, collectionId) : undefined,
      ),
    )
    .orderBy(asc(severityOverrideCollections.name));
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(severityOverrideItems)
    .where(
      inArray(
        severityOverrideItems.collectionId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(severityOverrideItems.pluginId));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    active: row.active,
    items: items
      .filter((item) => item.collectionId === row.id)
      .map(({ pluginId, severity, reason }) => ({ pluginId, severity, reason })),
    createdBy:
      row.createdById && row.createdByName
        ? { id: row.createdById, name: row.createdByName }
        : null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  }));
}

export const listCollections = (db: Db, organizationId: string) =>
  collectionsWhere(db, organizationId);

export async function getCollection(
  db: Db,
  scope: CollectionScope,
): Promise<SeverityOverrideCollection> {
  const [found] = await collectionsWhere(db, scope.organizationId, scope.collectionId);
  if (!found) throw AppError.notFound('Severity override');
  return found;
}

/** For the guards of by-id routes: another organization's collection is not found. */
export async function assertCollectionExists(db: Db, scope: CollectionScope): Promise<void> {
  const [row] = await db
    .select({ id: severityOverrideCollections.id })
    .from(severityOverrideCollections)
    .where(
      and(
        eq(severityOverrideCollections.id, scope.collectionId),
        eq(severityOverrideCollections.organizationId, scope.organizationId),
      ),
    );
  if (!row) throw AppError.notFound('Severity override');
}

/** Names are unique in the organization (checked under the organization's override lock). */
async function assertNameFree(tx: Db, organizationId: string, name: string, except?: string) {
  const [taken] = await tx
    .select({ id: severityOverrideCollections.id })
    .from(severityOverrideCollections)
    .where(
      and(
        eq(severityOverrideCollections.organizationId, organizationId),
        eq(severityOverrideCollections.name, name),
        except ? ne(severityOverrideCollections.id, except) : undefined,
      ),
    );
  if (taken) throw AppError.conflict('A collection with this name already exists', 'name');
}

/** An active collection may not set a plugin another active collection sets. */
async function assertNoActiveOverlap(
  tx: Db,
  organizationId: string,
  items: SeverityOverrideItem[],
  except?: string,
) {
  if (items.length === 0) return;
  const taken = await tx
    .select({ pluginId: severityOverrideItems.pluginId, name: severityOverrideCollections.name })
    .from(severityOverrideItems)
    .innerJoin(
      severityOverrideCollections,
      eq(severityOverrideCollections.id, severityOverrideItems.collectionId),
    )
    .where(
      and(
        eq(severityOverrideItems.organizationId, organizationId),
        eq(severityOverrideCollections.active, true),
        inArray(
          severityOverrideItems.pluginId,
          items.map((item) => item.pluginId),
        ),
        except ? ne(severityOverrideCollections.id, except) : undefined,
      ),
    );
  const owner = new Map(taken.map((row) => [row.pluginId, row.name]));
  const details = items.flatMap((item, index) => {
    const name = owner.get(item.pluginId);
    return name === undefined
      ? []
      : [
          {
            path: `items.${index}.pluginId`,
            message: `The active collection "${name}" already overrides ${item.pluginId}`,
          },
        ];
  });
  if (details.length > 0) throw new AppError('CONFLICT', details[0]!.message, details);
}

async function writeItems(tx: Db, scope: CollectionScope, items: SeverityOverrideItem[]) {
  await tx
    .delete(severityOverrideItems)
    .where(eq(severityOverrideItems.collectionId, scope.collectionId));
  if (items.length === 0) return;
  await tx.insert(severityOverrideItems).values(
    items.map((item) => ({
      ...item,
      collectionId: scope.collectionId,
      organizationId: scope.organizationId,
    })),
  );
}

/** The plugins whose organization override the collection sets while it is active. */
const appliedPlugins = (collection: { active: boolean; items: SeverityOverrideItem[] }) =>
  collection.active ? collection.items.map((item) => item.pluginId) : [];

async function checkInput(tx: Db, organizationId: string, input: CollectionInput, id?: string) {
  await lockOrganizationOverrides(tx, organizationId);
  await assertNameFree(tx, organizationId, input.name, id);
  if (input.active) await assertNoActiveOverlap(tx, organizationId, input.items, id);
}

export async function createCollection(
  db: Database,
  options: Actor & { organizationId: string; input: CollectionInput },
): Promise<SeverityOverrideCollection> {
  const { organizationId, input, userId } = options;
  await assertKnownPlugins(db, organizationId, input.items);
  const id = await db.transaction(async (tx) => {
    await checkInput(tx, organizationId, input);
    const [created] = await tx
      .insert(severityOverrideCollections)
      .values({
        organizationId,
        name: input.name,
        description: input.description,
        active: input.active,
        createdBy: userId,
      })
      .returning({ id: severityOverrideCollections.id });
    const scope = { organizationId, collectionId: created!.id };
    await writeItems(tx, scope, input.items);
    await reapplySeverities(tx, { organizationId, userId, pluginIds: appliedPlugins(input) });
    return scope.collectionId;
  });
  return getCollection(db, { organizationId, collectionId: id });
}

/** Replaces the collection; the plugins it set before and sets now are re-applied. */
export async function updateCollection(
  db: Database,
  options: Actor & CollectionScope & { input: CollectionInput },
): Promise<SeverityOverrideCollection> {
  const { organizationId, collectionId, input, userId } = options;
  await assertKnownPlugins(db, organizationId, input.items);
  await db.transaction(async (tx) => {
    await checkInput(tx, organizationId, input, collectionId);
    const before = await getCollection(tx, options);
    await tx
      .update(severityOverrideCollections)
      .set({
        name: input.name,
        description: input.description,
        active: input.active,
        updatedAt: new Date(),
      })
      .where(eq(severityOverrideCollections.id, collectionId));
    await writeItems(tx, options, input.items);
    await reapplySeverities(tx, {
      organizationId,
      userId,
      pluginIds: [...appliedPlugins(before), ...appliedPlugins(input)],
    });
  });
  return getCollection(db, options);
}

/** Deletes the collection; the vulnerabilities it set fall back to what else applies. */
export async function deleteCollection(
  db: Database,
  options: Actor & CollectionScope,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOrganizationOverrides(tx, options.organizationId);
    const before = await getCollection(tx, options);
    await tx
      .delete(severityOverrideCollections)
      .where(eq(severityOverrideCollections.id, options.collectionId));
    await reapplySeverities(tx, {
      organizationId: options.organizationId,
      userId: options.userId,
      pluginIds: appliedPlugins(before),
    });
  });
}
