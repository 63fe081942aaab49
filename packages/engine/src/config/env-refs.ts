import type { IssueLog } from './issues';
import { isRecord, joinPath } from './issues';

/**
 * Where `{{env.NAME}}` (or `{{ env.NAME }}`) in a target's config is read from. The CLI reads its
 * own environment; a server reads only the variables its operator allows, because the author of
 * a template must not be able to send the server's secrets to a URL of their choosing.
 */
export type EnvReader = {
  /** The variable's value, or undefined when unset. */
  get(name: string): string | undefined;
  /** Why the variable may not be read; undefined when it may. */
  refuse?(name: string): string | undefined;
};

const ENV_REF = /\{\{\s*env\.([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;

/** A reader over a plain environment (the CLI's `process.env`, a test's object). */
export function envReader(env: Record<string, string | undefined>): EnvReader {
  return { get: (name) => env[name] };
}

/**
 * A reader that allows only some variables: names, or prefixes ending in `*` (`BANK_*`).
 * `source` names the setting for the refusal message.
 */
export function allowListEnvReader(
  env: Record<string, string | undefined>,
  allowed: readonly string[],
  source: string,
): EnvReader {
  const allows = (name: string) =>
    allowed.some((rule) =>
      rule.endsWith('*') ? name.startsWith(rule.slice(0, -1)) : rule === name,
    );
  return {
    get: (name) => (allows(name) ? env[name] : undefined),
    refuse: (name) =>
      allows(name)
        ? undefined
        : allowed.length === 0
          ? `this server reads no environment variable for configs (${source} is empty)`
          : `this server reads only ${allowed.join(', ')} for configs (${source})`,
  };
}

/** Layers the file's own `env:` values over a reader (the file's author wrote them). */
export function withFileEnv(reader: EnvReader, fileEnv: Record<string, string>): EnvReader {
  return {
    get: (name) => fileEnv[name] ?? reader.get(name),
    refuse: (name) => (name in fileEnv ? undefined : reader.refuse?.(name)),
  };
}

/**
 * Replaces every `{{env.X}}` in the strings of a value (objects and arrays walked), logging an
 * error at the string's path for each variable that is refused or unset. Other templates
 * (`{{prompt}}`, `{{sessionId}}`) are left for the request.
 */
export function substituteEnv(
  value: unknown,
  path: string,
  env: EnvReader,
  log: IssueLog,
): unknown {
  if (typeof value === 'string') {
    return value.replace(ENV_REF, (ref, name: string) => {
      const refused = env.refuse?.(name);
      if (refused) {
        log.error(path, `${ref.replace(/\s+/g, ' ')} cannot be read: ${refused}`);
        return ref;
      }
      const found = env.get(name);
      if (found === undefined) {
        log.error(
          path,
          `${ref.replace(/\s+/g, ' ')} is not set: set the environment variable ${name}`,
        );
        return ref;
      }
      return found;
    });
  }
  if (Array.isArray(value))
    return value.map((item, index) => substituteEnv(item, joinPath(path, index), env, log));
  if (isRecord(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        substituteEnv(item, joinPath(path, key), env, log),
      ]),
    );
  }
  return value;
}

/** Whether a value holds any `{{env.X}}`. */
export function hasEnvRef(value: unknown): boolean {
  if (typeof value === 'string') return new RegExp(ENV_REF.source).test(value);
  if (Array.isArray(value)) return value.some(hasEnvRef);
  if (isRecord(value)) return Object.values(value).some(hasEnvRef);
  return false;
}
