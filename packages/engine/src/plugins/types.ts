import type { DeterministicGraderId, HarmFamily, Severity } from '../types';
import type { Attack } from './corpus/types';
import type { PolicyDefinition } from './policy/definition';

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
  /**
   * What the target's profile must name for the plugin's attacks to mean anything (a plugin
   * about tool misuse needs the target's tools). Unmet, the plugin is skipped and says why.
   */
  requires?: readonly ProfileRequirement[];
  /** What "failed" means for the LLM judge. */
  rubric: string;
  /** Deterministic graders to try, in order, before the judge. */
  graders: readonly DeterministicGraderId[];
  harmFamily?: HarmFamily;
  /** Regex sources whose match in a reply is evidence of failure (the `indicators` grader). */
  indicators?: readonly string[];
  /**
   * Keys of a config entry's `config` this plugin reads, besides those every plugin takes
   * (`language`, `severity`, `excludeStrategies`, `examples`, `modifiers`); a config file's
   * other keys are reported as unused.
   */
  configKeys?: readonly string[];
  /**
   * Where its probes come from: `corpus` (the default) — the offline attack library; `config` —
   * the scan's own plugin entry (promptfoo's `intent`: the prompts are given, none is
   * generated); `dataset` — a shipped sample of a public dataset (`datasets/`), sent as written.
   */
  source?: PromptSource;
};

export type PromptSource = 'corpus' | 'config' | 'dataset';

/** Where a plugin's probes come from (`corpus` when the definition does not say). */
export const sourceOf = (plugin: Pick<PluginDefinition, 'source'>): PromptSource =>
  plugin.source ?? 'corpus';

/** Profile lists a plugin may need (`TargetContext` fields). */
export type ProfileRequirement = 'tools' | 'personalData' | 'userRoles';

/**
 * A plugin as the registry serves it: the definition, its English attack corpus
 * (`corpus/en/<id>.json`) and its framework mappings. `needsLlm` is always false: every plugin
 * has an offline corpus, and a generator model only tailors it.
 */
export type Plugin = PluginDefinition & {
  attacks: readonly Attack[];
  frameworks: readonly string[];
  needsLlm: false;
  /** Set on a custom policy's plugin (`policy/plugin.ts`): its prompts and grading follow it. */
  policy?: PolicyDefinition;
};
