import { getPlugin, isPolicyPluginId } from '@crucible/engine';
import {
  DEFAULT_POLICY_SEVERITY,
  effectiveSeverity,
  type PluginSeverity,
  type SeverityLayer,
} from '@crucible/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  severityOverrideCollections,
  severityOverrideItems,
  targetPluginSeverities,
} from '../../db/schema';
import { librarySeverities } from '../policies/plugin-info';

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
  /** The Policy Library's severities by plugin id (`policy:<id>`): those plugins' defaults. */
  policies: Map<string, PluginSeverity>;
};

/** Where the effective severity came from, as the issue page names it. */
export type SeveritySource = { layer: SeverityLayer; name: string | null; reason: string | null };

/**
 * The plugin-default layer: the engine's severity of the plugin; for a custom policy
 * (`policy:<id>`) the library policy's severity, else the copy a scan ran (an inline policy, or
 * one since deleted), else promptfoo's default for policies. Any other plugin the engine does not
 * know (one since removed) counts as medium.
 */
export function pluginDefaultSeverity(
  pluginId: string,
  policies: ReadonlyMap<string, PluginSeverity> = new Map(),
  policyCopy?: PluginSeverity | null,
): PluginSeverity {
  const plugin = getPlugin(pluginId);
  if (plugin) return plugin.severity;
  if (!isPolicyPluginId(pluginId)) return 'medium';
  return policies.get(pluginId) ?? policyCopy ?? DEFAULT_POLICY_SEVERITY;
}

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
  const [organizationRows, targetRows, policies] = await Promise.all([
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
    librarySeverities(db, organizationId, pluginIds),
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
  return { organization, targets, policies };
}

export type SeverityInput = {
  pluginId: string;
  targetId: string;
  /** The scan template's severity of the plugin, when it set one. */
  template?: PluginSeverity | null;
  /** A person's severity on the vulnerability. */
  manual?: PluginSeverity | null;
  /**
   * For a custom policy not in the library (inline, or deleted): its severity as a scan ran it
   * (the scan's configuration, or the evidence's probes).
   */
  policyCopy?: PluginSeverity | null;
};

/** The effective severity of a plugin on a target, and where it came from. */
export function severityOf(
  overrides: SeverityOverrides,
  input: SeverityInput,
): { severity: PluginSeverity; source: SeveritySource } {
  const organization = overrides.organization.get(input.pluginId);
  const target = overrides.targets.get(input.targetId)?.get(input.pluginId);
  const { severity, layer } = effectiveSeverity({
    plugin: pluginDefaultSeverity(input.pluginId, overrides.policies, input.policyCopy),
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

/** A sentence for the timeline on why a severity of `pluginId` changed to what `source` says. */
export function describeSource(source: SeveritySource, pluginId: string): string {
  switch (source.layer) {
    case 'organization':
      return `Organization override "${source.name}": ${source.reason}`;
    case 'target':
      return `Target override: ${source.reason}`;
    case 'template':
      return "The scan template's severity for this plugin";
    case 'plugin':
      return isPolicyPluginId(pluginId) ? "The policy's severity" : "The plugin's default severity";
    case 'manual':
      return 'Set on this vulnerability';
  }
}
