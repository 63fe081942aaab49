import YAML from 'yaml';
import type { z } from 'zod';
import { resolveIntentFiles, type FileReader } from '../plugins/intent/files';
import { RedteamConfigSchema, type RedteamConfig } from './schema';

/** Renders a zod path as `redteam.plugins[3].id`. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`;
    return out ? `${out}.${String(key)}` : String(key);
  }, '');
}

export function formatIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${formatPath(issue.path) || '(root)'}: ${issue.message}`);
}

export type ConfigParseResult =
  { ok: true; config: RedteamConfig } | { ok: false; errors: string[] };

/** Parses a YAML or JSON (JSON is valid YAML) config and validates it. */
export function parseRedteamConfig(text: string): ConfigParseResult {
  let raw: unknown;
  try {
    raw = YAML.parse(text);
  } catch (error) {
    return {
      ok: false,
      errors: [`(root): ${error instanceof Error ? error.message : String(error)}`],
    };
  }
  return validateRedteamConfig(raw);
}

export function validateRedteamConfig(raw: unknown): ConfigParseResult {
  const result = RedteamConfigSchema.safeParse(raw);
  return result.success
    ? { ok: true, config: result.data }
    : { ok: false, errors: formatIssues(result.error) };
}

export class ConfigError extends Error {
  constructor(readonly errors: string[]) {
    super(`Invalid red-team config:\n${errors.join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadRedteamConfig(text: string): RedteamConfig {
  const result = parseRedteamConfig(text);
  if (!result.ok) throw new ConfigError(result.errors);
  return result.config;
}

/**
 * A config file's text, with the files it names read by `read` (relative to the config file):
 * an intent plugin's `config.intent: file://intents.csv` becomes the intents. Problems reading
 * them are reported with the config's other errors.
 */
export function loadRedteamConfigFile(text: string, read: FileReader): RedteamConfig {
  let raw: unknown;
  try {
    raw = YAML.parse(text);
  } catch (error) {
    throw new ConfigError([`(root): ${error instanceof Error ? error.message : String(error)}`]);
  }
  const fileErrors = resolveIntentFiles(raw, read);
  const result = validateRedteamConfig(raw);
  // An unreadable file is reported once, not again as "file:// was not read".
  const errors = result.ok
    ? fileErrors
    : [
        ...fileErrors,
        ...result.errors.filter(
          (error) => !fileErrors.some((f) => f.split(':')[0] === error.split(':')[0]),
        ),
      ];
  if (errors.length > 0) throw new ConfigError(errors);
  if (!result.ok) throw new ConfigError(result.errors);
  return result.config;
}

/** YAML text of a config as written (ids or object entries kept), e.g. a scan template's export. */
export function stringifyRedteamConfig(config: unknown): string {
  return YAML.stringify(config, { lineWidth: 0 });
}

/** The raw (unvalidated) document of a YAML or JSON file; throws on a syntax error. */
export function parseYamlDocument(text: string): unknown {
  return YAML.parse(text);
}
