import { describe, expect, it } from 'vitest';
import { csvField, csvRow } from './csv';
import { xmlAttr, xmlText } from './junit';
import { pdfText } from './pdf';

describe('export text rules', () => {
  it('CSV: quotes per RFC 4180 and makes formula starts inert', () => {
    expect(csvRow(['plain', 3, null, 'a,b', 'say "hi"', 'two\nlines'])).toBe(
      'plain,3,,"a,b","say ""hi""","two\nlines"\r\n',
    );
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvField(`${start}1+1`).replace(/^"|"$/g, '')).toBe(`'${start}1+1`);
    }
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    // A number is a number (never negative here), and text that merely contains = is left alone.
    expect(csvField(42)).toBe('42');
    expect(csvField('a=b')).toBe('a=b');
  });

  it('XML: escapes markup and drops what XML 1.0 cannot carry', () => {
    expect(xmlText('<a & b>\u0000\u0007\uFFFE ok 🙂')).toBe('&lt;a &amp; b&gt; ok 🙂');
    expect(xmlAttr('"q" \'s\'\n\ttab')).toBe('&quot;q&quot; &apos;s&apos;&#10;&#9;tab');
  });

  it('PDF: keeps Windows-1252, the rest becomes ?', () => {
    expect(pdfText('Café – “quotes” € ok')).toBe('Café – “quotes” € ok');
    expect(pdfText('Привет 🙂 ≥\u0007')).toBe('?????? ? ?');
  });
});
