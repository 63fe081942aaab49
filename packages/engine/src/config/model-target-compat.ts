import type { EnvReader } from './env-refs';
import type { IssueLog } from './issues';
import { isRecord, joinPath } from './issues';
import {
  BASE_URL_ENV,
  configBaseUrl,
  KEY_ENV,
  OLLAMA_DEFAULT_BASE_URL,
  ollamaOpenAiUrl,
  type ModelId,
} from './model-ids';

/** Request parameters passed through to the model API as they are. */
const OPENAI_PARAMS = new Set([
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
  'functions',
  'function_call',
  'reasoning_effort',
  'user',
  'logprobs',
  'top_logprobs',
  'n',
  'parallel_tool_calls',
]);
const ANTHROPIC_PARAMS = new Set([
  'temperature',
  'max_tokens',
  'top_p',
  'top_k',
  'stop_sequences',
  'tools',
  'tool_choice',
  'thinking',
  'metadata',
]);
/** Keys of Crucible's own model targets, accepted as they are. */
const NATIVE = new Set([
  'model',
  'systemPrompt',
  'params',
  'anthropicVersion',
  'purpose',
  'systemPromptNotes',
  'allowedBehaviours',
  'forbiddenBehaviours',
  'profile',
  'concurrency',
  'rpm',
  'delayMs',
  'timeoutMs',
  'retries',
  'retryBaseDelayMs',
  'canaries',
  'stateful',
  'session',
  'label',
]);
const HANDLED = new Set([
  'apiKey',
  'apiKeyEnvar',
  'apiBaseUrl',
  'baseUrl',
  'apiHost',
  'headers',
  'organization',
]);

/**
 * An OpenAI, Anthropic or Ollama model as a target: its key (config, `apiKeyEnvar`, else the
 * family's variable where the environment may be read), base URL and request parameters.
 */
export function translateModelTarget(
  id: ModelId,
  config: Record<string, unknown>,
  path: string,
  env: EnvReader,
  log: IssueLog,
): Record<string, unknown> {
  const at = (key: string) => joinPath(path, key);
  const readable = (name: string | undefined) =>
    name && !env.refuse?.(name) ? env.get(name) : undefined;
  const params: Record<string, unknown> = isRecord(config.params) ? { ...config.params } : {};
  const allowed = id.family === 'anthropic' ? ANTHROPIC_PARAMS : OPENAI_PARAMS;
  const out: Record<string, unknown> = {
    type: id.family === 'anthropic' ? 'anthropic' : 'openai',
    model: id.model,
  };
  for (const [key, value] of Object.entries(config)) {
    if (allowed.has(key)) params[key] = value;
    else if (NATIVE.has(key)) out[key] = value;
    else if (!HANDLED.has(key)) log.warn(at(key), 'unknown key, ignored');
  }
  if (Object.keys(params).length > 0) out.params = params;

  const envar = typeof config.apiKeyEnvar === 'string' ? config.apiKeyEnvar : undefined;
  if (envar && env.refuse?.(envar))
    log.error(at('apiKeyEnvar'), `${envar} cannot be read: ${env.refuse(envar)}`);
  const apiKey =
    typeof config.apiKey === 'string' ? config.apiKey : readable(envar ?? KEY_ENV[id.family]);
  if (apiKey) out.apiKey = apiKey;

  const base = configBaseUrl(config) ?? readable(BASE_URL_ENV[id.family]);
  if (id.family === 'ollama') out.baseUrl = ollamaOpenAiUrl(base ?? OLLAMA_DEFAULT_BASE_URL);
  else if (base) out.baseUrl = base;

  const headers: Record<string, string> = isRecord(config.headers)
    ? Object.fromEntries(Object.entries(config.headers).map(([name, item]) => [name, String(item)]))
    : {};
  if (typeof config.organization === 'string') headers['OpenAI-Organization'] = config.organization;
  if (Object.keys(headers).length > 0) out.headers = headers;
  return out;
}
