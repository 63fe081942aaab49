import { frameworkPlugins, PLUGINS } from '@crucible/engine';
import { ISSUE_SORT_DEFAULT_ORDER, type IssueFilterQuery, type IssueSort } from '@crucible/shared';
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { issues, targets } from '../../db/schema';
import { AppError } from '../../errors';

/*
 * The vulnerabilities list's filters and orders as SQL, shared by the page and the export.
 * Category and framework are facts of the plugin registry, not columns: they become the set of
 * plugin ids they stand for.
 */

export type IssueFilters = Omit<IssueFilterQuery, 'teamId'> & {
  organizationId: string;
  teamIds: string[];
};

/**
 * The plugin ids a category and a framework (or framework item) allow together, or undefined
 * when neither is given. An unknown framework is the caller's mistake, named on its field.
 */
export function pluginsMatching(filters: {
  category?: string | undefined;
  framework?: string | undefined;
}): string[] | undefined {
  if (!filters.category && !filters.framework) return undefined;
  const mapped = filters.framework ? frameworkPlugins(filters.framework) : undefined;
  if (filters.framework && !mapped) throw AppError.invalidField('framework', 'Unknown framework');
  return PLUGINS.filter(
    (plugin) =>
      (!filters.category || plugin.category === filters.category) &&
      (!mapped || mapped.includes(plugin.id)),
  ).map((plugin) => plugin.id);
}

/** A text[] parameter (drizzle would spread a bare array into a list of parameters). */
export const textArray = (values: readonly string[]) => sql`${sql.param(values)}::text[]`;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `q`: the target's name, or a plugin whose name or id holds it. */
function searchOf(q: string): SQL | undefined {
  const needle = q.toLowerCase();
  const plugins = PLUGINS.filter(
    (p) => p.name.toLowerCase().includes(needle) || p.id.toLowerCase().includes(needle),
  ).map((p) => p.id);
  return or(
    ilike(targets.name, likePattern(q)),
    plugins.length > 0 ? inArray(issues.pluginId, plugins) : undefined,
  );
}

/** The WHERE of a list or export: the organization, the teams, then each filter given. */
export function whereOf(filters: IssueFilters): SQL | undefined {
  const plugins = pluginsMatching(filters);
  return and(
    eq(issues.organizationId, filters.organizationId),
    inArray(issues.teamId, filters.teamIds),
    filters.targetId ? eq(issues.targetId, filters.targetId) : undefined,
    filters.status ? eq(issues.status, filters.status) : undefined,
    filters.severity ? eq(issues.severity, filters.severity) : undefined,
    filters.pluginId ? eq(issues.pluginId, filters.pluginId) : undefined,
    plugins ? sql`${issues.pluginId} = any(${textArray(plugins)})` : undefined,
    filters.q ? searchOf(filters.q) : undefined,
  );
}

/** Critical first, then high, medium, low. */
export const SEVERITY_RANK = sql`case ${issues.severity}
  when 'critical' then 0 when 'high' then 1 when 'medium' then 2 else 3 end`;

/**
 * Built-in plugins by name: the `plugin` sort ranks an issue by its plugin's place here, so the
 * order is the names people read. A plugin the registry does not know sorts after them, by id.
 */
const PLUGIN_NAME_ORDER = PLUGINS.map((plugin) => ({ id: plugin.id, name: plugin.name }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.id.localeCompare(b.id))
  .map((plugin) => plugin.id);
const PLUGIN_RANK = sql`array_position(${textArray(PLUGIN_NAME_ORDER)}, ${issues.pluginId})`;

/**
 * ORDER BY of a sort and direction, each ending in tie-breakers down to the id so that pages
 * never overlap. `desc` severity is critical first.
 */
export function orderOf(sort: IssueSort, order = ISSUE_SORT_DEFAULT_ORDER[sort]): SQL[] {
  const dir = order === 'desc' ? desc : asc;
  const latestFirst = [desc(issues.lastSeenAt), asc(issues.id)];
  switch (sort) {
    case 'severity':
      // The rank counts down (critical = 0), so the most severe first is ascending.
      return [order === 'desc' ? asc(SEVERITY_RANK) : desc(SEVERITY_RANK), ...latestFirst];
    case 'lastSeenAt':
      return [dir(issues.lastSeenAt), asc(issues.id)];
    case 'occurrences':
      return [dir(issues.occurrences), asc(SEVERITY_RANK), ...latestFirst];
    case 'plugin':
      return [
        sql`${PLUGIN_RANK} ${sql.raw(order)} nulls last`,
        dir(issues.pluginId),
        asc(targets.name),
        asc(issues.id),
      ];
  }
}
