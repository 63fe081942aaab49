import { frameworkPlugins, PLUGINS } from '@crucible/engine';
import {
  ISSUE_SORT_DEFAULT_ORDER,
  POLICY_PLUGIN_PREFIX,
  type IssueFilterQuery,
  type IssueSort,
} from '@crucible/shared';
import { asc, desc, sql, type SQL } from 'drizzle-orm';
import { customPolicies, issues, severityRank, targets } from '../../db/schema';
import { AppError } from '../../errors';

/*
 * The vulnerabilities list's filters and orders as SQL, shared by the page and the export.
 * Category and framework are facts of the plugin registry, not columns: they become the set of
 * plugin ids they stand for. Custom policies (`policy:<id>`) are no registry plugins: they are
 * compliance rules mapped to no framework, found by their library name, and named by it.
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

/** Every custom policy's plugin id, as a LIKE pattern. */
const POLICY_PLUGINS = `${POLICY_PLUGIN_PREFIX}%`;

/** A category (with no framework) that custom policies are in: compliance. */
const policiesMatching = (filters: {
  category?: string | undefined;
  framework?: string | undefined;
}) => filters.category === 'compliance' && !filters.framework;

/** A text[] parameter (drizzle would spread a bare array into a list of parameters). */
export const textArray = (values: readonly string[]) => sql`${sql.param(values)}::text[]`;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Built-in plugins whose name or id holds the search (case-insensitive). */
function pluginsNamed(q: string): string[] {
  const needle = q.toLowerCase();
  return PLUGINS.filter(
    (p) => p.name.toLowerCase().includes(needle) || p.id.toLowerCase().includes(needle),
  ).map((p) => p.id);
}

/**
 * The values of the list's WHERE, null where a filter is absent: bound to a prepared statement's
 * placeholders, or inlined as parameters by `whereOf`. `q` matches the target's name or a
 * library policy's (a LIKE pattern) or a plugin whose name or id holds it (`qPlugins`);
 * `policies` lets the category's plugins include every custom policy.
 */
export function filterValues(filters: IssueFilters) {
  return {
    organizationId: filters.organizationId,
    teamIds: filters.teamIds,
    targetId: filters.targetId ?? null,
    status: filters.status ?? null,
    severity: filters.severity ?? null,
    pluginId: filters.pluginId ?? null,
    pluginIds: pluginsMatching(filters) ?? null,
    policies: policiesMatching(filters) ? POLICY_PLUGINS : null,
    q: filters.q ? likePattern(filters.q) : null,
    qPlugins: filters.q ? pluginsNamed(filters.q) : null,
  };
}
export type FilterValues = ReturnType<typeof filterValues>;
type FilterName = keyof FilterValues;

/**
 * Which filters are given, as a number (a bit per filter): the shape of the WHERE. A prepared
 * statement is made per shape, so no predicate reads "$n is null or …" — PostgreSQL's generic
 * plan then estimated one matching row and joined targets by 10,000 index lookups
 * (bench/issues.ts).
 */
export const shapeOf = (values: FilterValues): number =>
  (Object.keys(values) as FilterName[]).reduce(
    (shape, name, bit) => (values[name] === null ? shape : shape | (1 << bit)),
    0,
  );

/**
 * The list's WHERE for the given filters, their values written by `bind` (a placeholder or a
 * parameter), so prepared pages, the export and the count share one definition. The target-name
 * search is a subquery on the organization's targets, not a join: a page needs no target until
 * its rows are chosen.
 */
export function filterWhere(values: FilterValues, bind: (name: FilterName) => SQL): SQL {
  const given = (name: FilterName, test: SQL) => (values[name] === null ? [] : [test]);
  return sql.join(
    [
      sql`${issues.organizationId} = ${bind('organizationId')}::uuid`,
      sql`${issues.teamId} = any(${bind('teamIds')}::uuid[])`,
      ...given('targetId', sql`${issues.targetId} = ${bind('targetId')}::uuid`),
      ...given('status', sql`${issues.status} = ${bind('status')}::text`),
      ...given('severity', sql`${issues.severity} = ${bind('severity')}::text`),
      ...given('pluginId', sql`${issues.pluginId} = ${bind('pluginId')}::text`),
      ...given(
        'pluginIds',
        values.policies === null
          ? sql`${issues.pluginId} = any(${bind('pluginIds')}::text[])`
          : sql`(${issues.pluginId} = any(${bind('pluginIds')}::text[])
              or ${issues.pluginId} like ${bind('policies')}::text)`,
      ),
      ...given(
        'q',
        sql`(${issues.targetId} in (select ${targets.id} from ${targets}
              where ${targets.organizationId} = ${bind('organizationId')}::uuid
                and ${targets.name} ilike ${bind('q')}::text)
            or ${issues.pluginId} = any(${bind('qPlugins')}::text[])
            or ${issues.pluginId} in (select ${POLICY_PLUGIN_PREFIX} || ${customPolicies.id}::text
              from ${customPolicies}
              where ${customPolicies.organizationId} = ${bind('organizationId')}::uuid
                and ${customPolicies.name} ilike ${bind('q')}::text))`,
      ),
    ],
    sql` and `,
  );
}

/** The WHERE of an export or a count, with the filters' values as parameters. */
export function whereOf(filters: IssueFilters): SQL {
  const values = filterValues(filters);
  return filterWhere(values, (name) => sql`${sql.param(values[name])}`);
}

/** Critical first, then high, medium, low: the expression `issues_org_rank_idx` is keyed on. */
export const SEVERITY_RANK = severityRank(issues.severity);

/**
 * Built-in plugins by name: the `plugin` sort ranks an issue by its plugin's place here, so the
 * order is the names people read. A plugin the registry does not know sorts after them: a
 * library policy by its name (`POLICY_NAME`), then by id.
 */
const PLUGIN_NAME_ORDER = PLUGINS.map((plugin) => ({ id: plugin.id, name: plugin.name }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.id.localeCompare(b.id))
  .map((plugin) => plugin.id);
const PLUGIN_RANK = sql`array_position(${textArray(PLUGIN_NAME_ORDER)}, ${issues.pluginId})`;
const POLICY_NAME = sql`(case when ${issues.pluginId} like ${POLICY_PLUGINS} then
  (select lower(${customPolicies.name}) from ${customPolicies}
    where ${customPolicies.organizationId} = ${issues.organizationId}
      and ${POLICY_PLUGIN_PREFIX} || ${customPolicies.id}::text = ${issues.pluginId}) end)`;

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
        sql`${POLICY_NAME} ${sql.raw(order)} nulls last`,
        dir(issues.pluginId),
        asc(targets.name),
        asc(issues.id),
      ];
  }
}
