import { SELECT_BEST_PROMPT } from '../grading/prompts';
import {
  GradingError,
  type GradingSession,
  renderGradingPrompt,
  rubricPromptText,
  tryParse,
} from '../grading/session';
import type { AssertionHandler, AssertionVerdict } from './types';

/**
 * select-best compares the outputs of one test across its prompt × provider cells, so the
 * runner grades it once every cell of the test is done (gradeOutput leaves it out); this entry
 * only registers the type.
 */
export const selectBest: AssertionHandler = {
  type: 'select-best',
  evaluate() {
    throw new GradingError('select-best is graded by the runner across the cells of a test');
  },
};

/**
 * promptfoo's select-best: one grading call with every output; the first integer of the answer
 * is the index of the best one, which passes (score 1) while the others fail (score 0).
 */
export async function compareOutputs(
  criteria: unknown,
  outputs: string[],
  grading: GradingSession,
  rubricPrompt: unknown,
  vars: Record<string, unknown>,
): Promise<AssertionVerdict[]> {
  if (typeof criteria !== 'string' || criteria.trim() === '')
    throw new GradingError('"select-best" needs a string value: the criteria');
  if (outputs.length < 2)
    throw new GradingError(
      'select-best needs at least two outputs to compare (more than one prompt or provider)',
    );
  const answer = await grading.complete(
    renderGradingPrompt(rubricPromptText(rubricPrompt, SELECT_BEST_PROMPT), {
      ...vars,
      criteria,
      outputs: outputs.map(tryParse),
    }),
  );
  const match = /\d+/.exec(answer.trim());
  const verdict = match ? Number.parseInt(match[0], 10) : Number.NaN;
  if (Number.isNaN(verdict) || verdict < 0 || verdict >= outputs.length)
    throw new GradingError(`Invalid select-best verdict: ${answer.slice(0, 100)}`);
  return outputs.map((_, index) =>
    index === verdict
      ? { pass: true, score: 1, reason: `Output selected as the best: ${criteria}` }
      : { pass: false, score: 0, reason: `Output not selected: ${criteria}` },
  );
}
