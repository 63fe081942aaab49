import { callHttp } from '../targets/http-call';
import { anthropicRequest, readAnthropicResponse } from '../wire/anthropic';
import { unwrap } from './provider-error';
import type { ChatProvider } from './types';

export type AnthropicProviderConfig = {
  baseUrl?: string;
  model: string;
  apiKey?: string;
  anthropicVersion?: string;
  timeoutMs?: number;
  retries?: number;
};

export function createAnthropicProvider(config: AnthropicProviderConfig): ChatProvider {
  const id = `anthropic:${config.model}`;
  return {
    id,
    async chat(messages, options = {}) {
      const params: Record<string, unknown> = { max_tokens: options.maxTokens ?? 1024 };
      if (options.temperature !== undefined) params.temperature = options.temperature;
      // The messages API has no JSON mode; the judge prompt asks for JSON and we parse robustly.
      const request = anthropicRequest(
        config.baseUrl ?? 'https://api.anthropic.com',
        config.apiKey,
        config.anthropicVersion ?? '2023-06-01',
        {},
        config.model,
        messages,
        params,
      );
      const response = await callHttp({
        request: { ...request, timeoutMs: config.timeoutMs ?? 60_000, rejectUnauthorized: true },
        retries: config.retries ?? 2,
        retryBaseDelayMs: 500,
        isErrorStatus: (status) => status >= 400,
        read: async (body) => readAnthropicResponse(body),
      });
      return { text: unwrap(id, response), tokens: response.tokens };
    },
  };
}
