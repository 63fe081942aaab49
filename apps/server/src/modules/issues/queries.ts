import { frameworksForPlugin, getPlugin } from '@crucible/engine';
import {
  ISSUE_EVIDENCE_LIMIT,
  ISSUE_SORT_DEFAULT_ORDER,
  PROBE_EXCERPT_LENGTH,
  type IssueDetail,
  type IssueEvent,
  type IssueSort,
  type IssueSummary,
  type PaginationQuery,
} from '@crucible/shared';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { totalOf } from '../../db/page';
import { preparedPer } from '../../db/prepared';
import {
  issueEvents,
  issueEvidence,
  issueScans,
  issues,
  scanProbes,
  targets,
  users,
} from '../../db/schema';
import { AppError } from '../../errors';
import { iso } from '../../lib/time';
import { policyInfoOfIssues, withPolicyNames } from '../policies/plugin-info';
import { frameworkMappings } from '../redteam/service';
import {
  loadSeverityOverrides,
  pluginDefaultSeverity,
  severityOf,
} from '../severity-overrides/effective';
import {
  filterValues,
  filterWhere,
  orderOf,
  shapeOf,
  whereOf,
  type FilterValues,
  type IssueFilters,
} from './list-filters';

type IssueSortOrder = 'asc' | 'desc';

/*
 * The read side: a list of issue summaries and one issue with its timeline, evidence and scans.
 * Every query takes the organization; the list also the teams the caller may read.
 */

export type IssueScope = { organizationId: string; issueId: string };

const SUMMARY_COLUMNS = {
  id: issues.id,
  teamId: issues.teamId,
  targetId: issues.targetId,
  targetName: targets.name,
  pluginId: issues.pluginId,
  status: issues.status,
  severity: issues.severity,
  severityOverride: issues.severityOverride,
  assigneeId: issues.assigneeId,
  assigneeName: users.name,
  firstSeenAt: issues.firstSeenAt,
  lastSeenAt: issues.lastSeenAt,
  occurrences: issues.occurrences,
};

type SummaryRow = Pick<
  IssueSummary,
  'id' | 'teamId' | 'targetId' | 'targetName' | 'pluginId' | 'status' | 'severity' | 'occurrences'
> & {
  severityOverride: IssueSummary['severity'] | null;
  assigneeId: string | null;
  assigneeName: string | null;
  firstSeenAt: Date;
  lastSeenAt: Date;
};

function summaryOf(row: SummaryRow): IssueSummary {
  const plugin = getPlugin(row.pluginId);
  return {
    id: row.id,
    teamId: row.teamId,
    targetId: row.targetId,
    targetName: row.targetName,
    pluginId: row.pluginId,
    pluginName: plugin?.name ?? row.pluginId,
    category: plugin?.category ?? 'unknown',
    status: row.status,
    severity: row.severity,
    assignee:
      row.assigneeId && row.assigneeName ? { id: row.assigneeId, name: row.assigneeName } : null,
    firstSeenAt: iso(row.firstSeenAt),
    lastSeenAt: iso(row.lastSeenAt),
    occurrences: row.occurrences,
  };
}

const summaries = (db: Db) =>
  db
    .select(SUMMARY_COLUMNS)
    .from(issues)
    .innerJoin(targets, eq(targets.id, issues.targetId))
    .leftJoin(users, eq(users.id, issues.assigneeId));

type Bound = number | ReturnType<typeof sql.placeholder>;

/**
 * A page of summaries in the given order, each row carrying the matching total. The page is
 * chosen on the issues' own columns first (with the target only when its name orders the page),
 * then only its rows are joined to their target and assignee: sorting every matching row whole
 * to keep fifty cost twice as much (bench/issues.ts).
 */
function pageOf(
  db: Db,
  where: SQL,
  sort: IssueSort,
  order: IssueSortOrder,
  page: { limit: Bound; offset: Bound },
) {
  const orderBy = orderOf(sort, order);
  const chosen = db
    .select({ id: issues.id, matching: sql<number>`count(*) over ()`.as('matching') })
    .from(issues)
    .$dynamic();
  if (sort === 'plugin') chosen.innerJoin(targets, eq(targets.id, issues.targetId));
  const ids = chosen
    .where(where)
    .orderBy(...orderBy)
    .limit(page.limit)
    .offset(page.offset)
    .as('page');
  return db
    .select({ ...SUMMARY_COLUMNS, matching: sql<number>`${ids.matching}`.mapWith(Number) })
    .from(ids)
    .innerJoin(issues, eq(issues.id, ids.id))
    .innerJoin(targets, eq(targets.id, issues.targetId))
    .leftJoin(users, eq(users.id, issues.assigneeId))
    .orderBy(...orderBy);
}

