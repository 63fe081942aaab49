import type { ColumnSummary, EvalCellResult, EvalSummary } from './types';

type MetricSums = Map<string, { sum: number; count: number }>;

function addMetrics(sums: MetricSums, scores: Record<string, number>): void {
  for (const [name, score] of Object.entries(scores)) {
    const entry = sums.get(name) ?? { sum: 0, count: 0 };
    entry.sum += score;
    entry.count++;
    sums.set(name, entry);
  }
}

const averages = (sums: MetricSums) =>
  Object.fromEntries([...sums].map(([name, { sum, count }]) => [name, sum / count]));

/** Folds cell results into the summary as they arrive (the runner streams them). */
export function createSummaryBuilder(
  columns: { prompt: string; provider: string }[][],
  tests: number,
) {
  const started = Date.now();
  const totals = { passes: 0, failures: 0, errors: 0, cost: 0 };
  const tokens = { prompt: 0, completion: 0, total: 0 };
  const grading = { tokens: { prompt: 0, completion: 0, total: 0 }, cost: 0 };
  let graded = false;
  const metrics: MetricSums = new Map();
  const perColumn = columns.map((row, promptIndex) =>
    row.map((names, providerIndex) => ({
      promptIndex,
      providerIndex,
      ...names,
      passes: 0,
      failures: 0,
      errors: 0,
      metrics: new Map() as MetricSums,
    })),
  );
  return {
    add(cell: EvalCellResult): void {
      const column = perColumn[cell.promptIndex]?.[cell.providerIndex];
      const key =
        cell.status === 'pass' ? 'passes' : cell.status === 'fail' ? 'failures' : 'errors';
      totals[key]++;
      if (column) column[key]++;
      totals.cost += cell.cost ?? 0;
      if (cell.tokens) {
        tokens.prompt += cell.tokens.prompt;
        tokens.completion += cell.tokens.completion;
        tokens.total += cell.tokens.total;
      }
      if (cell.grading) {
        graded = true;
        grading.tokens.prompt += cell.grading.tokens.prompt;
        grading.tokens.completion += cell.grading.tokens.completion;
        grading.tokens.total += cell.grading.tokens.total;
        grading.cost += cell.grading.cost;
      }
      addMetrics(metrics, cell.namedScores);
      if (column) addMetrics(column.metrics, cell.namedScores);
    },
    build(): EvalSummary {
      const columnSummaries: ColumnSummary[] = perColumn
        .flat()
        .map(({ metrics: sums, ...column }) => {
          const done = column.passes + column.failures + column.errors;
          return {
            ...column,
            passRate: done === 0 ? 0 : column.passes / done,
            metrics: averages(sums),
          };
        });
      return {
        tests,
        cells: totals.passes + totals.failures + totals.errors,
        passes: totals.passes,
        failures: totals.failures,
        errors: totals.errors,
        durationMs: Date.now() - started,
        tokens,
        cost: totals.cost,
        columns: columnSummaries,
        metrics: averages(metrics),
        ...(graded ? { grading } : {}),
      };
    },
  };
}
