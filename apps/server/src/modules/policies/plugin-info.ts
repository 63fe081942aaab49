import {
  POLICY_PLUGIN_PREFIX,
  type IssueSeverity,
  type IssueSummary,
  type RedteamBlock,
} from '@crucible/shared';
import {
  getPlugin,
  isPolicyPluginId,
  POLICY_PLUGIN,
  policyFromConfig,
  policyPluginIdOf,
} from '@crucible/engine';
import { and, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customPolicies } from '../../db/schema';
import { rowsOf } from '../scans/pipeline/probe-queries';

/*
 * A policy plugin (`policy:<id>`) is not in the engine's registry: its name, rule and default
 * severity come from the Policy Library, or — for an inline policy, or one deleted since — from
 * the copy of the policy its probes carry. These are the seams the vulnerability pages use.
 */

export type PolicyPluginInfo = { name: string; text: string; severity: IssueSeverity };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The policy behind each policy issue of `issues` (by issue id); other issues are left out. */
export async function policyInfoOfIssues(
  db: Db,
  organizationId: string,
  issues: readonly { id: string; pluginId: string }[],
): Promise<Map<string, PolicyPluginInfo>> {
  const info = new Map<string, PolicyPluginInfo>();
  const policyIssues = issues.filter((issue) => isPolicyPluginId(issue.pluginId));
  if (policyIssues.length === 0) return info;
  const libraryIds = libraryIdsOf(policyIssues.map((issue) => issue.pluginId));
  const library =
    libraryIds.length === 0
      ? []
      : await db
          .select({
            id: customPolicies.id,
            name: customPolicies.name,
            text: customPolicies.text,
            severity: customPolicies.severity,
          })
          .from(customPolicies)
          .where(
            and(
              eq(customPolicies.organizationId, organizationId),
              inArray(customPolicies.id, libraryIds),
            ),
          );
  const byPlugin = new Map(
    library.map((policy) => [`${POLICY_PLUGIN_PREFIX}${policy.id}`, policy]),
  );
  const rest: string[] = [];
  for (const issue of policyIssues) {
    const policy = byPlugin.get(issue.pluginId);
    if (policy) info.set(issue.id, policy);
    else rest.push(issue.id);
  }
  if (rest.length === 0) return info;
  // The latest evidence of each: every policy issue has some (a failure opened it).
  const copies = rowsOf<{ issueId: string; policy: PolicyPluginInfo | null }>(
    await db.execute(sql`
      select distinct on (e.issue_id) e.issue_id as "issueId",
        p.test_case->'metadata'->'policy' as policy
      from issue_evidence e join scan_probes p on p.id = e.probe_id
      where e.organization_id = ${organizationId}
        and e.issue_id in (${sql.join(
          rest.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
      order by e.issue_id, e.seen_at desc`),
  );
  for (const { issueId, policy } of copies) {
    if (policy?.name) info.set(issueId, policy);
  }
  return info;
}

/** The plugin ids of the library policies whose name matches `pattern` (ILIKE). */
export async function policyPluginIdsNamed(
  db: Db,
  organizationId: string,
  pattern: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: customPolicies.id })
    .from(customPolicies)
    .where(
      and(eq(customPolicies.organizationId, organizationId), ilike(customPolicies.name, pattern)),
    );
  return rows.map((row) => `${POLICY_PLUGIN_PREFIX}${row.id}`);
}

/** Summaries with their policies' names (and the compliance category) in place of the ids. */
export async function withPolicyNames<
  T extends Pick<IssueSummary, 'id' | 'pluginId' | 'pluginName' | 'category'>,
>(db: Db, organizationId: string, summaries: T[]): Promise<T[]> {
  const info = await policyInfoOfIssues(db, organizationId, summaries);
  if (info.size === 0) return summaries;
  return summaries.map((summary) => {
    const policy = info.get(summary.id);
    return policy ? { ...summary, pluginName: policy.name, category: 'compliance' } : summary;
  });
}

const libraryIdsOf = (pluginIds: readonly string[]) => [
  ...new Set(
    pluginIds
      .filter(isPolicyPluginId)
      .map((pluginId) => pluginId.slice(POLICY_PLUGIN_PREFIX.length))
      .filter((id) => UUID.test(id)),
  ),
];

/**
 * The library policies' severities by plugin id — the plugin-default layer of the severity
 * precedence for `policy:<id>` — of `pluginIds` (no query when none is a policy), or of all.
 */
export async function librarySeverities(
  db: Db,
  organizationId: string,
  pluginIds?: readonly string[],
): Promise<Map<string, IssueSeverity>> {
  const ids = pluginIds ? libraryIdsOf(pluginIds) : undefined;
  if (ids?.length === 0) return new Map();
  const rows = await db
    .select({ id: customPolicies.id, severity: customPolicies.severity })
    .from(customPolicies)
    .where(
      and(
        eq(customPolicies.organizationId, organizationId),
        ids ? inArray(customPolicies.id, ids) : undefined,
      ),
    );
  return new Map(rows.map((row) => [`${POLICY_PLUGIN_PREFIX}${row.id}`, row.severity]));
}

/**
 * Those of `pluginIds` that are neither a plugin of the catalogue nor a policy of the
 * organization's library (`policy:<id>`): what an override or a grading example cannot name.
 */
export async function unknownPluginIds(
  db: Db,
  organizationId: string,
  pluginIds: readonly string[],
): Promise<Set<string>> {
  const unknown = new Set(pluginIds.filter((pluginId) => !getPlugin(pluginId)));
  if (unknown.size === 0) return unknown;
  for (const pluginId of (await librarySeverities(db, organizationId, [...unknown])).keys()) {
    unknown.delete(pluginId);
  }
  return unknown;
}

/**
 * The severity of each policy a scan ran, by plugin id, from the scan's copy of its block: the
 * plugin default of a policy that is not (or no longer) in the library.
 */
export function policySeveritiesOf(block: RedteamBlock): Map<string, IssueSeverity> {
  const severities = new Map<string, IssueSeverity>();
  for (const entry of block.plugins) {
    if (typeof entry === 'string' || entry.id !== POLICY_PLUGIN) continue;
    const parsed = policyFromConfig(entry.config, entry.severity);
    if (parsed.ok) severities.set(policyPluginIdOf(parsed.policy), parsed.policy.severity);
  }
  return severities;
}

/** The names of the policies a scan ran (its config's copies), by plugin id: for its report. */
export function policyNamesOf(block: RedteamBlock): Map<string, string> {
  const names = new Map<string, string>();
  for (const entry of block.plugins) {
    if (typeof entry === 'string' || entry.id !== POLICY_PLUGIN) continue;
    const parsed = policyFromConfig(entry.config, entry.severity);
    if (parsed.ok) names.set(policyPluginIdOf(parsed.policy), parsed.policy.name);
  }
  return names;
}

/** The `severity` a scan's `policy` entries set themselves (the template's), by plugin id. */
export function policyEntrySeverities(block: RedteamBlock): Map<string, IssueSeverity> {
  const severities = new Map<string, IssueSeverity>();
  for (const entry of block.plugins) {
    if (typeof entry === 'string' || entry.id !== POLICY_PLUGIN || !entry.severity) continue;
    const parsed = policyFromConfig(entry.config, entry.severity);
    if (parsed.ok) severities.set(policyPluginIdOf(parsed.policy), entry.severity);
  }
  return severities;
}
