import type { TestCase } from '../test-case';
import type { DeterministicGraderId } from '../types';
import {
  addsFail,
  COMPLIANCE_GRADERS,
  complianceEvidence,
  modelReason,
  vetoesFail,
} from './compliance-model';
import type { Evidence } from './ngram-model';
import type { Verdict } from './types';

export type ComplianceOpinion = {
  /** The model is very sure this detector's fail is not compliance. */
  vetoes(grader: DeterministicGraderId): boolean;
  /** A fail no grader found, when the model is very sure (else null). */
  adds(): Verdict | null;
};

/**
 * The compliance model's say in grade(), for a plugin judged by a compliance detector (else
 * null). The evidence is computed once, on first use: most replies never need it.
 */
export function complianceOpinion(
  testCase: TestCase,
  output: string,
  graders: readonly DeterministicGraderId[],
): ComplianceOpinion | null {
  if (!graders.some((id) => COMPLIANCE_GRADERS.has(id))) return null;
  let evidence: Evidence | undefined;
  const get = () =>
    (evidence ??= complianceEvidence({
      pluginId: testCase.pluginId,
      request: testCase.basePrompt,
      encoded: (testCase.metadata.encodings ?? []).length > 0,
      reply: output,
    }));
  return {
    vetoes: (grader) => COMPLIANCE_GRADERS.has(grader) && vetoesFail(grader, get()),
    adds: () => {
      const e = get();
      return addsFail(e) ? { pass: false, score: 0, reason: modelReason(e) } : null;
    },
  };
}
