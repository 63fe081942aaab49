import type { PLUGIN_CATEGORY_IDS } from './contracts/redteam';

export type PluginCategoryId = (typeof PLUGIN_CATEGORY_IDS)[number];

/** How a plugin category reads, in the SPA and in reports. */
export const PLUGIN_CATEGORY_NAMES: Record<PluginCategoryId, string> = {
  security: 'Security & access',
  'data-protection': 'Data protection',
  harmful: 'Harmful content',
  bias: 'Bias',
  brand: 'Brand & trust',
  compliance: 'Compliance & legal',
};

/** A category's name; an unknown category (a plugin since removed) reads as its id. */
export function pluginCategoryName(id: string): string {
  return (PLUGIN_CATEGORY_NAMES as Record<string, string>)[id] ?? id;
}
