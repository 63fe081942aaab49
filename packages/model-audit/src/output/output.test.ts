import { describe, expect, it } from 'vitest';
import { summarize } from '../summary';
import type { Finding, ScanReport } from '../types';
import { formatReport } from './index';

const finding: Finding = {
  ruleId: 'pickle/dangerous-global',
  severity: 'critical',
  scanner: 'pickle',
  file: 'models/my model.pt',
  member: 'archive/data.pkl',
  offset: 253,
  position: 71,
  global: 'posix.system',
  operator: 'REDUCE',
  message: 'Imports posix.system with GLOBAL and calls it.',
  recommendation: 'Do not load this file.',
};
const report: ScanReport = {
  startedAt: '2026-11-28T00:00:00.000Z',
  findings: [finding],
  errors: [],
  summary: summarize([finding], [], 1, 888, 12),
};

describe('report formats', () => {
  it('writes text with location, advice and the verdict', () => {
    expect(formatReport(report, 'text')).toBe(
      [
        'CRITICAL pickle/dangerous-global [posix.system]',
        '         models/my model.pt → archive/data.pkl (opcode 71, byte 253)',
        '         Imports posix.system with GLOBAL and calls it.',
        '         What to do: Do not load this file.',
        '',
        'Scanned 1 file(s), 888 bytes in 12 ms: 1 critical, 0 high, 0 medium, 0 low, 0 info.',
        'Verdict: UNSAFE',
        '',
      ].join('\n'),
    );
  });

  it('writes SARIF results with an encoded URI and the member as a logical location', () => {
    const sarif = JSON.parse(formatReport(report, 'sarif'));
    const [result] = sarif.runs[0].results;
    expect(result).toEqual({
      ruleId: 'pickle/dangerous-global',
      ruleIndex: 0,
      level: 'error',
      message: {
        text: 'Imports posix.system with GLOBAL and calls it. (in archive/data.pkl) Do not load this file.',
      },
      locations: [
        {
          physicalLocation: { artifactLocation: { uri: 'models/my%20model.pt' } },
          logicalLocations: [{ fullyQualifiedName: 'archive/data.pkl', kind: 'member' }],
        },
      ],
      properties: {
        severity: 'critical',
        scanner: 'pickle',
        member: 'archive/data.pkl',
        offset: 253,
        opcodePosition: 71,
        global: 'posix.system',
        operator: 'REDUCE',
      },
    });
    expect(sarif.runs[0].invocations[0].executionSuccessful).toBe(true);
  });

  it('writes the report itself as JSON', () => {
    expect(JSON.parse(formatReport(report, 'json'))).toEqual(report);
  });
});
