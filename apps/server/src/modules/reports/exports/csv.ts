import type { PublicReport } from '@crucible/shared';
import type { ExportCell, ExportInput } from './export-input';
import { oneLine, percent } from './text';

/*
 * The findings as CSV (RFC 4180: CRLF rows, fields with a comma, quote or line break quoted,
 * quotes doubled), one row per vulnerability of the report. UTF-8 with a byte-order mark so a
 * spreadsheet opens accents and other scripts correctly.
 *
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a
 * formula: such a text cell gets a leading apostrophe, which the spreadsheet shows as text.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const EXAMPLE_MAX = 1000;

export const CSV_COLUMNS = [
  'Scan',
  'Target',
  'Plugin ID',
  'Plugin',
  'Category',
  'Severity',
  'Change',
  'Failed probes',
  'Graded probes',
  'ASR %',
  'ASR 95% low %',
  'ASR 95% high %',
  'Undecided probes',
  'Error probes',
  'Succeeding strategies',
  'Previous scan failed',
  'Previous scan graded',
  'Vulnerability status',
  'Example strategy',
  'Example prompt',
  'Example response',
  'Grader reason',
] as const;

type Cell = string | number | null;

/** A text cell that a spreadsheet would run as a formula, made inert. */
export const guardFormula = (text: string): string =>
  FORMULA_START.test(text) ? `'${text}` : text;

export function csvField(value: Cell): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(value) : guardFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (cells: readonly Cell[]): string => `${cells.map(csvField).join(',')}\r\n`;

/** "Base64 (3/10); Basic (1/12)": the strategies that got through, most successful first. */
function succeeding(cells: readonly ExportCell[], pluginId: string): string {
  return cells
    .filter((cell) => cell.pluginId === pluginId && cell.failed > 0)
    .map((cell) => `${cell.strategyName} (${cell.failed}/${cell.failed + cell.passed})`)
    .join('; ');
}

function rowsOf(report: PublicReport, cells: readonly ExportCell[]): Cell[][] {
  const plugins = new Map(report.plugins.map((plugin) => [plugin.id, plugin]));
  return report.vulnerabilities.map((vulnerability) => {
    const plugin = plugins.get(vulnerability.pluginId);
    const example = vulnerability.examples[0];
    const turns = example?.turns ?? [];
    const prompt = turns.findLast((turn) => turn.role === 'user')?.content ?? null;
    const response = turns.findLast((turn) => turn.role !== 'user')?.content ?? null;
    return [
      report.header.evalId,
      report.header.targetName,
      vulnerability.pluginId,
      vulnerability.pluginName,
      vulnerability.category,
      vulnerability.severity,
      vulnerability.change,
      vulnerability.asr.failed,
      vulnerability.asr.graded,
      percent(vulnerability.asr.rate),
      percent(vulnerability.asr.lower),
      percent(vulnerability.asr.upper),
      plugin?.undecided ?? 0,
      plugin?.errors ?? 0,
      succeeding(cells, vulnerability.pluginId),
      vulnerability.previous?.failed ?? null,
      vulnerability.previous?.graded ?? null,
      vulnerability.issueStatus,
      example?.strategyName ?? null,
      prompt === null ? null : oneLine(prompt, EXAMPLE_MAX),
      response === null ? null : oneLine(response, EXAMPLE_MAX),
      example?.reason ? oneLine(example.reason, EXAMPLE_MAX) : null,
    ];
  });
}

/** The findings CSV, header row first. */
export function findingsCsv({ report, cells }: ExportInput): string {
  return `\uFEFF${[CSV_COLUMNS, ...rowsOf(report, cells)].map(csvRow).join('')}`;
}
