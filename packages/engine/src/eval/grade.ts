import type { TokenUsage } from '../types';
import { renderTemplate } from '../util/template';
import { baseType, getAssertionHandler } from './assertions/registry';
import type { AssertionContext } from './assertions/types';
import type { GradingProviders } from './grading/providers';
import { GradingSession } from './grading/session';
import type { EvalGradingOptions } from './grading/types';
import type { AssertionConfig, AssertionResult, GradingResult, ProviderOutput } from './types';

export type GradeInput = {
  assertions: AssertionConfig[];
  /** The test's `threshold`: when set, the weighted score decides the pass. */
  threshold?: number;
  response: ProviderOutput;
  vars: Record<string, unknown>;
  /** The prompt as sent, for custom code. */
  prompt?: string;
  providerConfig: Record<string, unknown>;
  /** The test's options (`provider`, `rubricPrompt`, `factuality` for model-graded types). */
  options?: Record<string, unknown>;
  /**
   * Grading models: `providers` holds those the config names (an assertion's `provider`, then
   * the test's `options.provider`); `fallback` is the run's (the server's model settings).
   */
  grading?: { providers?: GradingProviders; fallback?: EvalGradingOptions };
};

/** Types graded across a test's cells by the runner, once all of them are done. */
export const COMPARISON_TYPES: ReadonlySet<string> = new Set(['select-best']);

export function gradingModels(
  assertion: AssertionConfig,
  input: Pick<GradeInput, 'options' | 'grading'>,
): EvalGradingOptions {
  const spec = assertion.provider ?? assertion.options?.provider ?? input.options?.provider;
  const named = spec === undefined ? undefined : input.grading?.providers?.get(spec);
  return named ?? input.grading?.fallback ?? {};
}

/** Renders every string inside an assertion value with the test's vars, as promptfoo does. */
export function renderValue(value: unknown, vars: Record<string, unknown>): unknown {
  if (typeof value === 'string') return renderTemplate(value, vars);
  if (Array.isArray(value)) return value.map((item) => renderValue(item, vars));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, renderValue(v, vars)]));
  }
  return value;
}

export function outputText(output: unknown): string {
  if (typeof output === 'string') return output;
  if (output === undefined || output === null) return '';
  return JSON.stringify(output);
}

/** Weighted average of the scores; 1 for an empty list, as an unasserted test passes. */
function weightedScore(results: AssertionResult[]): number {
  const total = results.reduce((sum, result) => sum + result.weight, 0);
  if (total === 0) return results.every((result) => result.pass) ? 1 : 0;
  return results.reduce((sum, result) => sum + result.score * result.weight, 0) / total;
}

async function gradeOne(
  assertion: AssertionConfig,
  input: GradeInput,
  text: string,
): Promise<AssertionResult> {
  const weight = assertion.weight ?? 1;
  const base = { type: assertion.type, weight, metric: assertion.metric };
  if (assertion.type === 'assert-set') {
    const children = await gradeList(assertion.assert ?? [], input, text);
    const score = weightedScore(children);
    const pass =
      assertion.threshold !== undefined
        ? score >= assertion.threshold
        : children.every((c) => c.pass);
    const failed = children.filter((child) => !child.pass).map((child) => child.reason);
    const reason = pass ? 'Assertion set passed' : `Assertion set failed: ${failed.join('; ')}`;
    // A zero-weight set passes whatever its members say (promptfoo's rule for any assertion).
    return { ...base, pass: pass || weight === 0, score, reason, children };
  }
  const { base: type, inverse } = baseType(assertion.type);
  const handler = getAssertionHandler(type);
  if (!handler)
    return { ...base, pass: false, score: 0, reason: `Unknown assertion type "${type}"` };
  const options = { ...input.options, ...assertion.options };
  if (assertion.rubricPrompt !== undefined) options.rubricPrompt = assertion.rubricPrompt;
  const grading = new GradingSession(gradingModels(assertion, input), type);
  const context: AssertionContext = {
    type,
    assertion,
    options,
    grading,
    output: input.response.output,
    text,
    value: renderValue(assertion.value, input.vars),
    threshold: assertion.threshold,
    inverse,
    vars: input.vars,
    ...(input.prompt === undefined ? {} : { prompt: input.prompt }),
    ...(assertion.config ? { config: assertion.config } : {}),
    response: input.response,
    providerConfig: input.providerConfig,
  };
  // What a model-graded assertion spent is kept whether it then passes or fails.
  const spent = () =>
    grading.calls > 0 ? { tokens: { ...grading.tokens }, cost: grading.cost } : {};
  try {
    const verdict = await handler.evaluate(context);
    const score = verdict.score ?? (verdict.pass ? 1 : 0);
    return {
      ...base,
      pass: verdict.pass || weight === 0,
      score,
      reason: verdict.reason,
      ...spent(),
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ...base, pass: weight === 0, score: 0, reason: message, ...spent() };
  }
}

