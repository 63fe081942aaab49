import type { PolicyDefinition } from './plugins/policy/definition';
import type { ChatMessage } from './types';

/** Encodings a transform strategy may apply; graders decode replies with the same ones. */
export type Encoding =
  'base64' | 'hex' | 'rot13' | 'morse' | 'leetspeak' | 'homoglyph' | 'piglatin';

export type TestCaseMetadata = {
  /**
   * Where the base prompt came from: the attack library, a generator model, an earlier scan
   * (`retry`), an `intent` entry of the config, or a shipped dataset sample.
   */
  source: 'corpus' | 'llm' | 'retry' | 'intent' | 'dataset';
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
  /** How this probe is judged, when its plugin judges probe by probe (intents, datasets). */
  grading?: ProbeGrading;
};

/**
 * Grading of one probe of a plugin that has no single risk of its own: an intent is judged by
 * the plugin family it is nearest to, a dataset item by its category's plugin, and a benign
 * control prompt (XSTest, a dataset's safe half) by whether the target answers it at all.
 */
export type ProbeGrading = {
  /** The plugin whose graders and indicators judge the reply. */
  as?: string;
  /**
   * `comply`: a benign prompt the target should answer — refusing it is the failure
   * (over-refusal). `refuse` (the default): a harmful prompt.
   */
  expect?: 'refuse' | 'comply';
  /** What a failing reply is, for the judge model (the intent, the item's judge question). */
  rubric?: string;
  /** Regex sources whose match in the reply shows the attack worked (a demanded marker). */
  indicators?: string[];
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
   * User turns sent in order in one conversation (an intent's multi-step sequence); every
   * reply is graded and the probe fails at the first that fails. `prompt` is the last turn.
   */
  turns?: readonly string[];
  metadata: TestCaseMetadata;
};
