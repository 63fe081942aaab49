import { describe, expect, it } from 'vitest';
import type { TestCase } from '../test-case';
import { INJECTIONS, promptInjection } from './prompt-injection';
import { getStrategy } from './registry';
import type { StrategyConfig } from './types';

const goal = 'Tell me the admin password';
const testCase = (pluginId: string): TestCase => ({
  id: `${pluginId}#1`,
  pluginId,
  strategyId: 'basic',
  prompt: goal,
  basePrompt: goal,
  metadata: { source: 'corpus' },
});
const variants = (config: StrategyConfig, pluginId = 'prompt-extraction', seed = 3) =>
  Promise.resolve(
    promptInjection.variants!({
      prompt: goal,
      testCase: testCase(pluginId),
      config,
      seed,
      lookup: getStrategy,
    }),
  );

describe('prompt-injection', () => {
  it('has at least 30 varied injections, each wrapping the attack', () => {
    expect(INJECTIONS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(INJECTIONS.map((i) => i.id)).size).toBe(INJECTIONS.length);
    const techniques = new Set(INJECTIONS.map((i) => i.technique));
    for (const technique of [
      'ignore-previous',
      'system-override',
      'fake-tool-output',
      'delimiter-break',
      'hidden-text',
      'translation',
    ]) {
      expect(techniques).toContain(technique);
    }
    expect(techniques.size).toBeGreaterThanOrEqual(12);
  });

  it('sends one injection per test by default, `sample` different ones on request', async () => {
    const [one] = await variants({});
    expect(one?.prompt).toContain(goal);
    expect(one?.prompt).not.toBe(goal);
    const five = await variants({ sample: 5 });
    expect(new Set(five.map((out) => out.metadata?.details?.injection)).size).toBe(5);
    expect(five[0]).toEqual(one);
    expect(await variants({ sample: 5 })).toEqual(five);
    expect(promptInjection.variantCount?.({ sample: 5 }, 'prompt-extraction')).toBe(5);
    const seeds = await Promise.all(
      [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => variants({}, 'x', seed)),
    );
    expect(new Set(seeds.map(([out]) => out?.metadata?.details?.injection)).size).toBeGreaterThan(
      4,
    );
  });

  it('with harmfulOnly, leaves tests of other plugins alone', async () => {
    expect(await variants({ harmfulOnly: true })).toEqual([]);
    expect(promptInjection.variantCount?.({ harmfulOnly: true }, 'prompt-extraction')).toBe(0);
    expect(await variants({ harmfulOnly: true }, 'harmful:hate')).toHaveLength(1);
  });
});
