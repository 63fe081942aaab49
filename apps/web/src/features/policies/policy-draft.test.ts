import { describe, expect, it } from 'vitest';
import { EMPTY_POLICY, inputOf, patternError } from './policy-draft';

describe('the policy form', () => {
  it('sends one pattern per filled line', () => {
    expect(
      inputOf({ ...EMPTY_POLICY, mustNotMatch: ' guaranteed \n\n/rate of \\d+%/i\n  ' })
        .mustNotMatch,
    ).toEqual(['guaranteed', '/rate of \\d+%/i']);
  });

  it('names the line of a pattern the API refused by its place in the list', () => {
    const text = 'fine\n\n/([a-z/\n';
    const errors = { fields: { 'mustNotMatch.1': 'Invalid regular expression: x' } };
    expect(patternError(errors, 'mustNotMatch', text)).toBe(
      'Line 3: Invalid regular expression: x',
    );
    expect(patternError(errors, 'mustMatch', '')).toBeUndefined();
    expect(patternError({ fields: { mustMatch: 'At most 20 patterns' } }, 'mustMatch', '')).toBe(
      'At most 20 patterns',
    );
  });
});
