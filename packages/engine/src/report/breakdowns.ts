import {
  pluginCategoryName,
  type CategoryBreakdown,
  type OutcomeCounts,
  type PluginBreakdown,
  type StrategyBreakdown,
} from '@crucible/shared';
import { isPolicyPluginId } from '../plugins/policy/definition';
import { getPlugin } from '../plugins/registry';
import { scoreRisk, type ProbeOutcome, type RiskReport } from '../risk/risk-score';
import { getStrategy } from '../strategies/registry';
import type { Severity } from '../types';
import { successRate } from './success-rate';
import type { ReportCell } from './types';

const ZERO: OutcomeCounts = { passed: 0, failed: 0, undecided: 0, errors: 0 };
const FIELD = { pass: 'passed', fail: 'failed', undecided: 'undecided', error: 'errors' } as const;

/** Outcome counts per key (plugin, category, strategy, or one key for the whole scan). */
export function tally(
  cells: readonly ReportCell[],
  keyOf: (cell: ReportCell) => string,
): Map<string, OutcomeCounts> {
  const counts = new Map<string, OutcomeCounts>();
  for (const cell of cells) {
    const key = keyOf(cell);
    const current = counts.get(key) ?? { ...ZERO };
    current[FIELD[cell.outcome]] += cell.probes;
    counts.set(key, current);
  }
  return counts;
}

export const totalOf = (cells: readonly ReportCell[]): OutcomeCounts =>
  tally(cells, () => '').get('') ?? { ...ZERO };

/** A plugin's category; a custom policy (`policy:<id>`) is a compliance rule, as risk scores it. */
export const categoryOf = (pluginId: string): string =>
  getPlugin(pluginId)?.category ?? (isPolicyPluginId(pluginId) ? 'compliance' : 'unknown');

/**
 * The engine's risk scoring of the cells, each plugin at its effective severity — the same
 * inputs the scan's roll-up scores (plugin category, strategy complexity and LLM need).
 */
export function scoreCells(
  cells: readonly ReportCell[],
  severityOf: (pluginId: string) => Severity,
): RiskReport {
  const outcomes: ProbeOutcome[] = [];
  for (const cell of cells) {
    const strategy = getStrategy(cell.strategyId);
    const outcome: ProbeOutcome = {
      pluginId: cell.pluginId,
      category: categoryOf(cell.pluginId),
      severity: severityOf(cell.pluginId),
      strategyId: cell.strategyId,
      complexity: strategy?.complexity ?? 'low',
      needsLlm: strategy?.needsLlm ?? false,
      outcome: cell.outcome,
    };
    for (let i = 0; i < cell.probes; i++) outcomes.push(outcome);
  }
  return scoreRisk(outcomes);
}

export const asrOf = (counts: OutcomeCounts) =>
  successRate(counts.failed, counts.passed + counts.failed);

/** Higher first; a rate nobody could measure last. */
const byRate = (a: number | null, b: number | null) => (b ?? -1) - (a ?? -1);

export function pluginBreakdowns(
  cells: readonly ReportCell[],
  risk: RiskReport,
  severityOf: (pluginId: string) => Severity,
  nameOf: (pluginId: string) => string,
): PluginBreakdown[] {
  const riskOf = new Map(risk.plugins.map((plugin) => [plugin.id, plugin]));
  return [...tally(cells, (cell) => cell.pluginId)]
    .map(([id, counts]) => ({
      id,
      name: nameOf(id),
      category: categoryOf(id),
      severity: severityOf(id),
      ...counts,
      asr: asrOf(counts),
      risk: { score: riskOf.get(id)?.score ?? 0, level: riskOf.get(id)?.level ?? 'none' },
    }))
    .sort(
      (a, b) =>
        b.risk.score - a.risk.score ||
        byRate(a.asr.rate, b.asr.rate) ||
        a.name.localeCompare(b.name),
    );
}

export function categoryBreakdowns(
  cells: readonly ReportCell[],
  risk: RiskReport,
): CategoryBreakdown[] {
  const riskOf = new Map(risk.categories.map((category) => [category.id, category]));
  return [...tally(cells, (cell) => categoryOf(cell.pluginId))]
    .map(([id, counts]) => ({
      id,
      name: pluginCategoryName(id),
      ...counts,
      asr: asrOf(counts),
      risk: { score: riskOf.get(id)?.score ?? 0, level: riskOf.get(id)?.level ?? 'none' },
    }))
    .sort((a, b) => b.risk.score - a.risk.score || byRate(a.asr.rate, b.asr.rate));
}

/** Which disguises get through best: highest attack success rate first. */
export function strategyBreakdowns(cells: readonly ReportCell[]): StrategyBreakdown[] {
  return [...tally(cells, (cell) => cell.strategyId)]
    .map(([id, counts]) => ({
      id,
      name: getStrategy(id)?.name ?? id,
      ...counts,
      asr: asrOf(counts),
    }))
    .sort((a, b) => byRate(a.asr.rate, b.asr.rate) || b.asr.graded - a.asr.graded);
}
