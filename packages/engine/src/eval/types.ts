import type { ChatMessage, TokenUsage } from '../types';

/** A prompt after parsing: its text (a template) or a chat template, and the label shown. */
export type EvalPrompt = {
  label: string;
  /** A nunjucks template, or chat messages whose contents are templates. */
  template: string | ChatMessage[];
};

/** One assertion as written in the config (promptfoo's shape), `not-` kept in `type`. */
export type AssertionConfig = {
  type: string;
  value?: unknown;
  threshold?: number;
  weight?: number;
  metric?: string;
  /** Free settings for custom code (`javascript` reads them as `context.config`). */
  config?: Record<string, unknown>;
  /** Only for `assert-set`. */
  assert?: AssertionConfig[];
  /** Model-graded types: the grading model (a provider spec, as in promptfoo). */
  provider?: unknown;
  /** Model-graded types: replaces the grading prompt. */
  rubricPrompt?: unknown;
  /** context-* types: a JavaScript expression giving the context from `output`. */
  contextTransform?: string;
  /** Grading options of this assertion alone (`provider`, `rubricPrompt`, `factuality`). */
  options?: Record<string, unknown>;
};

/** A test case after defaultTest, scenarios and var expansion: one row of the matrix. */
export type EvalTest = {
  description?: string;
  vars: Record<string, unknown>;
  assert: AssertionConfig[];
  threshold?: number;
  metadata?: Record<string, unknown>;
  options?: Record<string, unknown>;
};

export type FinishReason = 'stop' | 'length' | 'content_filter' | 'tool_calls' | (string & {});

/** What an eval provider answers for one rendered prompt. */
export type ProviderOutput = {
  /** The reply text, or the tool calls when the model answered with tools only. */
  output: unknown;
  latencyMs: number;
  tokens?: TokenUsage;
  cost?: number;
  finishReason?: FinishReason;
  /** Set when the call failed: the cell is an error, not a failure. */
  error?: string;
};

/** One assertion's verdict. `score` is 0..1; a `not-` form has already been applied. */
export type AssertionResult = {
  type: string;
  pass: boolean;
  score: number;
  reason: string;
  weight: number;
  metric?: string;
  /** Members of an assert-set. */
  children?: AssertionResult[];
  /** What a model-graded assertion spent on its grading model. */
  tokens?: TokenUsage;
  cost?: number;
};

/** The verdict over a test's assertions. */
export type GradingResult = {
  pass: boolean;
  score: number;
  reason: string;
  assertions: AssertionResult[];
  /** Weighted average score per named metric. */
  namedScores: Record<string, number>;
};

export type CellStatus = 'pass' | 'fail' | 'error';

/** One cell of the matrix: a test run through one prompt on one provider. */
export type EvalCellResult = {
  testIndex: number;
  promptIndex: number;
  providerIndex: number;
  description?: string;
  vars: Record<string, unknown>;
  prompt: { label: string; rendered: string };
  provider: { id: string; label: string };
  output: string;
  status: CellStatus;
  score: number;
  reason: string;
  assertions: AssertionResult[];
  namedScores: Record<string, number>;
  latencyMs: number;
  tokens?: TokenUsage;
  cost?: number;
  finishReason?: string;
  error?: string;
  metadata?: Record<string, unknown>;
  /** Tokens and cost of the cell's model-graded assertions (not in `tokens`/`cost`, the provider's). */
  grading?: { tokens: TokenUsage; cost: number };
};

/** Pass rate of one prompt × provider column. */
export type ColumnSummary = {
  promptIndex: number;
  providerIndex: number;
  prompt: string;
  provider: string;
  passes: number;
  failures: number;
  errors: number;
  passRate: number;
  /** Average of each named metric over the column's cells that report it. */
  metrics: Record<string, number>;
};

export type EvalSummary = {
  tests: number;
  cells: number;
  passes: number;
  failures: number;
  errors: number;
  durationMs: number;
  tokens: TokenUsage;
  cost: number;
  columns: ColumnSummary[];
  /** Average of each named metric over every cell that reports it. */
  metrics: Record<string, number>;
  /** Tokens and cost of model-graded assertions over the run (not in `tokens`/`cost`). */
  grading?: { tokens: TokenUsage; cost: number };
};
