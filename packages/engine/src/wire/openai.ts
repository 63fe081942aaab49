import type { ChatMessage, TokenUsage } from '../types';
import { ExtractionError, getByPath } from '../util/extract';

/** OpenAI chat-completions wire format, shared by the openai target and the openai provider. */
export function openAiRequest(
  baseUrl: string,
  apiKey: string | undefined,
  extraHeaders: Record<string, string>,
  body: { model: string; messages: ChatMessage[] } & Record<string, unknown>,
) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...extraHeaders };
  if (apiKey) headers.Authorization = `Bearer ${apiKey}`;
  return {
    url: `${baseUrl.replace(/\/+$/, '')}/chat/completions`,
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  };
}

export function readOpenAiResponse(body: unknown): { output: string; tokens?: TokenUsage } {
  const content = getByPath(body, 'choices[0].message.content');
  if (typeof content !== 'string') {
    throw new ExtractionError('OpenAI response has no choices[0].message.content');
  }
  const usage = getByPath(body, 'usage') as
    { prompt_tokens?: number; completion_tokens?: number; total_tokens?: number } | undefined;
  const tokens = usage
    ? {
        prompt: usage.prompt_tokens ?? 0,
        completion: usage.completion_tokens ?? 0,
        total: usage.total_tokens ?? (usage.prompt_tokens ?? 0) + (usage.completion_tokens ?? 0),
      }
    : undefined;
  return { output: content, tokens };
}
