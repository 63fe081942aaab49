import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureDir, runPythonFile } from '../testing/fixtures';
import { dangerousNames, marshalStrings } from './marshal-strings';

const { dir, cleanup } = fixtureDir('marshal');
let lambdas: Record<string, string>;
beforeAll(() => {
  runPythonFile(dir, 'make_lambdas.py');
  lambdas = JSON.parse(readFileSync(join(dir, 'lambdas.json'), 'utf8')) as Record<string, string>;
});
afterAll(cleanup);

const code = (name: string) => Buffer.from(lambdas[name] ?? '', 'base64');

describe('marshalled code objects', () => {
  it('reads the names and constants of a lambda without running it', () => {
    const { strings, parsed } = marshalStrings(code('subprocess'));
    expect(parsed).toBe(true);
    expect(strings.slice(0, 4)).toEqual(['subprocess', 'id', '__import__', 'check_output']);
    expect(strings).toContain('<lambda>');
    expect(dangerousNames(strings)).toEqual(['subprocess', '__import__']);
  });

  it('finds no dangerous name in arithmetic', () => {
    const { strings } = marshalStrings(code('double'));
    expect(dangerousNames(strings)).toEqual([]);
    expect(strings).toContain('x');
  });

  it('falls back to printable runs when the structure cannot be read', () => {
    const cut = code('system').subarray(0, 120);
    const { strings, parsed } = marshalStrings(cut);
    expect(parsed).toBe(false);
    expect(marshalStrings(Buffer.from('not marshal at all')).strings).toEqual([
      'not marshal at all',
    ]);
    expect(strings.every((text) => text.length >= 3)).toBe(true);
  });
});