/**
 * Every page is a prepared statement, one per sort, direction and set of filters given: planning
 * the query took as long as running it, and longer on a busy server (bench/issues.ts). The
 * total rides in a window column.
 */
const listPages = new Map<string, (db: Db) => ReturnType<ReturnType<typeof pageOf>['prepare']>>();
function listPage(sort: IssueSort, order: IssueSortOrder, values: FilterValues) {
  const name = `issue_page_${sort}_${order}_${shapeOf(values)}`;
  let prepared = listPages.get(name);
  if (!prepared) {
    prepared = preparedPer((db: Db) =>
      pageOf(
        db,
        filterWhere(values, (key) => sql`${sql.placeholder(key)}`),
        sort,
        order,
        {
          limit: sql.placeholder('limit'),
          offset: sql.placeholder('offset'),
        },
      ).prepare(name),
    );
    listPages.set(name, prepared);
  }
  return prepared;
}

export async function listIssues(db: Db, options: IssueFilters & PaginationQuery) {
  const page = { limit: options.limit, offset: options.offset };
  if (options.teamIds.length === 0) return { items: [], total: 0, ...page };
  const order = options.order ?? ISSUE_SORT_DEFAULT_ORDER[options.sort];
  const values = filterValues(options);
  const rows = await listPage(options.sort, order, values)(db).execute({ ...values, ...page });
  const total = await totalOf(rows, options.offset, () =>
    db.select({ total: count() }).from(issues).where(whereOf(options)),
  );
  const items = await withPolicyNames(db, options.organizationId, rows.map(summaryOf));
  return { items, total, ...page };
}

/**
 * The ids of every issue the filters match, in the list's order: an export reads them first,
 * then their rows a chunk at a time, so rows changed meanwhile are neither skipped nor repeated.
 */
export async function matchingIssueIds(db: Db, options: IssueFilters): Promise<string[]> {
  if (options.teamIds.length === 0) return [];
  const rows = await db
    .select({ id: issues.id })
    .from(issues)
    .innerJoin(targets, eq(targets.id, issues.targetId))
    .where(whereOf(options))
    .orderBy(...orderOf(options.sort, options.order));
  return rows.map((row) => row.id);
}

export async function issueSummaries(
  db: Db,
  organizationId: string,
  ids: string[],
): Promise<IssueSummary[]> {
  if (ids.length === 0) return [];
  const rows = await summaries(db)
    .where(and(eq(issues.organizationId, organizationId), inArray(issues.id, ids)))
    .orderBy(...orderOf('severity'));
  return withPolicyNames(db, organizationId, rows.map(summaryOf));
}

/** The issue's team; an issue of another organization is not found. */
export async function teamOfIssue(db: Db, scope: IssueScope): Promise<string> {
  const [row] = await db
    .select({ teamId: issues.teamId })
    .from(issues)
    .where(and(eq(issues.id, scope.issueId), eq(issues.organizationId, scope.organizationId)));
  if (!row) throw AppError.notFound('Issue');
  return row.teamId;
}

/** The teams of the listed issues; not found unless every one is in the organization. */
export async function teamsOfIssues(
  db: Db,
  options: { organizationId: string; issueIds: string[] },
): Promise<string[]> {
  const unique = [...new Set(options.issueIds)];
  const rows = await db
    .select({ teamId: issues.teamId })
    .from(issues)
    .where(and(eq(issues.organizationId, options.organizationId), inArray(issues.id, unique)));
  if (rows.length !== unique.length) throw AppError.notFound('Issue');
  return [...new Set(rows.map((row) => row.teamId))];
}

