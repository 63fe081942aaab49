import {
  gradingExamplesOf,
  pluginLanguages,
  scanContext,
  strategiesForPlugin,
} from '../config/plan';
import { plannedPlugins, type PlannedPlugin, type RedteamConfig } from '../config/schema';
import { effectiveStrategies } from '../config/strategies';
import { INTENT_PLUGIN_ID, intentEntries } from '../plugins/intent/config';
import { intentsOf } from '../plugins/intent/tests';
import { unmetRequirement } from '../plugins/requirements';
import { getPlugin } from '../plugins/registry';
import { pluginOf } from '../plugins/resolve';
import type { ChatProvider } from '../providers/types';
import { resolveStrategies, type UnavailableStrategy } from '../strategies/registry';
import type { TestCase } from '../test-case';
import type { TargetContext } from '../types';
import { applyStrategies, asWrittenWarning, baseTests } from './base-tests';

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
 * (`basic` = untransformed, unless the config turns it off; a strategy with variants makes
 * several). Runtime strategies keep the base prompt as their goal and act when the probe runs;
 * suite strategies (`retry`) add their cases. `intent` entries add their fixed prompts, each
 * through the strategies like a plugin's. What is sent as written — dataset items (in one
 * language), multi-step intents — goes once, untransformed, and the warnings say which
 * strategies it skips.
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
  const strategyIds = usable
    .filter(({ strategy }) => strategy.kind !== 'suite')
    .map(({ strategy }) => strategy.id);
  const context = { usable, attacker, target, warnings };

  const add = async (
    tests: { testCase: TestCase; asWritten: boolean }[],
    strategies: typeof usable = usable,
  ) => {
    for (const { testCase, asWritten } of tests) {
      // Dataset prompts and multi-step intents are sent as they are, once.
      if (asWritten) testCases.push({ ...testCase, id: `${testCase.id}/basic` });
      else testCases.push(...(await applyStrategies(testCase, { ...context, usable: strategies })));
    }
  };

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
    // A dataset's items are sent as written: once, not once per language.
    const dataset = plugin.source === 'dataset';
    const examples = gradingExamplesOf(planned);
    let asWritten = 0;
    for (const language of dataset ? languages.slice(0, 1) : languages) {
      let bases;
      try {
        bases = await baseTests(plugin, planned, {
          target,
          language,
          ...generatorHints(config, planned),
          generator: options.generator,
        });
      } catch (error) {
        warnings.push(`${plugin.id}: ${error instanceof Error ? error.message : String(error)}`);
        continue;
      }
      if (bases.warning) warnings.push(`${plugin.id}: ${bases.warning}`);
      const tag = !dataset && languages.length > 1 && language ? `@${language}` : '';
      const tests = bases.tests.map(({ testCase, asWritten: written }) => ({
        asWritten: written,
        testCase: {
          ...testCase,
          id: `${plugin.id}${tag}${testCase.id.slice(plugin.id.length)}`,
          metadata: {
            ...testCase.metadata,
            ...(language && !dataset ? { language } : {}),
            ...(examples.length > 0 ? { gradingExamples: examples } : {}),
          },
        },
      }));
      asWritten += tests.filter((t) => t.asWritten).length;
      await add(tests, strategies);
    }
    const skipped = asWrittenWarning(
      plugin,
      asWritten,
      strategies
        .filter(({ strategy }) => strategy.kind !== 'suite')
        .map(({ strategy }) => strategy.id),
    );
    if (skipped) warnings.push(skipped);
  }

  const intents = intentEntries(config.redteam.plugins).flatMap((entry, index) =>
    intentsOf(entry, index + 1),
  );
  const intent = getPlugin(INTENT_PLUGIN_ID);
  const sequences = intents.filter((test) => test.asWritten).length;
  const skipped = intent && asWrittenWarning(intent, sequences, strategyIds);
  if (skipped) warnings.push(skipped);
  await add(intents);

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
