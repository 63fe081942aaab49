import { z } from 'zod';
import { createAnthropicProvider } from './anthropic-provider';
import { createOpenAiProvider } from './openai-provider';
import type { ChatProvider } from './types';

export const ProviderConfigSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('openai'),
    model: z.string().min(1),
    baseUrl: z.url().optional(),
    apiKey: z.string().optional(),
    timeoutMs: z.number().int().positive().optional(),
  }),
  z.object({
    type: z.literal('anthropic'),
    model: z.string().min(1),
    baseUrl: z.url().optional(),
    apiKey: z.string().optional(),
    timeoutMs: z.number().int().positive().optional(),
  }),
]);

export type ProviderConfig = z.infer<typeof ProviderConfigSchema>;

/** The explicit registry of chat providers. */
export function createProvider(config: ProviderConfig): ChatProvider {
  switch (config.type) {
    case 'openai':
      return createOpenAiProvider(config);
    case 'anthropic':
      return createAnthropicProvider(config);
  }
}
