import YAML from 'yaml';
import { resolveIntentFiles, type FileReader } from '../plugins/intent/files';
import type { ProviderConfig } from '../providers/registry';
import type { TargetConfig } from '../targets/schema';
import { checkConfig, readFrameworks } from './checks';
import { withFileEnv, type EnvReader } from './env-refs';
import { IssueLog, isRecord, joinPath, pathOf, type ConfigIssue } from './issues';
import { warnUnreadKeys } from './known-keys';
import { preprocess } from './preprocess';
import { resolveModelRef, type ProviderRef } from './provider-compat';
import { RedteamConfigSchema, type RedteamConfig } from './schema';
import { translateTarget } from './target-compat';

/**
 * Reads a promptfoo red-team config file the way a person would want it read: every problem of
 * every stage at once (YAML, schema, plugin and strategy ids, targets, environment variables),
 * each with its path; and every key that is read differently or not at all named in a warning.
 */
export type ImportOptions = {
  /** Where `{{env.X}}` in targets is read from; without one, no variable may be read. */
  env?: EnvReader;
  /**
   * The environment model keys come from (OPENAI_API_KEY, …). Without it the models a file
   * names are not resolved here (nor warned about): whoever runs the scan resolves them.
   */
  modelEnv?: Record<string, string | undefined>;
  /** False on a server: no key from the file, no environment key to a base URL it names. */
  trustModelConfig?: boolean;
  /** `skip`: the targets are not read (a scan template has none); `warning` says so. */
  targets?: { skip: true; warning: string } | { skip: false };
  /** Models the run has besides the file's (a server's model settings). */
  fallbackModels?: { generator: boolean; judge: boolean };
  /**
   * Reads the files an intent entry names (`intent: file://intents.csv`), beside the config;
   * without it such a reference is a field error (a server reads no file a template names).
   */
  readFile?: FileReader;
};

export type ResolvedModels = { generator?: ProviderConfig; judge?: ProviderConfig };

export type ConfigImport =
  | {
      ok: true;
      config: RedteamConfig;
      targets: TargetConfig[];
      models: ResolvedModels;
      warnings: ConfigIssue[];
    }
  | { ok: false; errors: ConfigIssue[]; warnings: ConfigIssue[] };

/** What a model reference's config may say: its key and where it is served. */
const MODEL_REF_KEYS = new Set(['apiKey', 'apiBaseUrl', 'baseUrl', 'apiHost']);

const NO_ENV: EnvReader = {
  get: () => undefined,
  refuse: () => 'no environment is read here',
};

function resolveModels(config: RedteamConfig, options: ImportOptions, log: IssueLog) {
  if (!options.modelEnv) return {};
  const env = options.modelEnv;
  const trust = { trustConfig: options.trustModelConfig ?? true };
  const fallback = options.fallbackModels ?? { generator: false, judge: false };
  const models: ResolvedModels = {};
  const resolve = (ref: ProviderRef | undefined, path: string, role: 'generator' | 'judge') => {
    if (ref === undefined) return;
    for (const key of Object.keys(typeof ref === 'string' ? {} : (ref.config ?? {}))) {
      if (!MODEL_REF_KEYS.has(key)) {
        log.warn(`${path}.config.${key}`, 'not used: Crucible sets its own model options, ignored');
      }
    }
    const resolved = resolveModelRef(ref, env, trust);
    if (resolved.ok) {
      models[role] = resolved.provider;
      return;
    }
    const instead = fallback[role]
      ? "the organization's model settings are used instead"
      : role === 'generator'
        ? 'attacks come from the offline corpus' +
          (config.redteam.judge ? '' : ' and grading stays offline')
        : 'grading stays offline';
    log.warn(path, `${resolved.reason}: ${instead}`);
  };
  resolve(config.redteam.provider, 'redteam.provider', 'generator');
  resolve(config.redteam.judge, 'redteam.judge', 'judge');
  if (!models.judge && config.redteam.judge === undefined) models.judge = models.generator;
  return models;
}

/** Reads a parsed document (see `importRedteamConfig`). */
export function importRedteamDocument(raw: unknown, options: ImportOptions = {}): ConfigImport {
  const log = new IssueLog();
  if (!isRecord(raw)) {
    log.error('', 'The file must be a YAML or JSON object with a redteam section');
    return { ok: false, errors: log.errors, warnings: log.warnings };
  }
  // An unreadable intent file is reported once, not again as "file:// was not read".
  const filePaths = new Set<string>();
  for (const error of options.readFile ? resolveIntentFiles(raw, options.readFile) : []) {
    const at = error.indexOf(': ');
    filePaths.add(error.slice(0, at));
    log.error(error.slice(0, at), error.slice(at + 2));
  }
  warnUnreadKeys(raw, log);
  const { doc, fileEnv } = preprocess(raw, log);
  const parsed = RedteamConfigSchema.safeParse(doc);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      if (!filePaths.has(pathOf(issue.path))) log.error(pathOf(issue.path), issue.message);
    }
  }

  const targets: TargetConfig[] = [];
  const listKey = doc.targets !== undefined ? 'targets' : 'providers';
  const entries = doc[listKey];
  if (options.targets?.skip) {
    if (Array.isArray(entries) && entries.length > 0) log.warn(listKey, options.targets.warning);
  } else if (Array.isArray(entries)) {
    const env = withFileEnv(options.env ?? NO_ENV, fileEnv);
    entries.forEach((entry, index) => {
      const target = translateTarget(entry, joinPath(listKey, index), env, log);
      if (target) targets.push(target);
    });
  }
  if (!parsed.success || log.errors.length > 0) {
    return { ok: false, errors: log.errors, warnings: log.warnings };
  }
  const config = parsed.data;
  if (config.redteam.frameworks) {
    config.redteam.frameworks = readFrameworks(config.redteam.frameworks, log);
  }
  const models = resolveModels(config, options, log);
  const fallback = options.fallbackModels ?? { generator: false, judge: false };
  checkConfig(
    config,
    {
      hasGenerator: Boolean(models.generator) || fallback.generator,
      hasJudge: Boolean(models.judge) || fallback.judge,
    },
    log,
  );
  return { ok: true, config, targets, models, warnings: log.warnings };
}

/** Reads a YAML or JSON (JSON is YAML) config file's text. */
export function importRedteamConfig(text: string, options: ImportOptions = {}): ConfigImport {
  let raw: unknown;
  try {
    raw = YAML.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message.trimEnd() : String(error);
    return { ok: false, errors: [{ path: '', message }], warnings: [] };
  }
  return importRedteamDocument(raw, options);
}

/** Issues as lines for a terminal: `redteam.plugins[3].id: Unknown plugin "foo"`. */
export function formatConfigIssues(issues: readonly ConfigIssue[]): string[] {
  return issues.map((issue) => `${issue.path || '(file)'}: ${issue.message}`);
}
