/**
 * promptfoo's model ids, as both targets and `redteam.provider` use them: `openai:gpt-4o-mini`,
 * `openai:chat:gpt-4o-mini`, `anthropic:messages:claude-…`, `ollama:chat:llama3.1`. Ollama
 * speaks the OpenAI wire format on its own base URL and needs no key.
 */
export type ModelId = { family: 'openai' | 'anthropic' | 'ollama'; model: string };

export function parseModelId(id: string): ModelId | undefined {
  const openai = /^openai:(?:chat:)?(.+)$/.exec(id);
  if (openai?.[1]) return { family: 'openai', model: openai[1] };
  const anthropic = /^anthropic:(?:messages:)?(.+)$/.exec(id);
  if (anthropic?.[1]) return { family: 'anthropic', model: anthropic[1] };
  const ollama = /^ollama:(?:chat:)?(.+)$/.exec(id);
  if (ollama?.[1]) return { family: 'ollama', model: ollama[1] };
  return undefined;
}

/** The environment variable promptfoo users keep the family's key in (none for Ollama). */
export const KEY_ENV: Record<ModelId['family'], string | undefined> = {
  openai: 'OPENAI_API_KEY',
  anthropic: 'ANTHROPIC_API_KEY',
  ollama: undefined,
};

/** The environment variable of the family's base URL. */
export const BASE_URL_ENV: Record<ModelId['family'], string> = {
  openai: 'OPENAI_BASE_URL',
  anthropic: 'ANTHROPIC_BASE_URL',
  ollama: 'OLLAMA_BASE_URL',
};

export const OLLAMA_DEFAULT_BASE_URL = 'http://localhost:11434';

/** Ollama's OpenAI-compatible endpoint under its base URL. */
export const ollamaOpenAiUrl = (base: string) =>
  /\/v1\/?$/.test(base) ? base.replace(/\/$/, '') : `${base.replace(/\/$/, '')}/v1`;

/** The base URL a model config names (`apiBaseUrl`, `baseUrl`, or `apiHost` as https://host/v1). */
export function configBaseUrl(config: Record<string, unknown>): string | undefined {
  for (const key of ['apiBaseUrl', 'baseUrl'] as const) {
    if (typeof config[key] === 'string' && config[key]) return config[key];
  }
  if (typeof config.apiHost === 'string' && config.apiHost) return `https://${config.apiHost}/v1`;
  return undefined;
}
