import type { PluginCategory } from '../plugins/types';
import { getPlugin } from '../plugins/registry';
import { AdviceFileSchema, type Advice, type AdviceEntry, type AdviceFile } from './advice-schema';
import bias from './data/bias.json';
import brand from './data/brand.json';
import compliance from './data/compliance.json';
import dataProtection from './data/data-protection.json';
import harmful from './data/harmful.json';
import security from './data/security.json';

/** The knowledge files, checked against their schema once, when the module loads. */
export const ADVICE_FILES: readonly AdviceFile[] = [
  security,
  dataProtection,
  harmful,
  bias,
  brand,
  compliance,
].map((file) => AdviceFileSchema.parse(file));

const BY_PLUGIN = new Map<string, AdviceEntry>();
for (const file of ADVICE_FILES) {
  for (const entry of file.advice) {
    for (const id of entry.plugins) BY_PLUGIN.set(id, entry);
  }
}
const BY_CATEGORY = new Map(ADVICE_FILES.map((file) => [file.category, file.fallback]));

/** Advice for a plugin: written for it (`plugin`), else its category's general advice. */
export type ResolvedAdvice = {
  scope: 'plugin' | 'category';
  advice: Advice;
  /** The entry's `{{topic}}` for the plugin, when it names one. */
  topic?: string;
};

/**
 * The advice for a plugin id. An unknown plugin (a vulnerability of a plugin since removed)
 * gets the security category's general advice: the plan still has something to act on.
 */
export function adviceFor(pluginId: string): ResolvedAdvice {
  const entry = BY_PLUGIN.get(pluginId);
  if (entry) return { scope: 'plugin', advice: entry, topic: entry.topics[pluginId] };
  const category: PluginCategory = getPlugin(pluginId)?.category ?? 'security';
  return { scope: 'category', advice: BY_CATEGORY.get(category)! };
}
