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
