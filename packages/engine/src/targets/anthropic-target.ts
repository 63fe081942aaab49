import { costOf } from '../providers/pricing';
import { anthropicRequest, readAnthropicResponse } from '../wire/anthropic';
import { callHttp } from './http-call';
import type { AnthropicTargetConfig } from './schema';
import { toMessages, type Target } from './types';

export function createAnthropicTarget(config: AnthropicTargetConfig): Target {
  return {
    config,
    async send(input, ctx) {
      const request = anthropicRequest(
        config.baseUrl,
        config.apiKey,
        config.anthropicVersion,
        config.headers,
        config.model,
        toMessages(input, config.systemPrompt),
        config.params,
      );
      const response = await callHttp({
        request: { ...request, timeoutMs: config.timeoutMs, rejectUnauthorized: true },
        retries: config.retries,
        retryBaseDelayMs: config.retryBaseDelayMs,
        isErrorStatus: (status) => status >= 400,
        read: async (body) => ({ ...readAnthropicResponse(body), sessionId: ctx?.sessionId }),
      });
      const cost = costOf(config.model, response.tokens);
      return cost === undefined ? response : { ...response, cost };
    },
  };
}
