import { z } from 'zod';
import { costOf } from '../../providers/pricing';
import { toMessages } from '../../targets/types';
import { openAiRequest, readOpenAiResponse } from '../../wire/openai';
import { callModelApi, toProviderOutput } from './http-output';
import type { Env, EvalProvider } from './types';

/** promptfoo's openai provider options this engine sends; anything else is a config error. */
export const OpenAiConfigSchema = z.strictObject({
  apiKey: z.string().optional(),
  apiBaseUrl: z.url().optional(),
  apiHost: z.string().optional(),
  organization: z.string().optional(),
  headers: z.record(z.string(), z.string()).optional(),
  temperature: z.number().optional(),
  max_tokens: z.number().int().optional(),
  max_completion_tokens: z.number().int().optional(),
  top_p: z.number().optional(),
  frequency_penalty: z.number().optional(),
  presence_penalty: z.number().optional(),
  stop: z.union([z.string(), z.array(z.string())]).optional(),
  seed: z.number().int().optional(),
  response_format: z.record(z.string(), z.unknown()).optional(),
  tools: z.array(z.record(z.string(), z.unknown())).optional(),
  tool_choice: z.unknown().optional(),
});

const REQUEST_KEYS = [
  'temperature',
  'max_tokens',
  'max_completion_tokens',
  'top_p',
  'frequency_penalty',
  'presence_penalty',
  'stop',
  'seed',
  'response_format',
  'tools',
  'tool_choice',
] as const;

/** `function_call` is the legacy name of a tool call finish. */
const normaliseFinish = (reason: unknown) =>
  typeof reason === 'string' ? (reason === 'function_call' ? 'tool_calls' : reason) : undefined;

export function createOpenAiEvalProvider(
  model: string,
  options: { id: string; label: string; config: Record<string, unknown>; env: Env },
): EvalProvider {
  const config = OpenAiConfigSchema.parse(options.config);
  const baseUrl =
    config.apiBaseUrl ??
    (config.apiHost ? `https://${config.apiHost}/v1` : undefined) ??
    options.env.OPENAI_BASE_URL ??
    options.env.OPENAI_API_BASE_URL ??
    'https://api.openai.com/v1';
  const apiKey = config.apiKey ?? options.env.OPENAI_API_KEY;
  const headers = { ...config.headers };
  if (config.organization) headers['OpenAI-Organization'] = config.organization;
  const params = Object.fromEntries(
    REQUEST_KEYS.filter((key) => config[key] !== undefined).map((key) => [key, config[key]]),
  );
  return {
    id: options.id,
    label: options.label,
    config: options.config,
    async call(prompt) {
      const request = openAiRequest(baseUrl, apiKey, headers, {
        ...params,
        model,
        messages: toMessages(prompt),
      });
      let finishReason: string | undefined;
      let toolCalls: unknown;
      const response = await callModelApi(request, async (body) => {
        const choice = (
          body as {
            choices?: {
              finish_reason?: unknown;
              message?: { content?: unknown; tool_calls?: unknown };
            }[];
          }
        ).choices?.[0];
        finishReason = normaliseFinish(choice?.finish_reason);
        toolCalls = choice?.message?.tool_calls;
        // A tool-only reply has null content: its output is the tool calls.
        if (toolCalls && (choice?.message?.content ?? null) === null) {
          return { output: '', tokens: readUsage(body) };
        }
        return readOpenAiResponse(body);
      });
      const output = toolCalls && response.output === '' ? toolCalls : undefined;
      return toProviderOutput(response, {
        output,
        finishReason,
        cost: costOf(model, response.tokens),
      });
    },
  };
}

function readUsage(body: unknown) {
  const usage = (body as { usage?: { prompt_tokens?: number; completion_tokens?: number } }).usage;
  if (!usage) return undefined;
  const prompt = usage.prompt_tokens ?? 0;
  const completion = usage.completion_tokens ?? 0;
  return { prompt, completion, total: prompt + completion };
}
