import type { ChatMessage, TokenUsage } from '../types';
import type { TargetConfig } from './schema';

/** A single prompt, or a whole conversation for chat-style targets. */
export type TargetInput = string | ChatMessage[];

export type SendContext = {
  /** Session id for stateful targets (client uuid or the one the server issued). */
  sessionId?: string;
  /** Extra template variables available to request templates. */
  vars?: Record<string, unknown>;
};

export type TargetErrorKind =
  | 'dns'
  | 'connection-refused'
  | 'timeout'
  | 'tls'
  | 'http-status'
  | 'extraction'
  | 'network'
  | 'invalid-config'
  | 'unknown';

export type TargetError = { kind: TargetErrorKind; message: string; status?: number };

export type TargetResponse = {
  output: string;
  /** What went over the wire, secrets redacted, for the evidence view. */
  raw: { request: unknown; response: unknown };
  latencyMs: number;
  tokens?: TokenUsage;
  /** USD at the model's list price (openai and anthropic targets of a model with a known price). */
  cost?: number;
  sessionId?: string;
  /** Set when the call failed; `output` is then empty and the probe is an `error` outcome. */
  error?: TargetError;
};

/** Every target client implements this; `send` never throws, failures land in `error`. */
export type Target = {
  readonly config: TargetConfig;
  send(input: TargetInput, ctx?: SendContext): Promise<TargetResponse>;
};

export function lastUserText(input: TargetInput): string {
  if (typeof input === 'string') return input;
  for (let i = input.length - 1; i >= 0; i--) {
    const message = input[i];
    if (message?.role === 'user') return message.content;
  }
  return '';
}

export function toMessages(input: TargetInput, systemPrompt?: string): ChatMessage[] {
  const messages: ChatMessage[] =
    typeof input === 'string' ? [{ role: 'user', content: input }] : [...input];
  if (systemPrompt && messages[0]?.role !== 'system') {
    messages.unshift({ role: 'system', content: systemPrompt });
  }
  return messages;
}

const SECRET_HEADERS = new Set(['authorization', 'x-api-key', 'api-key', 'proxy-authorization']);

export function redactHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([key, value]) => [
      key,
      SECRET_HEADERS.has(key.toLowerCase()) ? '***' : value,
    ]),
  );
}
