import {
  POLICY_PLUGIN_PREFIX,
  type RedteamBlock,
  type ScanPluginEntry,
  type ScanStrategyEntry,
} from '@crucible/shared';

/** A plugin entry with its overrides spelled out (the API takes `id` or `{id, numTests, severity}`). */
export type PluginRow = Exclude<ScanPluginEntry, string>;

export function pluginRow(entry: ScanPluginEntry): PluginRow {
  return typeof entry === 'string' ? { id: entry } : entry;
}

/** Back to the compact form when nothing is overridden. */
export function pluginEntry(row: PluginRow): ScanPluginEntry {
  const { id, ...overrides } = row;
  const set = Object.values(overrides).some((value) => value !== undefined);
  return set ? row : id;
}

/** A library policy's plugin id (`policy:<id>`). */
export const isPolicyId = (id: string) => id.startsWith(POLICY_PLUGIN_PREFIX);

/** The rule of an inline `policy` entry (promptfoo's form); undefined for any other entry. */
export function inlinePolicyText(row: PluginRow): string | undefined {
  if (row.id !== 'policy') return undefined;
  const policy = row.config?.policy;
  if (typeof policy === 'string') return policy;
  const text = (policy as { text?: unknown } | undefined)?.text;
  return typeof text === 'string' ? text : '';
}

export function strategyId(entry: ScanStrategyEntry): string {
  return typeof entry === 'string' ? entry : entry.id;
}

export const EMPTY_BLOCK: RedteamBlock = {
  plugins: ['default'],
  strategies: ['basic'],
  numTests: 3,
};

const isOff = (entry: ScanStrategyEntry) =>
  typeof entry !== 'string' && entry.config?.enabled === false;

/**
 * Whether a strategy runs, as promptfoo reads the list: `basic` unless it is listed with
 * `enabled: false`; any other strategy when it is listed and not turned off.
 */
export function strategyOn(entries: readonly ScanStrategyEntry[] | undefined, id: string): boolean {
  const entry = (entries ?? []).find((candidate) => strategyId(candidate) === id);
  if (id === 'basic') return !entry || !isOff(entry);
  return entry !== undefined && !isOff(entry);
}

/** The ids of the strategies that run, `basic` first when it does. */
export function strategiesOn(entries: readonly ScanStrategyEntry[] | undefined): string[] {
  const ids = (entries ?? []).map(strategyId).filter((id) => id !== 'basic');
  const on = ids.filter((id) => strategyOn(entries, id));
  return strategyOn(entries, 'basic') ? ['basic', ...on] : on;
}

/** Turns a strategy on or off; turning `basic` off writes `{id: basic, config: {enabled: false}}`. */
export function withStrategy(
  entries: readonly ScanStrategyEntry[] | undefined,
  id: string,
  on: boolean,
): ScanStrategyEntry[] {
  const rest = (entries ?? []).filter((entry) => strategyId(entry) !== id);
  if (id === 'basic')
    return on ? ['basic', ...rest] : [{ id, config: { enabled: false } }, ...rest];
  return on ? [...rest, id] : rest;
}

/** The language field's text: one language, or several separated by commas. */
export function languageText(language: RedteamBlock['language']): string {
  return Array.isArray(language) ? language.join(', ') : (language ?? '');
}

/** The text back as the block's language: a list once it names several. */
export function languageOf(text: string): RedteamBlock['language'] {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length > 1 && parts.every(Boolean)) return parts;
  return text.trim() === '' ? undefined : text;
}

/** The select's value for a model a file names (`redteam.provider: openai:…`). */
export const NAMED = 'named';

export function modelChoiceOf(choice: RedteamBlock['provider']): string {
  if (choice === undefined) return 'organization';
  return choice === 'organization' || choice === 'offline' ? choice : NAMED;
}

export function modelRefId(choice: RedteamBlock['provider']): string {
  if (choice === undefined || choice === 'organization' || choice === 'offline') return '';
  return typeof choice === 'string' ? choice : choice.id;
}

/**
 * promptfoo's `intent` entries — fixed prompts graded as `config.pluginId`, e.g. a remediation
 * bundle's regression scan — come several to a block with the same id, so the editor keeps them
 * whole and apart from the plugin picker.
 */
export const INTENT_PLUGIN = 'intent';

export function isIntentEntry(entry: ScanPluginEntry): entry is PluginRow {
  return typeof entry !== 'string' && entry.id === INTENT_PLUGIN;
}

/**
 * What an intent entry holds: the plugin that grades it — `intent` itself when none is named
 * (promptfoo's form: each intent judged by the plugin family it is nearest to) — and how many
 * prompts or sequences.
 */
export function intentSummary(entry: PluginRow): { pluginId: string; prompts: number } {
  const { pluginId, intent } = entry.config ?? {};
  return {
    pluginId: typeof pluginId === 'string' && pluginId ? pluginId : INTENT_PLUGIN,
    prompts: Array.isArray(intent) ? intent.length : typeof intent === 'string' ? 1 : 0,
  };
}
