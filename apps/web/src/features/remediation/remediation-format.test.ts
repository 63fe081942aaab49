import { describe, expect, it } from 'vitest';
import { formatAsr, guardrailsJson, ruleMatchLabel } from './remediation-format';

describe('remediation formatting', () => {
  it('writes rates, rules and the guardrails file', () => {
    expect(formatAsr(0.35)).toBe('35 %');
    expect(formatAsr(2 / 3)).toBe('66.7 %');
    const rule = {
      id: 'output.card-number',
      kind: 'output' as const,
      description: 'Redacts card numbers.',
      match: { type: 'regex' as const, pattern: '\\d{16}', flags: 'i' },
      action: 'redact' as const,
    };
    expect(ruleMatchLabel(rule)).toBe('regex /\\d{16}/i');
    expect(ruleMatchLabel({ ...rule, match: { type: 'classifier', name: 'pii' } })).toBe(
      'classifier pii',
    );
    expect(JSON.parse(guardrailsJson([rule]))).toEqual({ version: 1, rules: [rule] });
  });
});
