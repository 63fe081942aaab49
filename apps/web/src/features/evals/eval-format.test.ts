import { describe, expect, it } from 'vitest';
import type { EvalCell } from '@crucible/shared';
import {
  cellVerdict,
  pagesFor,
  resultFiltersFrom,
  starterConfig,
  toResultFilters,
  withDatasetTests,
} from './eval-format';

describe('pagesFor', () => {
  it('answers the pages a window of rows spans, page 0 always first', () => {
    expect(pagesFor(0, 20, 100)).toEqual([0]);
    expect(pagesFor(95, 130, 100)).toEqual([0, 1]);
    expect(pagesFor(4_990, 5_020, 100)).toEqual([0, 49, 50]);
    expect(pagesFor(0, 0, 100)).toEqual([0]);
  });
});

describe('matrix filters', () => {
  it('reads the URL and turns it into the results query', () => {
    const read = resultFiltersFrom(
      new URLSearchParams('show=failures&metric=accuracy&q=%20paris%20'),
    );
    expect(read).toEqual({ view: 'failures', metric: 'accuracy', search: ' paris ' });
    expect(toResultFilters(read.view, read.metric, read.search)).toEqual({
      failuresOnly: true,
      metric: 'accuracy',
      search: 'paris',
    });
    expect(toResultFilters('errors', '', '  ')).toEqual({ errorsOnly: true });
    expect(resultFiltersFrom(new URLSearchParams('show=bogus')).view).toBe('all');
  });
});

describe('cellVerdict', () => {
  const cell = { status: 'fail', pass: false } as EvalCell;
  it('applies a rating (the pass) but keeps an error an error', () => {
    expect(cellVerdict(cell)).toBe('fail');
    expect(cellVerdict({ ...cell, pass: true })).toBe('pass');
    expect(cellVerdict({ ...cell, status: 'error', pass: false })).toBe('error');
  });
});

describe('withDatasetTests', () => {
  it('replaces an inline tests block with the dataset, keeping what follows', () => {
    const config = [
      'prompts: ["Hi {{name}}"]',
      'tests:',
      '  - vars:',
      '      name: Ada',
      '',
      '  - vars: {name: Bob}',
      'defaultTest:',
      '  assert: [{type: contains, value: Hi}]',
    ].join('\n');
    expect(withDatasetTests(config, 'regressions@2')).toBe(
      [
        'prompts: ["Hi {{name}}"]',
        'tests: dataset://regressions@2',
        'defaultTest:',
        '  assert: [{type: contains, value: Hi}]',
      ].join('\n'),
    );
  });

  it('adds the tests line when the config has none, and the starter uses it', () => {
    expect(withDatasetTests('prompts: [hi]\n', 'set@1')).toBe(
      'prompts: [hi]\ntests: dataset://set@1\n',
    );
    expect(starterConfig('set@1')).toContain('tests: dataset://set@1');
  });
});
