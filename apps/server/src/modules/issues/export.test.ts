import { describe, expect, it } from 'vitest';
import { CSV_HEADER, csvLine } from './export';

describe('csvLine', () => {
  it('writes a vulnerability in the header’s columns, CRLF-terminated', () => {
    expect(CSV_HEADER).toBe(
      'id,severity,status,plugin_id,plugin_name,category,frameworks,team_id,target_id,' +
        'target_name,occurrences,first_seen_at,last_seen_at,assignee\r\n',
    );
    expect(
      csvLine({
        id: 'i1',
        teamId: 't1',
        targetId: 'g1',
        targetName: 'Bank, "retail"',
        pluginId: 'hijacking',
        pluginName: 'Hijacking',
        category: 'security',
        frameworks: ['owasp:llm:01', 'mitre:atlas:AML.T0051'],
        status: 'open',
        severity: 'medium',
        assignee: { id: 'u1', name: '@ops' },
        firstSeenAt: '2026-11-01T00:00:00.000Z',
        lastSeenAt: '2026-11-02T00:00:00.000Z',
        occurrences: 3,
      }),
    ).toBe(
      'i1,medium,open,hijacking,Hijacking,security,owasp:llm:01 mitre:atlas:AML.T0051,t1,g1,' +
        '"Bank, ""retail""",3,2026-11-01T00:00:00.000Z,2026-11-02T00:00:00.000Z,\'@ops\r\n',
    );
  });
});
