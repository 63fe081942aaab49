import type { StrategyConfig } from '../strategies/types';

type StrategyEntry = { id: string; config?: StrategyConfig };

const disabled = (entry: StrategyEntry) => entry.config?.enabled === false;

/**
 * The strategies a scan runs, as promptfoo reads the list: untransformed `basic` tests are
 * always added unless the list says `{id: basic, config: {enabled: false}}`; any entry with
 * `enabled: false` is left out. The list as written is kept in the config (a template saved
 * back or submitted elsewhere keeps saying basic is off).
 */
export function effectiveStrategies(written: readonly StrategyEntry[]): StrategyEntry[] {
  const listed = written.filter((entry) => !disabled(entry));
  const basicOff = written.some((entry) => entry.id === 'basic' && disabled(entry));
  if (basicOff || listed.some((entry) => entry.id === 'basic')) return listed;
  return [{ id: 'basic' }, ...listed];
}

/**
 * Whether a strategy applies to a plugin's tests: promptfoo's strategy `config.plugins` limits
 * it to the plugins listed (ids, or a prefix such as `harmful` for `harmful:*`).
 */
export function strategyAppliesTo(config: StrategyConfig | undefined, pluginId: string): boolean {
  const only = config?.plugins;
  if (!Array.isArray(only) || only.length === 0) return true;
  return only.some((id) => id === pluginId || pluginId.startsWith(`${String(id)}:`));
}

/** Whether a plugin entry's `config.excludeStrategies` leaves a strategy out of its tests. */
export function pluginExcludes(
  pluginConfig: Record<string, unknown> | undefined,
  strategyId: string,
): boolean {
  const excluded = pluginConfig?.excludeStrategies;
  return Array.isArray(excluded) && excluded.map(String).includes(strategyId);
}
