import type { z } from 'zod';
import { TargetConfigSchema, type TargetConfig } from '../targets/schema';
import { envReader, substituteEnv, type EnvReader } from './env-refs';
import { translateHttpConfig } from './http-compat';
import { IssueLog, isRecord, joinPath, pathOf } from './issues';
import { parseModelId } from './model-ids';
import { translateModelTarget } from './model-target-compat';
import { translateWebSocketConfig } from './websocket-compat';

/**
 * Maps a promptfoo-style target (`openai:chat:gpt-4o-mini`, `{id: 'https', config: {...}}`) or a
 * native Crucible target (`{type: 'http', ...}`) onto a TargetConfig. `{{env.X}}` in its config
 * is read from `env`; every key is mapped or reported. promptfoo's JavaScript transforms are
 * read only when they are plain paths: Crucible never runs user JavaScript here.
 */
export type PromptfooTarget =
  string | { id?: string; type?: string; label?: string; config?: Record<string, unknown> };

const TARGET_KEYS = new Set(['id', 'label', 'config', 'type', 'delay']);
const TARGET_KEY_WARNINGS: Record<string, string> = {
  transform: 'not run (Crucible runs no JavaScript from configs): use transformResponse as a path',
  prompts: 'not used per target: the top-level prompts apply to every target',
  inputs: 'not supported: the attack goes into one request variable (redteam.injectVar)',
  env: 'not read per target: use the top-level env',
};

type Kind = 'http' | 'websocket' | 'demo' | 'model';

function kindOf(id: string): Kind | undefined {
  if (/^(demo|crucible:demo)$/.test(id)) return 'demo';
  if (/^wss?:\/\//.test(id) || id === 'websocket') return 'websocket';
  if (/^https?:\/\//.test(id) || id === 'http' || id === 'https') return 'http';
  return parseModelId(id) ? 'model' : undefined;
}

/** Zod issues of the translated target, at the paths of the file (renamed keys mapped back). */
const RENAMED: Record<string, string> = {
  extract: 'transformResponse',
  query: 'queryParams',
  retries: 'maxRetries',
  timeoutMs: 'timeout',
  message: 'messageTemplate',
  session: 'sessionParser',
};

function logZodIssues(error: z.ZodError, configPath: string, native: boolean, log: IssueLog) {
  for (const issue of error.issues) {
    const [first, ...rest] = issue.path;
    const key = typeof first === 'string' && !native ? (RENAMED[first] ?? first) : first;
    const path = key === undefined ? configPath : joinPath(configPath, pathOf([key, ...rest]));
    log.error(path, issue.message);
  }
}

function nativeKeys(type: unknown): Set<string> | undefined {
  const option = TargetConfigSchema.options.find(
    (schema) => (schema.shape.type as z.ZodLiteral<string>).value === type,
  );
  return option ? new Set(Object.keys(option.shape)) : undefined;
}

/** A Crucible-native target (`type: http`, its fields inline or under `config`). */
function translateNative(target: Record<string, unknown>, path: string, log: IssueLog) {
  const { config, ...inline } = target;
  const fields = { ...(isRecord(config) ? config : {}), ...inline };
  const known = nativeKeys(fields.type);
  if (!known) {
    log.error(joinPath(path, 'type'), `Unknown target type "${String(fields.type)}"`);
    return undefined;
  }
  for (const key of Object.keys(fields)) {
    if (!known.has(key)) {
      const where = key in inline ? path : joinPath(path, 'config');
      log.warn(joinPath(where, key), 'unknown key, ignored');
    }
  }
  const parsed = TargetConfigSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  logZodIssues(parsed.error, path, true, log);
  return undefined;
}

/** One target of a config file; undefined (with errors logged) when it cannot be used. */
export function translateTarget(
  raw: unknown,
  path: string,
  env: EnvReader,
  log: IssueLog,
): TargetConfig | undefined {
  const target = typeof raw === 'string' ? { id: raw } : raw;
  if (!isRecord(target)) {
    log.error(path, 'A target is an id (openai:gpt-4o-mini, https://…) or an object with an id');
    return undefined;
  }
  const before = log.errors.length;
  const substituted = substituteEnv(target, path, env, log) as Record<string, unknown>;
  // A value still holding an unread `{{env.X}}` would only fail again, less clearly.
  const envFailed = log.errors.length > before;
  if (typeof substituted.type === 'string') {
    const native = translateNative(substituted, path, log);
    return envFailed ? undefined : native;
  }
  for (const key of Object.keys(substituted)) {
    if (TARGET_KEYS.has(key)) continue;
    log.warn(joinPath(path, key), TARGET_KEY_WARNINGS[key] ?? 'unknown key, ignored');
  }
  const id = typeof substituted.id === 'string' ? substituted.id : undefined;
  if (!id) {
    log.error(
      joinPath(path, 'id'),
      'A target needs an id (e.g. "https", "openai:gpt-4o-mini") or a type',
    );
    return undefined;
  }
  const kind = kindOf(id);
  const configPath = joinPath(path, 'config');
  const config = isRecord(substituted.config) ? substituted.config : {};
  if (substituted.config !== undefined && !isRecord(substituted.config)) {
    log.error(configPath, 'Must be an object');
  }
  let fields: Record<string, unknown>;
  switch (kind) {
    case 'http':
      fields = {
        type: 'http',
        ...(/^https?:\/\//.test(id) ? { url: id } : {}),
        ...translateHttpConfig(config, configPath, log),
      };
      break;
    case 'websocket':
      fields = {
        type: 'websocket',
        ...(/^wss?:\/\//.test(id) ? { url: id } : {}),
        ...translateWebSocketConfig(config, configPath, log),
      };
      break;
    case 'model':
      fields = translateModelTarget(parseModelId(id)!, config, configPath, env, log);
      break;
    case 'demo':
      for (const key of Object.keys(config))
        log.warn(joinPath(configPath, key), 'the demo target takes no config, ignored');
      fields = { type: 'demo' };
      break;
    default:
      log.error(
        joinPath(path, 'id'),
        `Unsupported target id "${id}" (use http, https://…, websocket, wss://…, openai:<model>, anthropic:<model>, ollama:<model> or demo)`,
      );
      return undefined;
  }
  if (typeof substituted.label === 'string') fields.label = substituted.label;
  if (substituted.delay !== undefined) fields.delayMs = substituted.delay;
  if (envFailed) return undefined;
  const parsed = TargetConfigSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  logZodIssues(parsed.error, configPath, false, log);
  return undefined;
}

/** One target, throwing with every problem (each with its path) when it cannot be used. */
export function toTargetConfig(
  target: PromptfooTarget,
  env: EnvReader = envReader({}),
): TargetConfig {
  const log = new IssueLog();
  const config = translateTarget(target, 'target', env, log);
  if (!config || log.errors.length > 0) {
    throw new Error(log.errors.map((issue) => `${issue.path}: ${issue.message}`).join('\n'));
  }
  return config;
}
