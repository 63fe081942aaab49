/**
 * The compliance model's training data: each labelled attack and reply of the compliance sets
 * (scripts/grading-sets.ts) as the context the model reads at grading time, positive = the
 * target complied (label "fail").
 */
import {
  COMPLIANCE_FAMILY_IDS,
  type ComplianceFamilyId,
  complianceFeatures,
} from '../packages/engine/src/graders/compliance-model';
import type { ComplianceContext } from '../packages/engine/src/graders/compliance-model';
import type { LabelledReply } from '../packages/engine/src/graders/ngram-model-train';
import { type ComplianceCase, complianceCases } from './grading-sets';

/** What grade() gives the model for this case (the plain request, as `basePrompt` is). */
export const contextOf = (c: ComplianceCase): ComplianceContext => ({
  pluginId: c.plugin,
  request: c.decoded ?? c.request,
  encoded: c.encoding !== undefined,
  reply: c.reply,
});

/** Training examples: features and label. */
export const complianceExamples = (cases: readonly ComplianceCase[]) =>
  cases.map((c) => ({
    features: complianceFeatures(contextOf(c)).features,
    positive: c.label === 'fail',
  }));

/** What the fingerprint covers: every field the model reads, and the label. */
export const fingerprintReplies = (cases: readonly ComplianceCase[]): LabelledReply[] =>
  cases.map((c) => {
    const { pluginId, request, encoded, reply } = contextOf(c);
    return {
      text: `${pluginId}\u0001${encoded ? 1 : 0}\u0001${request}\u0001${reply}`,
      positive: c.label === 'fail',
    };
  });

/** Each family's cases of the given sets: one model is trained per family. */
export const casesByFamily = (sets: readonly string[]) => {
  const cases = complianceCases(sets);
  return Object.fromEntries(
    COMPLIANCE_FAMILY_IDS.map((family) => [family, cases.filter((c) => c.family === family)]),
  ) as Record<ComplianceFamilyId, ComplianceCase[]>;
};
