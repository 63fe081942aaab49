import { buildScanReport, toPublicReport, type ReportCell } from '@crucible/engine';
import type { PublicReport, ReportModel } from '@crucible/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../scans/pipeline/probe-queries';
import { loadReportInput, type ReportScope } from '../report-input';

/*
 * What every export format reads: the report (the one place its figures come from) and, for
 * the JUnit and CSV views, its plugin × strategy cells with a few failing probes of each.
 */

/** Failing probes kept per plugin × strategy, and how much of each text. */
export const FAILING_SAMPLES_PER_CELL = 3;
export const SAMPLE_TEXT_MAX = 300;

export type FailingSample = { prompt: string; reason: string | null };

/** One plugin × strategy of the scan, with its outcome counts and a few failing probes. */
export type ExportCell = {
  pluginId: string;
  pluginName: string;
  severity: string;
  strategyId: string;
  strategyName: string;
  passed: number;
  failed: number;
  undecided: number;
  errors: number;
  samples: FailingSample[];
};

export type ExportInput<R extends PublicReport = PublicReport> = {
  report: R;
  /** By plugin (the report's riskiest first), then strategy (highest success first). */
  cells: ExportCell[];
};

type SampleRow = { pluginId: string; strategyId: string } & FailingSample;

/** The first failing probes of each plugin × strategy, their texts cut in SQL. */
async function failingSamplesOf(db: Db, scope: ReportScope): Promise<SampleRow[]> {
  return rowsOf<SampleRow>(
    await db.execute(sql`
      with failing as (
        select id, row_number() over (partition by plugin_id, strategy_id order by idx) as n
        from scan_probes
        where scan_id = ${scope.scanId} and organization_id = ${scope.organizationId}
          and status = 'done' and outcome = 'fail'
      )
      select p.plugin_id as "pluginId", p.strategy_id as "strategyId",
        left(coalesce(p.prompt, ''), ${SAMPLE_TEXT_MAX + 1}) as prompt,
        left(p.reason, ${SAMPLE_TEXT_MAX + 1}) as reason
      from failing f join scan_probes p on p.id = f.id
      where f.n <= ${FAILING_SAMPLES_PER_CELL}
      order by p.plugin_id, p.strategy_id, p.idx`),
  );
}

const FIELD = { pass: 'passed', fail: 'failed', undecided: 'undecided', error: 'errors' } as const;

/** The report's cells in its own order, named as the report names plugins and strategies. */
export function exportCells(
  report: PublicReport,
  cells: readonly ReportCell[],
  samples: readonly SampleRow[],
): ExportCell[] {
  const pluginOrder = new Map(report.plugins.map((plugin, index) => [plugin.id, index]));
  const strategyOrder = new Map(report.strategies.map((strategy, index) => [strategy.id, index]));
  const plugins = new Map(report.plugins.map((plugin) => [plugin.id, plugin]));
  const strategies = new Map(report.strategies.map((strategy) => [strategy.id, strategy]));
  const byKey = new Map<string, ExportCell>();
  for (const cell of cells) {
    const key = `${cell.pluginId}\u0000${cell.strategyId}`;
    let entry = byKey.get(key);
    if (!entry) {
      const plugin = plugins.get(cell.pluginId);
      entry = {
        pluginId: cell.pluginId,
        pluginName: plugin?.name ?? cell.pluginId,
        severity: plugin?.severity ?? 'medium',
        strategyId: cell.strategyId,
        strategyName: strategies.get(cell.strategyId)?.name ?? cell.strategyId,
        passed: 0,
        failed: 0,
        undecided: 0,
        errors: 0,
        samples: [],
      };
      byKey.set(key, entry);
    }
    entry[FIELD[cell.outcome]] += cell.probes;
  }
  for (const sample of samples) {
    byKey
      .get(`${sample.pluginId}\u0000${sample.strategyId}`)
      ?.samples.push({ prompt: sample.prompt, reason: sample.reason });
  }
  const rank = (order: Map<string, number>, id: string) => order.get(id) ?? order.size;
  return [...byKey.values()].sort(
    (a, b) =>
      rank(pluginOrder, a.pluginId) - rank(pluginOrder, b.pluginId) ||
      rank(strategyOrder, a.strategyId) - rank(strategyOrder, b.strategyId),
  );
}

/** A member's export: the report model with its ids. */
export async function loadExportInput(
  db: Db,
  scope: ReportScope,
): Promise<ExportInput<ReportModel>> {
  const [input, samples] = await Promise.all([
    loadReportInput(db, scope),
    failingSamplesOf(db, scope),
  ]);
  const report = buildScanReport(input);
  return { report, cells: exportCells(report, input.cells, samples) };
}

/** A shared link's export: the public report, without the organization's ids. */
export async function loadPublicExportInput(db: Db, scope: ReportScope): Promise<ExportInput> {
  const { report, cells } = await loadExportInput(db, scope);
  return { report: toPublicReport(report), cells };
}
