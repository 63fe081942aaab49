import type { RedteamBlock, ScanPluginEntry, ScanStrategyEntry } from '@crucible/shared';

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

export function strategyId(entry: ScanStrategyEntry): string {
  return typeof entry === 'string' ? entry : entry.id;
}

export const EMPTY_BLOCK: RedteamBlock = {
  plugins: ['default'],
  strategies: ['basic'],
  numTests: 3,
};
