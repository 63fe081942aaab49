import { describe, expect, it } from 'vitest';
import { formatOfFile } from './api';
import { datasetPath, evalConfigPath } from './dataset-format';

describe('dataset links', () => {
  it('opens a dataset on the Datasets page, and runs a version from /config', () => {
    expect(datasetPath('d1')).toBe('/datasets?dataset=d1');
    expect(datasetPath('d1', 3)).toBe('/datasets?dataset=d1&version=3');
    expect(evalConfigPath('qa-set', 2)).toBe('/config?dataset=qa-set%402');
  });
});

describe('formatOfFile', () => {
  it('knows the upload formats by extension', () => {
    expect(formatOfFile('tests.CSV')).toBe('csv');
    expect(formatOfFile('a.jsonl')).toBe('jsonl');
    expect(formatOfFile('a.ndjson')).toBe('jsonl');
    expect(formatOfFile('a.json')).toBe('json');
    expect(formatOfFile('promptfoo-tests.yml')).toBe('yaml');
    expect(formatOfFile('notes.txt')).toBeUndefined();
  });
});
