import { gradeOutput } from '../grade';
import type { EvalGradingOptions } from '../grading/types';
import type { AssertionConfig, AssertionResult, ProviderOutput } from '../types';

/** Grades one output with one assertion, the way the runner does; answers its result. */
export async function check(
  assertion: AssertionConfig,
  output: unknown,
  options: {
    response?: Partial<ProviderOutput>;
    vars?: Record<string, unknown>;
    providerConfig?: Record<string, unknown>;
    /** The prompt as sent (model-graded types read it). */
    prompt?: string;
    /** The test's options (rubricPrompt, factuality, …). */
    options?: Record<string, unknown>;
    /** The run's grading models. */
    grading?: EvalGradingOptions;
  } = {},
): Promise<AssertionResult> {
  const grade = await gradeOutput({
    assertions: [assertion],
    response: { output, latencyMs: 0, ...options.response },
    vars: options.vars ?? {},
    providerConfig: options.providerConfig ?? {},
    ...(options.prompt === undefined ? {} : { prompt: options.prompt }),
    options: options.options,
    grading: { fallback: options.grading },
  });
  return grade.assertions[0] as AssertionResult;
}

/** Pass/fail of one assertion on one output. */
export async function passes(
  assertion: AssertionConfig,
  output: unknown,
  options?: Parameters<typeof check>[2],
) {
  return (await check(assertion, output, options)).pass;
}
