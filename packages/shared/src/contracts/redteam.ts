import { z } from 'zod';

/*
 * The built-in red-team catalogue (the engine's plugin and strategy registries). The enums
 * mirror the engine's types; the server maps one onto the other, so a drift fails to compile.
 */

export const PLUGIN_SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
export const PLUGIN_CATEGORY_IDS = [
  'security',
  'data-protection',
  'harmful',
  'bias',
  'brand',
  'compliance',
] as const;

export const PluginSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.enum(PLUGIN_CATEGORY_IDS),
  severity: z.enum(PLUGIN_SEVERITIES),
  /** Framework item ids that map to the plugin, e.g. `owasp:llm:01`. */
  frameworks: z.array(z.string()),
  /** False for every built-in plugin: each has an offline corpus a generator model only tailors. */
  needsLlm: z.boolean(),
});
export type PluginSummary = z.infer<typeof PluginSummarySchema>;

// GET /api/v1/redteam/plugins
export const PluginListResponseSchema = z.object({ plugins: z.array(PluginSummarySchema) });

export const PluginParamsSchema = z.object({
  id: z.string().min(1).max(200),
});

export const FrameworkMappingSchema = z.object({
  frameworkId: z.string(),
  frameworkName: z.string(),
  itemId: z.string(),
  itemName: z.string(),
});

// GET /api/v1/redteam/plugins/{id}
export const PluginDetailSchema = PluginSummarySchema.extend({
  description: z.string(),
  /** A few of its prompts (the offline corpus rendered for a generic application, dataset items). */
  exampleAttacks: z.array(z.string()),
  mappings: z.array(FrameworkMappingSchema),
  /** What "failed" means to the grader. */
  gradingRubric: z.string(),
  /** Deterministic graders tried, in order, before the LLM judge. */
  graders: z.array(z.string()),
  /**
   * Where its probes come from: `corpus` the offline attack library; `config` the scan's own
   * config (intent); `dataset` a sample shipped in the style of a public dataset.
   */
  probeSource: z.enum(['corpus', 'config', 'dataset']),
  /** How the probes are made, when not from the attack library. */
  sourceNote: z.string().optional(),
  /** The public dataset a dataset plugin's sample is written after. */
  dataset: z
    .object({ name: z.string(), publisher: z.string(), url: z.string(), licence: z.string() })
    .optional(),
});
export type PluginDetail = z.infer<typeof PluginDetailSchema>;

export const StrategySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** True when the strategy cannot run without an attacker model (see model settings). */
  needsLlm: z.boolean(),
  complexity: z.enum(['low', 'medium', 'high']),
});
export type StrategySummary = z.infer<typeof StrategySummarySchema>;

// GET /api/v1/redteam/strategies
export const StrategyListResponseSchema = z.object({ strategies: z.array(StrategySummarySchema) });
