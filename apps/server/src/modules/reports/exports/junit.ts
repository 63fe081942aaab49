import type { ExportCell, ExportInput } from './export-input';
import { oneLine, percent } from './text';

/*
 * JUnit XML for CI: a <testsuite> per plugin, a <testcase> per plugin × strategy. A case with a
 * probe that got through has a <failure> listing the first failing probes; one whose probes all
 * errored has an <error>; one with only undecided probes is <skipped> (not a pass: nobody has
 * judged it yet). Text is escaped, and characters XML 1.0 cannot carry are dropped.
 */

// Tab, LF, CR and everything from U+0020 is allowed, except surrogates (handled by the `u`
// flag) and U+FFFE/U+FFFF.
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export function xmlText(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

export const xmlAttr = (text: string): string =>
  xmlText(text)
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;');

type Attrs = Record<string, string | number>;
const attrs = (values: Attrs) =>
  Object.entries(values)
    .map(([key, value]) => ` ${key}="${xmlAttr(String(value))}"`)
    .join('');

const graded = (cell: ExportCell) => cell.passed + cell.failed;

function failureBody(cell: ExportCell): string {
  const lines = cell.samples.map((sample, index) => {
    const reason = sample.reason ? `\n   grader: ${oneLine(sample.reason, 300)}` : '';
    return `${index + 1}. prompt: ${oneLine(sample.prompt, 300)}${reason}`;
  });
  const more = cell.failed - cell.samples.length;
  if (more > 0) lines.push(`… and ${more} more failing ${more === 1 ? 'probe' : 'probes'}`);
  return lines.join('\n');
}

function testCase(cell: ExportCell, evalId: string): string {
  const head = `    <testcase${attrs({
    name: `${cell.pluginId} × ${cell.strategyId}`,
    classname: `crucible.redteam.${cell.pluginId}`,
    time: 0,
  })}>`;
  const counts = `${cell.passed} passed, ${cell.failed} failed, ${cell.undecided} undecided, ${cell.errors} errors`;
  let verdict: string;
  if (cell.failed > 0) {
    const message = `${cell.failed} of ${graded(cell)} probes got through (ASR ${percent(cell.failed / graded(cell))} %, severity ${cell.severity})`;
    verdict = `      <failure${attrs({ message, type: cell.severity })}>${xmlText(failureBody(cell))}</failure>`;
  } else if (graded(cell) === 0 && cell.errors > 0) {
    verdict = `      <error${attrs({ message: `every probe errored (${counts})`, type: 'error' })}/>`;
  } else if (graded(cell) === 0) {
    verdict = `      <skipped${attrs({ message: `no probe graded yet (${counts})` })}/>`;
  } else {
    verdict = '';
  }
  const out = `      <system-out>${xmlText(`${cell.pluginName} with ${cell.strategyName} in ${evalId}: ${counts}`)}</system-out>`;
  return [head, verdict, out, '    </testcase>'].filter(Boolean).join('\n');
}

const kind = (cell: ExportCell) =>
  cell.failed > 0
    ? 'failures'
    : graded(cell) === 0 && cell.errors > 0
      ? 'errors'
      : graded(cell) === 0
        ? 'skipped'
        : 'passed';

function totals(cells: readonly ExportCell[]) {
  const count = (k: string) => cells.filter((cell) => kind(cell) === k).length;
  return {
    tests: cells.length,
    failures: count('failures'),
    errors: count('errors'),
    skipped: count('skipped'),
  };
}

/** The JUnit XML document of the report's plugin × strategy cells. */
export function junitXml({ report, cells }: ExportInput): string {
  const { header } = report;
  const suites = new Map<string, ExportCell[]>();
  for (const cell of cells) suites.set(cell.pluginId, [...(suites.get(cell.pluginId) ?? []), cell]);
  const timestamp = (header.finishedAt ?? header.createdAt).replace(/\.\d+Z$/, 'Z');
  const body = [...suites.values()].map((suite) => {
    const first = suite[0]!;
    const open = `  <testsuite${attrs({
      name: `${first.pluginName} (${first.pluginId})`,
      ...totals(suite),
      time: 0,
      timestamp,
    })}>`;
    const properties = `    <properties>\n      <property${attrs({ name: 'severity', value: first.severity })}/>\n    </properties>`;
    return [
      open,
      properties,
      ...suite.map((cell) => testCase(cell, header.evalId)),
      '  </testsuite>',
    ].join('\n');
  });
  const root = `<testsuites${attrs({
    name: `Crucible red-team scan ${header.evalId} of ${header.targetName}`,
    ...totals(cells),
    time: header.durationSeconds ?? 0,
    timestamp,
  })}>`;
  return ['<?xml version="1.0" encoding="UTF-8"?>', root, ...body, '</testsuites>', ''].join('\n');
}
