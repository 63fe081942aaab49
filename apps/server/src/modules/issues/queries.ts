import { frameworksForPlugin, getPlugin, PLUGINS } from '@crucible/engine';
import {
  ISSUE_EVIDENCE_LIMIT,
  PROBE_EXCERPT_LENGTH,
  type IssueDetail,
  type IssueEvent,
  type IssueListQuery,
  type IssueSummary,
} from '@crucible/shared';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { nullOr, totalOf, WINDOW_TOTAL } from '../../db/page';
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
import { policyInfoOfIssues, policyPluginIdsNamed, withPolicyNames } from '../policies/plugin-info';
import {
  loadSeverityOverrides,
  pluginDefaultSeverity,
  severityOf,
} from '../severity-overrides/effective';

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

/** Critical first, then high, medium, low. */
const SEVERITY_RANK = sql`case ${issues.severity}
  when 'critical' then 0 when 'high' then 1 when 'medium' then 2 else 3 end`;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `q`: the target's name, or a plugin (or library policy) whose name or id holds it. */
async function searchOf(db: Db, organizationId: string, q: string): Promise<SQL | undefined> {
  const needle = q.toLowerCase();
  const plugins = [
    ...PLUGINS.filter(
      (p) => p.name.toLowerCase().includes(needle) || p.id.toLowerCase().includes(needle),
    ).map((p) => p.id),
    ...(await policyPluginIdsNamed(db, organizationId, likePattern(q))),
  ];
  return or(
    ilike(targets.name, likePattern(q)),
    plugins.length > 0 ? inArray(issues.pluginId, plugins) : undefined,
  );
}

/**
 * One team's page with no search — what the Vulnerabilities page asks for — is a prepared
 * statement carrying its total in a window column; an absent filter is a null parameter.
 */
/** A page of summaries, most severe and latest first, each row carrying the matching total. */
const pageOf = (db: Db, where: SQL | undefined) =>
  db
    .select({ ...SUMMARY_COLUMNS, matching: WINDOW_TOTAL })
    .from(issues)
    .innerJoin(targets, eq(targets.id, issues.targetId))
    .leftJoin(users, eq(users.id, issues.assigneeId))
    .where(where)
    .orderBy(SEVERITY_RANK, desc(issues.lastSeenAt), asc(issues.id));

const teamPage = preparedPer((db: Db) =>
  pageOf(
    db,
    and(
      eq(issues.organizationId, sql.placeholder('organizationId')),
      eq(issues.teamId, sql.placeholder('teamId')),
      nullOr('targetId', 'uuid', sql`${issues.targetId}`),
      nullOr('status', 'text', sql`${issues.status}`),
      nullOr('severity', 'text', sql`${issues.severity}`),
      nullOr('pluginId', 'text', sql`${issues.pluginId}`),
    ),
  )
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('issue_team_page'),
);

export async function listIssues(
  db: Db,
  options: Omit<IssueListQuery, 'teamId'> & { organizationId: string; teamIds: string[] },
) {
  const page = { limit: options.limit, offset: options.offset };
  if (options.teamIds.length === 0) return { items: [], total: 0, ...page };
  const where = and(
    eq(issues.organizationId, options.organizationId),
    inArray(issues.teamId, options.teamIds),
    options.targetId ? eq(issues.targetId, options.targetId) : undefined,
    options.status ? eq(issues.status, options.status) : undefined,
    options.severity ? eq(issues.severity, options.severity) : undefined,
    options.pluginId ? eq(issues.pluginId, options.pluginId) : undefined,
    options.q ? await searchOf(db, options.organizationId, options.q) : undefined,
  );
  const [teamId] = options.teamIds;
  const rows =
    options.teamIds.length === 1 && !options.q
      ? await teamPage(db).execute({
          organizationId: options.organizationId,
          teamId,
          targetId: options.targetId ?? null,
          status: options.status ?? null,
          severity: options.severity ?? null,
          pluginId: options.pluginId ?? null,
          ...page,
        })
      : await pageOf(db, where).limit(options.limit).offset(options.offset);
  const total = await totalOf(rows, options.offset, () =>
    db
      .select({ total: count() })
      .from(issues)
      .innerJoin(targets, eq(targets.id, issues.targetId))
      .where(where),
  );
  const items = await withPolicyNames(db, options.organizationId, rows.map(summaryOf));
  return { items, total, ...page };
}

export async function issueSummaries(
  db: Db,
  organizationId: string,
  ids: string[],
): Promise<IssueSummary[]> {
  if (ids.length === 0) return [];
  const rows = await summaries(db)
    .where(and(eq(issues.organizationId, organizationId), inArray(issues.id, ids)))
    .orderBy(SEVERITY_RANK, desc(issues.lastSeenAt), asc(issues.id));
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
