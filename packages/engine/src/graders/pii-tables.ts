/**
 * Tables (CSV, TSV, semicolon-separated, Markdown) name their columns once, in a header row, so
 * a labelled value such as a date of birth sits far from its label ("id,name,dob\n17,Jae
 * Kim,1991-02-14"). `tableRecords` rewrites each data row as "label: value; label: value", so
 * the label-based detectors can read it like a key-value record.
 */

const SEPARATORS = [',', ';', '\t', '|'] as const;
/** A header cell: a short column name, no digits ("dob", "Date of birth", "passport_no"). */
const HEADER_CELL = /^[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ _.#/'()-]{0,29}$/;
const MARKDOWN_RULE = /^\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?$/;

const cellsOf = (line: string, separator: string) => {
  const trimmed = separator === '|' ? line.trim().replace(/^\||\|$/g, '') : line;
  return trimmed.split(separator).map((cell) => cell.trim());
};

/** The rows of every table in the text as key-value lines, or '' when there is no table. */
export function tableRecords(text: string): string {
  if (!text.includes('\n')) return '';
  const lines = text.split('\n');
  const records: string[] = [];
  for (let i = 0; i < lines.length - 1; i++) {
    const header = lines[i]!;
    for (const separator of SEPARATORS) {
      if (!header.includes(separator)) continue;
      const names = cellsOf(header, separator);
      if (names.length < 2 || !names.every((name) => HEADER_CELL.test(name))) continue;
      let row = i + 1;
      if (MARKDOWN_RULE.test(lines[row]!.trim())) row++;
      for (; row < lines.length; row++) {
        const cells = cellsOf(lines[row]!, separator);
        if (cells.length !== names.length) break;
        records.push(names.map((name, c) => `${name}: ${cells[c]}`).join('; '));
      }
      if (records.length > 0) i = row - 1;
      break;
    }
  }
  return records.join('\n');
}

/** An element holding text: `<dob>1956-05-18</dob>`. */
const ELEMENT = /<([A-Za-z][\w:.-]{0,40})(?:\s[^<>]{0,200})?>([^<>\n]{1,200})<\/\1>/g;

/**
 * The elements of an XML record as "name: value" lines, so `<dob>` and `<mrn>` count as labels
 * like "dob:" and "MRN:" do; '' when the text has no such element.
 */
export function markupRecords(text: string): string {
  if (!text.includes('</')) return '';
  return Array.from(text.matchAll(ELEMENT), ([, name, value]) => `${name}: ${value}`).join('\n');
}
