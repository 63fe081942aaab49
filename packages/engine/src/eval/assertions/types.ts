import type { GradingSession } from '../grading/session';
import type { AssertionConfig, EvalTest, ProviderOutput } from '../types';

/** Everything an assertion may read about the cell it grades. */
export type AssertionContext = {
  /** The provider's output as returned: a string, or tool calls for tool-only replies. */
  output: unknown;
  /** The output as text (objects serialised as JSON). */
  text: string;
  /** The assertion's value after nunjucks rendering with the test's vars. */
  value: unknown;
  threshold?: number;
  /** True for the `not-` form: the handler states its verdict for the inverted check. */
  inverse: boolean;
  vars: Record<string, unknown>;
  /** The prompt as sent (chat messages as JSON), when the runner knows it. */
  prompt?: string;
  /** The assertion's own `config` block (promptfoo passes it to custom code). */
  config?: Record<string, unknown>;
  response: ProviderOutput;
  /** The provider's `config` block (e.g. `tools` for is-valid-openai-tools-call). */
  providerConfig: Record<string, unknown>;
  /** The type without `not-`, with any `:variant` (e.g. `similar:dot`). */
  type: string;
  /** The assertion as configured (rubricPrompt, contextTransform, …). */
  assertion: AssertionConfig;
  /** The test's options (rubricPrompt, factuality scores, …). */
  options: NonNullable<EvalTest['options']>;
  /** Model calls of model-graded types, counted into the cell. */
  grading: GradingSession;
};

/**
 * A handler's verdict, already inverted for `not-` forms. Binary checks leave `score` out
 * (1 when passing, 0 otherwise); graded ones (rouge-n, bleu) give their own.
 */
export type AssertionVerdict = { pass: boolean; score?: number; reason: string };

/** One assertion type: a small pure module in this folder, listed in registry.ts. */
export type AssertionHandler = {
  type: string;
  evaluate(ctx: AssertionContext): AssertionVerdict | Promise<AssertionVerdict>;
};

/** Thrown for a misused assertion (missing value, bad regex): the assertion fails with it. */
export class AssertionConfigError extends Error {}

/** Verdict of a yes/no check, inverted for `not-` forms, with a reason in both directions. */
export function binary(
  holds: boolean,
  ctx: AssertionContext,
  expectation: string,
): AssertionVerdict {
  const pass = holds !== ctx.inverse;
  const expected = `Expected output to ${ctx.inverse ? 'not ' : ''}${expectation}`;
  return { pass, reason: pass ? 'Assertion passed' : expected };
}

/** Verdict of a graded check: `score ≥ threshold` passes; `not-` inverts both pass and score. */
export function graded(
  score: number,
  threshold: number,
  ctx: AssertionContext,
  name: string,
): AssertionVerdict {
  const pass = score >= threshold !== ctx.inverse;
  const shown = score.toFixed(2);
  const comparison = ctx.inverse ? `below ${threshold}` : `at least ${threshold}`;
  return {
    pass,
    score: ctx.inverse ? 1 - score : score,
    reason: `${name} score ${shown} ${pass ? 'is' : 'is not'} ${comparison}`,
  };
}

export function requireString(value: unknown, type: string): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new AssertionConfigError(`"${type}" needs a string value`);
}

/**
 * A list value: a YAML array, or promptfoo's comma-separated string (double quotes keep a
 * comma inside one item: `"1,000", in stock`).
 */
export function requireList(value: unknown, type: string): string[] {
  if (Array.isArray(value)) return value.map((item) => requireString(item, type));
  if (typeof value === 'string') return splitCommaList(value);
  throw new AssertionConfigError(`"${type}" needs a list value`);
}

function splitCommaList(text: string): string[] {
  const items: string[] = [];
  let current = '';
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      items.push(current.trim());
      current = '';
    } else current += char;
  }
  items.push(current.trim());
  return items.filter((item) => item.length > 0);
}
