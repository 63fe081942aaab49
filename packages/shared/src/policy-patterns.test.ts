import { describe, expect, it } from 'vitest';
import { compilePolicyPattern, policyPatternProblem } from './policy-patterns';

const matches = (source: string, text: string) => {
  const result = compilePolicyPattern(source);
  if (!result.ok) throw new Error(result.message);
  return result.pattern.regex.test(text);
};

describe('custom policy patterns', () => {
  it('reads /…/flags as a regular expression', () => {
    expect(compilePolicyPattern('/refund(ed)? approved/i')).toMatchObject({
      ok: true,
      pattern: { kind: 'regex', source: '/refund(ed)? approved/i' },
    });
    expect(matches('/refund(ed)? approved/i', 'Your REFUNDED APPROVED today')).toBe(true);
    expect(matches('/^Note:/m', 'Hello\nNote: prices may change')).toBe(true);
  });

  it('reads anything else as a phrase: whole words, any case, any spacing', () => {
    expect(matches('prices may change', 'Prices  may\nchange at any time.')).toBe(true);
    expect(matches('rate', 'Our rates are low')).toBe(false);
    expect(matches('$49', 'It costs $49 a month')).toBe(true);
    expect(matches('a.b', 'axb')).toBe(false);
  });

  it('refuses what would not compile, stateful flags, nested quantifiers and empty patterns', () => {
    expect(policyPatternProblem('/([a-z/')).toMatch(/^Invalid regular expression: /);
    expect(policyPatternProblem('/x/g')).toBe('Unsupported regex flags "g": use i, m, s or u');
    expect(policyPatternProblem('/(a+)+$/')).toMatch(/nests quantifiers/);
    expect(policyPatternProblem('/(\\w*\\s?)*x/')).toMatch(/nests quantifiers/);
    expect(policyPatternProblem('/(\\d{3})+/')).toBeUndefined();
    expect(policyPatternProblem('   ')).toBe('A pattern cannot be empty');
    expect(policyPatternProblem('x'.repeat(301))).toBe('A pattern must be at most 300 characters');
  });
});
