import type { ChatMessage, TokenUsage } from '../types';

export type ChatOptions = { temperature?: number; maxTokens?: number; jsonMode?: boolean };

export type ChatResult = { text: string; tokens?: TokenUsage };

/** An LLM used by the engine itself: attacker/generator for strategies, judge for grading. */
export type ChatProvider = {
  readonly id: string;
  chat(messages: ChatMessage[], options?: ChatOptions): Promise<ChatResult>;
};
