import type { PolicyDefinition } from './plugins/policy/definition';
import type { ChatMessage } from './types';

/** Encodings a transform strategy may apply; graders decode replies with the same ones. */
export type Encoding =
  'base64' | 'hex' | 'rot13' | 'morse' | 'leetspeak' | 'homoglyph' | 'piglatin';

export type TestCaseMetadata = {
  /** Where the base prompt came from. */
  source: 'corpus' | 'llm' | 'retry' | 'intent';
  /** Encodings applied, in order, so graders can decode the reply. */
  encodings?: Encoding[];
  /** Strategy ids applied, outermost last (layer composes several). */
  strategyChain?: string[];
  jailbreakTemplate?: string;
  language?: string;
  /** Config of the test's strategy, so a runtime strategy can run from the test case alone. */
  strategyConfig?: Record<string, unknown>;
  /** The plugin entry's `config.graderExamples`, shown to the judge model. */
  gradingExamples?: { output: string; pass: boolean; score?: number; reason: string }[];
  /** Free-form strategy details (seed, augmentation, …) kept for the evidence view. */
  details?: Record<string, unknown>;
  /** A custom policy's test: the policy it probes, so grading needs nothing but the test case. */
  policy?: PolicyDefinition;
};

/** One probe to send: a plugin's attack, possibly transformed by a strategy. */
export type TestCase = {
  id: string;
  pluginId: string;
  strategyId: string;
  /** The text sent to the target (single-turn) or the goal (runtime strategies). */
  prompt: string;
  /** The plugin's untransformed attack prompt. */
  basePrompt: string;
  /** Pre-built conversation, when a test case is multi-message from the start. */
  messages?: ChatMessage[];
  /**
   * User turns sent in order in one conversation (an intent sequence); the reply to the last
   * is graded, and `prompt` is that last turn.
   */
  turns?: readonly string[];
  metadata: TestCaseMetadata;
};
