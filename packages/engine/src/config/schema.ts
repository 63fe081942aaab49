import { z } from 'zod';
import { corpusPrompts } from '../plugins/generate';
import { INTENT_PLUGIN_ID, intentEntries } from '../plugins/intent/config';
import { pluginConfigIssues } from '../plugins/plugin-config';
import {
  isPolicyPluginId,
  POLICY_PLUGIN,
  policyFromConfig,
  policyPluginIdOf,
  type PolicyDefinition,
} from '../plugins/policy/definition';
import { givenProbeCount } from '../plugins/probes';
import { unmetRequirement } from '../plugins/requirements';
import { getPlugin } from '../plugins/registry';
import { pluginOf } from '../plugins/resolve';
import { expandPluginSelector } from '../plugins/selection';
import { unsupportedPluginReason } from '../plugins/unsupported';
import { getStrategy, strategyNeedsLlm } from '../strategies/registry';
import type { Severity, TargetContext } from '../types';

/**
 * promptfoo-compatible red-team config. Plugins and strategies accept the bare-id form and the
 * object form; both are normalised to objects so error paths always end in `.id`.
 */
type PluginEntry = {
  id: string;
  numTests?: number;
  severity?: Severity;
  config?: Record<string, unknown>;
};
type StrategyEntry = { id: string; config?: Record<string, unknown> };

const PluginEntrySchema = z.union([
  z.string().transform((id): PluginEntry => ({ id })),
  z.object({
    id: z.string(),
    numTests: z.number().int().min(1).max(500).optional(),
    severity: z.enum(['critical', 'high', 'medium', 'low']).optional(),
    config: z.record(z.string(), z.unknown()).optional(),
  }),
]);

const StrategyEntrySchema = z.union([
  z.string().transform((id): StrategyEntry => ({ id })),
  z.object({ id: z.string(), config: z.record(z.string(), z.unknown()).optional() }),
]);

const ProviderRefSchema = z.union([
  z.string(),
  z.object({ id: z.string(), config: z.record(z.string(), z.unknown()).optional() }),
]);

const TargetEntrySchema = z.union([
  z.string(),
  z.looseObject({
    id: z.string().optional(),
    type: z.string().optional(),
    label: z.string().optional(),
    config: z.record(z.string(), z.unknown()).optional(),
  }),
]);

export const RedteamConfigSchema = z
  .object({
    description: z.string().optional(),
    targets: z.array(TargetEntrySchema).min(1, 'At least one target is required').optional(),
    /** promptfoo's older name for `targets`. */
    providers: z.array(TargetEntrySchema).min(1, 'At least one target is required').optional(),
    redteam: z.object({
      purpose: z.string().default(''),
      plugins: z
        .array(PluginEntrySchema)
        .min(1, 'List at least one plugin')
        .default([{ id: 'default' }]),
      strategies: z.array(StrategyEntrySchema).default([{ id: 'basic' }]),
      numTests: z.number().int().min(1).max(500).default(5),
      language: z.string().optional(),
      provider: ProviderRefSchema.optional(),
      /** Not in promptfoo: a separate grading model; defaults to `provider`. */
      judge: ProviderRefSchema.optional(),
    }),
  })
  .superRefine((config, ctx) => {
    if (config.targets && config.providers) {
      ctx.addIssue({
        code: 'custom',
        path: ['providers'],
        message: 'Give the targets once: under targets or providers (its older name), not both',
      });
    }
    config.redteam.plugins.forEach((plugin, index) => {
      if (plugin.id === POLICY_PLUGIN) {
        const policy = policyFromConfig(plugin.config, plugin.severity);
        if (policy.ok) return;
        for (const issue of policy.issues) {
          ctx.addIssue({
            code: 'custom',
            path: ['redteam', 'plugins', index, 'config', ...issue.path],
            message: issue.message,
          });
        }
        return;
      }
      if (isPolicyPluginId(plugin.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['redteam', 'plugins', index, 'id'],
          message: `Unknown policy "${plugin.id}": pick one from the Policy Library, or give its text (id: policy, config.policy)`,
        });
        return;
      }
      if (!expandPluginSelector(plugin.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['redteam', 'plugins', index, 'id'],
          message: unsupportedPluginReason(plugin.id) ?? `Unknown plugin "${plugin.id}"`,
        });
        return;
      }
      // Plugins that read their entry's config (intent, the datasets) check it now.
      const known = getPlugin(plugin.id);
      for (const issue of known ? pluginConfigIssues(known, plugin.config) : []) {
        ctx.addIssue({
          code: 'custom',
          path: ['redteam', 'plugins', index, 'config', ...issue.path],
          message: issue.message,
        });
      }
    });
    config.redteam.strategies.forEach((strategy, index) => {
      if (!getStrategy(strategy.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['redteam', 'strategies', index, 'id'],
          message: `Unknown strategy "${strategy.id}"`,
        });
      }
    });
  })
  .transform(({ providers, ...config }) =>
    providers && !config.targets ? { ...config, targets: providers } : config,
  );

export type RedteamConfig = z.infer<typeof RedteamConfigSchema>;
export type RedteamConfigInput = z.input<typeof RedteamConfigSchema>;

/**
 * A plugin after framework/collection expansion, with its effective test count and severity.
 * A custom policy's entry becomes `policy:<id>` and carries the policy (its severity is the
 * entry's, else the policy's own).
 */