export async function getIssue(db: Db, scope: IssueScope): Promise<IssueDetail> {
  const [row] = await db
    .select({ ...SUMMARY_COLUMNS, templateSeverity: issues.templateSeverity })
    .from(issues)
    .innerJoin(targets, eq(targets.id, issues.targetId))
    .leftJoin(users, eq(users.id, issues.assigneeId))
    .where(and(eq(issues.id, scope.issueId), eq(issues.organizationId, scope.organizationId)));
  if (!row) throw AppError.notFound('Issue');
  const plugin = getPlugin(row.pluginId);
  // A custom policy is no registry plugin: its name, rule and severity are the policy's.
  const policy = (await policyInfoOfIssues(db, scope.organizationId, [row])).get(row.id);
  const [overrides, events, evidence, scanRows] = await Promise.all([
    loadSeverityOverrides(db, scope.organizationId, {
      targetIds: [row.targetId],
      pluginIds: [row.pluginId],
    }),
    eventsOf(db, row.id),
    evidenceOf(db, row.id),
    db
      .select()
      .from(issueScans)
      .where(eq(issueScans.issueId, row.id))
      .orderBy(desc(issueScans.scannedAt)),
  ]);
  const layers = {
    pluginId: row.pluginId,
    targetId: row.targetId,
    template: row.templateSeverity,
    policyCopy: policy?.severity ?? null,
  };
  return {
    ...summaryOf(row),
    ...(policy ? { pluginName: policy.name, category: 'compliance' } : {}),
    description: policy ? `Custom policy: ${policy.text}` : (plugin?.description ?? ''),
    frameworks: frameworksForPlugin(row.pluginId),
    mappings: frameworkMappings(row.pluginId),
    defaultSeverity: pluginDefaultSeverity(row.pluginId, overrides.policies, layers.policyCopy),
    severityOverride: row.severityOverride,
    inheritedSeverity: severityOf(overrides, layers).severity,
    severitySource: severityOf(overrides, { ...layers, manual: row.severityOverride }).source,
    events,
    evidence,
    scans: scanRows.map((s) => ({
      scanId: s.scanId,
      at: iso(s.scannedAt),
      failed: s.failed,
      total: s.total,
      asr: s.asr,
    })),
  };
}

export async function eventsOf(db: Db, issueId: string, eventId?: number): Promise<IssueEvent[]> {
  const rows = await db
    .select({
      id: issueEvents.id,
      kind: issueEvents.kind,
      actorType: issueEvents.actorType,
      actorUserId: issueEvents.actorUserId,
      actorScanId: issueEvents.actorScanId,
      actorName: issueEvents.actorName,
      userName: users.name,
      from: issueEvents.fromValue,
      to: issueEvents.toValue,
      body: issueEvents.body,
      at: issueEvents.createdAt,
    })
    .from(issueEvents)
    .leftJoin(users, eq(users.id, issueEvents.actorUserId))
    .where(
      and(
        eq(issueEvents.issueId, issueId),
        eventId === undefined ? undefined : eq(issueEvents.id, eventId),
      ),
    )
    .orderBy(asc(issueEvents.id));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    actor: {
      type: row.actorType,
      id: row.actorType === 'user' ? row.actorUserId : row.actorScanId,
      name: row.userName ?? row.actorName,
    },
    at: iso(row.at),
    from: row.from,
    to: row.to,
    body: row.body,
  }));
}

async function evidenceOf(db: Db, issueId: string): Promise<IssueDetail['evidence']> {
  const excerpt = (column: typeof scanProbes.prompt | typeof scanProbes.output) =>
    sql<string | null>`left(${column}, ${PROBE_EXCERPT_LENGTH})`;
  const rows = await db
    .select({
      scanId: issueEvidence.scanId,
      probeId: issueEvidence.probeId,
      strategyId: issueEvidence.strategyId,
      prompt: excerpt(scanProbes.prompt),
      output: excerpt(scanProbes.output),
      reason: scanProbes.reason,
      at: issueEvidence.seenAt,
    })
    .from(issueEvidence)
    .innerJoin(scanProbes, eq(scanProbes.id, issueEvidence.probeId))
    .where(eq(issueEvidence.issueId, issueId))
    .orderBy(desc(issueEvidence.seenAt), asc(issueEvidence.probeId))
    .limit(ISSUE_EVIDENCE_LIMIT);
  const [counted] = await db
    .select({ total: count() })
    .from(issueEvidence)
    .where(eq(issueEvidence.issueId, issueId));
  return {
    items: rows.map((row) => ({ ...row, at: iso(row.at) })),
    total: counted?.total ?? 0,
  };
}
