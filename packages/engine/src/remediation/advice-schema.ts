import {
  ArchitectureChangeSchema,
  GuardrailRuleSchema,
  PLUGIN_CATEGORY_IDS,
  REMEDIATION_EFFORTS,
} from '@crucible/shared';
import { z } from 'zod';

/**
 * The remediation knowledge, as data: one file per plugin category (`data/<category>.json`),
 * each with advice written for its plugins (an entry may cover several related plugins) and a
 * `fallback` for a plugin no entry names. Texts are nunjucks templates over the target's slots
 * (`slots.ts`); `references` are framework item ids added to the plugin's own mappings.
 */
export const AdviceSchema = z.strictObject({
  /** The mechanism: why a model or application fails this way. */
  cause: z.string().min(1),
  effort: z.enum(REMEDIATION_EFFORTS),
  /** Lines for the system prompt; each mentions `your purpose ({{purpose}})` (README). */
  systemPrompt: z.array(z.string().min(1)).min(1),
  guardrails: z.array(GuardrailRuleSchema).default([]),
  architecture: z.array(ArchitectureChangeSchema).min(1),
  references: z.array(z.string()).default([]),
});
export type Advice = z.infer<typeof AdviceSchema>;

export const AdviceEntrySchema = AdviceSchema.extend({
  plugins: z.array(z.string()).min(1),
  /** `{{topic}}` per plugin id, for entries that cover several plugins. */
  topics: z.record(z.string(), z.string()).default({}),
});
export type AdviceEntry = z.infer<typeof AdviceEntrySchema>;

export const AdviceFileSchema = z.strictObject({
  category: z.enum(PLUGIN_CATEGORY_IDS),
  fallback: AdviceSchema,
  advice: z.array(AdviceEntrySchema),
});
export type AdviceFile = z.infer<typeof AdviceFileSchema>;
