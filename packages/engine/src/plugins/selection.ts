import { frameworkPlugins } from '../frameworks/registry';
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
};

export const COLLECTION_IDS = Object.keys(COLLECTIONS);

/** Plugin ids a selector stands for: a plugin, a framework (item) or a collection. */
export function expandPluginSelector(id: string): readonly string[] | undefined {
  if (getPlugin(id)) return [id];
  const collection = COLLECTIONS[id];
  if (collection) return collection();
  return frameworkPlugins(id);
}

export function isKnownPluginSelector(id: string): boolean {
  return expandPluginSelector(id) !== undefined;
}
