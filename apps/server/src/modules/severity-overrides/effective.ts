import { getPlugin } from '@crucible/engine';
import { effectiveSeverity, type PluginSeverity, type SeverityLayer } from '@crucible/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  severityOverrideCollections,
  severityOverrideItems,
  targetPluginSeverities,
} from '../../db/schema';

/*
 * The severity of a plugin on a target, for every reader and writer of severities (issue
 * derivation, override changes, a person's change, the scan's risk, the issue page): the
 * overrides are loaded once per unit of work, then `severityOf` applies `effectiveSeverity`.
 */

export type OrganizationOverride = {
  severity: PluginSeverity;
  reason: string;
  collectionId: string;
  collectionName: string;
};
export type TargetOverride = { severity: PluginSeverity; reason: string };

/** The overrides that apply in one organization (of some targets and plugins, or all). */
export type SeverityOverrides = {
  organization: Map<string, OrganizationOverride>;
  targets: Map<string, Map<string, TargetOverride>>;
};

/** Where the effective severity came from, as the issue page names it. */
export type SeveritySource = { layer: SeverityLayer; name: string | null; reason: string | null };

/** A plugin the engine does not know (a custom policy, or one since removed) counts as medium. */
export const pluginDefaultSeverity = (pluginId: string): PluginSeverity =>
  getPlugin(pluginId)?.severity ?? 'medium';

/**
 * The organization's active overrides and the targets' own, narrowed to `pluginIds` and
 * `targetIds` when given. Collections are read by name, so if two active ones ever named the
 * same plugin (the service refuses it) the choice would still be stable.
 */
export async function loadSeverityOverrides(
  db: Db,
  organizationId: string,
  scope: { targetIds?: string[]; pluginIds?: string[] } = {},
): Promise<SeverityOverrides> {
  const { targetIds, pluginIds } = scope;
  const pluginFilter = (column: typeof severityOverrideItems.pluginId) =>
    pluginIds ? inArray(column, pluginIds) : undefined;
  const [organizationRows, targetRows] = await Promise.all([
    db
      .select({
        pluginId: severityOverrideItems.pluginId,
        severity: severityOverrideItems.severity,
        reason: severityOverrideItems.reason,
        collectionId: severityOverrideCollections.id,
        collectionName: severityOverrideCollections.name,
      })
      .from(severityOverrideItems)
      .innerJoin(
        severityOverrideCollections,
        eq(severityOverrideCollections.id, severityOverrideItems.collectionId),
      )
      .where(
        and(
          eq(severityOverrideItems.organizationId, organizationId),
          eq(severityOverrideCollections.active, true),
          pluginFilter(severityOverrideItems.pluginId),
        ),
      )
      .orderBy(severityOverrideCollections.name),
    targetIds?.length === 0
      ? []
      : db
          .select()
          .from(targetPluginSeverities)
          .where(
            and(
              eq(targetPluginSeverities.organizationId, organizationId),
              targetIds ? inArray(targetPluginSeverities.targetId, targetIds) : undefined,
              pluginIds ? inArray(targetPluginSeverities.pluginId, pluginIds) : undefined,
            ),
          ),
  ]);
  const organization = new Map<string, OrganizationOverride>();
  for (const { pluginId, ...override } of organizationRows) {
    if (!organization.has(pluginId)) organization.set(pluginId, override);
  }
  const targets = new Map<string, Map<string, TargetOverride>>();
  for (const row of targetRows) {
    const ofTarget = targets.get(row.targetId) ?? new Map<string, TargetOverride>();
    ofTarget.set(row.pluginId, { severity: row.severity, reason: row.reason });
    targets.set(row.targetId, ofTarget);
  }
  return { organization, targets };
}

export type SeverityInput = {
  pluginId: string;
  targetId: string;
  /** The scan template's severity of the plugin, when it set one. */
  template?: PluginSeverity | null;
  /** A person's severity on the vulnerability. */
  manual?: PluginSeverity | null;
};

/** The effective severity of a plugin on a target, and where it came from. */
export function severityOf(
  overrides: SeverityOverrides,
  input: SeverityInput,
): { severity: PluginSeverity; source: SeveritySource } {
  const organization = overrides.organization.get(input.pluginId);
  const target = overrides.targets.get(input.targetId)?.get(input.pluginId);
  const { severity, layer } = effectiveSeverity({
    plugin: pluginDefaultSeverity(input.pluginId),
    template: input.template ?? null,
    organization: organization?.severity ?? null,
    target: target?.severity ?? null,
    manual: input.manual ?? null,
  });
  const source: SeveritySource =
    layer === 'organization'
      ? { layer, name: organization!.collectionName, reason: organization!.reason }
      : layer === 'target'
        ? { layer, name: null, reason: target!.reason }
        : { layer, name: null, reason: null };
  return { severity, source };
}

/** A sentence for the timeline on why a severity changed to what `source` says. */
export function describeSource(source: SeveritySource): string {
  switch (source.layer) {
    case 'organization':
      return `Organization override "${source.name}": ${source.reason}`;
    case 'target':
      return `Target override: ${source.reason}`;
    case 'template':
      return "The scan template's severity for this plugin";
    case 'plugin':
      return "The plugin's default severity";
    case 'manual':
      return 'Set on this vulnerability';
  }
}
