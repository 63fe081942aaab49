import { z } from 'zod';
import { hashString, seededRandom } from '../util/prng';
import { renderTemplate } from '../util/template';
import injectionFile from './data/prompt-injections.json';
import type { StrategyConfig, TransformInput, TransformOutput, TransformStrategy } from './types';

/** One injection wrapper: a known way of smuggling an order past an application's prompt. */
export type Injection = { id: string; name: string; technique: string; template: string };

export const INJECTIONS: readonly Injection[] = z
  .array(
    z.strictObject({
      id: z.string().min(1),
      name: z.string().min(1),
      technique: z.string().min(1),
      template: z.string().includes('{{prompt}}'),
    }),
  )
  .parse(injectionFile);

/** promptfoo's options: `sample` injections per test (default 1), `harmfulOnly`. */
function options(config: StrategyConfig) {
  const sample =
    typeof config.sample === 'number' && Number.isInteger(config.sample) && config.sample > 0
      ? Math.min(config.sample, INJECTIONS.length)
      : 1;
  return { sample, harmfulOnly: config.harmfulOnly === true };
}

const applies = (config: StrategyConfig, pluginId: string) =>
  !options(config).harmfulOnly || pluginId.startsWith('harmful:');

/** `sample` different injections for this test, in an order fixed by its seed. */
function variants({ prompt, seed, config, testCase }: TransformInput): TransformOutput[] {
  if (!applies(config, testCase.pluginId)) return [];
  const random = seededRandom(seed ^ hashString('prompt-injection'));
  const order = INJECTIONS.map((injection) => ({ injection, key: random() })).sort(
    (a, b) => a.key - b.key,
  );
  return order.slice(0, options(config).sample).map(({ injection }) => ({
    prompt: renderTemplate(injection.template, { prompt }),
    metadata: { details: { injection: injection.id, technique: injection.technique } },
  }));
}

/**
 * promptfoo's `prompt-injection` strategy: wraps each test in a known injection — ignore the
 * previous instructions, forged system and chat markers, fake tool output, breaking out of a
 * data block, instructions hidden in markdown or HTML comments, translation tricks, forged
 * earlier turns, refusal bans… (`data/prompt-injections.json`). `sample` sends several per test
 * (a multiplier on the probe count); `harmfulOnly` keeps it to the harmful plugins.
 */
export const promptInjection: TransformStrategy = {
  id: 'prompt-injection',
  name: 'Prompt injection',
  description: `Wraps the attack in one of ${INJECTIONS.length} known prompt injections (ignore-previous, forged system markers, fake tool output, delimiter breaking, hidden comments, translation tricks…); config.sample sends several per test, config.harmfulOnly limits it to harmful plugins.`,
  kind: 'transform',
  needsLlm: false,
  complexity: 'low',
  configKeys: ['sample', 'harmfulOnly'],
  variants,
  variantCount: (config, pluginId) => (applies(config, pluginId) ? options(config).sample : 0),
  transform(input) {
    const [first] = variants(input);
    if (!first) throw new Error('prompt-injection applies to harmful plugins only (harmfulOnly)');
    return first;
  },
};
