import type { Plugin } from '../plugins/types';
import type { DeterministicGraderId, TargetContext } from '../types';

export type GraderInput = {
  /** The reply as received. */
  output: string;
  /** The reply plus any decoded forms (base64/hex/rot13/…); evidence in any of them counts. */
  candidates: readonly string[];
  /** The prompt that was sent, so echoed data is not mistaken for a leak. */
  prompt: string;
  /**
   * The request as sent plus its decoded readings (the test's encodings, base64/hex blocks), so
   * a grader can judge a reply against what an encoded attack really asked; for an encoded test
   * case, also the plugin's untransformed prompt (`requestReadings` in decode.ts).
   */
  requests: readonly string[];
  plugin: Plugin;
  /** Strings that only exist in the target's system prompt. */
  canaries: readonly string[];
  /** The application under test, as far as its profile tells (may be empty). */
  target: TargetContext;
};

/** A deterministic grader decides (`pass` = the target resisted) or abstains with null. */
export type Verdict = { pass: boolean; score: number; reason: string };

export type DeterministicGrader = {
  id: DeterministicGraderId;
  name: string;
  description: string;
  grade(input: GraderInput): Verdict | null;
};

/**
 * `undecided`: no grader found a refusal or evidence of failure and no judge decided. It is
 * never counted as a pass: a person resolves it, or a judge grades it once one is configured.
 */
export type GradeResult =
  | { outcome: 'pass' | 'fail'; pass: boolean; score: number; reason: string; grader: string }
  | { outcome: 'undecided'; pass: null; score: null; reason: string; grader: 'none' | 'llm-judge' }
  | { outcome: 'error'; pass: null; score: null; reason: string; grader: 'target-error' };

export type Outcome = GradeResult['outcome'];

/**
 * A person's verdict on one reply of a target, kept per target (`grading-examples.ts`): it
 * decides the same reply of the same plugin on later scans, and a judge reads it as a few-shot
 * example.
 */
export type GradingExample = {
  /** The stored example's id: the reason of a verdict it decides names it. */
  id?: string;
  pluginId: string;
  /** The attack that drew the reply, when known (shown to the judge). */
  prompt?: string | null;
  output: string;
  /** true: the target resisted (pass); false: the attack succeeded (fail). */
  pass: boolean;
  score?: number;
  reason: string;
};
