import { frameworksForPlugin } from '../frameworks/registry';
import { attacksOf } from './corpus/library';
import { BIAS_PLUGINS } from './data/bias';
import { BRAND_PLUGINS } from './data/brand';
import { COMPLIANCE_PLUGINS } from './data/compliance';
import { DATA_PROTECTION_PLUGINS } from './data/data-protection';
import { HARMFUL_DANGEROUS_PLUGINS } from './data/harmful-dangerous';
import { HARMFUL_SOCIETAL_PLUGINS } from './data/harmful-societal';
import { COMMERCE_PLUGINS } from './data/industry-commerce';
import { FINANCE_PLUGINS } from './data/industry-finance';
import { HEALTH_PLUGINS } from './data/industry-health';
import { SECURITY_PLUGINS } from './data/security';
// New plugin files (telecom, agentic, RAG, coding agents).
import { AGENTIC_PLUGINS } from './data/agentic';
import { CODING_AGENT_PLUGINS } from './data/coding-agent';
import { CUSTOM_PLUGINS } from './data/custom';
import { DATASET_PLUGINS } from './data/datasets';
import { TELECOM_PLUGINS } from './data/industry-telecom';
import type { Plugin, PluginDefinition } from './types';

const DEFINITIONS: readonly PluginDefinition[] = [
  ...SECURITY_PLUGINS,
  ...DATA_PROTECTION_PLUGINS,
  ...HARMFUL_DANGEROUS_PLUGINS,
  ...HARMFUL_SOCIETAL_PLUGINS,
  ...BIAS_PLUGINS,
  ...BRAND_PLUGINS,
  ...COMPLIANCE_PLUGINS,
  ...HEALTH_PLUGINS,
  ...COMMERCE_PLUGINS,
  ...FINANCE_PLUGINS,
  // Telecom, agentic, RAG and coding-agent plugins.
  ...AGENTIC_PLUGINS,
  ...CODING_AGENT_PLUGINS,
  ...TELECOM_PLUGINS,
  // Probes the config gives (intent) and dataset samples (beavertails, xstest…).
  ...CUSTOM_PLUGINS,
  ...DATASET_PLUGINS,
];

/** The explicit plugin registry, each plugin enriched with its framework mappings. */
export const PLUGINS: readonly Plugin[] = DEFINITIONS.map((definition) => ({
  ...definition,
  attacks: attacksOf(definition.id),
  frameworks: frameworksForPlugin(definition.id),
  needsLlm: false,
}));

const BY_ID = new Map(PLUGINS.map((plugin) => [plugin.id, plugin]));

export function getPlugin(id: string): Plugin | undefined {
  return BY_ID.get(id);
}
