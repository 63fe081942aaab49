import { plannedPlugins, type RedteamConfig } from '../config/schema';
import { unmetRequirement } from '../plugins/requirements';
import { getPlugin } from '../plugins/registry';
import type { ChatProvider } from '../providers/types';
import { getStrategy, resolveStrategies, type UnavailableStrategy } from '../strategies/registry';
import type { TestCase } from '../test-case';
import type { TargetContext } from '../types';
import { hashString } from '../util/prng';
import { asWrittenWarning, baseTests, transformed } from './base-tests';

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
 * suite strategies (`retry`) add their cases. Probes a plugin gives as written (dataset items,
 * multi-step intents) are sent once, untransformed, and the warnings say which strategies
 * they skip.
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

  for (const planned of plannedPlugins(config)) {
    const plugin = getPlugin(planned.id);
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
    const asWritten = bases.tests.filter((test) => test.asWritten).length;
    const skipped = asWrittenWarning(
      plugin,
      asWritten,
      usable.filter(({ strategy }) => strategy.kind !== 'suite').map(({ strategy }) => strategy.id),
    );
    if (skipped) warnings.push(skipped);
    for (const { testCase: base, asWritten: untouched } of bases.tests) {
      const baseId = base.id;
      const basePrompt = base.prompt;
      if (untouched) {
        // Dataset prompts and multi-step intents are sent as they are, once.
        testCases.push({ ...base, id: `${baseId}/basic` });
        continue;
      }
      for (const { strategy, config: strategyConfig } of usable) {
        const seed = hashString(`${baseId}:${strategy.id}`);
        const id = `${baseId}/${strategy.id}`;
        const metadata = { ...base.metadata, strategyConfig };
        if (strategy.kind === 'suite') continue;
        if (strategy.kind === 'runtime') {
          testCases.push({ ...base, id, strategyId: strategy.id, metadata });
          continue;
        }
        try {
          const outs = await transformed(strategy, {
            prompt: basePrompt,
            testCase: base,
            config: strategyConfig,
            seed,
            attacker,
            lookup: getStrategy,
            target,
          });
          for (const [variant, out] of outs.entries()) {
            testCases.push({
              ...base,
              id: outs.length > 1 ? `${id}/${variant + 1}` : id,
              strategyId: strategy.id,
              prompt: out.prompt,
              metadata: {
                ...metadata,
                ...out.metadata,
                ...(base.metadata.details || out.metadata?.details
                  ? { details: { ...base.metadata.details, ...out.metadata?.details } }
                  : {}),
              },
            });
          }
        } catch (error) {
          warnings.push(`${id}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }
  }
  for (const { strategy, config: strategyConfig } of usable) {
    if (strategy.kind === 'suite') testCases.push(...strategy.testCases(strategyConfig));
  }
  return { testCases, unavailable, skippedPlugins, warnings };
}
