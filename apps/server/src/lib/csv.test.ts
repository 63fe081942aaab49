import { describe, expect, it } from 'vitest';
import { csvCell } from './csv';

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
