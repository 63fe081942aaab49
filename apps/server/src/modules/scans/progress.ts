import {
  PROBE_EXCERPT_LENGTH,
  TERMINAL_SCAN_STATUSES,
  type Probe,
  type ProbeSummary,
  type Scan,
  type ScanProgress,
} from '@crucible/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { scanProbes } from '../../db/schema';
import { iso, isoOrNull } from '../../lib/time';
import type { ScanRow } from './pipeline/context';
import { rowsOf } from './pipeline/probe-queries';

type Counts = {
  total: number;
  completed: number;
  running: number;
  passed: number;
  failed: number;
  undecided: number;
  errors: number;
};

const ZERO: Counts = {
  total: 0,
  completed: 0,
  running: 0,
  passed: 0,
  failed: 0,
  undecided: 0,
  errors: 0,
};

/** Live counts of scans' probes, in one grouped query (for a page of scans or one). */
export async function liveCounts(db: Db, scanIds: string[]): Promise<Map<string, Counts>> {
  const counts = new Map<string, Counts>();
  if (scanIds.length === 0) return counts;
  const rows = rowsOf<Counts & { scanId: string }>(
    await db.execute(sql`
      select scan_id as "scanId", count(*)::int as total,
        count(*) filter (where status = 'done')::int as completed,
        count(*) filter (where status = 'running')::int as running,
        count(*) filter (where outcome = 'pass')::int as passed,
        count(*) filter (where outcome = 'fail')::int as failed,
        count(*) filter (where outcome = 'undecided')::int as undecided,
        count(*) filter (where outcome = 'error')::int as errors
      from scan_probes
      where scan_id in (${sql.join(
        scanIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      group by scan_id`),
  );
  for (const { scanId, ...count } of rows) counts.set(scanId, count);
  return counts;
}

export function progressOf(
  row: Pick<ScanRow, 'status' | 'total' | 'startedAt'>,
  live: Counts | undefined,
  now = Date.now(),
): ScanProgress {
  const counts = live ?? ZERO;
  const graded = counts.passed + counts.failed;
  const terminal = TERMINAL_SCAN_STATUSES.includes(row.status);
  let etaSeconds: number | null = null;
  if (!terminal && row.status === 'running' && row.startedAt && counts.completed > 0) {
    const rate = counts.completed / Math.max(1, now - row.startedAt.getTime());
    etaSeconds = Math.round((counts.total - counts.completed) / rate / 1000);
  }
  return {
    status: row.status,
    total: Math.max(row.total, counts.total),
    generated: counts.total,
    completed: counts.completed,
    running: counts.running,
    passed: counts.passed,
    failed: counts.failed,
    undecided: counts.undecided,
    errors: counts.errors,
    attackSuccessRate: graded === 0 ? null : counts.failed / graded,
    etaSeconds,
  };
}

export function toScan(row: ScanRow, live: Counts | undefined): Omit<Scan, 'template'> {
  return {
    id: row.id,
    organizationId: row.organizationId,
    teamId: row.teamId,
    targetId: row.targetId,
    targetName: row.targetName,
    configId: row.configId,
    config: row.config,
    status: row.status,
    progress: progressOf(row, live),
    risk: row.risk,
    unavailableStrategies: row.unavailableStrategies,
    warnings: row.warnings,
    error: row.error,
    createdBy: row.createdBy,
    createdAt: iso(row.createdAt),
    startedAt: isoOrNull(row.startedAt),
    finishedAt: isoOrNull(row.finishedAt),
    cancelRequestedAt: isoOrNull(row.cancelRequestedAt),
  };
}

/** A probe row as results read it: the test case's two prompts instead of the whole of it. */
export type ProbeRow = Omit<
  typeof scanProbes.$inferSelect,
  'testCase' | 'claimToken' | 'leaseExpiresAt'
> & { testPrompt: string | null; basePrompt: string | null };

export type ProbeSummaryRow = Omit<ProbeSummary, 'truncated'>;

/** A results-page row: the excerpts as read (one character longer when cut), then trimmed. */
export function toProbeSummary(row: ProbeSummaryRow): ProbeSummary {
  const cut = (text: string) => text.length > PROBE_EXCERPT_LENGTH;
  return {
    ...row,
    prompt: row.prompt.slice(0, PROBE_EXCERPT_LENGTH),
    output: row.output === null ? null : row.output.slice(0, PROBE_EXCERPT_LENGTH),
    truncated: cut(row.prompt) || (row.output !== null && cut(row.output)),
  };
}

export function toProbe(row: ProbeRow): Probe {
  return {
    id: row.id,
    idx: row.idx,
    pluginId: row.pluginId,
    strategyId: row.strategyId,
    status: row.status,
    outcome: row.outcome,
    prompt: row.prompt ?? row.testPrompt ?? '',
    basePrompt: row.basePrompt ?? '',
    conversation: row.conversation,
    output: row.output,
    grader: row.grader,
    reason: row.reason,
    score: row.score,
    review: row.review,
    latencyMs: row.latencyMs,
    tokens: row.tokens,
    cost: row.cost,
    attempts: row.attempts,
    startedAt: isoOrNull(row.startedAt),
    finishedAt: isoOrNull(row.finishedAt),
  };
}
