import type { PLUGIN_SEVERITIES } from './contracts/redteam';

export type PluginSeverity = (typeof PLUGIN_SEVERITIES)[number];

/**
 * Where a vulnerability's (or a scan's) severity of a plugin comes from, least specific first:
 * the plugin's default, the scan template's per-plugin severity, the organization's active
 * override collections, the target's own overrides, and a person's choice on one vulnerability.
 */
export const SEVERITY_LAYERS = ['plugin', 'template', 'organization', 'target', 'manual'] as const;
export type SeverityLayer = (typeof SEVERITY_LAYERS)[number];

export type SeverityLayers = { plugin: PluginSeverity } & {
  [Layer in Exclude<SeverityLayer, 'plugin'>]?: PluginSeverity | null;
};

export type EffectiveSeverity = { severity: PluginSeverity; layer: SeverityLayer };

const MOST_SPECIFIC_FIRST = [...SEVERITY_LAYERS].reverse() as SeverityLayer[];

/**
 * The one precedence rule: the most specific layer that sets a severity wins
 * (manual → target → organization → template → plugin default).
 */
export function effectiveSeverity(layers: SeverityLayers): EffectiveSeverity {
  for (const layer of MOST_SPECIFIC_FIRST) {
    const severity = layers[layer];
    if (severity) return { severity, layer };
  }
  return { severity: layers.plugin, layer: 'plugin' };
}
