import { AssertionConfigError, type AssertionHandler, binary } from './types';

type Range = { min?: number; max?: number };

function rangeOf(value: unknown): Range & { exact?: number } {
  if (typeof value === 'number') return { exact: value };
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return { exact: Number(value) };
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const { min, max } = value as Record<string, unknown>;
    const ok = (bound: unknown) => bound === undefined || typeof bound === 'number';
    if (ok(min) && ok(max) && (min !== undefined || max !== undefined)) {
      return { min: min as number | undefined, max: max as number | undefined };
    }
  }
  throw new AssertionConfigError('"word-count" takes a number or { min, max }');
}

export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

/** `word-count`: an exact count, or an inclusive min/max range. */
export const wordCount: AssertionHandler = {
  type: 'word-count',
  evaluate(ctx) {
    const range = rangeOf(ctx.value);
    const count = countWords(ctx.text);
    const holds =
      range.exact !== undefined
        ? count === range.exact
        : (range.min === undefined || count >= range.min) &&
          (range.max === undefined || count <= range.max);
    const wanted =
      range.exact !== undefined
        ? `exactly ${range.exact}`
        : [
            range.min !== undefined ? `at least ${range.min}` : '',
            range.max !== undefined ? `at most ${range.max}` : '',
          ]
            .filter(Boolean)
            .join(' and ');
    const verdict = binary(holds, ctx, `have ${wanted} words`);
    return verdict.pass ? verdict : { ...verdict, reason: `${verdict.reason}, has ${count}` };
  },
};
