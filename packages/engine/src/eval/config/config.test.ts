import { describe, expect, it } from 'vitest';
import { expandTests, normalisePrompts } from '../expand';
import { resolveFileReferences } from './files';
import { EvalConfigError, parseEvalConfig, readConfigText } from './parse';
import { parseAssertionString } from './test-files';

const base = { prompts: ['Say {{word}}'], providers: ['echo'] };

function errorOf(raw: unknown): string {
  try {
    parseEvalConfig(raw);
  } catch (error) {
    expect(error).toBeInstanceOf(EvalConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a config error');
}

describe('eval config parsing', () => {
  it('accepts promptfoo configs: prompts, providers, tests, defaultTest, scenarios', () => {
    const config = parseEvalConfig(
      readConfigText(`
description: Greetings
prompts:
  - 'Say {{word}}'
  - - role: system
      content: Be brief
    - role: user
      content: '{{word}}'
providers:
  - echo
  - id: openai:chat:gpt-4o-mini
    label: mini
    config: { apiBaseUrl: 'http://127.0.0.1:1/v1', temperature: 0 }
defaultTest:
  assert: [{ type: contains, value: '{{word}}' }]
tests:
  - description: hello
    vars: { word: hello }
    threshold: 0.5
    metadata: { owner: qa }
    assert:
      - type: assert-set
        threshold: 0.5
        assert: [{ type: is-json }, { type: not-contains, value: x }]
`),
    );
    expect(config.tests).toHaveLength(1);
    expect(normalisePrompts(config.prompts).map((p) => typeof p.template)).toEqual([
      'string',
      'object',
    ]);
  });

  it('names the path of an unsupported assertion type', () => {
    const tests = [{}, {}, {}, { assert: [{ type: 'python', value: 'True' }] }];
    expect(errorOf({ ...base, tests })).toBe(
      'tests.3.assert.0.type: "python" assertions are not supported',
    );
    expect(errorOf({ ...base, tests: [{ assert: [{ type: 'ruby', value: 'true' }] }] })).toContain(
      'tests.0.assert.0.type: "ruby" assertions are not supported',
    );
    expect(
      errorOf({ ...base, tests: [{ assert: [{ type: 'not-factuality', value: 'x' }] }] }),
    ).toBe(
      'tests.0.assert.0.type: "not-factuality": factuality cannot be negated (promptfoo does not negate it)',
    );
  });

  it('names unknown keys at any depth, and nested assert-set members', () => {
    expect(errorOf({ ...base, nunjucksFilters: {} })).toBe(
      '(config): unknown or unsupported key "nunjucksFilters"',
    );
    expect(errorOf({ ...base, tests: [{ vars: {}, transform: 'output' }] })).toBe(
      'tests.0: unknown or unsupported key "transform"',
    );
    expect(
      errorOf({
        ...base,
        tests: [{ assert: [{ type: 'assert-set', assert: [{ type: 'webhook' }] }] }],
      }),
    ).toBe('tests.0.assert.0.assert.0.type: "webhook" assertions are not supported');
    expect(errorOf({ providers: ['echo'] })).toContain('prompts');
  });

  it('parses the CSV one-cell assertion syntax', () => {
    expect(parseAssertionString('Paris')).toEqual({ type: 'equals', value: 'Paris' });
    expect(parseAssertionString('contains:Paris')).toEqual({ type: 'contains', value: 'Paris' });
    expect(parseAssertionString('not-icontains:error')).toEqual({
      type: 'not-icontains',
      value: 'error',
    });
    expect(parseAssertionString('levenshtein(5):expected text')).toEqual({
      type: 'levenshtein',
      value: 'expected text',
      threshold: 5,
    });
    expect(parseAssertionString('is-json')).toEqual({ type: 'is-json' });
    expect(parseAssertionString('grade:is kind')).toEqual({ type: 'llm-rubric', value: 'is kind' });
  });
});

describe('file references', () => {
  const files: Record<string, string> = {
    'prompts.txt': 'First {{q}}\n---\nSecond {{q}}',
    'chat.json': '[{"role":"user","content":"{{q}}"}]',
    'tests.csv':
      'q,__expected1,__expected2,__description\nhi,contains:hi,not-contains:bye,greeting\nyo,icontains:YO,,\n',
    'tests.jsonl':
      '{"vars":{"q":"a"}}\n{"vars":{"q":"b"},"assert":[{"type":"equals","value":"b"}]}\n',
    'expected.txt': 'hi',
    'schema.json': '{"type":"object"}',
  };
  const read = (path: string) => {
    const found = files[path.replace(/^\.\//, '')];
    if (found === undefined) throw new Error('ENOENT');
    return found;
  };

  it('loads prompts, CSV and JSONL tests, var and assertion values from files', () => {
    const raw = resolveFileReferences(
      {
        prompts: ['file://prompts.txt', 'file://chat.json'],
        providers: ['echo'],
        tests: [
          'file://tests.csv',
          'file://tests.jsonl',
          {
            vars: { q: 'file://expected.txt' },
            assert: [{ type: 'is-json', value: 'file://schema.json' }],
          },
        ],
      },
      read,
    );
    const config = parseEvalConfig(raw);
    const prompts = normalisePrompts(config.prompts);
    expect(prompts.map((p) => p.label)).toEqual([
      'prompts.txt:1',
      'prompts.txt:2',
      '[{"role":"user","content":"{{q}}"}]',
    ]);
    expect(prompts[2]?.template).toEqual([{ role: 'user', content: '{{q}}' }]);
    const tests = expandTests(config);
    expect(tests.map((t) => t.vars.q)).toEqual(['hi', 'yo', 'a', 'b', 'hi']);
    expect(tests[0]).toMatchObject({
      description: 'greeting',
      assert: [
        { type: 'contains', value: 'hi' },
        { type: 'not-contains', value: 'bye' },
      ],
    });
    expect(tests[4]?.assert[0]?.value).toEqual({ type: 'object' });
  });

  it('reads file:// grading prompts as text, of assertions and of test options', () => {
    const withRubric = { ...files, 'rubric.json': '[{"role":"user","content":"{{output}}"}]' };
    const reader = (path: string) => {
      const found = withRubric[path.replace(/^\.\//, '') as keyof typeof withRubric];
      if (found === undefined) throw new Error('ENOENT');
      return found;
    };
    const raw = resolveFileReferences(
      {
        prompts: ['p'],
        providers: ['echo'],
        defaultTest: { options: { rubricPrompt: 'file://rubric.json' } },
        tests: [
          { assert: [{ type: 'llm-rubric', value: 'x', rubricPrompt: 'file://expected.txt' }] },
        ],
      },
      reader,
    ) as {
      defaultTest: { options: { rubricPrompt: unknown } };
      tests: { assert: { rubricPrompt: unknown }[] }[];
    };
    expect(raw.defaultTest.options.rubricPrompt).toBe('[{"role":"user","content":"{{output}}"}]');
    expect(raw.tests[0]?.assert[0]?.rubricPrompt).toBe('hi');
    expect(() =>
      resolveFileReferences(
        {
          prompts: ['p'],
          providers: ['echo'],
          tests: [{ options: { rubricPrompt: 'file://grade.py' } }],
        },
        reader,
      ),
    ).toThrow(
      'tests.0.options.rubricPrompt: rubricPrompt functions (file://grade.py) are not supported',
    );
  });

  it('a missing file is a config error naming where it was referenced', () => {
    expect(() =>
      resolveFileReferences(
        { prompts: ['p'], providers: ['echo'], tests: ['file://none.csv'] },
        read,
      ),
    ).toThrow('tests.0: cannot read none.csv: ENOENT');
  });
});

describe('test expansion', () => {
  it('expands lists of strings into one test per combination, unless disabled; other lists stay whole', () => {
    const config = parseEvalConfig({
      ...base,
      tests: [
        { vars: { word: ['a', 'b'], lang: ['en', 'fr'], fixed: 1 } },
        { vars: { word: ['x', 'y'] }, options: { disableVarExpansion: true } },
        { vars: { scores: [1, 2], items: [{ a: 1 }, { a: 2 }], none: [] } },
      ],
    });
    const vars = expandTests(config).map((t) => t.vars);
    expect(vars).toEqual([
      { word: 'a', lang: 'en', fixed: 1 },
      { word: 'a', lang: 'fr', fixed: 1 },
      { word: 'b', lang: 'en', fixed: 1 },
      { word: 'b', lang: 'fr', fixed: 1 },
      { word: ['x', 'y'] },
      { scores: [1, 2], items: [{ a: 1 }, { a: 2 }], none: [] },
    ]);
  });

  it('merges defaultTest under each test and runs scenarios as config × tests', () => {
    const config = parseEvalConfig({
      ...base,
      defaultTest: {
        vars: { word: 'default', tone: 'kind' },
        assert: [{ type: 'is-json' }],
        threshold: 0.5,
      },
      tests: [{ vars: { word: 'own' }, assert: [{ type: 'contains', value: 'own' }] }],
      scenarios: [
        {
          description: 'languages',
          config: [{ vars: { lang: 'en' } }, { vars: { lang: 'fr' } }],
          tests: [{ vars: { word: 'hi' } }, { description: 'bye test', vars: { word: 'bye' } }],
        },
      ],
    });
    const tests = expandTests(config);
    expect(tests[0]).toMatchObject({ vars: { word: 'own', tone: 'kind' }, threshold: 0.5 });
    expect(tests[0]?.assert.map((a) => a.type)).toEqual(['is-json', 'contains']);
    expect(tests.slice(1).map((t) => [t.description, t.vars.lang, t.vars.word])).toEqual([
      ['languages', 'en', 'hi'],
      ['bye test', 'en', 'bye'],
      ['languages', 'fr', 'hi'],
      ['bye test', 'fr', 'bye'],
    ]);
  });
});
