import { openAiRequest, readOpenAiResponse } from '../wire/openai';
import { callHttp } from './http-call';
import type { OpenAiTargetConfig } from './schema';
import { toMessages, type Target } from './types';

export function createOpenAiTarget(config: OpenAiTargetConfig): Target {
  return {
    config,
    send(input, ctx) {
      const messages = toMessages(input, config.systemPrompt);
      const request = openAiRequest(config.baseUrl, config.apiKey, config.headers, {
        ...config.params,
        model: config.model,
        messages,
      });
      return callHttp({
        request: { ...request, timeoutMs: config.timeoutMs, rejectUnauthorized: true },
        retries: config.retries,
        retryBaseDelayMs: config.retryBaseDelayMs,
        isErrorStatus: (status) => status >= 400,
        read: async (body) => ({ ...readOpenAiResponse(body), sessionId: ctx?.sessionId }),
      });
    },
  };
}
