import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUITE_OPTIONS } from './fixtures/suite-options';
import { formatConfigIssues, importRedteamConfig } from './import';

/**
 * The done-when suite of issue #18: promptfoo red-team files shaped like the ones people
 * publish (`fixtures/`), each saying in its `# Expected:` header exactly which errors and
 * warnings it must produce. Nothing of a file may be dropped without a word.
 */
const FIXTURES = join(import.meta.dirname, 'fixtures');

type Expected = { errors: string[]; warnings: string[]; declared: boolean };

function expectedOf(text: string): Expected {
  const header: string[] = [];
  for (const line of text.split('\n')) {
    if (!line.startsWith('#')) break;
    header.push(line);
  }
  const after = (prefix: string) =>
    header.filter((line) => line.startsWith(prefix)).map((line) => line.slice(prefix.length));
  return {
    errors: after('# error: '),
    warnings: after('# warning: '),
    declared: header.includes('# Expected:'),
  };
}

const files = readdirSync(FIXTURES)
  .filter((file) => file.endsWith('.yaml'))
  .sort();

describe('real-world promptfoo red-team files', () => {
  it('has a file for each feature of the issue, each declaring what it expects', () => {
    expect(files.length).toBeGreaterThanOrEqual(15);
    for (const file of files) {
      expect(expectedOf(readFileSync(join(FIXTURES, file), 'utf8')).declared, file).toBe(true);
    }
  });

  it.each(files)('%s imports with exactly the errors and warnings it declares', (file) => {
    const text = readFileSync(join(FIXTURES, file), 'utf8');
    const expected = expectedOf(text);
    const result = importRedteamConfig(text, SUITE_OPTIONS);
    // A YAML error quotes the lines around it; its first line is what the header states.
    const firstLines = (lines: string[]) => lines.map((line) => line.split('\n')[0]).sort();
    expect(result.ok).toBe(expected.errors.length === 0);
    expect(firstLines(result.ok ? [] : formatConfigIssues(result.errors))).toEqual(
      [...expected.errors].sort(),
    );
    expect(firstLines(formatConfigIssues(result.warnings))).toEqual([...expected.warnings].sort());
  });
});
