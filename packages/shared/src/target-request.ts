import type { TargetConfig, TargetSecretsRequest } from './contracts/targets';

/** Headers that carry credentials: sent as write-only secrets, never as plain configuration. */
const CREDENTIAL_HEADERS = new Set([
  'authorization',
  'proxy-authorization',
  'x-api-key',
  'api-key',
  'cookie',
]);

/**
 * A full target configuration (from a config file) as the API's target request: its API key,
 * auth credential and credential headers move into write-only `secrets`; `label` becomes the
 * name and `purpose` the target's own.
 */
export function toTargetRequest(
  target: TargetConfig,
  unnamed = (type: string) => `Imported ${type} target`,
): {
  name: string;
  purpose?: string;
  config: Record<string, unknown>;
  secrets: TargetSecretsRequest;
} {
  const { label, purpose, ...rest } = target as TargetConfig & { apiKey?: string };
  const secrets: { apiKey?: string; authSecret?: string; headers?: Record<string, string> } = {};
  const config: Record<string, unknown> = { ...rest };
  if ('apiKey' in config) {
    if (typeof config.apiKey === 'string') secrets.apiKey = config.apiKey;
    delete config.apiKey;
  }
  if (target.type === 'http' && target.auth) {
    const auth = target.auth;
    secrets.authSecret =
      auth.type === 'bearer' ? auth.token : auth.type === 'header' ? auth.value : auth.password;
    config.auth =
      auth.type === 'bearer'
        ? { type: 'bearer' }
        : auth.type === 'header'
          ? { type: 'header', name: auth.name }
          : { type: 'basic', username: auth.username };
  }
  if ('headers' in target) {
    const plain: Record<string, string> = {};
    for (const [name, value] of Object.entries(target.headers)) {
      if (CREDENTIAL_HEADERS.has(name.toLowerCase())) (secrets.headers ??= {})[name] = value;
      else plain[name] = value;
    }
    config.headers = plain;
  }
  const name = label ?? (target.type === 'demo' ? 'Demo bank assistant' : unnamed(target.type));
  return { name, ...(purpose ? { purpose } : {}), config, secrets };
}
