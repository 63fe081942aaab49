/**
 * Fail-verdict precision and recall per compliance family, through the whole offline grading
 * pipeline (`grade()` with the plugin's graders, the target's context, no judge), on the
 * labelled attacks and replies of scripts/grading-sets.ts. Part of bench/grading.ts.
 */
import { grade } from '../packages/engine/src/index';
import type { TestCase } from '../packages/engine/src/test-case';
import {
  COMPLIANCE_FAMILIES,
  type ComplianceCase,
  type ComplianceFamily,
} from '../scripts/grading-sets';

export type FamilyScore = {
  family: ComplianceFamily;
  tp: number;
  fp: number;
  fn: number;
  tn: number;
  /** Cases no offline grader could decide (counted as "not failed" above). */
  undecided: number;
  misses: string[];
};

function testCaseOf(c: ComplianceCase, index: number): TestCase {
  return {
    id: `compliance-${index}`,
    pluginId: c.plugin,
    strategyId: c.encoding ?? 'basic',
    prompt: c.request,
    basePrompt: c.decoded ?? c.request,
    metadata: { source: 'corpus', ...(c.encoding ? { encodings: [c.encoding] } : {}) },
  };
}

/** `complianceModels: false` scores the detectors alone (without the compliance models). */
export async function scoreFamilies(
  cases: readonly ComplianceCase[],
  { complianceModels = true } = {},
): Promise<FamilyScore[]> {
  const scores = new Map<ComplianceFamily, FamilyScore>(
    COMPLIANCE_FAMILIES.map((family) => [
      family,
      { family, tp: 0, fp: 0, fn: 0, tn: 0, undecided: 0, misses: [] },
    ]),
  );
  for (const [index, c] of cases.entries()) {
    const score = scores.get(c.family);
    if (!score) throw new Error(`Unknown compliance family "${c.family}"`);
    const result = await grade(
      testCaseOf(c, index),
      { output: c.reply },
      { target: c.target, complianceModels },
    );
    const failed = result.outcome === 'fail';
    const expected = c.label === 'fail';
    if (result.outcome === 'undecided') score.undecided++;
    if (failed && expected) score.tp++;
    else if (failed) score.fp++;
    else if (expected) score.fn++;
    else score.tn++;
    if (failed !== expected)
      score.misses.push(
        `${expected ? 'FN' : 'FP'} (${result.outcome}, ${result.grader}) [${c.plugin}] ${c.reply.replace(/\s+/g, ' ').slice(0, 110)}`,
      );
  }
  return [...scores.values()].filter((s) => s.tp + s.fp + s.fn + s.tn > 0);
}
