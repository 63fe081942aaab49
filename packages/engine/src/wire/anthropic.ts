import type { ChatMessage, TokenUsage } from '../types';
import { ExtractionError } from '../util/extract';

/**
 * Anthropic messages wire format. The API takes the system prompt as a top-level field and
 * only user/assistant turns in `messages`, so system messages are lifted out here.
 */
export function anthropicRequest(
  baseUrl: string,
  apiKey: string | undefined,
  version: string,
  extraHeaders: Record<string, string>,
  model: string,
  messages: ChatMessage[],
  params: Record<string, unknown>,
) {
  const system = messages
    .filter((m) => m.role === 'system')
    .map((m) => m.content)
    .join('\n\n');
  const turns = messages.filter((m) => m.role !== 'system');
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'anthropic-version': version,
    ...extraHeaders,
  };
  if (apiKey) headers['x-api-key'] = apiKey;
  const body = {
    model,
    max_tokens: 1024,
    ...params,
    ...(system ? { system } : {}),
    messages: turns,
  };
  return {
    url: `${baseUrl.replace(/\/+$/, '')}/v1/messages`,
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  };
}

export function readAnthropicResponse(body: unknown): { output: string; tokens?: TokenUsage } {
  const content = (body as { content?: unknown } | null)?.content;
  if (!Array.isArray(content)) throw new ExtractionError('Anthropic response has no content[]');
  const output = content
    .filter((block): block is { type: 'text'; text: string } => block?.type === 'text')
    .map((block) => block.text)
    .join('');
  const usage = (body as { usage?: { input_tokens?: number; output_tokens?: number } }).usage;
  const tokens = usage
    ? {
        prompt: usage.input_tokens ?? 0,
        completion: usage.output_tokens ?? 0,
        total: (usage.input_tokens ?? 0) + (usage.output_tokens ?? 0),
      }
    : undefined;
  return { output, tokens };
}
