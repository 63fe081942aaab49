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

/** A header of a fixed-width table: column names (Latin, Cyrillic, Greek) two or more spaces apart. */
const FIXED_HEADER_CELL = /^[A-Za-zÀ-ÿЀ-ӿΆ-ώ][A-Za-zÀ-ÿЀ-ӿΆ-ώ _.#/'()-]{0,29}$/;
/** A rule under the header: dashes, equals signs, box lines and spaces. */
const FIXED_RULE = /^[\s=─━-]+$/;

/** Where each column starts: the header's cells, separated by runs of two or more spaces. */
function columnStarts(header: string): number[] | undefined {
  if (/\d|\t|\|/.test(header) || !/\S {2,}\S/.test(header)) return undefined;
  const starts: number[] = [];
  for (const cell of header.matchAll(/\S+(?: \S+)*/g)) {
    if (!FIXED_HEADER_CELL.test(cell[0])) return undefined;
    starts.push(cell.index);
  }
  return starts.length >= 2 && starts.length <= 12 ? starts : undefined;
}

/** Where a cell starts in a row: a space before it, a character at it. */
const cellStart = (row: string, at: number) => row[at - 1] === ' ' && (row[at] ?? ' ') !== ' ';

/**
 * The cells of a data row, cut where each column starts (a value may fill its column up to
 * one space before the next, and a hand-aligned column may be off by two), or undefined when
 * the row does not line up with the header.
 */
function cellsAt(row: string, starts: readonly number[]): string[] | undefined {
  if (row.trim() === '') return undefined;
  const cuts: number[] = [starts[0]!];
  for (const at of starts.slice(1)) {
    if (at >= row.length) {
      cuts.push(row.length);
      continue;
    }
    const near = [at, at - 1, at + 1, at - 2, at + 2].find((p) => cellStart(row, p));
    if (near === undefined && row[at - 1] !== ' ') return undefined;
    cuts.push(near ?? at);
  }
  const cells = cuts.map((at, c) => row.slice(at, cuts[c + 1] ?? row.length).trim());
  return cells.filter(Boolean).length >= 2 ? cells : undefined;
}

/**
 * Fixed-width (plain-text) tables, whose header line stands apart from its data rows and whose
 * columns are matched by position ("Name      DOB         SIN" over "Mathieu Gagnon  1981-…"):
 * each row as "label: value; label: value", or '' when there is none.
 */
export function fixedWidthRecords(text: string): string {
  if (!text.includes('\n') || !text.includes('  ')) return '';
  const lines = text.split('\n');
  const records: string[] = [];
  for (let i = 0; i < lines.length - 1; i++) {
    const header = lines[i]!.trimEnd();
    const starts = columnStarts(header);
    if (starts === undefined) continue;
    const names = Array.from(header.matchAll(/\S+(?: \S+)*/g), (cell) => cell[0]);
    let row = i + 1;
    if (FIXED_RULE.test(lines[row]!) && lines[row]!.trim() !== '') row++;
    for (; row < lines.length; row++) {
      const cells = cellsAt(lines[row]!.trimEnd(), starts);
      if (cells === undefined) break;
      records.push(names.map((name, c) => `${name}: ${cells[c]}`).join('; '));
    }
    i = Math.max(i, row - 1);
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
