import type { PlannedPlugin } from '../config/schema';
import { pluginPrompts } from '../plugins/generate';
import { pluginProbes, type PluginProbe } from '../plugins/probes';
import type { Plugin } from '../plugins/types';
import type { ChatProvider } from '../providers/types';
import type { TransformInput, TransformOutput, TransformStrategy } from '../strategies/types';
import type { TestCase } from '../test-case';
import type { TargetContext } from '../types';

/** A plugin's untransformed test, and whether strategies may transform it. */
export type BaseTest = { testCase: TestCase; asWritten: boolean };

function fromProbe(plugin: Plugin, probe: PluginProbe, index: number): BaseTest {
  const testCase: TestCase = {
    id: `${plugin.id}#${index + 1}`,
    pluginId: plugin.id,
    strategyId: 'basic',
    prompt: probe.prompt,
    basePrompt: probe.prompt,
    ...(probe.messages ? { messages: probe.messages } : {}),
    ...(probe.turns ? { turns: probe.turns } : {}),
    metadata: {
      source: plugin.source === 'dataset' ? 'dataset' : 'config',
      ...(probe.grading ? { grading: probe.grading } : {}),
      ...(probe.details ? { details: probe.details } : {}),
    },
  };
  return { testCase, asWritten: probe.asWritten === true };
}

/**
 * A plugin's base tests: the probes it gives itself (an intent per configured intent, dataset
 * items) or prompts from the attack library or a generator model, each an untransformed test.
 */
export async function baseTests(
  plugin: Plugin,
  planned: PlannedPlugin,
  context: { target: TargetContext; language?: string; generator?: ChatProvider },
): Promise<{ tests: BaseTest[]; warning?: string }> {
  const probes = pluginProbes(plugin, {
    config: planned.config,
    numTests: planned.numTests,
    language: context.language,
  });
  if (probes) return { tests: probes.map((probe, index) => fromProbe(plugin, probe, index)) };
  const generated = await pluginPrompts(
    plugin,
    { target: context.target, language: context.language },
    planned.numTests,
    context.generator,
  );
  const tests = generated.prompts.map((basePrompt, index) => ({
    asWritten: false,
    testCase: {
      id: `${plugin.id}#${index + 1}`,
      pluginId: plugin.id,
      strategyId: 'basic',
      prompt: basePrompt,
      basePrompt,
      metadata: { source: generated.source },
    } satisfies TestCase,
  }));
  return generated.warning ? { tests, warning: generated.warning } : { tests };
}

/** The tests a transform strategy makes of one: its variants when it has them, else one. */
export async function transformed(
  strategy: TransformStrategy,
  input: TransformInput,
): Promise<TransformOutput[]> {
  if (strategy.variants) return strategy.variants(input);
  return [await strategy.transform(input)];
}

/**
 * The warning for tests sent as written while other strategies were asked for: dataset prompts
 * and multi-step intents are not transformed (as in promptfoo), and the scan says so.
 */
export function asWrittenWarning(
  plugin: Plugin,
  count: number,
  strategies: readonly string[],
): string | undefined {
  const skipped = strategies.filter((id) => id !== 'basic');
  if (count === 0 || skipped.length === 0) return undefined;
  const what =
    plugin.source === 'dataset'
      ? 'dataset prompts are sent as written'
      : `${count} multi-step ${count === 1 ? 'intent is' : 'intents are'} sent as written`;
  return `${plugin.id}: ${what}; strategies ${skipped.join(', ')} do not apply to them (as in promptfoo)`;
}
