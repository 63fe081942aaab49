import type { ChatProvider } from '../providers/types';
import type { Target, TargetResponse } from '../targets/types';
import type { TestCase, TestCaseMetadata } from '../test-case';
import type { ChatMessage, TargetContext } from '../types';

/** How much skill an attack needs; feeds the exploitability term of the risk score. */
export type StrategyComplexity = 'low' | 'medium' | 'high';

export type StrategyConfig = Record<string, unknown>;

type StrategyBase = {
  /** promptfoo's id where one exists. */
  id: string;
  name: string;
  description: string;
  /** True when the strategy cannot run without an attacker LLM. */
  needsLlm: boolean;
  complexity: StrategyComplexity;
  /**
   * The `config` keys it reads (besides `enabled` and `plugins`, which every strategy takes);
   * a config file's other keys are reported as unused.
   */
  configKeys?: readonly string[];
};

export type TransformInput = {
  prompt: string;
  testCase: TestCase;
  config: StrategyConfig;
  /** Stable per test case, for strategies that choose or randomise. */
  seed: number;
  attacker?: ChatProvider;
  /** Looks up other transform strategies (used by `layer`). */
  lookup: (id: string) => Strategy | undefined;
  /** The target's profile, for strategies that render attacks of the library. */
  target?: TargetContext;
};

export type TransformOutput = { prompt: string; metadata?: Partial<TestCaseMetadata> };

/** Rewrites a prompt once, when test cases are generated. */
export type TransformStrategy = StrategyBase & {
  kind: 'transform';
  transform(input: TransformInput): TransformOutput | Promise<TransformOutput>;
  /**
   * For a strategy that makes several tests of one (promptfoo's `n`, `sample`) or none of some
   * (one limited to harmful plugins): the tests it makes. Generation uses it when present;
   * `transform` gives the first of them (for `layer`).
   */
  variants?(input: TransformInput): TransformOutput[] | Promise<TransformOutput[]>;
  /** How many tests `variants` makes of one test of the plugin, for the probe estimate. */
  variantCount?(config: StrategyConfig, pluginId: string): number;
};

/** A grading verdict during an attack: the strategy stops once the target fails. */
export type Verdict = { pass: boolean; score: number; reason: string };

export type RuntimeContext = {
  target: Target;
  testCase: TestCase;
  config: StrategyConfig;
  seed: number;
  attacker?: ChatProvider;
  purpose: string;
  /** The target's profile, for strategies that render scripted messages (ladders). */
  profile?: TargetContext;
  /** What a failing reply looks like, for the attacker's benefit. */
  rubric: string;
  grade(output: string, sentPrompt: string): Promise<Verdict>;
};

export type RuntimeResult = {
  /** The last prompt sent. */
  prompt: string;
  response: TargetResponse;
  /** The whole conversation for multi-turn strategies. */
  messages?: ChatMessage[];
  turns: number;
  details: Record<string, unknown>;
};

/** Interacts with the target while the probe runs (iterative, tree, multi-turn, best-of-n). */
export type RuntimeStrategy = StrategyBase & {
  kind: 'runtime';
  run(context: RuntimeContext): Promise<RuntimeResult>;
};

/** Contributes whole test cases to the suite rather than transforming each one (`retry`). */
export type SuiteStrategy = StrategyBase & {
  kind: 'suite';
  testCases(config: StrategyConfig): TestCase[];
};

export type Strategy = TransformStrategy | RuntimeStrategy | SuiteStrategy;
