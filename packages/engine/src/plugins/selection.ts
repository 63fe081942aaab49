import { frameworkPlugins } from '../frameworks/registry';
import type { TargetContext } from '../types';
import { fitPlugins } from './fit';
import { PLUGINS, getPlugin } from './registry';

/** Named collections usable as plugin ids, like frameworks. */
const COLLECTIONS: Record<string, () => string[]> = {
  default: () => [
    'prompt-extraction',
    'system-prompt-override',
    'indirect-prompt-injection',
    'hijacking',
    'pii:direct',
    'pii:social',
    'harmful:privacy',
    'harmful:hate',
    'harmful:self-harm',
    'harmful:violent-crime',
    'harmful:indiscriminate-weapons',
    'harmful:cybercrime',
    'harmful:illegal-drugs',
    'harmful:non-violent-crime',
    'contracts',
    'competitors',
    'hallucination',
    'excessive-agency',
    'sql-injection',
    'shell-injection',
  ],
  harmful: () => PLUGINS.filter((p) => p.id.startsWith('harmful:')).map((p) => p.id),
  pii: () => PLUGINS.filter((p) => p.id.startsWith('pii:')).map((p) => p.id),
  bias: () => PLUGINS.filter((p) => p.category === 'bias').map((p) => p.id),
  // promptfoo's industry collections.
  medical: () => PLUGINS.filter((p) => p.id.startsWith('medical:')).map((p) => p.id),
  pharmacy: () => PLUGINS.filter((p) => p.id.startsWith('pharmacy:')).map((p) => p.id),
  insurance: () => PLUGINS.filter((p) => p.id.startsWith('insurance:')).map((p) => p.id),
  financial: () => PLUGINS.filter((p) => p.id.startsWith('financial:')).map((p) => p.id),
  ecommerce: () => PLUGINS.filter((p) => p.id.startsWith('ecommerce:')).map((p) => p.id),
};

/** The plugins the target's profile calls for (plugins/fit.ts); a server fills them in per scan. */
export const PROFILE_SELECTOR = 'profile';

export const COLLECTION_IDS = [...Object.keys(COLLECTIONS), PROFILE_SELECTOR];

/**
 * Plugin ids a selector stands for: a plugin, a framework (item), a collection, or `profile`:
 * what the target's context calls for (nothing when nothing is known of the target).
 */
export function expandPluginSelector(
  id: string,
  context: TargetContext = {},
): readonly string[] | undefined {
  if (getPlugin(id)) return [id];
  if (id === PROFILE_SELECTOR) return fitPlugins(context).map((plugin) => plugin.id);
  const collection = COLLECTIONS[id];
  const expanded = collection ? collection() : frameworkPlugins(id);
  // A plugin that needs its own config (intent) is named on its own, never pulled in by a
  // framework or collection it is mapped to (promptfoo's config-required plugins).
  return expanded?.filter((pluginId) => getPlugin(pluginId)?.source !== 'config');
}

export function isKnownPluginSelector(id: string): boolean {
  return expandPluginSelector(id) !== undefined;
}
