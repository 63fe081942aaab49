/**
 * A CSV cell (RFC 4180): quoted when it holds a separator, quote or line break, quotes doubled.
 * A semicolon counts as a separator too: spreadsheets in many locales split a .csv on it, and
 * `Acme;=1+1` unquoted would open as a second cell holding a formula.
 * A cell a spreadsheet would read as a formula (= + - @, or a leading tab or carriage return)
 * gets a leading apostrophe, so a target named `=HYPERLINK(…)` stays text.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
