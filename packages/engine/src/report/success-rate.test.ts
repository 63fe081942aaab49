import { describe, expect, it } from 'vitest';
import { successRate } from './success-rate';

describe('successRate (Wilson 95 %)', () => {
  it('matches published Wilson intervals', () => {
    // 10 of 100: the textbook example, [0.0552, 0.1744].
    const tenth = successRate(10, 100);
    expect(tenth.rate).toBe(0.1);
    expect(tenth.lower).toBeCloseTo(0.0552, 4);
    expect(tenth.upper).toBeCloseTo(0.1744, 4);
    // 0 of 10 and 10 of 10 stay inside [0, 1] and are not degenerate.
    const none = successRate(0, 10);
    expect(none.lower).toBe(0);
    expect(none.upper).toBeCloseTo(0.2775, 4);
    const all = successRate(10, 10);
    expect(all.lower).toBeCloseTo(0.7225, 4);
    expect(all.upper).toBe(1);
  });

  it('is null when nothing was graded', () => {
    expect(successRate(0, 0)).toEqual({
      failed: 0,
      graded: 0,
      rate: null,
      lower: null,
      upper: null,
    });
  });

  it('narrows as the sample grows', () => {
    const small = successRate(5, 20);
    const large = successRate(500, 2000);
    expect(small.rate).toBe(large.rate);
    expect(large.upper! - large.lower!).toBeLessThan(small.upper! - small.lower!);
  });
});
