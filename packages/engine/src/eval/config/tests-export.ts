import YAML from 'yaml';

/** A test case in promptfoo's shape, as a dataset exports it. */
export type ExportedTest = {
  description?: string;
  vars: Record<string, unknown>;
  assert?: Record<string, unknown>[];
  threshold?: number;
  metadata?: Record<string, unknown>;
};

export type TestsFormat = 'csv' | 'jsonl' | 'json' | 'yaml';

function csvCell(value: unknown): string {
  const text = typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** promptfoo's one-cell form of an assertion (`contains:Paris`), or null when it has none. */
function assertionCell(assertion: Record<string, unknown>): string | null {
  const { type, value, threshold, ...rest } = assertion;
  if (typeof type !== 'string' || Object.keys(rest).length > 0) return null;
  if (value === undefined && threshold === undefined) return type;
  if (typeof value !== 'string') return null;
  const base = type === 'equals' && threshold === undefined ? null : type;
  if (base === null) return value;
  return `${base}${typeof threshold === 'number' ? `(${threshold})` : ''}:${value}`;
}

/**
 * Test cases as a file promptfoo and `crucible eval` read back as `tests: file://…`. CSV keeps
 * vars as columns and assertions as `__expected<N>` cells; an assertion with no one-cell form
 * (an assert-set, a JSON value, a metric) cannot be written to CSV and is an error naming it.
 */
export function serialiseTests(tests: readonly ExportedTest[], format: TestsFormat): string {
  switch (format) {
    case 'jsonl':
      return tests.map((test) => JSON.stringify(test)).join('\n') + (tests.length ? '\n' : '');
    case 'json':
      return `${JSON.stringify(tests, null, 2)}\n`;
    case 'yaml':
      return YAML.stringify(tests);
    case 'csv': {
      const varNames = [...new Set(tests.flatMap((test) => Object.keys(test.vars)))];
      const expected = Math.max(0, ...tests.map((test) => test.assert?.length ?? 0));
      const hasDescription = tests.some((test) => test.description !== undefined);
      const hasThreshold = tests.some((test) => test.threshold !== undefined);
      const header = [
        ...varNames,
        ...Array.from({ length: expected }, (_, i) =>
          i === 0 ? '__expected' : `__expected${i + 1}`,
        ),
        ...(hasDescription ? ['__description'] : []),
        ...(hasThreshold ? ['__threshold'] : []),
      ];
      const rows = tests.map((test, row) => {
        const cells = (test.assert ?? []).map((assertion, index) => {
          const cell = assertionCell(assertion);
          if (cell === null) {
            throw new Error(
              `test ${row}: assertion ${index} (${String(assertion.type)}) has no CSV form; export JSONL or YAML`,
            );
          }
          return cell;
        });
        return [
          ...varNames.map((name) => csvCell(test.vars[name])),
          ...Array.from({ length: expected }, (_, i) => csvCell(cells[i] ?? '')),
          ...(hasDescription ? [csvCell(test.description ?? '')] : []),
          ...(hasThreshold ? [csvCell(test.threshold ?? '')] : []),
        ].join(',');
      });
      return [header.map(csvCell).join(','), ...rows].join('\n') + '\n';
    }
  }
}
