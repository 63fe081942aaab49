import { ProviderConfigSchema, type ProviderConfig } from '../providers/registry';

/** A promptfoo-style provider reference: `openai:gpt-4o-mini`, or `{ id, config }`. */
export type ProviderRef = string | { id: string; config?: Record<string, unknown> };

const pick = (config: Record<string, unknown>, ...keys: string[]) => {
  for (const key of keys) if (typeof config[key] === 'string' && config[key]) return config[key];
  return undefined;
};

/**
 * Maps a provider reference onto a ProviderConfig. Keys and base URLs come from the reference's
 * config, else from the environment promptfoo users already have (OPENAI_API_KEY,
 * OPENAI_BASE_URL, ANTHROPIC_API_KEY, ANTHROPIC_BASE_URL).
 */
export function toProviderConfig(
  ref: ProviderRef,
  env: Record<string, string | undefined> = {},
): ProviderConfig {
  const id = typeof ref === 'string' ? ref : ref.id;
  const config = typeof ref === 'string' ? {} : (ref.config ?? {});
  const openai = /^openai:(?:chat:)?(.+)$/.exec(id);
  if (openai?.[1]) {
    return ProviderConfigSchema.parse({
      type: 'openai',
      model: openai[1],
      apiKey: pick(config, 'apiKey') ?? env.OPENAI_API_KEY,
      baseUrl: pick(config, 'apiBaseUrl', 'baseUrl') ?? env.OPENAI_BASE_URL,
    });
  }
  const anthropic = /^anthropic:(?:messages:)?(.+)$/.exec(id);
  if (anthropic?.[1]) {
    return ProviderConfigSchema.parse({
      type: 'anthropic',
      model: anthropic[1],
      apiKey: pick(config, 'apiKey') ?? env.ANTHROPIC_API_KEY,
      baseUrl: pick(config, 'apiBaseUrl', 'baseUrl') ?? env.ANTHROPIC_BASE_URL,
    });
  }
  throw new Error(`Unsupported provider "${id}" (use openai:<model> or anthropic:<model>)`);
}
