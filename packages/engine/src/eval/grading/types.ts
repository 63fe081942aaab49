/**
 * The model an eval's model-graded assertions ask (llm-rubric, factuality, g-eval, …) and the
 * one that embeds text for `similar` and `answer-relevance`. The CLI builds one from the config
 * (`defaultTest.options.provider`, an assertion's `provider`); the server builds one from the
 * organization's model settings and passes it as `grading` in the run options.
 */
export type EvalGradingMessage = { role: 'system' | 'user' | 'assistant'; content: string };

export type EvalGradingUsage = { prompt?: number; completion?: number; total?: number };

export type EvalGradingProvider = {
  id: string;
  /** One chat completion; throws on a transport or API error (the assertion fails with it). */
  complete(
    messages: EvalGradingMessage[],
    options?: { temperature?: number; maxTokens?: number },
  ): Promise<{ output: string; tokenUsage?: EvalGradingUsage; cost?: number }>;
  /** An embedding of the text, for `similar` and `answer-relevance`; absent when unsupported. */
  embed?(text: string): Promise<number[]>;
};

/** The grading models of a run: `provider` completes, `embeddings` embeds (falls back to `provider`). */
export type EvalGradingOptions = {
  provider?: EvalGradingProvider;
  embeddings?: EvalGradingProvider;
};
