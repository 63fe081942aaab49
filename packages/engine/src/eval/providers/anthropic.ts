import { z } from 'zod';
import { costOf } from '../../providers/pricing';
import { toMessages } from '../../targets/types';
import { anthropicRequest, readAnthropicResponse } from '../../wire/anthropic';
import { callModelApi, toProviderOutput } from './http-output';
import type { Env, EvalProvider } from './types';

export const AnthropicConfigSchema = z.strictObject({
  apiKey: z.string().optional(),
  apiBaseUrl: z.url().optional(),
  headers: z.record(z.string(), z.string()).optional(),
  temperature: z.number().optional(),
  max_tokens: z.number().int().optional(),
  top_p: z.number().optional(),
  top_k: z.number().int().optional(),
  stop_sequences: z.array(z.string()).optional(),
});

/** Anthropic's stop reasons in promptfoo's normalised vocabulary. */
const FINISH: Record<string, string> = {
  end_turn: 'stop',
  stop_sequence: 'stop',
  max_tokens: 'length',
  tool_use: 'tool_calls',
  refusal: 'content_filter',
};

export function createAnthropicEvalProvider(
  model: string,
  options: { id: string; label: string; config: Record<string, unknown>; env: Env },
): EvalProvider {
  const { apiKey, apiBaseUrl, headers, ...params } = AnthropicConfigSchema.parse(options.config);
  const baseUrl = apiBaseUrl ?? options.env.ANTHROPIC_BASE_URL ?? 'https://api.anthropic.com';
  const key = apiKey ?? options.env.ANTHROPIC_API_KEY;
  return {
    id: options.id,
    label: options.label,
    config: options.config,
    async call(prompt) {
      const request = anthropicRequest(
        baseUrl,
        key,
        '2023-06-01',
        headers ?? {},
        model,
        toMessages(prompt),
        params,
      );
      let finishReason: string | undefined;
      const response = await callModelApi(request, async (body) => {
        const reason = (body as { stop_reason?: unknown }).stop_reason;
        if (typeof reason === 'string') finishReason = FINISH[reason] ?? reason;
        return readAnthropicResponse(body);
      });
      return toProviderOutput(response, { finishReason, cost: costOf(model, response.tokens) });
    },
  };
}
