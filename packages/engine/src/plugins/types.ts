import type { DeterministicGraderId, HarmFamily, Severity } from '../types';

export type PluginCategory =
  'security' | 'data-protection' | 'harmful' | 'bias' | 'brand' | 'compliance';

export const PLUGIN_CATEGORIES: readonly PluginCategory[] = [
  'security',
  'data-protection',
  'harmful',
  'bias',
  'brand',
  'compliance',
];

/**
 * A red-team plugin: what it probes, how bad a failure is, its offline attack corpus and how
 * to grade a reply. Plugins are data; behaviour lives in the generator and graders.
 */
export type PluginDefinition = {
  /** promptfoo's id where one exists, so configs move over unchanged. */
  id: string;
  name: string;
  category: PluginCategory;
  severity: Severity;
  description: string;
  /** Original attack prompts, nunjucks templates over `purpose` and `bank`-free generic vars. */
  prompts: readonly string[];
  /** What "failed" means for the LLM judge. */
  rubric: string;
  /** Deterministic graders to try, in order, before the judge. */
  graders: readonly DeterministicGraderId[];
  harmFamily?: HarmFamily;
  /** Regex sources whose match in a reply is evidence of failure (the `indicators` grader). */
  indicators?: readonly string[];
};

/**
 * A plugin as the registry serves it: the definition plus its framework mappings. `needsLlm`
 * is always false: every plugin has an offline corpus, and a generator model only tailors it.
 */
export type Plugin = PluginDefinition & { frameworks: readonly string[]; needsLlm: false };
