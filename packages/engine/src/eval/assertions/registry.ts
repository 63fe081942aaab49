import { wordCount } from './counts';
import { containsHtml, isHtml } from './html';
import { containsJson, isJson } from './json';
import { cost, finishReason, latency } from './metadata';
import { isRefusal } from './refusal';
import { bleuScore, gleuScore, levenshtein, rouge } from './similarity';
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
import { MODEL_GRADED_HANDLERS, NOT_NEGATABLE } from './model-graded';
import { selectBest } from './select-best';
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
  gleuScore,
  wordCount,
  latency,
  cost,
  isRefusal,
  finishReason,
  javascript,
  ...MODEL_GRADED_HANDLERS,
  selectBest,
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
  if (inverse && NOT_NEGATABLE.has(base)) return 'cannot be negated (promptfoo does not negate it)';
  if (BY_TYPE.has(base)) return undefined;
  return NOT_YET[base] ?? 'not supported';
}
