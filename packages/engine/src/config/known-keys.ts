import { POLICY_PLUGIN, PolicyConfigSchema } from '../plugins/policy/definition';
import { getPlugin } from '../plugins/registry';
import { expandPluginSelector } from '../plugins/selection';
import { getStrategy } from '../strategies/registry';
import type { IssueLog } from './issues';
import { isRecord, joinPath } from './issues';

/**
 * The keys a red-team config file may hold, where each is read, and what is said of the keys
 * Crucible does not use. Every key of a file is either read (listed here) or named in a warning
 * with its path; the schema (schema.ts) validates the values of the keys read.
 */

const UNUSED = 'not used by a red-team scan, ignored';
const NO_CODE = 'not supported: it is code, which Crucible does not run from configs';

/** Top-level keys: read (`null`) or the warning for them. */
const TOP_LEVEL: Record<string, string | null> = {
  $schema: null,
  description: null,
  targets: null,
  providers: null,
  prompts: null,
  defaultTest: null,
  redteam: null,
  env: null,
  evaluateOptions: null,
  tests: 'not run: a red-team scan makes its own tests from the plugins',
  scenarios: 'not run: a red-team scan makes its own tests from the plugins',
  outputPath: 'not used: Crucible keeps the results (the CLI writes --output)',
  sharing: 'not used: results stay on this Crucible',
  tags: UNUSED,
  metadata: UNUSED,
  derivedMetrics: UNUSED,
  writeLatestResults: UNUSED,
  nunjucksFilters: NO_CODE,
  extensions: NO_CODE,
  commandLineOptions: 'not read: give options to the crucible command',
  tracing: 'not supported, ignored',
};

const REDTEAM: Record<string, string | null> = {
  purpose: null,
  plugins: null,
  strategies: null,
  numTests: null,
  language: null,
  provider: null,
  judge: null,
  entities: null,
  injectVar: null,
  frameworks: null,
  maxConcurrency: null,
  delay: null,
  severity: null,
  testGenerationInstructions: null,
  inputs: 'not supported: the attack goes into one request variable (injectVar)',
  contexts: 'not supported: a scan has one purpose (redteam.purpose)',
  excludeTargetOutputFromAgenticAttackGeneration:
    "not used: Crucible's attacker model always sees the target's replies",
  remote: 'not used: attacks come from the offline corpus or your own generator model',
  sharing: 'not used: results stay on this Crucible',
  tracing: 'not supported, ignored',
};

const EVALUATE_OPTIONS: Record<string, string | null> = {
  maxConcurrency: null,
  delay: null,
  cache: 'not used: Crucible does not cache target replies',
  repeat: 'not supported: each probe is sent once',
  showProgressBar: 'not used: the CLI shows its own progress',
  timeoutMs: "not read here: set the target's timeout (timeoutMs)",
  maxEvalTimeMs: 'not supported, ignored',
};

/** Plugin `config` keys every plugin takes (`examples`, `modifiers`: with a generator model). */
export const GENERIC_PLUGIN_CONFIG = [
  'language',
  'severity',
  'excludeStrategies',
  'examples',
  'modifiers',
  'graderExamples',
];
/** The `config` keys of entries that are not registry plugins: a custom policy. */
const ENTRY_CONFIG_KEYS: Record<string, readonly string[]> = {
  [POLICY_PLUGIN]: Object.keys(PolicyConfigSchema.shape),
};

/** Strategy `config` keys every strategy takes. */
export const GENERIC_STRATEGY_CONFIG = ['enabled', 'plugins'];

const STRATEGY_CONFIG_WARNINGS: Record<string, string> = {
  stateful: "not read from a strategy: set stateful (or sessionParser) on the target's config",
  numTests: 'not supported: a strategy transforms every test of the plugins it applies to',
};

function checkKeys(
  value: Record<string, unknown>,
  known: Record<string, string | null>,
  path: string,
  log: IssueLog,
) {
  for (const key of Object.keys(value)) {
    const note = known[key];
    if (note === null) continue;
    log.warn(joinPath(path, key), note ?? 'unknown key, ignored');
  }
}

function checkPluginEntry(entry: unknown, path: string, log: IssueLog) {
  if (!isRecord(entry)) return;
  // `name` (promptfoo's older spelling of id) is read by preprocess.ts.
  checkKeys(
    entry,
    { id: null, name: null, numTests: null, severity: null, config: null },
    path,
    log,
  );
  const id = entry.id ?? entry.name;
  if (!isRecord(entry.config) || typeof id !== 'string') return;
  const own =
    ENTRY_CONFIG_KEYS[id] ??
    (expandPluginSelector(id) ?? []).flatMap((one) => getPlugin(one)?.configKeys ?? []);
  for (const key of Object.keys(entry.config)) {
    if (GENERIC_PLUGIN_CONFIG.includes(key) || own.includes(key)) continue;
    log.warn(joinPath(joinPath(path, 'config'), key), `not used by the ${id} plugin, ignored`);
  }
}

function checkStrategyEntry(entry: unknown, path: string, log: IssueLog) {
  if (!isRecord(entry)) return;
  checkKeys(entry, { id: null, config: null }, path, log);
  if (!isRecord(entry.config) || typeof entry.id !== 'string') return;
  const own = getStrategy(entry.id)?.configKeys ?? [];
  for (const key of Object.keys(entry.config)) {
    if (GENERIC_STRATEGY_CONFIG.includes(key) || own.includes(key)) continue;
    log.warn(
      joinPath(joinPath(path, 'config'), key),
      STRATEGY_CONFIG_WARNINGS[key] ?? `not used by the ${entry.id} strategy, ignored`,
    );
  }
}

/** A model reference written as an object: its id and config are read. */
function checkModelRef(ref: unknown, path: string, log: IssueLog) {
  if (isRecord(ref)) checkKeys(ref, { id: null, config: null }, path, log);
}

/** Warns, with its path, about every key of a file that nothing reads. */
export function warnUnreadKeys(doc: Record<string, unknown>, log: IssueLog): void {
  checkKeys(doc, TOP_LEVEL, '', log);
  if (isRecord(doc.evaluateOptions)) {
    checkKeys(doc.evaluateOptions, EVALUATE_OPTIONS, 'evaluateOptions', log);
  }
  if (isRecord(doc.defaultTest) && isRecord(doc.defaultTest.options)) {
    checkModelRef(doc.defaultTest.options.provider, 'defaultTest.options.provider', log);
  }
  const redteam = doc.redteam;
  if (!isRecord(redteam)) return;
  checkKeys(redteam, REDTEAM, 'redteam', log);
  checkModelRef(redteam.provider, 'redteam.provider', log);
  checkModelRef(redteam.judge, 'redteam.judge', log);
  if (Array.isArray(redteam.plugins)) {
    redteam.plugins.forEach((entry, index) =>
      checkPluginEntry(entry, joinPath('redteam.plugins', index), log),
    );
  }
  if (Array.isArray(redteam.strategies)) {
    redteam.strategies.forEach((entry, index) =>
      checkStrategyEntry(entry, joinPath('redteam.strategies', index), log),
    );
  }
}
