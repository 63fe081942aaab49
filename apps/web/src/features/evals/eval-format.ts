import type { EvalCell, EvalColumn, EvalRow, EvalStatus } from '@crucible/shared';
import type { ResultFilters } from './api';

export const EVAL_STATUS_LABELS: Record<EvalStatus, string> = {
  queued: 'Queued',
  running: 'Running',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export const EVAL_STATUS_COLORS: Record<
  EvalStatus,
  'default' | 'info' | 'success' | 'error' | 'warning'
> = {
  queued: 'default',
  running: 'info',
  completed: 'success',
  failed: 'error',
  cancelled: 'warning',
};

export function formatLatency(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '—';
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

export function formatScore(score: number): string {
  return Number.isInteger(score) ? String(score) : score.toFixed(2);
}

/** A var's value as one line of text. */
export function formatVar(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return JSON.stringify(value);
}

/** Where a cell sits: its prompt and provider. */
export const columnKey = (column: Pick<EvalColumn, 'promptIndex' | 'providerIndex'>) =>
  `${column.promptIndex}:${column.providerIndex}`;

/** A row's cell in a column (missing while the eval runs). */
export function cellAt(row: EvalRow, column: EvalColumn): EvalCell | undefined {
  return row.cells.find(
    (cell) =>
      cell.promptIndex === column.promptIndex && cell.providerIndex === column.providerIndex,
  );
}

export type CellVerdict = 'pass' | 'fail' | 'error';

/** What a cell shows: an error stays an error; otherwise its pass with a rating applied. */
export function cellVerdict(cell: EvalCell): CellVerdict {
  if (cell.status === 'error') return 'error';
  return cell.pass ? 'pass' : 'fail';
}

/** The result pages a window of rows `[first, last)` needs (page 0 always: it carries the total). */
export function pagesFor(first: number, last: number, pageSize: number): number[] {
  const pages = new Set([0]);
  if (last > first) {
    for (let page = Math.floor(first / pageSize); page <= Math.floor((last - 1) / pageSize); page++)
      pages.add(page);
  }
  return [...pages].sort((a, b) => a - b);
}

export type MatrixView = 'all' | 'failures' | 'errors';

/** The matrix's filters as the URL keeps them (`?show=failures&metric=…&q=…`). */
export function resultFiltersFrom(params: URLSearchParams): {
  view: MatrixView;
  metric: string;
  search: string;
} {
  const show = params.get('show');
  return {
    view: show === 'failures' || show === 'errors' ? show : 'all',
    metric: params.get('metric') ?? '',
    search: params.get('q') ?? '',
  };
}

export function toResultFilters(view: MatrixView, metric: string, search: string): ResultFilters {
  return {
    ...(view === 'failures' && { failuresOnly: true }),
    ...(view === 'errors' && { errorsOnly: true }),
    ...(metric && { metric }),
    ...(search.trim() && { search: search.trim() }),
  };
}

/** A starter config for /config: one prompt, one provider to fill in, tests from a dataset or inline. */
export function starterConfig(dataset?: string): string {
  const tests = dataset
    ? `tests: dataset://${dataset}\n`
    : [
        'tests:',
        '  - vars:',
        '      topic: bananas',
        '    assert:',
        '      - type: icontains',
        '        value: banana',
        '',
      ].join('\n');
  return [
    'description: My first eval',
    'prompts:',
    '  - "Write one sentence about {{topic}}."',
    'providers:',
    '  - id: openai:chat:gpt-4o-mini',
    '    config:',
    '      apiBaseUrl: http://localhost:11434/v1',
    tests,
  ].join('\n');
}

/** Replaces (or adds) the `tests:` of a config's text with a dataset reference. */
export function withDatasetTests(config: string, dataset: string): string {
  const lines = config.split('\n');
  const start = lines.findIndex((line) => /^tests\s*:/.test(line));
  const reference = `tests: dataset://${dataset}`;
  if (start === -1) return `${config.replace(/\n*$/, '')}\n${reference}\n`;
  let end = start + 1;
  while (end < lines.length && (lines[end] === '' || /^[\s-]/.test(lines[end]!))) end++;
  return [...lines.slice(0, start), reference, ...lines.slice(end)].join('\n');
}