async function gradeList(
  assertions: AssertionConfig[],
  input: GradeInput,
  text: string,
): Promise<AssertionResult[]> {
  const results: AssertionResult[] = [];
  for (const assertion of assertions) results.push(await gradeOne(assertion, input, text));
  return results;
}

function namedScoresOf(results: AssertionResult[]): Record<string, number> {
  const sums = new Map<string, { score: number; weight: number }>();
  for (const result of results) {
    if (!result.metric) continue;
    const entry = sums.get(result.metric) ?? { score: 0, weight: 0 };
    // A zero-weight metric (promptfoo's way to record without scoring) still reports its value.
    const weight = result.weight === 0 ? 1 : result.weight;
    entry.score += result.score * weight;
    entry.weight += weight;
    sums.set(result.metric, entry);
  }
  return Object.fromEntries([...sums].map(([name, { score, weight }]) => [name, score / weight]));
}

/** Tokens and cost the model-graded assertions of a result list spent (assert-set members too). */
export function gradingSpend(
  assertions: AssertionResult[],
): { tokens: TokenUsage; cost: number } | undefined {
  let found = false;
  const tokens: TokenUsage = { prompt: 0, completion: 0, total: 0 };
  let cost = 0;
  const visit = (list: AssertionResult[]) => {
    for (const result of list) {
      if (result.tokens || result.cost !== undefined) {
        found = true;
        tokens.prompt += result.tokens?.prompt ?? 0;
        tokens.completion += result.tokens?.completion ?? 0;
        tokens.total += result.tokens?.total ?? 0;
        cost += result.cost ?? 0;
      }
      if (result.children) visit(result.children);
    }
  };
  visit(assertions);
  return found ? { tokens, cost } : undefined;
}

/**
 * Grades one output against a test's assertions with promptfoo's rules: each assertion scores
 * 0..1, the test's score is their weighted average, and the test passes when every assertion
 * passes — or, when the test sets `threshold`, when the score reaches it.
 */
export async function gradeOutput(input: GradeInput): Promise<GradingResult> {
  const text = outputText(input.response.output);
  const own = input.assertions.filter((assertion) => !COMPARISON_TYPES.has(assertion.type));
  return summariseGrade(await gradeList(own, input, text), input.threshold);
}

/**
 * The test's verdict over its assertion results (promptfoo's rules); the runner calls it again
 * once it has added the comparison results (select-best) to a cell's own.
 */
export function summariseGrade(assertions: AssertionResult[], threshold?: number): GradingResult {
  const score = weightedScore(assertions);
  const pass = threshold !== undefined ? score >= threshold : assertions.every((a) => a.pass);
  const failures = assertions.filter((a) => !a.pass).map((a) => a.reason);
  let reason = 'All assertions passed';
  if (!pass)
    reason =
      failures.length > 0
        ? failures.join('; ')
        : `Score ${score.toFixed(2)} is below threshold ${threshold}`;
  else if (failures.length > 0) reason = `Score ${score.toFixed(2)} meets threshold ${threshold}`;
  return { pass, score, reason, assertions, namedScores: namedScoresOf(assertions) };
}
