import type { PlannedPlugin } from '../config/schema';
import { pluginPrompts, type PromptContext } from '../plugins/generate';
import { pluginProbes, type PluginProbe } from '../plugins/probes';
import type { Plugin } from '../plugins/types';
import type { ChatProvider } from '../providers/types';
import { getStrategy, type ResolvedStrategy } from '../strategies/registry';
import type { TransformInput, TransformOutput, TransformStrategy } from '../strategies/types';
import type { TestCase } from '../test-case';
import type { TargetContext } from '../types';
import { hashString } from '../util/prng';

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
      source: 'dataset',
      ...(probe.grading ? { grading: probe.grading } : {}),
      ...(probe.details ? { details: probe.details } : {}),
    },
  };
  return { testCase, asWritten: probe.asWritten === true };
}

/**
 * A plugin's base tests: the probes it gives itself (dataset items) or prompts from the attack
 * library or a generator model (in the context's language, with its examples and
 * instructions), each an untransformed test.
 */
export async function baseTests(
  plugin: Plugin,
  planned: PlannedPlugin,
  context: PromptContext & { generator?: ChatProvider },
): Promise<{ tests: BaseTest[]; warning?: string }> {
  const probes = pluginProbes(plugin, {
    config: planned.config,
    numTests: planned.numTests,
    language: context.language,
  });
  if (probes) return { tests: probes.map((probe, index) => fromProbe(plugin, probe, index)) };
  const { generator, ...prompts } = context;
  const generated = await pluginPrompts(plugin, prompts, planned.numTests, generator);
  const tests = generated.prompts.map((basePrompt, index) => ({
    asWritten: false,
    testCase: {
      id: `${plugin.id}#${index + 1}`,
      pluginId: plugin.id,
      strategyId: 'basic',
      prompt: basePrompt,
      basePrompt,
      metadata: {
        source: generated.source,
        // A custom policy's test carries its policy: grading needs nothing but the test case.
        ...(planned.policy ? { policy: planned.policy } : {}),
      },
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

/**
 * One test per usable strategy of a base test (several for a strategy with variants, none when
 * it does not apply): transforms rewrite its prompt now (encodings it already carries stay,
 * outermost last; details merge), runtime strategies keep it as their goal, suite strategies add
 * nothing here. A failing transform is a warning, not a failed generation.
 */
export async function applyStrategies(
  base: TestCase,
  options: {
    usable: readonly ResolvedStrategy[];
    attacker?: ChatProvider;
    target: TargetContext;
    warnings: string[];
  },
): Promise<TestCase[]> {
  const cases: TestCase[] = [];
  for (const { strategy, config: strategyConfig } of options.usable) {
    const seed = hashString(`${base.id}:${strategy.id}`);
    const id = `${base.id}/${strategy.id}`;
    const metadata = { ...base.metadata, strategyConfig };
    if (strategy.kind === 'suite') continue;
    if (strategy.kind === 'runtime') {
      cases.push({ ...base, id, strategyId: strategy.id, metadata });
      continue;
    }
    try {
      const outs = await transformed(strategy, {
        prompt: base.prompt,
        testCase: base,
        config: strategyConfig,
        seed,
        attacker: options.attacker,
        lookup: getStrategy,
        target: options.target,
      });
      for (const [variant, out] of outs.entries()) {
        const encodings = [...(base.metadata.encodings ?? []), ...(out.metadata?.encodings ?? [])];
        const details = { ...base.metadata.details, ...out.metadata?.details };
        cases.push({
          ...base,
          id: outs.length > 1 ? `${id}/${variant + 1}` : id,
          strategyId: strategy.id,
          prompt: out.prompt,
          metadata: {
            ...metadata,
            ...out.metadata,
            ...(encodings.length > 0 ? { encodings } : {}),
            ...(Object.keys(details).length > 0 ? { details } : {}),
          },
        });
      }
    } catch (error) {
      options.warnings.push(`${id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return cases;
}
