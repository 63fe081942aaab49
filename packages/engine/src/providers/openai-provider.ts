import { callHttp } from '../targets/http-call';
import { openAiRequest, readOpenAiResponse } from '../wire/openai';
import { unwrap } from './provider-error';
import type { ChatProvider } from './types';

export type OpenAiProviderConfig = {
  baseUrl?: string;
  model: string;
  apiKey?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
  retries?: number;
};

/** Any OpenAI-compatible chat-completions endpoint (OpenAI, vLLM, Ollama, LM Studio, …). */
export function createOpenAiProvider(config: OpenAiProviderConfig): ChatProvider {
  const id = `openai:${config.model}`;
  return {
    id,
    async chat(messages, options = {}) {
      const body: Record<string, unknown> = {};
      if (options.temperature !== undefined) body.temperature = options.temperature;
      if (options.maxTokens !== undefined) body.max_tokens = options.maxTokens;
      if (options.jsonMode) body.response_format = { type: 'json_object' };
      const request = openAiRequest(
        config.baseUrl ?? 'https://api.openai.com/v1',
        config.apiKey,
        config.headers ?? {},
        { ...body, model: config.model, messages },
      );
      const response = await callHttp({
        request: { ...request, timeoutMs: config.timeoutMs ?? 60_000, rejectUnauthorized: true },
        retries: config.retries ?? 2,
        retryBaseDelayMs: 500,
        isErrorStatus: (status) => status >= 400,
        read: async (responseBody) => readOpenAiResponse(responseBody),
      });
      return { text: unwrap(id, response), tokens: response.tokens };
    },
  };
}
