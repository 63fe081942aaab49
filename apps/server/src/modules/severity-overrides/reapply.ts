import { isPolicyPluginId } from '@crucible/engine';
import type { PluginSeverity } from '@crucible/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { issueEvents, issues, organizations, users } from '../../db/schema';
import { policyInfoOfIssues } from '../policies/plugin-info';
import { lockScansForRisk, rescoreRisks } from '../scans/scan-risk';
import { describeSource, loadSeverityOverrides, severityOf } from './effective';

/*
 * An override change — or a change of a library policy's severity, the plugin default of
 * `policy:<id>` — applied at once in the transaction that makes it: every vulnerability of the
 * changed plugins (in the organization, or on one target) takes its new effective severity with
 * a `severity` event by the person who made the change, and the scans that ran those plugins are
 * scored again.
 */

/** Rows per statement: well under PostgreSQL's 65,535 parameters. */
const CHUNK = 1000;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < items.length; at += CHUNK) out.push(items.slice(at, at + CHUNK));
  return out;
}

/**
 * Serialises override changes of one organization: the check that a plugin is in one active
 * collection only, and the re-application, see every earlier change.
 */
export async function lockOrganizationOverrides(tx: Db, organizationId: string): Promise<void> {
  await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update');
}

export type ReapplyResult = { issues: number; scans: number };

/**
 * Sets the effective severity of the vulnerabilities of `pluginIds` (of `targetId` only, when
 * given) from the overrides as they are now in the transaction. Scans are locked before issues
 * (the order finalize and review use).
 */
export async function reapplySeverities(
  tx: Db,
  options: { organizationId: string; pluginIds: string[]; targetId?: string; userId: string },
): Promise<ReapplyResult> {
  const { organizationId, targetId, userId } = options;
  const pluginIds = [...new Set(options.pluginIds)];
  if (pluginIds.length === 0) return { issues: 0, scans: 0 };
  const targetIds = targetId ? [targetId] : undefined;
  const lockedScans = await lockScansForRisk(tx, {
    organizationId,
    pluginIds,
    ...(targetIds ? { targetIds } : {}),
  });
  const rows = await tx
    .select({
      id: issues.id,
      targetId: issues.targetId,
      pluginId: issues.pluginId,
      severity: issues.severity,
      severityOverride: issues.severityOverride,
      templateSeverity: issues.templateSeverity,
    })
    .from(issues)
    .where(
      and(
        eq(issues.organizationId, organizationId),
        inArray(issues.pluginId, pluginIds),
        targetId ? eq(issues.targetId, targetId) : undefined,
      ),
    )
    .orderBy(issues.id)
    .for('update');
  const overrides = await loadSeverityOverrides(tx, organizationId, {
    pluginIds,
    ...(targetIds ? { targetIds } : {}),
  });
  // A custom policy no longer in the library keeps the severity its scans ran it with.
  const copies = await policyInfoOfIssues(
    tx,
    organizationId,
    rows.filter((row) => isPolicyPluginId(row.pluginId) && !overrides.policies.has(row.pluginId)),
  );
  const changed = rows.flatMap((row) => {
    const next = severityOf(overrides, {
      pluginId: row.pluginId,
      targetId: row.targetId,
      template: row.templateSeverity,
      manual: row.severityOverride,
      policyCopy: copies.get(row.id)?.severity ?? null,
    });
    return next.severity === row.severity ? [] : [{ ...row, next }];
  });
  if (changed.length > 0) {
    const bySeverity = new Map<PluginSeverity, string[]>();
    for (const row of changed) {
      bySeverity.set(row.next.severity, [...(bySeverity.get(row.next.severity) ?? []), row.id]);
    }
    for (const [severity, ids] of bySeverity) {
      for (const part of chunks(ids)) {
        await tx
          .update(issues)
          .set({ severity, updatedAt: new Date() })
          .where(inArray(issues.id, part));
      }
    }
    const [actor] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
    for (const part of chunks(changed)) {
      await tx.insert(issueEvents).values(
        part.map((row) => ({
          issueId: row.id,
          organizationId,
          kind: 'severity' as const,
          actorType: 'user' as const,
          actorUserId: userId,
          actorName: actor?.name ?? 'Unknown user',
          fromValue: row.severity,
          toValue: row.next.severity,
          body: describeSource(row.next.source, row.pluginId),
        })),
      );
    }
  }
  return { issues: changed.length, scans: await rescoreRisks(tx, lockedScans) };
}
