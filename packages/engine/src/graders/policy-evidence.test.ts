import { describe, expect, it } from 'vitest';
import type { PolicyDefinition } from '../plugins/policy/definition';
import { policyPatternVerdict } from './policy-evidence';

const policy = (patterns: Partial<PolicyDefinition>): PolicyDefinition => ({
  id: 'c0ffee000001',
  name: 'Runaway patterns',
  text: 'The assistant must not end a run of a with b.',
  severity: 'low',
  ...patterns,
});

describe('policy patterns that backtrack without end', () => {
  // Not refused by the nested-quantifier check, yet exponential on a run of a's with no b.
  const RUNAWAY = '/(a|a)+b/';
  const reply = 'a'.repeat(40);

  it('decide nothing as must-not-match, and the next pattern still runs', () => {
    expect(policyPatternVerdict(policy({ mustNotMatch: [RUNAWAY] }), [reply])).toBeNull();
    expect(
      policyPatternVerdict(policy({ mustNotMatch: [RUNAWAY, '/a{40}/'] }), [reply]),
    ).toMatchObject({ pass: false });
  });

  it('decide nothing as must-match: running out of time is not a missing match', () => {
    expect(policyPatternVerdict(policy({ mustMatch: [RUNAWAY] }), [reply])).toBeNull();
    expect(policyPatternVerdict(policy({ mustMatch: ['/b/'] }), [reply])).toMatchObject({
      pass: false,
    });
  });
});
