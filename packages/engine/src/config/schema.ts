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
import { pluginLanguages, scanContext, strategiesForPlugin } from './plan';
import { effectiveStrategies } from './strategies';
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

const SeveritySchema = z.enum(['critical', 'high', 'medium', 'low']);

const PluginEntrySchema = z.union([
  z.string().transform((id): PluginEntry => ({ id })),
  z.object({
    id: z.string(),
    numTests: z.number().int().min(1).max(500).optional(),
    severity: SeveritySchema.optional(),
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

/** promptfoo's `defaultTest`, as far as a red-team scan uses it (the rest is warned about). */
const DefaultTestSchema = z.object({
  /** Variables every request template sees (the attack goes into `injectVar`). */
  vars: z.record(z.string(), z.unknown()).optional(),
  /** JavaScript run in the sandbox on the variables before each request. */
  options: z.object({ transformVars: z.string().min(1).optional() }).optional(),
});

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
    /** The prompt template the attack is put into (its `injectVar`); at most one is used. */
    prompts: z.array(z.string().min(1)).max(1).optional(),
    defaultTest: DefaultTestSchema.optional(),
    redteam: z.object({
      purpose: z.string().default(''),
      plugins: z
        .array(PluginEntrySchema)
        .min(1, 'List at least one plugin')
        .default([{ id: 'default' }]),
      strategies: z.array(StrategyEntrySchema).default([{ id: 'basic' }]),
      numTests: z.number().int().min(1).max(500).default(5),
      /** A code or name, or several: each plugin's tests are made in each language. */
      language: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]).optional(),
      provider: ProviderRefSchema.optional(),
      /** Not in promptfoo: a separate grading model; defaults to `provider`. */
      judge: ProviderRefSchema.optional(),
      /** Names the application deals with: they fill the attack templates' name slots. */
      entities: z.array(z.string().min(1)).optional(),
      /** The request variable the attack goes into (default `prompt`). */
      injectVar: z.string().min(1).optional(),
      /** Framework views the report shows (`owasp:llm`, `nist:ai`, …). */
      frameworks: z.array(z.string().min(1)).optional(),
      /** At most this many requests to the target at once (the target's own limit also holds). */
      maxConcurrency: z.number().int().min(1).optional(),
      /** Milliseconds between requests to the target. */
      delay: z.number().int().min(0).optional(),
      /** Severity per plugin id, overriding the plugins' own. */
      severity: z.record(z.string(), SeveritySchema).optional(),
      /** Told to a generator model writing the attacks. */
      testGenerationInstructions: z.string().min(1).optional(),
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

/** promptfoo also takes a plugin's severity inside its `config`. */
function configSeverity(config: Record<string, unknown> | undefined): Severity | undefined {
  const parsed = SeveritySchema.safeParse(config?.severity);
  return parsed.success ? parsed.data : undefined;
}

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
      const severity =
        rest.severity ?? configSeverity(entry.config) ?? config.redteam.severity?.[id];
      planned.push({
        id,
        numTests: numTests ?? config.redteam.numTests,
        ...rest,
        ...(severity ? { severity } : {}),
      });
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

type EstimatedStrategy = {
  id: string;
  config?: Record<string, unknown>;
  perCase: (pluginId: string) => number;
};

/** Tests the given strategies make of one test of a plugin. */
const variantsFor = (strategies: readonly EstimatedStrategy[], pluginId: string) =>
  strategies.reduce((sum, entry) => sum + entry.perCase(pluginId), 0);

/**
 * Probes a scan will send: each plugin's tests (in each of its languages) × each usable strategy
 * that applies to it (`basic`, the untransformed tests, unless turned off; a strategy with
 * variants counts each), plus any test cases `retry` re-runs, plus each intent (a single prompt
 * once per usable strategy, a sequence once). Without a generator model a plugin's tests are
 * capped at its offline corpus size, because corpus prompts never repeat. A dataset plugin
 * counts its sample's items, once each: they are sent as written, in no other language.
 */
export function estimateProbeCount(
  config: RedteamConfig,
  options: { hasGenerator?: boolean; hasAttacker?: boolean; target?: TargetContext } = {},
): ProbeEstimate {
  const target = scanContext(config, options.target);
  const hasLlm = config.redteam.provider !== undefined;
  const hasGenerator = options.hasGenerator ?? hasLlm;
  const hasAttacker = options.hasAttacker ?? hasLlm;
  const strategies: EstimatedStrategy[] = [];
  const unavailable: string[] = [];
  let suiteCases = 0;
  for (const entry of effectiveStrategies(config.redteam.strategies)) {
    const strategy = getStrategy(entry.id);
    if (!strategy) continue;
    if (strategyNeedsLlm(strategy, entry.config ?? {}) && !hasAttacker) unavailable.push(entry.id);
    else if (strategy.kind === 'suite') suiteCases += strategy.testCases(entry.config ?? {}).length;
    else {
      const variants = strategy.kind === 'transform' ? strategy.variantCount : undefined;
      strategies.push({
        ...entry,
        // Tests it makes of one test of a plugin (several for a strategy with variants).
        perCase: (pluginId) => (variants ? variants(entry.config ?? {}, pluginId) : 1),
      });
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
    // strategies and languages.
    const languages = pluginLanguages(config, planned);
    const given = plugin && givenProbeCount(plugin, { ...planned, language: languages[0] });
    let count = given?.transformable ?? 0;
    if (!given) {
      for (const language of languages) {
        const corpus = plugin
          ? corpusPrompts(plugin, { target, language }, planned.numTests).length
          : 0;
        count += hasGenerator ? planned.numTests : corpus;
      }
    }
    const asWritten = given?.asWritten ?? 0;
    const probes =
      count * variantsFor(strategiesForPlugin(strategies, planned), planned.id) + asWritten;
    perPlugin[planned.id] = probes;
    tests += count + asWritten;
    total += probes;
  }
  // Intent entries are not planned plugins: one test per intent, a sequence sent once.
  for (const entry of intentEntries(config.redteam.plugins)) {
    const pluginId = entry.pluginId ?? INTENT_PLUGIN_ID;
    const sequences = entry.intents.filter((intent) => Array.isArray(intent.prompt)).length;
    const single = entry.intents.length - sequences;
    const probes = single * variantsFor(strategies, pluginId) + sequences;
    perPlugin[pluginId] = (perPlugin[pluginId] ?? 0) + probes;
    tests += entry.intents.length;
    total += probes;
  }
  return {
    total: total + suiteCases,
    testsPerStrategy: tests,
    perPlugin,
    strategies: strategies.map((entry) => entry.id),
    unavailableStrategies: unavailable,
    skippedPlugins,
  };
}
