import { parse as parseCsv } from 'csv-parse/sync';
import { load as parseYaml } from 'js-yaml';
import { EvalConfigError } from './parse';

type RawTest = Record<string, unknown>;

const ALIASES: Record<string, string> = { grade: 'llm-rubric', fn: 'javascript' };
const BARE = /^(not-)?([a-z][a-z0-9-]*)$/;
const PREFIXED = /^(not-)?([a-z][a-z0-9-]*)(?:\((\d+(?:\.\d+)?)\))?:([\s\S]*)$/;
/** Types that make sense with no value in a CSV cell. */
const VALUELESS = new Set([
  'is-json',
  'contains-json',
  'is-xml',
  'contains-xml',
  'is-html',
  'contains-html',
  'is-sql',
  'contains-sql',
  'is-refusal',
  'is-valid-openai-tools-call',
]);

/**
 * promptfoo's one-cell assertion syntax (`contains:Paris`, `not-icontains:error`,
 * `levenshtein(5):text`, `is-json`); anything else is an `equals` value.
 */
export function parseAssertionString(cell: string): RawTest {
  const bare = BARE.exec(cell.trim());
  if (bare && VALUELESS.has(bare[2] ?? '')) return { type: `${bare[1] ?? ''}${bare[2]}` };
  const prefixed = PREFIXED.exec(cell);
  if (prefixed) {
    const base = ALIASES[prefixed[2] ?? ''] ?? prefixed[2] ?? '';
    const assertion: RawTest = { type: `${prefixed[1] ?? ''}${base}`, value: prefixed[4] };
    if (prefixed[3] !== undefined) assertion.threshold = Number(prefixed[3]);
    return assertion;
  }
  return { type: 'equals', value: cell };
}

/** A CSV row: columns are vars, except promptfoo's `__expected…`, `__description`, `__threshold`. */
function testFromRow(row: Record<string, string>): RawTest {
  const vars: Record<string, string> = {};
  const assert: RawTest[] = [];
  const test: RawTest = { vars, assert };
  for (const [column, cell] of Object.entries(row)) {
    if (/^__expected\d*$/.test(column)) {
      if (cell.trim() !== '') assert.push(parseAssertionString(cell));
    } else if (column === '__description') test.description = cell;
    else if (column === '__threshold') test.threshold = Number(cell);
    else if (column.startsWith('__')) {
      throw new EvalConfigError(`CSV column "${column}" is not supported`);
    } else vars[column] = cell;
  }
  return test;
}

/** Test cases from a CSV, JSONL, JSON or YAML file's text. */
export function testsFromFile(path: string, text: string): RawTest[] {
  const extension = path.toLowerCase().split('.').pop();
  switch (extension) {
    case 'csv': {
      const rows = parseCsv(text, { columns: true, skip_empty_lines: true, bom: true }) as Record<
        string,
        string
      >[];
      return rows.map(testFromRow);
    }
    case 'jsonl':
      return text
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line, index) => {
          try {
            return JSON.parse(line) as RawTest;
          } catch {
            throw new EvalConfigError(`${path}: line ${index + 1} is not valid JSON`);
          }
        });
    case 'json':
    case 'yaml':
    case 'yml': {
      const value = parseYaml(text) as unknown;
      if (!Array.isArray(value))
        throw new EvalConfigError(`${path}: expected a list of test cases`);
      return value as RawTest[];
    }
    default:
      throw new EvalConfigError(`${path}: tests files must be .csv, .jsonl, .json or .yaml`);
  }
}
