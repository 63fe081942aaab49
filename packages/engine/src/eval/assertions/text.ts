import { isDeepStrictEqual } from 'node:util';
import {
  type AssertionHandler,
  AssertionConfigError,
  binary,
  requireList,
  requireString,
} from './types';

const quote = (text: string) => JSON.stringify(text);

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** `equals`: exact text; an object value compares the output parsed as JSON, structurally. */
export const equals: AssertionHandler = {
  type: 'equals',
  evaluate(ctx) {
    if (ctx.value !== null && typeof ctx.value === 'object') {
      const parsed =
        typeof ctx.output === 'string' ? parseJson(ctx.output) : { ok: true, value: ctx.output };
      const holds = parsed.ok && isDeepStrictEqual(parsed.value, ctx.value);
      return binary(holds, ctx, `equal ${JSON.stringify(ctx.value)}`);
    }
    const expected = requireString(ctx.value, 'equals');
    return binary(ctx.text === expected, ctx, `equal ${quote(expected)}`);
  },
};

function containsHandler(type: string, caseInsensitive: boolean): AssertionHandler {
  return {
    type,
    evaluate(ctx) {
      const expected = requireString(ctx.value, type);
      const holds = caseInsensitive
        ? ctx.text.toLowerCase().includes(expected.toLowerCase())
        : ctx.text.includes(expected);
      return binary(holds, ctx, `contain ${quote(expected)}`);
    },
  };
}

function containsListHandler(
  type: string,
  mode: 'any' | 'all',
  caseInsensitive: boolean,
): AssertionHandler {
  return {
    type,
    evaluate(ctx) {
      const items = requireList(ctx.value, type);
      const haystack = caseInsensitive ? ctx.text.toLowerCase() : ctx.text;
      const found = (item: string) =>
        haystack.includes(caseInsensitive ? item.toLowerCase() : item);
      const holds = mode === 'any' ? items.some(found) : items.every(found);
      const list = items.map(quote).join(', ');
      return binary(holds, ctx, `contain ${mode === 'any' ? 'one of' : 'all of'} ${list}`);
    },
  };
}

export const contains = containsHandler('contains', false);
export const icontains = containsHandler('icontains', true);
export const containsAny = containsListHandler('contains-any', 'any', false);
export const containsAll = containsListHandler('contains-all', 'all', false);
export const icontainsAny = containsListHandler('icontains-any', 'any', true);
export const icontainsAll = containsListHandler('icontains-all', 'all', true);

export const startsWith: AssertionHandler = {
  type: 'starts-with',
  evaluate(ctx) {
    const expected = requireString(ctx.value, 'starts-with');
    return binary(ctx.text.startsWith(expected), ctx, `start with ${quote(expected)}`);
  },
};

/** Compiled regexes by source: a 2,000-test eval often repeats the same few patterns. */
const regexCache = new Map<string, RegExp>();

export const regex: AssertionHandler = {
  type: 'regex',
  evaluate(ctx) {
    const source = requireString(ctx.value, 'regex');
    let pattern = regexCache.get(source);
    if (!pattern) {
      try {
        pattern = new RegExp(source);
      } catch (error) {
        throw new AssertionConfigError(
          `Invalid regex ${quote(source)}: ${(error as Error).message}`,
        );
      }
      if (regexCache.size > 1000) regexCache.clear();
      regexCache.set(source, pattern);
    }
    return binary(pattern.test(ctx.text), ctx, `match regex ${quote(source)}`);
  },
};
