import { wordCount } from './counts';
import { containsHtml, isHtml } from './html';
import { containsJson, isJson } from './json';
import { cost, finishReason, latency } from './metadata';
import { isRefusal } from './refusal';
import { bleuScore, levenshtein, rouge } from './similarity';
import { containsSql, isSql } from './sql';
import {
  contains,
  containsAll,
  containsAny,
  equals,
  icontains,
  icontainsAll,
  icontainsAny,
  regex,
  startsWith,
} from './text';
import { javascript } from './javascript';
import { isValidOpenAiToolsCall } from './tools';
import type { AssertionHandler } from './types';
import { containsXml, isXml } from './xml';

/** The explicit registry of assertion types this engine runs (each accepts `not-<type>`). */
const HANDLERS: readonly AssertionHandler[] = [
  equals,
  contains,
  icontains,
  containsAny,
  containsAll,
  icontainsAny,
  icontainsAll,
  startsWith,
  regex,
  isJson,
  containsJson,
  isXml,
  containsXml,
  isHtml,
  containsHtml,
  isSql,
  containsSql,
  isValidOpenAiToolsCall,
  levenshtein,
  rouge,
  bleuScore,
  wordCount,
  latency,
  cost,
  isRefusal,
  finishReason,
  javascript,
];

const BY_TYPE = new Map(HANDLERS.map((handler) => [handler.type, handler]));

export const ASSERTION_TYPES: readonly string[] = [...BY_TYPE.keys(), 'assert-set'];

/** promptfoo types known but not run yet, with the reason the config error gives. */
const NOT_YET: Record<string, string> = {
  python: 'not supported',
  ruby: 'not supported',
  webhook: 'not supported',
};

export function getAssertionHandler(type: string): AssertionHandler | undefined {
  return BY_TYPE.get(type);
}

/** Splits `not-contains` into its base type and the inverse flag. */
export function baseType(type: string): { base: string; inverse: boolean } {
  return type.startsWith('not-')
    ? { base: type.slice(4), inverse: true }
    : { base: type, inverse: false };
}

/** Why a type cannot run here, or undefined when it can. */
export function unsupportedReason(type: string): string | undefined {
  const { base, inverse } = baseType(type);
  if (base === 'assert-set') return inverse ? 'cannot be negated' : undefined;
  if (BY_TYPE.has(base)) return undefined;
  return NOT_YET[base] ?? 'not supported';
}
