import { describe, expect, it } from 'vitest';
import type { ModelAuditFinding } from '@crucible/shared';
import { findingsByFile, formatBytes, locationOf } from './format';

const finding = (
  file: string,
  severity: ModelAuditFinding['severity'],
  id = `${file}-${severity}`,
) =>
  ({
    id,
    ruleId: 'r',
    severity,
    scanner: 'pickle',
    file,
    member: null,
    offset: null,
    position: null,
    global: null,
    operator: null,
    explanation: 'e',
    remediation: 'r',
  }) satisfies ModelAuditFinding;

describe('findingsByFile', () => {
  it("puts the worst files first and each file's worst finding first", () => {
    const tree = findingsByFile([
      finding('b.safetensors', 'low'),
      finding('a.bin', 'medium'),
      finding('a.bin', 'critical'),
      finding('c.pkl', 'low'),
    ]);
    expect(tree.map((node) => [node.file, node.worst])).toEqual([
      ['a.bin', 'critical'],
      ['b.safetensors', 'low'],
      ['c.pkl', 'low'],
    ]);
    expect(tree[0]!.findings.map((f) => f.severity)).toEqual(['critical', 'medium']);
  });
});

describe('formatting', () => {
  it('writes sizes and locations', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(3 * 1024 * 1024)).toBe('3.0 MB');
    expect(
      locationOf({ ...finding('a', 'high'), member: 'archive/data.pkl', position: 7, offset: 40 }),
    ).toBe('archive/data.pkl · opcode 7 · byte 40');
  });
});
