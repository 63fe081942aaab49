import {
  PROBE_EXCERPT_LENGTH,
  type Probe,
  type ProbeOutcomeValue,
  type ScanStatus,
  type ScanSummary,
} from '@crucible/shared';
import { and, asc, count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { nullOr, totalOf, WINDOW_TOTAL } from '../../db/page';
import { preparedPer } from '../../db/prepared';
import { scanProbes, scans } from '../../db/schema';
import { iso, isoOrNull } from '../../lib/time';
import type { ScanRow } from './pipeline/context';
import { progressOf, toProbe, toProbeSummary, type toScan } from './progress';
import { errorGroupOf } from './scan-errors';
import { countsFor, templateOf, type ScanScope } from './service';

/*
 * The read side's lists: a team's scan history and one scan's probe results. Both pages are
 * prepared statements (the scan page polls them every few seconds while a scan runs) that carry
 * their total in a window column; an absent filter is a null parameter.
 */

export async function listScans(
  db: Database,
  options: {
    organizationId: string;
    teamId: string;
    targetId?: string | undefined;
    status?: ScanStatus | undefined;
    limit: number;
    offset: number;
  },
) {
  const rows = await scanPage(db).execute({
    ...options,
    targetId: options.targetId ?? null,
    status: options.status ?? null,
  });
  const countsOf = await countsFor(db, rows);
  return {
    items: rows.map((row) => summaryOf(row, countsOf(row))),
    total: await totalOf(rows, options.offset, () =>
      db
        .select({ total: count() })
        .from(scans)
        .where(
          and(
            eq(scans.organizationId, options.organizationId),
            eq(scans.teamId, options.teamId),
            options.targetId ? eq(scans.targetId, options.targetId) : undefined,
            options.status ? eq(scans.status, options.status) : undefined,
          ),
        ),
    ),
    limit: options.limit,
    offset: options.offset,
  };
}

// The scan history's page: a prepared statement (the page is asked for every few seconds while
// a scan runs); an absent filter is a null parameter.
const scanPage = preparedPer((db: Database) =>
  db
    .select({ ...SUMMARY_COLUMNS, matching: WINDOW_TOTAL })
    .from(scans)
    .where(
      and(
        eq(scans.organizationId, sql.placeholder('organizationId')),
        eq(scans.teamId, sql.placeholder('teamId')),
        nullOr('targetId', 'uuid', sql`${scans.targetId}`),
        nullOr('status', 'text', sql`${scans.status}`),
      ),
    )
    .orderBy(desc(scans.createdAt))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('scan_page'),
);

/** The columns a list row needs: never the configuration or the per-plugin risk. */
const SUMMARY_COLUMNS = {
  id: scans.id,
  targetId: scans.targetId,
  targetName: scans.targetName,
  configId: scans.configId,
  templateName: scans.templateName,
  status: scans.status,
  total: scans.total,
  passed: scans.passed,
  failed: scans.failed,
  undecided: scans.undecided,
  errors: scans.errors,
  riskScore: scans.riskScore,
  riskLevel: scans.riskLevel,
  error: scans.error,
  createdBy: scans.createdBy,
  createdAt: scans.createdAt,
  startedAt: scans.startedAt,
  finishedAt: scans.finishedAt,
};
type SummaryRow = Pick<ScanRow, keyof typeof SUMMARY_COLUMNS>;

function summaryOf(row: SummaryRow, counts: Parameters<typeof toScan>[1]): ScanSummary {
  return {
    id: row.id,
    targetId: row.targetId,
    targetName: row.targetName,
    template: templateOf(row),
    status: row.status,
    progress: progressOf(row, counts),
    risk:
      row.riskScore === null || row.riskLevel === null
        ? null
        : { score: row.riskScore, level: row.riskLevel },
    error: row.error,
    createdBy: row.createdBy,
    createdAt: iso(row.createdAt),
    startedAt: isoOrNull(row.startedAt),
    finishedAt: isoOrNull(row.finishedAt),
  };
}

export async function listResults(
  db: Database,
  options: ScanScope & {
    pluginId?: string | undefined;
    strategyId?: string | undefined;
    outcome?: ProbeOutcomeValue | undefined;
    errorGroup?: string | undefined;
    limit: number;
    offset: number;
  },
) {
  const params = {
    ...options,
    pluginId: options.pluginId ?? null,
    strategyId: options.strategyId ?? null,
    outcome: options.outcome ?? null,
    errorGroup: options.errorGroup ?? null,
  };
  const rows = await resultPage(db).execute(params);
  return {
    items: rows.map(({ matching: _, ...row }) => toProbeSummary(row)),
    total: await totalOf(rows, options.offset, async () => resultCount(db).execute(params)),
    limit: options.limit,
    offset: options.offset,
  };
}

/** Some of a scan's probes by id, in index order. */
export async function listProbes(
  db: Database,
  options: ScanScope & { probeIds: readonly string[] },
): Promise<Probe[]> {
  const rows = await db
    .select(PROBE_COLUMNS)
    .from(scanProbes)
    .where(
      and(
        eq(scanProbes.scanId, options.scanId),
        eq(scanProbes.organizationId, options.organizationId),
        inArray(scanProbes.id, [...options.probeIds]),
      ),
    )
    .orderBy(asc(scanProbes.idx));
  return rows.map(toProbe);
}

/** One probe, whole, or undefined when the scan has no such probe. */
export async function getProbe(
  db: Database,
  options: ScanScope & { probeId: string },
): Promise<Probe | undefined> {
  const [row] = await probeById(db).execute(options);
  return row && toProbe(row);
}

/**
 * A probe's columns without its test case (a jsonb that repeats the prompt with the strategy's
 * metadata): a result needs only the two prompts out of it.
 */
const {
  testCase: _testCase,
  claimToken: _claim,
  leaseExpiresAt: _lease,
  ...PROBE_COLUMNS_OWN
} = getTableColumns(scanProbes);
const PROBE_COLUMNS = {
  ...PROBE_COLUMNS_OWN,
  testPrompt: sql<string | null>`${scanProbes.testCase}->>'prompt'`,
  basePrompt: sql<string | null>`${scanProbes.testCase}->>'basePrompt'`,
};

const resultFilter = () =>
  and(
    eq(scanProbes.scanId, sql.placeholder('scanId')),
    eq(scanProbes.organizationId, sql.placeholder('organizationId')),
    nullOr('pluginId', 'text', sql`${scanProbes.pluginId}`),
    nullOr('strategyId', 'text', sql`${scanProbes.strategyId}`),
    nullOr('outcome', 'text', sql`${scanProbes.outcome}`),
    sql`(${sql.placeholder('errorGroup')}::text is null or (${scanProbes.outcome} = 'error'
      and ${errorGroupOf(sql`${scanProbes.reason}`)} = ${sql.placeholder('errorGroup')}))`,
  );

/**
 * A results page's columns: what the table shows, with the attack and the reply cut one
 * character past the excerpt (so the cut shows).
 */
const EXCERPT = PROBE_EXCERPT_LENGTH + 1;
const PROBE_SUMMARY_COLUMNS = {
  id: scanProbes.id,
  idx: scanProbes.idx,
  pluginId: scanProbes.pluginId,
  strategyId: scanProbes.strategyId,
  status: scanProbes.status,
  outcome: scanProbes.outcome,
  grader: scanProbes.grader,
  reason: scanProbes.reason,
  prompt: sql<string>`left(coalesce(${scanProbes.prompt}, ${scanProbes.testCase}->>'prompt', ''), ${sql.raw(String(EXCERPT))})`,
  output: sql<string | null>`left(${scanProbes.output}, ${sql.raw(String(EXCERPT))})`,
};

const probeById = preparedPer((db: Database) =>
  db
    .select(PROBE_COLUMNS)
    .from(scanProbes)
    .where(
      and(
        eq(scanProbes.id, sql.placeholder('probeId')),
        eq(scanProbes.scanId, sql.placeholder('scanId')),
        eq(scanProbes.organizationId, sql.placeholder('organizationId')),
      ),
    )
    .prepare('probe_by_id'),
);

const resultPage = preparedPer((db: Database) =>
  db
    .select({ ...PROBE_SUMMARY_COLUMNS, matching: WINDOW_TOTAL })
    .from(scanProbes)
    .where(resultFilter())
    .orderBy(asc(scanProbes.idx))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('result_page'),
);

const resultCount = preparedPer((db: Database) =>
  db.select({ total: count() }).from(scanProbes).where(resultFilter()).prepare('result_count'),
);
