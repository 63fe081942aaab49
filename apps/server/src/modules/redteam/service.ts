import type { PluginDetail, PluginSummary, StrategySummary } from '@crucible/shared';
import {
  examplePrompts,
  FRAMEWORKS,
  getPlugin,
  pluginOrigin,
  PLUGINS,
  STRATEGIES,
  type Plugin,
} from '@crucible/engine';
import { AppError } from '../../errors';

/** How many corpus prompts a plugin's page shows as examples. */
const EXAMPLE_ATTACKS = 5;
/** Corpus prompts are templates over the target's purpose; examples use a neutral one. */
export const EXAMPLE_PURPOSE = 'a customer-support assistant';

function toSummary(plugin: Plugin): PluginSummary {
  return {
    id: plugin.id,
    name: plugin.name,
    category: plugin.category,
    severity: plugin.severity,
    frameworks: [...plugin.frameworks],
    needsLlm: plugin.needsLlm,
  };
}

/** The built-in catalogue, in registry order (grouped by category). */
export function listPlugins(): PluginSummary[] {
  return PLUGINS.map(toSummary);
}

export function getPluginDetail(id: string): PluginDetail {
  const plugin = getPlugin(id);
  if (!plugin) throw AppError.notFound('Plugin');
  const origin = pluginOrigin(plugin);
  return {
    ...toSummary(plugin),
    description: plugin.description,
    exampleAttacks: examplePrompts(plugin, { purpose: EXAMPLE_PURPOSE }, EXAMPLE_ATTACKS),
    mappings: FRAMEWORKS.flatMap((framework) =>
      framework.items
        .filter((item) => item.plugins.includes(plugin.id))
        .map((item) => ({
          frameworkId: framework.id,
          frameworkName: framework.name,
          itemId: item.id,
          itemName: item.name,
        })),
    ),
    gradingRubric: plugin.rubric,
    graders: [...plugin.graders],
    probeSource: origin.source,
    ...(origin.note ? { sourceNote: origin.note } : {}),
    ...(origin.dataset ? { dataset: origin.dataset } : {}),
  };
}

export function listStrategies(): StrategySummary[] {
  return STRATEGIES.map((strategy) => ({
    id: strategy.id,
    name: strategy.name,
    description: strategy.description,
    needsLlm: strategy.needsLlm,
    complexity: strategy.complexity,
  }));
}
