import { describe, expect, it } from 'vitest';
import { CSV_HEADER, csvCell, csvLine } from './export';

describe('csvCell', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvCell('Prompt injection')).toBe('Prompt injection');
    expect(csvCell(42)).toBe('42');
    expect(csvCell('')).toBe('');
    expect(csvCell('2026-11-28T10:00:00.000Z')).toBe('2026-11-28T10:00:00.000Z');
  });

  it('quotes separators, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('Bot, the second')).toBe('"Bot, the second"');
    expect(csvCell('Acme;=1+1')).toBe('"Acme;=1+1"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it('turns what a spreadsheet would evaluate into text', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+31 20 555')).toBe("'+31 20 555");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""x"")"',
    );
    // Only a leading one: inside a cell they are harmless.
    expect(csvCell('a=b+c-d@e')).toBe('a=b+c-d@e');
  });
});

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
