import type { ReportListQuery, ReportSummary, RiskLevelValue } from '@crucible/shared';
import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { totalOf, WINDOW_TOTAL } from '../../db/page';
import { scans } from '../../db/schema';
import { isoOrNull } from '../../lib/time';
import { templateOf } from '../scans/service';

/*
 * Every completed scan's report, latest first: the scans' own roll-up columns (counts, risk),
 * so a page is one indexed query whatever the scans' sizes.
 */

export type ListReportsOptions = Omit<ReportListQuery, 'teamId'> & {
  organizationId: string;
  /** The teams the caller may read reports in (one when the query names it). */
  teamIds: string[];
};

const COLUMNS = {
  id: scans.id,
  evalId: scans.evalId,
  teamId: scans.teamId,
  targetId: scans.targetId,
  targetName: scans.targetName,
  configId: scans.configId,
  templateName: scans.templateName,
  total: scans.total,
  passed: scans.passed,
  failed: scans.failed,
  undecided: scans.undecided,
  errors: scans.errors,
  riskScore: scans.riskScore,
  riskLevel: scans.riskLevel,
  startedAt: scans.startedAt,
  finishedAt: scans.finishedAt,
  shared: sql<boolean>`exists (select 1 from report_shares r where r.scan_id = ${scans.id})`,
};

function filtersOf(options: ListReportsOptions): SQL | undefined {
  return and(
    eq(scans.organizationId, options.organizationId),
    inArray(scans.teamId, options.teamIds),
    eq(scans.status, 'completed'),
    options.targetId ? eq(scans.targetId, options.targetId) : undefined,
    options.from ? gte(scans.finishedAt, new Date(options.from)) : undefined,
    options.to ? lt(scans.finishedAt, new Date(options.to)) : undefined,
    options.riskLevel ? eq(scans.riskLevel, options.riskLevel) : undefined,
  );
}

const pageOf = (db: Database, where: SQL | undefined, limit: number, offset: number) =>
  db
    .select({ ...COLUMNS, matching: WINDOW_TOTAL })
    .from(scans)
    .where(where)
    .orderBy(desc(scans.finishedAt), desc(scans.id))
    .limit(limit)
    .offset(offset);
type Row = Awaited<ReturnType<typeof pageOf>>[number];

export async function listReports(db: Database, options: ListReportsOptions) {
  const page = { limit: options.limit, offset: options.offset };
  if (options.teamIds.length === 0) return { items: [], total: 0, ...page };
  const where = filtersOf(options);
  const rows = await pageOf(db, where, options.limit, options.offset);
  return {
    items: rows.map(summaryOf),
    total: await totalOf(rows, options.offset, () =>
      db.select({ total: count() }).from(scans).where(where),
    ),
    ...page,
  };
}

function summaryOf(row: Row): ReportSummary {
  const graded = row.passed + row.failed;
  return {
    id: row.id,
    evalId: row.evalId,
    teamId: row.teamId,
    targetId: row.targetId,
    targetName: row.targetName,
    template: templateOf(row),
    startedAt: isoOrNull(row.startedAt),
    finishedAt: isoOrNull(row.finishedAt),
    probes: {
      planned: row.total,
      passed: row.passed,
      failed: row.failed,
      undecided: row.undecided,
      errors: row.errors,
    },
    attackSuccessRate: graded === 0 ? null : row.failed / graded,
    risk:
      row.riskScore === null || row.riskLevel === null
        ? null
        : { score: row.riskScore, level: row.riskLevel as RiskLevelValue },
    shared: row.shared,
  };
}
