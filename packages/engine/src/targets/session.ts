import { randomUUID } from 'node:crypto';
import type { ChatMessage } from '../types';
import { getByPath } from '../util/extract';
import type { TargetConfig } from './schema';
import type { Target, TargetResponse } from './types';

/** Reads a server-issued session id from a response header or body path, if configured. */
export function readServerSessionId(
  config: TargetConfig,
  body: unknown,
  headers: Record<string, string>,
): string | undefined {
  const session = config.session;
  if (session?.source !== 'server') return undefined;
  if (session.header) {
    const value = headers[session.header.toLowerCase()];
    if (value) return value;
  }
  if (session.path) {
    const value = getByPath(body, session.path);
    if (typeof value === 'string' || typeof value === 'number') return String(value);
  }
  return undefined;
}

/** One multi-turn conversation with a target: its history and session id. */
export type Conversation = { target: Target; history: ChatMessage[]; sessionId?: string };

export function startConversation(target: Target): Conversation {
  const sessionId = target.config.session?.source === 'client' ? randomUUID() : undefined;
  return { target, history: [], sessionId };
}

/**
 * Sends the next user turn. Stateful targets get only the new message (they keep history by
 * session id); stateless chat targets get the whole history each turn. Failed turns are not
 * appended so a strategy can back off and try another message.
 */
export async function sendTurn(
  conversation: Conversation,
  prompt: string,
): Promise<TargetResponse> {
  const { target } = conversation;
  const next: ChatMessage[] = [...conversation.history, { role: 'user', content: prompt }];
  const input = target.config.stateful ? prompt : next;
  const response = await target.send(input, { sessionId: conversation.sessionId });
  if (response.error) return response;
  conversation.history = [...next, { role: 'assistant', content: response.output }];
  if (response.sessionId) conversation.sessionId = response.sessionId;
  return response;
}

/** Drops the last exchange (crescendo/goat backtracking after a refusal). */
export function backtrack(conversation: Conversation): void {
  conversation.history = conversation.history.slice(0, -2);
}
