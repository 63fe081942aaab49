/** Whitespace folded to single spaces and the text cut to `max` characters (with an ellipsis). */
export function oneLine(text: string | null | undefined, max: number): string {
  const folded = (text ?? '').replace(/\s+/g, ' ').trim();
  return folded.length > max ? `${folded.slice(0, max - 1)}…` : folded;
}

/** A rate in [0, 1] as a percentage with one decimal, or '' when nothing was graded. */
export const percent = (rate: number | null): string =>
  rate === null ? '' : (Math.round(rate * 1000) / 10).toFixed(1);

/** A file name part: the eval id as it is when it is plain, else reduced to safe characters. */
export const fileNamePart = (text: string): string =>
  text.replace(/[^\w.-]+/g, '_').slice(0, 80) || 'report';
