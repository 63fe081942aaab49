import type { EvalCellResult, EvalPlan, EvalRun } from '@crucible/engine/eval/index';

/** The JSON results file: the config's description, the summary and every cell. */
export function evalJson(plan: EvalPlan, run: EvalRun): string {
  const document = { description: plan.description, summary: run.summary, results: run.results };
  return `${JSON.stringify(document, null, 2)}\n`;
}

function csvField(value: unknown): string {
  const text =
    value === undefined || value === null
      ? ''
      : typeof value === 'string'
        ? value
        : JSON.stringify(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The CSV results file: a row per cell, a column per var. */
export function evalCsv(plan: EvalPlan, results: EvalCellResult[]): string {
  const varNames = [...new Set(plan.tests.flatMap((test) => Object.keys(test.vars)))];
  const header = [
    'test',
    'description',
    ...varNames.map((name) => `var:${name}`),
    'prompt',
    'provider',
    'status',
    'score',
    'output',
    'reason',
    'latencyMs',
    'cost',
  ];
  const rows = results.map((cell) => [
    cell.testIndex + 1,
    cell.description,
    ...varNames.map((name) => cell.vars[name]),
    cell.prompt.label,
    cell.provider.label,
    cell.status,
    cell.score,
    cell.output,
    cell.reason,
    cell.latencyMs,
    cell.cost,
  ]);
  return `${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\n')}\n`;
}
