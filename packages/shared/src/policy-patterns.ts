/*
 * A custom policy's must-match / must-not-match patterns. A pattern written between slashes is
 * a regular expression (`/refund(ed)? approved/i`); anything else is a plain phrase, found
 * case-insensitively as whole words with any run of spaces between them. Shared so the form,
 * the API and the engine read a pattern the same way.
 */

export const POLICY_PATTERN_MAX_LENGTH = 300;
export const POLICY_PATTERNS_MAX = 20;

/** `/body/flags`; only flags that do not make the expression stateful (no `g`, no `y`). */
const REGEX_FORM = /^\/([\s\S]+)\/([a-z]*)$/;
const ALLOWED_FLAGS = /^[imsu]*$/;

/**
 * A repeated group that itself holds an open-ended quantifier — `(a+)+`, `(\w*\s?)*`, `(x{2,})+` — can
 * take exponential time on a reply that almost matches. The patterns run on every reply of a
 * scan, in the worker, so such an expression is refused rather than risked.
 */
const NESTED_QUANTIFIER =
  /\((?:[^()\\]|\\.)*(?:[+*]|\{\d+,\d*\})(?:[^()\\]|\\.)*\)(?:[+*]|\{\d+,\d*\})/;

export type PolicyPatternKind = 'regex' | 'phrase';
export type CompiledPolicyPattern = { source: string; kind: PolicyPatternKind; regex: RegExp };
export type PolicyPatternResult =
  { ok: true; pattern: CompiledPolicyPattern } | { ok: false; message: string };

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A phrase as a regex: whole words at its ends, any whitespace between its words. */
function phraseRegex(phrase: string): RegExp {
  const words = phrase.trim().split(/\s+/).map(escapeRegex).join('\\s+');
  const start = /^\w/.test(phrase.trim()) ? '(?<![\\p{L}\\p{N}_])' : '';
  const end = /\w$/.test(phrase.trim()) ? '(?![\\p{L}\\p{N}_])' : '';
  return new RegExp(`${start}${words}${end}`, 'iu');
}

/** Reads one pattern; a regex that does not compile or may backtrack badly is refused, saying why. */
export function compilePolicyPattern(source: string): PolicyPatternResult {
  const trimmed = source.trim();
  if (trimmed === '') return { ok: false, message: 'A pattern cannot be empty' };
  if (trimmed.length > POLICY_PATTERN_MAX_LENGTH) {
    return {
      ok: false,
      message: `A pattern must be at most ${POLICY_PATTERN_MAX_LENGTH} characters`,
    };
  }
  const regex = REGEX_FORM.exec(trimmed);
  if (!regex)
    return { ok: true, pattern: { source: trimmed, kind: 'phrase', regex: phraseRegex(trimmed) } };
  const [, body = '', flags = ''] = regex;
  if (!ALLOWED_FLAGS.test(flags)) {
    return { ok: false, message: `Unsupported regex flags "${flags}": use i, m, s or u` };
  }
  if (NESTED_QUANTIFIER.test(body)) {
    return {
      ok: false,
      message:
        'This regular expression nests quantifiers (like (a+)+), which can take exponential time on some replies: rewrite it without the outer quantifier',
    };
  }
  try {
    return {
      ok: true,
      pattern: { source: trimmed, kind: 'regex', regex: new RegExp(body, flags) },
    };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, message: `Invalid regular expression: ${detail}` };
  }
}

/** Why a pattern is refused, or undefined when it is usable. */
export function policyPatternProblem(source: string): string | undefined {
  const result = compilePolicyPattern(source);
  return result.ok ? undefined : result.message;
}
