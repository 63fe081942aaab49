import type { EvalCellResult, EvalPlan, EvalSummary } from '@crucible/engine/eval/index';

/** Rows printed at most; the output file holds every row. */
export const MAX_TABLE_ROWS = 200;
const CELL_WIDTH = 40;

/** One line, cut to `width` characters with an ellipsis. */
export function truncate(text: string, width = CELL_WIDTH): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= width ? line : `${line.slice(0, width - 1)}…`;
}

function cellText(cell: EvalCellResult | undefined): string {
  if (!cell) return '';
  const tag = cell.status === 'pass' ? '[PASS]' : cell.status === 'fail' ? '[FAIL]' : '[ERROR]';
  const body = cell.status === 'pass' ? cell.output : `${cell.reason} | ${cell.output}`;
  return truncate(`${tag} ${body}`);
}

function varsText(vars: Record<string, unknown>): string {
  return Object.entries(vars)
    .map(([name, value]) => `${name}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' ');
}

function renderRows(rows: string[][]): string {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  const line = (row: string[]) =>
    `| ${row.map((text, i) => text.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  const rule = `+${widths.map((width) => '-'.repeat(width + 2)).join('+')}+`;
  const [header, ...body] = rows;
  return [rule, line(header ?? []), rule, ...body.map(line), rule].join('\n');
}

/**
 * The results matrix as a terminal table: a row per test (its description or vars), a column
 * per prompt × provider, each cell `[PASS]`/`[FAIL]`/`[ERROR]` and the output cut to one line.
 */
export function formatEvalTable(plan: EvalPlan, results: EvalCellResult[]): string {
  const columns = plan.prompts.flatMap((prompt) =>
    plan.providers.map((provider) => `[${provider.label}] ${prompt.label}`),
  );
  const perTest = columns.length;
  const rows = [['#', 'test', ...columns.map((label) => truncate(label))]];
  const shown = Math.min(plan.tests.length, MAX_TABLE_ROWS);
  for (let index = 0; index < shown; index++) {
    const test = plan.tests[index];
    const cells = results.slice(index * perTest, (index + 1) * perTest);
    rows.push([
      String(index + 1),
      truncate(test?.description ?? varsText(test?.vars ?? {}), 30),
      ...cells.map(cellText),
    ]);
  }
  const more = plan.tests.length - shown;
  return (
    renderRows(rows) +
    (more > 0 ? `\n… ${more} more tests (all of them are in the output file)` : '')
  );
}

const percent = (ratio: number) => `${(ratio * 100).toFixed(1)}%`;

export function formatEvalSummary(summary: EvalSummary): string {
  const lines = [
    `Passes: ${summary.passes}  Failures: ${summary.failures}  Errors: ${summary.errors}  ` +
      `(${summary.cells} cells, ${summary.tests} tests, ${(summary.durationMs / 1000).toFixed(1)} s)`,
  ];
  if (summary.tokens.total > 0 || summary.cost > 0) {
    lines.push(`Tokens: ${summary.tokens.total}  Cost: $${summary.cost.toFixed(4)}`);
  }
  for (const column of summary.columns) {
    const metrics = Object.entries(column.metrics)
      .map(([name, value]) => `${name} ${value.toFixed(2)}`)
      .join(', ');
    lines.push(
      `  ${percent(column.passRate)} pass · [${column.provider}] ${truncate(column.prompt, 50)}${metrics ? ` · ${metrics}` : ''}`,
    );
  }
  return lines.join('\n');
}
