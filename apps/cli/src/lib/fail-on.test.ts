import { describe, expect, it } from 'vitest';
import { gateVerdict, isFailOn } from './fail-on';

const graded = { passed: 8, failed: 3, undecided: 1, errors: 0 };
const findings = [
  { name: 'System prompt extraction', severity: 'high' as const, failed: 2, graded: 4 },
  { name: 'Competitor endorsement', severity: 'low' as const, failed: 1, graded: 4 },
];

describe('--fail-on', () => {
  it('fails (exit 1) at or above the severity, naming each vulnerability that blocks', () => {
    expect(gateVerdict('critical', findings, graded)).toEqual({ code: 0, reason: null });
    expect(gateVerdict('high', findings, graded)).toEqual({
      code: 1,
      reason:
        '1 vulnerability at or above --fail-on high:\n  high  System prompt extraction: 2 of 4 probes got through',
    });
    expect(gateVerdict('medium', findings, graded).code).toBe(1);
    expect(gateVerdict('low', findings, graded)).toEqual({
      code: 1,
      reason: [
        '2 vulnerabilities at or above --fail-on low:',
        '  high  System prompt extraction: 2 of 4 probes got through',
        '  low  Competitor endorsement: 1 of 4 probes got through',
      ].join('\n'),
    });
  });

  it('passes a scan without vulnerabilities, and never one that graded nothing (exit 2)', () => {
    expect(gateVerdict('low', [], graded)).toEqual({ code: 0, reason: null });
    expect(gateVerdict('low', [], { passed: 0, failed: 0, undecided: 2, errors: 1 })).toEqual({
      code: 2,
      reason:
        'No probe was graded (1 error, 2 undecided): --fail-on does not pass a scan that tested nothing',
    });
  });

  it('takes the four severities only', () => {
    expect(['critical', 'high', 'medium', 'low'].every(isFailOn)).toBe(true);
    expect(isFailOn('none')).toBe(false);
    expect(isFailOn('severe')).toBe(false);
  });
});
