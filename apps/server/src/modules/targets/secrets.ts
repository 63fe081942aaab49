import type {
  PublicTargetConfig,
  TargetConfig,
  TargetSecretsRequest,
  TargetSecretsSet,
} from '@crucible/shared';
import { AppError } from '../../errors';

/** What `targets.secrets_encrypted` seals. */
export type TargetSecrets = {
  apiKey?: string;
  authSecret?: string;
  headers?: Record<string, string>;
};

/** Headers that carry credentials: they belong in `secrets.headers`, never in plain config. */
const CREDENTIAL_HEADERS = new Set([
  'authorization',
  'proxy-authorization',
  'x-api-key',
  'api-key',
  'cookie',
]);

const takesApiKey = (config: PublicTargetConfig) =>
  config.type === 'openai' || config.type === 'anthropic';
const takesAuthSecret = (config: PublicTargetConfig) =>
  config.type === 'http' && config.auth !== undefined;

/** Plain headers must not hold credentials: they would be stored and answered in clear text. */
export function assertNoCredentialHeaders(config: PublicTargetConfig): void {
  if (config.type === 'demo') return;
  for (const name of Object.keys(config.headers)) {
    if (CREDENTIAL_HEADERS.has(name.toLowerCase())) {
      throw AppError.invalidField(
        `config.headers.${name}`,
        'Credentials go in secrets.headers, which are encrypted and never shown again',
      );
    }
  }
}

/**
 * Applies a secrets update to the stored secrets: an omitted field keeps, null clears, a value
 * replaces. Secrets the (possibly changed) target type cannot use are refused when sent and
 * dropped when merely kept.
 */
export function mergeSecrets(
  stored: TargetSecrets,
  update: TargetSecretsRequest | undefined,
  config: PublicTargetConfig,
): TargetSecrets {
  const next: TargetSecrets = {};
  const apiKey = update?.apiKey === undefined ? stored.apiKey : update.apiKey;
  if (typeof update?.apiKey === 'string' && !takesApiKey(config)) {
    throw AppError.invalidField(
      'secrets.apiKey',
      'Only openai and anthropic targets take an API key',
    );
  }
  if (apiKey && takesApiKey(config)) next.apiKey = apiKey;

  const authSecret = update?.authSecret === undefined ? stored.authSecret : update.authSecret;
  if (typeof update?.authSecret === 'string' && !takesAuthSecret(config)) {
    throw AppError.invalidField('secrets.authSecret', 'Set config.auth to use an auth secret');
  }
  if (authSecret !== null && authSecret !== undefined && takesAuthSecret(config)) {
    next.authSecret = authSecret;
  }
  if (config.type === 'http' && config.auth && config.auth.type !== 'basic' && !next.authSecret) {
    throw AppError.invalidField(
      'secrets.authSecret',
      config.auth.type === 'bearer'
        ? 'Enter the bearer token'
        : `Enter the value of the ${config.auth.name} header`,
    );
  }

  const headers: Record<string, string> = { ...stored.headers };
  for (const [name, value] of Object.entries(update?.headers ?? {})) {
    if (value === null) delete headers[name];
    else if (config.type === 'demo') {
      throw AppError.invalidField(`secrets.headers.${name}`, 'The demo target takes no headers');
    } else headers[name] = value;
  }
  if (config.type !== 'demo' && Object.keys(headers).length > 0) next.headers = headers;
  return next;
}

/** Whether an update keeps any stored secret (so the stored ones must be decrypted first). */
export function keepsStoredSecrets(
  set: TargetSecretsSet,
  update: TargetSecretsRequest | undefined,
): boolean {
  if (set.apiKey && update?.apiKey === undefined) return true;
  if (set.authSecret && update?.authSecret === undefined) return true;
  return set.headers.some((name) => update?.headers?.[name] === undefined);
}

/** Whether an update carries a stored secret over into a config that will use it. */
export function carriesStoredSecrets(
  set: TargetSecretsSet,
  update: TargetSecretsRequest | undefined,
  config: PublicTargetConfig,
): boolean {
  if (set.apiKey && update?.apiKey === undefined && takesApiKey(config)) return true;
  if (set.authSecret && update?.authSecret === undefined && takesAuthSecret(config)) return true;
  return (
    config.type !== 'demo' && set.headers.some((name) => update?.headers?.[name] === undefined)
  );
}

/** Where a target's traffic goes: the origin of its URL (null for the in-process demo). */
export function endpointOrigin(config: PublicTargetConfig): string | null {
  switch (config.type) {
    case 'http':
    case 'websocket':
      return new URL(config.url).origin;
    case 'openai':
    case 'anthropic':
      return new URL(config.baseUrl).origin;
    case 'demo':
      return null;
  }
}

export function secretsSetOf(secrets: TargetSecrets): TargetSecretsSet {
  return {
    apiKey: secrets.apiKey !== undefined,
    authSecret: secrets.authSecret !== undefined,
    headers: Object.keys(secrets.headers ?? {}).sort(),
  };
}

/** The engine's configuration: stored settings, the target's name and purpose, and its secrets. */
export function toEngineConfig(
  target: { name: string; purpose: string | null; config: PublicTargetConfig },
  secrets: TargetSecrets,
): TargetConfig {
  const own = { label: target.name, purpose: target.purpose ?? undefined };
  const config = target.config;
  switch (config.type) {
    case 'http': {
      const { auth, ...rest } = config;
      const headers = { ...rest.headers, ...secrets.headers };
      const secret = secrets.authSecret ?? '';
      if (!auth) return { ...rest, ...own, headers };
      switch (auth.type) {
        case 'bearer':
          return { ...rest, ...own, headers, auth: { type: 'bearer', token: secret } };
        case 'header':
          return { ...rest, ...own, headers, auth: { ...auth, value: secret } };
        case 'basic':
          return { ...rest, ...own, headers, auth: { ...auth, password: secret } };
      }
      break;
    }
    case 'websocket':
      return { ...config, ...own, headers: { ...config.headers, ...secrets.headers } };
    case 'openai':
    case 'anthropic':
      return {
        ...config,
        ...own,
        headers: { ...config.headers, ...secrets.headers },
        apiKey: secrets.apiKey,
      };
    case 'demo':
      return { ...config, ...own };
  }
}

/** Every secret value, for scrubbing what a target echoes back. */
export function secretValues(secrets: TargetSecrets): string[] {
  return [secrets.apiKey, secrets.authSecret, ...Object.values(secrets.headers ?? {})].filter(
    (value): value is string => typeof value === 'string' && value.length >= 4,
  );
}

/** Replaces any secret value (and the name of a secret header's value) found in `value`. */
export function scrub<T>(
  value: T,
  secrets: readonly string[],
  secretHeaders: readonly string[],
): T {
  const names = new Set(secretHeaders.map((name) => name.toLowerCase()));
  const walk = (node: unknown, key?: string): unknown => {
    if (typeof node === 'string') {
      if (key !== undefined && names.has(key.toLowerCase())) return '***';
      return secrets.reduce((text, secret) => text.replaceAll(secret, '***'), node);
    }
    if (Array.isArray(node)) return node.map((item) => walk(item));
    if (node && typeof node === 'object') {
      return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v, k)]));
    }
    return node;
  };
  return walk(value) as T;
}
