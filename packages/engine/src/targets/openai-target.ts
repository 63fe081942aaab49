import { costOf } from '../providers/pricing';
import { openAiRequest, readOpenAiResponse } from '../wire/openai';
import { callHttp } from './http-call';
import type { OpenAiTargetConfig } from './schema';
import { toMessages, type Target } from './types';

export function createOpenAiTarget(config: OpenAiTargetConfig): Target {
  return {
    config,
    async send(input, ctx) {
      const messages = toMessages(input, config.systemPrompt);
      const request = openAiRequest(config.baseUrl, config.apiKey, config.headers, {
        ...config.params,
        model: config.model,
        messages,
      });
      const response = await callHttp({
        request: { ...request, timeoutMs: config.timeoutMs, rejectUnauthorized: true },
        retries: config.retries,
        retryBaseDelayMs: config.retryBaseDelayMs,
        isErrorStatus: (status) => status >= 400,
        read: async (body) => ({ ...readOpenAiResponse(body), sessionId: ctx?.sessionId }),
      });
      const cost = costOf(config.model, response.tokens);
      return cost === undefined ? response : { ...response, cost };
    },
  };
}
