import { plannedPlugins, type RedteamConfig } from '../config/schema';
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
 * Expands a config into test cases: for every planned plugin, its prompts; for every prompt,
 * one test per usable strategy (`basic` = untransformed; a strategy with variants makes
 * several). Runtime strategies keep the base prompt as their goal and act when the probe runs;
 * suite strategies (`retry`) add their cases. `intent` entries add their fixed prompts, each
 * through the strategies like a plugin's. What is sent as written — dataset items, multi-step
 * intents — goes once, untransformed, and the warnings say which strategies it skips.
 */
export async function generateTestCases(
  config: RedteamConfig,
  options: GenerateOptions = {},
): Promise<TestSuite> {
  const attacker = options.attacker ?? options.generator;
  const target: TargetContext = {
    ...options.target,
    purpose: options.purpose ?? options.target?.purpose ?? config.redteam.purpose,
  };
  const { usable, unavailable } = resolveStrategies(config.redteam.strategies, {
    hasAttacker: attacker !== undefined,
  });
  const testCases: TestCase[] = [];
  const warnings: string[] = [];
  const skippedPlugins: TestSuite['skippedPlugins'] = [];
  const strategyIds = usable
    .filter(({ strategy }) => strategy.kind !== 'suite')
    .map(({ strategy }) => strategy.id);
  const context = { usable, attacker, target, warnings };

  const add = async (tests: { testCase: TestCase; asWritten: boolean }[]) => {
    for (const { testCase, asWritten } of tests) {
      // Dataset prompts and multi-step intents are sent as they are, once.
      if (asWritten) testCases.push({ ...testCase, id: `${testCase.id}/basic` });
      else testCases.push(...(await applyStrategies(testCase, context)));
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
    let bases;
    try {
      bases = await baseTests(plugin, planned, {
        target,
        language: config.redteam.language,
        generator: options.generator,
      });
    } catch (error) {
      warnings.push(`${plugin.id}: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    if (bases.warning) warnings.push(`${plugin.id}: ${bases.warning}`);
    const skipped = asWrittenWarning(
      plugin,
      bases.tests.filter((t) => t.asWritten).length,
      strategyIds,
    );
    if (skipped) warnings.push(skipped);
    await add(bases.tests);
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
