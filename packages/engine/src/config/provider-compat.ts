import { ProviderConfigSchema, type ProviderConfig } from '../providers/registry';
import {
  BASE_URL_ENV,
  configBaseUrl,
  KEY_ENV,
  OLLAMA_DEFAULT_BASE_URL,
  ollamaOpenAiUrl,
  parseModelId,
} from './model-ids';

/** A promptfoo-style provider reference: `openai:gpt-4o-mini`, or `{ id, config }`. */
export type ProviderRef = string | { id: string; config?: Record<string, unknown> };

/** Whether a model reference can be called here, and with what; else why not. */
export type ModelResolution =
  { ok: true; provider: ProviderConfig } | { ok: false; reason: string };

const idOf = (ref: ProviderRef) => (typeof ref === 'string' ? ref : ref.id);

/**
 * Resolves `redteam.provider` (or a judge) to a model Crucible can call. Keys and base URLs come
 * from the reference's config, else from the environment promptfoo users already have
 * (OPENAI_API_KEY, OPENAI_BASE_URL, ANTHROPIC_API_KEY, ANTHROPIC_BASE_URL, OLLAMA_BASE_URL).
 * `trustConfig: false` (a server reading someone's template) never sends an environment key to
 * a base URL the file names, and takes no key from the file.
 */
export function resolveModelRef(
  ref: ProviderRef,
  env: Record<string, string | undefined>,
  options: { trustConfig: boolean } = { trustConfig: true },
): ModelResolution {
  const id = idOf(ref);
  const model = parseModelId(id);
  if (!model) {
    return {
      ok: false,
      reason: `"${id}" is not a model Crucible can call (openai:<model>, anthropic:<model>, ollama:<model>, or an OpenAI-compatible server through openai:<model> with apiBaseUrl)`,
    };
  }
  const config = typeof ref === 'string' ? {} : (ref.config ?? {});
  const fileBase = configBaseUrl(config);
  const fileKey =
    options.trustConfig && typeof config.apiKey === 'string' ? config.apiKey : undefined;
  if (model.family === 'ollama') {
    const base = fileBase ?? env[BASE_URL_ENV.ollama] ?? OLLAMA_DEFAULT_BASE_URL;
    return parsed({
      type: 'openai',
      model: model.model,
      baseUrl: ollamaOpenAiUrl(base),
      apiKey: fileKey,
    });
  }
  const keyName = KEY_ENV[model.family] as string;
  const envKey = env[keyName];
  if (!fileKey && fileBase && !options.trustConfig && envKey) {
    return {
      ok: false,
      reason: `this server does not send its ${keyName} to a base URL named in a file (${fileBase})`,
    };
  }
  const apiKey = fileKey ?? envKey;
  const baseUrl = fileBase ?? env[BASE_URL_ENV[model.family]];
  // A server of one's own (an OpenAI-compatible base URL) may take no key.
  if (!apiKey && !baseUrl) return { ok: false, reason: `${keyName} is not set` };
  return parsed({ type: model.family, model: model.model, baseUrl, apiKey });
}

function parsed(config: Record<string, unknown>): ModelResolution {
  const defined = Object.fromEntries(Object.entries(config).filter(([, v]) => v !== undefined));
  const result = ProviderConfigSchema.safeParse(defined);
  return result.success
    ? { ok: true, provider: result.data }
    : { ok: false, reason: result.error.issues.map((issue) => issue.message).join('; ') };
}

/** Maps a provider reference onto a ProviderConfig; throws when it cannot be called. */
export function toProviderConfig(
  ref: ProviderRef,
  env: Record<string, string | undefined> = {},
): ProviderConfig {
  const resolved = resolveModelRef(ref, env);
  if (resolved.ok) return resolved.provider;
  const id = idOf(ref);
  throw new Error(
    parseModelId(id)
      ? `Provider "${id}" cannot be used: ${resolved.reason}`
      : `Unsupported provider "${id}" (use openai:<model>, anthropic:<model> or ollama:<model>)`,
  );
}
