import { describe, expect, it } from 'vitest';
import { gradeOutput } from './grade';
import type { AssertionConfig } from './types';

function grade(output: string, assertions: AssertionConfig[], threshold?: number) {
  return gradeOutput({
    assertions,
    threshold,
    response: { output, latencyMs: 0 },
    vars: {},
    providerConfig: {},
  });
}

const weighted: AssertionConfig[] = [
  { type: 'equals', value: 'Hello world', weight: 2 },
  { type: 'contains', value: 'world', weight: 1 },
];

describe('grading a test', () => {
  it('scores the weighted average and fails when any assertion fails (promptfoo example)', async () => {
    const result = await grade('Goodbye world', weighted);
    expect(result.score).toBeCloseTo(1 / 3);
    expect(result.pass).toBe(false);
    expect(result.reason).toBe('Expected output to equal "Hello world"');
  });

  it('with a test threshold, passes on the score alone', async () => {
    expect((await grade('Goodbye world', weighted, 0.5)).pass).toBe(false);
    const lenient = await grade('Goodbye world', weighted, 0.2);
    expect(lenient).toMatchObject({ pass: true, reason: 'Score 0.33 meets threshold 0.2' });
    expect((await grade('nothing', weighted, 0)).pass).toBe(true);
  });

  it('a zero-weight assertion passes automatically and does not move the score', async () => {
    const result = await grade('abc', [
      { type: 'contains', value: 'abc' },
      { type: 'contains', value: 'zzz', weight: 0, metric: 'extra' },
    ]);
    expect(result).toMatchObject({ pass: true, score: 1, namedScores: { extra: 0 } });
  });

  it('an unasserted test passes with score 1', async () => {
    expect(await grade('anything', [])).toMatchObject({ pass: true, score: 1 });
  });

  it('assert-set: all members by default, a share with a threshold, its own weight and metric', async () => {
    const set: AssertionConfig = {
      type: 'assert-set',
      metric: 'quality',
      assert: [
        { type: 'contains', value: 'hello' },
        { type: 'not-contains', value: 'error' },
        { type: 'is-json' },
        { type: 'contains', value: 'bye' },
      ],
    };
    const strict = await grade('hello there', [set]);
    expect(strict.pass).toBe(false);
    expect(strict.assertions[0]?.score).toBe(0.5);
    expect(strict.namedScores).toEqual({ quality: 0.5 });
    const half = await grade('hello there', [{ ...set, threshold: 0.5 }]);
    expect(half.pass).toBe(true);
    const heavy = await grade('hello there', [
      { ...set, threshold: 0.75, weight: 2 },
      { type: 'contains', value: 'there' },
    ]);
    expect(heavy.pass).toBe(false);
    expect(heavy.score).toBeCloseTo((0.5 * 2 + 1) / 3);
  });

  it('named metrics average the scores of the assertions that carry them', async () => {
    const result = await grade('Yarr matey', [
      { type: 'contains', value: 'Yarr', metric: 'Tone' },
      { type: 'contains', value: 'grub', metric: 'Tone' },
      { type: 'is-json', metric: 'Consistency' },
    ]);
    expect(result.namedScores).toEqual({ Tone: 0.5, Consistency: 0 });
  });
});
