import type { SeverityOverrideItem, TargetPluginSeverities } from '@crucible/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { targetPluginSeverities, targets, users } from '../../db/schema';
import { AppError } from '../../errors';
import { iso } from '../../lib/time';
import { loadSeverityOverrides } from './effective';
import { assertKnownPlugins } from './known-plugins';
import { reapplySeverities } from './reapply';

/*
 * A target's own plugin severities: they beat the organization's collections on this target.
 * Replaced as a whole; an unchanged row keeps who set it and when.
 */

export type TargetScope = { organizationId: string; targetId: string };

export async function getTargetPluginSeverities(
  db: Db,
  scope: TargetScope,
): Promise<TargetPluginSeverities> {
  const [target] = await db
    .select({ id: targets.id })
    .from(targets)
    .where(and(eq(targets.id, scope.targetId), eq(targets.organizationId, scope.organizationId)));
  if (!target) throw AppError.notFound('Target');
  const [rows, overrides] = await Promise.all([
    db
      .select({
        pluginId: targetPluginSeverities.pluginId,
        severity: targetPluginSeverities.severity,
        reason: targetPluginSeverities.reason,
        updatedById: targetPluginSeverities.updatedBy,
        updatedByName: users.name,
        updatedAt: targetPluginSeverities.updatedAt,
      })
      .from(targetPluginSeverities)
      .leftJoin(users, eq(users.id, targetPluginSeverities.updatedBy))
      .where(eq(targetPluginSeverities.targetId, scope.targetId))
      .orderBy(asc(targetPluginSeverities.pluginId)),
    loadSeverityOverrides(db, scope.organizationId, { targetIds: [] }),
  ]);
  return {
    targetId: scope.targetId,
    items: rows.map((row) => ({
      pluginId: row.pluginId,
      severity: row.severity,
      reason: row.reason,
      updatedBy:
        row.updatedById && row.updatedByName
          ? { id: row.updatedById, name: row.updatedByName }
          : null,
      updatedAt: iso(row.updatedAt),
    })),
    organization: [...overrides.organization]
      .map(([pluginId, override]) => ({ pluginId, ...override }))
      .sort((a, b) => a.pluginId.localeCompare(b.pluginId)),
  };
}

const same = (a: SeverityOverrideItem, b: SeverityOverrideItem) =>
  a.severity === b.severity && a.reason === b.reason;

/**
 * Replaces the target's overrides and re-applies the plugins that changed, in one transaction
 * on the locked target row (two saves of one target take turns).
 */
export async function putTargetPluginSeverities(
  db: Database,
  options: TargetScope & { userId: string; items: SeverityOverrideItem[] },
): Promise<TargetPluginSeverities> {
  const { organizationId, targetId, userId, items } = options;
  await assertKnownPlugins(db, organizationId, items);
  await db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: targets.id })
      .from(targets)
      .where(and(eq(targets.id, targetId), eq(targets.organizationId, organizationId)))
      .for('update');
    if (!target) throw AppError.notFound('Target');
    const before = await tx
      .select()
      .from(targetPluginSeverities)
      .where(eq(targetPluginSeverities.targetId, targetId));
    const old = new Map(before.map((row) => [row.pluginId, row]));
    const wanted = new Set(items.map((item) => item.pluginId));
    const removed = before.filter((row) => !wanted.has(row.pluginId)).map((row) => row.pluginId);
    const written = items.filter((item) => {
      const was = old.get(item.pluginId);
      return !was || !same(was, item);
    });
    if (removed.length > 0) {
      await tx
        .delete(targetPluginSeverities)
        .where(
          and(
            eq(targetPluginSeverities.targetId, targetId),
            inArray(targetPluginSeverities.pluginId, removed),
          ),
        );
    }
    for (const item of written) {
      const values = { ...item, updatedBy: userId, updatedAt: new Date() };
      await tx
        .insert(targetPluginSeverities)
        .values({ ...values, targetId, organizationId })
        .onConflictDoUpdate({
          target: [targetPluginSeverities.targetId, targetPluginSeverities.pluginId],
          set: values,
        });
    }
    await reapplySeverities(tx, {
      organizationId,
      targetId,
      userId,
      pluginIds: [...removed, ...written.map((item) => item.pluginId)],
    });
  });
  return getTargetPluginSeverities(db, options);
}
