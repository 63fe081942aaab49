import {
  gradingExamplesOf,
  pluginLanguages,
  scanContext,
  strategiesForPlugin,
} from '../config/plan';
import { plannedPlugins, type PlannedPlugin, type RedteamConfig } from '../config/schema';
import { effectiveStrategies } from '../config/strategies';
import { pluginPrompts } from '../plugins/generate';
import { intentEntries, intentsOf } from '../plugins/intent';
import { unmetRequirement } from '../plugins/requirements';
import { pluginOf } from '../plugins/resolve';
import type { ChatProvider } from '../providers/types';
import {
  getStrategy,
  resolveStrategies,
  type ResolvedStrategy,
  type UnavailableStrategy,
} from '../strategies/registry';
import type { TestCase } from '../test-case';
import type { TargetContext } from '../types';
import { hashString } from '../util/prng';

export type GenerateOptions = {
  /** Writes tailored prompts per plugin; without it the offline corpus is used. */
  generator?: ChatProvider;
  /** Needed by LLM strategies; defaults to the generator. */
  attacker?: ChatProvider;
  /** Overrides `redteam.purpose`. */
  purpose?: string;
  /** The target's profile: fills the attack templates and decides plugin preconditions. */
  target?: TargetContext;
};

export type TestSuite = {
  testCases: TestCase[];
  unavailable: UnavailableStrategy[];
  /** Plugins whose precondition the target's profile does not meet, with the reason. */
  skippedPlugins: { id: string; reason: string }[];
  /** Non-fatal problems (generator fell back to corpus, a transform failed). */
  warnings: string[];
};

/**
 * Expands a config into test cases: for every planned plugin, its prompts in each of its
 * languages; for every prompt, one test per usable strategy that applies to the plugin
 * (`basic` = untransformed, unless the config turns it off). Runtime strategies keep the base
 * prompt as their goal and act when the probe runs; suite strategies (`retry`) add their cases.
 * `intent` entries add their fixed prompts, each through the strategies like a plugin's.
 */
export async function generateTestCases(
  config: RedteamConfig,
  options: GenerateOptions = {},
): Promise<TestSuite> {
  const attacker = options.attacker ?? options.generator;
  const target = scanContext(config, {
    ...options.target,
    purpose: options.purpose ?? options.target?.purpose ?? config.redteam.purpose,
  });
  const { usable, unavailable } = resolveStrategies(
    effectiveStrategies(config.redteam.strategies),
    { hasAttacker: attacker !== undefined },
  );
  const testCases: TestCase[] = [];
  const warnings: string[] = [];
  const skippedPlugins: TestSuite['skippedPlugins'] = [];

  for (const planned of plannedPlugins(config)) {
    const plugin = pluginOf(planned);
    if (!plugin) continue;
    const unmet = unmetRequirement(plugin, target);
    if (unmet) {
      skippedPlugins.push({ id: plugin.id, reason: unmet });
      warnings.push(`${plugin.id}: skipped — ${unmet}`);
      continue;
    }
    const strategies = usable.filter(
      ({ strategy, config: strategyConfig }) =>
        strategiesForPlugin([{ id: strategy.id, config: strategyConfig }], planned).length > 0,
    );
    const languages = pluginLanguages(config, planned);
    const examples = gradingExamplesOf(planned);
    for (const language of languages) {
      const generated = await pluginPrompts(
        plugin,
        { target, language, ...generatorHints(config, planned) },
        planned.numTests,
        options.generator,
      );
      if (generated.warning) warnings.push(`${plugin.id}: ${generated.warning}`);
      const tag = languages.length > 1 && language ? `@${language}` : '';
      for (const [index, basePrompt] of generated.prompts.entries()) {
        const base: TestCase = {
          id: `${plugin.id}${tag}#${index + 1}`,
          pluginId: plugin.id,
          strategyId: 'basic',
          prompt: basePrompt,
          basePrompt,
          metadata: {
            source: generated.source,
            ...(planned.policy ? { policy: planned.policy } : {}),
            ...(language ? { language } : {}),
            ...(examples.length > 0 ? { gradingExamples: examples } : {}),
          },
        };
        testCases.push(
          ...(await applyStrategies(base, strategies, { attacker, target, warnings })),
        );
      }
    }
  }
  for (const [index, entry] of intentEntries(config.redteam.plugins).entries()) {
    for (const { testCase, sequence } of intentsOf(entry, index + 1)) {
      // A sequence is sent as written: strategies rewrite single prompts only.
      if (sequence) testCases.push({ ...testCase, id: `${testCase.id}/basic` });
      else
        testCases.push(
          ...(await applyStrategies(testCase, usable, { attacker, target, warnings })),
        );
    }
  }
  for (const { strategy, config: strategyConfig } of usable) {
    if (strategy.kind === 'suite') testCases.push(...strategy.testCases(strategyConfig));
  }
  return { testCases, unavailable, skippedPlugins, warnings };
}

/** What a generator model is told besides the plugin: the entry's examples and requirements. */
function generatorHints(config: RedteamConfig, planned: PlannedPlugin) {
  const own = planned.config ?? {};
  const examples = Array.isArray(own.examples) ? own.examples.map(String) : [];
  const modifiers = own.modifiers && typeof own.modifiers === 'object' ? own.modifiers : {};
  const instructions = [
    ...Object.entries(modifiers).map(([key, value]) => `${key}: ${String(value)}`),
    ...(config.redteam.testGenerationInstructions
      ? [config.redteam.testGenerationInstructions]
      : []),
  ];
  return {
    ...(examples.length > 0 ? { examples } : {}),
    ...(instructions.length > 0 ? { instructions } : {}),
  };
}

/**
 * One test per usable strategy of a base test: transforms rewrite its prompt now (encodings it
 * already carries stay, outermost last), runtime strategies keep it as their goal, suite
 * strategies add nothing here. A failing transform is a warning, not a failed generation.
 */
async function applyStrategies(
  base: TestCase,
  usable: readonly ResolvedStrategy[],
  options: { attacker?: ChatProvider; target: TargetContext; warnings: string[] },
): Promise<TestCase[]> {
  const cases: TestCase[] = [];
  for (const { strategy, config: strategyConfig } of usable) {
    const seed = hashString(`${base.id}:${strategy.id}`);
    const id = `${base.id}/${strategy.id}`;
    const metadata = { ...base.metadata, strategyConfig };
    if (strategy.kind === 'suite') continue;
    if (strategy.kind === 'runtime') {
      cases.push({ ...base, id, strategyId: strategy.id, metadata });
      continue;
    }
    try {
      const out = await strategy.transform({
        prompt: base.prompt,
        testCase: base,
        config: strategyConfig,
        seed,
        attacker: options.attacker,
        lookup: getStrategy,
        target: options.target,
      });
      const encodings = [...(base.metadata.encodings ?? []), ...(out.metadata?.encodings ?? [])];
      cases.push({
        ...base,
        id,
        strategyId: strategy.id,
        prompt: out.prompt,
        metadata: {
          ...metadata,
          ...out.metadata,
          ...(encodings.length > 0 ? { encodings } : {}),
        },
      });
    } catch (error) {
      options.warnings.push(`${id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return cases;
}