export type PlannedPlugin = {
  id: string;
  numTests: number;
  severity?: Severity;
  config?: Record<string, unknown>;
  policy?: PolicyDefinition;
};

/** The registry plugins a config names (`intent` entries give fixed prompts: intent/tests.ts). */
export function plannedPlugins(config: RedteamConfig): PlannedPlugin[] {
  const seen = new Set<string>();
  const planned: PlannedPlugin[] = [];
  for (const entry of config.redteam.plugins) {
    if (entry.id === INTENT_PLUGIN_ID) continue;
    if (entry.id === POLICY_PLUGIN) {
      const parsed = policyFromConfig(entry.config, entry.severity);
      if (!parsed.ok) continue;
      const { policy } = parsed;
      const id = policyPluginIdOf(policy);
      if (seen.has(id)) continue;
      seen.add(id);
      planned.push({
        id,
        numTests: entry.numTests ?? config.redteam.numTests,
        severity: entry.severity ?? policy.severity,
        ...(entry.config ? { config: entry.config } : {}),
        policy,
      });
      continue;
    }
    // Without the target's profile, `profile` reads what the purpose says of the application.
    for (const id of expandPluginSelector(entry.id, { purpose: config.redteam.purpose }) ?? []) {
      if (seen.has(id)) continue;
      seen.add(id);
      const { id: _selector, numTests, ...rest } = entry;
      planned.push({ id, numTests: numTests ?? config.redteam.numTests, ...rest });
    }
  }
  return planned;
}

export type ProbeEstimate = {
  total: number;
  testsPerStrategy: number;
  perPlugin: Record<string, number>;
  strategies: string[];
  unavailableStrategies: string[];
  /** Plugins whose precondition the target's profile does not meet, and why (no probes). */
  skippedPlugins: { id: string; reason: string }[];
};

/**
 * Probes a scan will send: each plugin's tests × each usable listed strategy (`basic` being the
 * untransformed tests; a strategy with variants counts each), plus any test cases `retry`
 * re-runs. Without a generator model a plugin's tests are capped at its offline corpus size,
 * because corpus prompts never repeat. Each intent counts once per usable strategy (a sequence once); a
 * dataset plugin counts its sample's items, once each: they are sent as written.
 */
export function estimateProbeCount(
  config: RedteamConfig,
  options: { hasGenerator?: boolean; hasAttacker?: boolean; target?: TargetContext } = {},
): ProbeEstimate {
  const target = { ...options.target, purpose: options.target?.purpose ?? config.redteam.purpose };
  const hasLlm = config.redteam.provider !== undefined;
  const hasGenerator = options.hasGenerator ?? hasLlm;
  const hasAttacker = options.hasAttacker ?? hasLlm;
  const strategies: string[] = [];
  const unavailable: string[] = [];
  // Tests each usable strategy makes of one test of a plugin (several for one with variants).
  const perCase: ((pluginId: string) => number)[] = [];
  let suiteCases = 0;
  for (const entry of config.redteam.strategies) {
    const strategy = getStrategy(entry.id);
    if (!strategy) continue;
    if (strategyNeedsLlm(strategy, entry.config ?? {}) && !hasAttacker) unavailable.push(entry.id);
    else if (strategy.kind === 'suite') suiteCases += strategy.testCases(entry.config ?? {}).length;
    else {
      strategies.push(entry.id);
      const variants = strategy.kind === 'transform' ? strategy.variantCount : undefined;
      perCase.push((pluginId) => (variants ? variants(entry.config ?? {}, pluginId) : 1));
    }
  }
  const perPlugin: Record<string, number> = {};
  const skippedPlugins: ProbeEstimate['skippedPlugins'] = [];
  let tests = 0;
  let total = 0;
  for (const planned of plannedPlugins(config)) {
    const plugin = pluginOf(planned);
    const unmet = plugin && unmetRequirement(plugin, target);
    if (unmet) {
      skippedPlugins.push({ id: planned.id, reason: unmet });
      continue;
    }
    // A dataset plugin gives its sample's items, each sent once, as written, whatever the
    // strategies.
    const given = plugin && givenProbeCount(plugin, planned);
    const corpus =
      plugin && !given
        ? corpusPrompts(plugin, { target, language: config.redteam.language }, planned.numTests)
            .length
        : 0;
    const count = given ? given.transformable : hasGenerator ? planned.numTests : corpus;
    const asWritten = given?.asWritten ?? 0;
    const probes = count * perCase.reduce((sum, of) => sum + of(planned.id), 0) + asWritten;
    perPlugin[planned.id] = probes;
    tests += count + asWritten;
    total += probes;
  }
  // Intent entries are not planned plugins: one test per intent, a sequence sent once.
  for (const entry of intentEntries(config.redteam.plugins)) {
    const pluginId = entry.pluginId ?? INTENT_PLUGIN_ID;
    const sequences = entry.intents.filter((intent) => Array.isArray(intent.prompt)).length;
    const single = entry.intents.length - sequences;
    const probes = single * perCase.reduce((sum, of) => sum + of(pluginId), 0) + sequences;
    perPlugin[pluginId] = (perPlugin[pluginId] ?? 0) + probes;
    tests += entry.intents.length;
    total += probes;
  }
  return {
    total: total + suiteCases,
    testsPerStrategy: tests,
    perPlugin,
    strategies,
    unavailableStrategies: unavailable,
    skippedPlugins,
  };
}
