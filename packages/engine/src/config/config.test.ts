import { describe, expect, it } from 'vitest';
import { getPlugin } from '../plugins/registry';
import { expandPluginSelector } from '../plugins/selection';
import { parseRedteamConfig, validateRedteamConfig } from './load';
import { estimateProbeCount, plannedPlugins, type RedteamConfig } from './schema';
import { toTargetConfig } from './target-compat';

const yaml = `
description: Bank bot scan
targets:
  - id: https
    label: bank-api
    config:
      url: https://bank.example/chat
      method: POST
      headers: { Authorization: "Bearer {{ env_token }}" }
      body: { message: "{{prompt}}" }
      transformResponse: json.data.reply
redteam:
  purpose: Retail bank support assistant
  numTests: 3
  plugins:
    - prompt-extraction
    - id: pii:social
      numTests: 2
      severity: critical
    - owasp:llm:07
  strategies:
    - basic
    - base64
    - id: jailbreak-templates
      config: { template: novelist }
`;

function parsed(text: string): RedteamConfig {
  const result = parseRedteamConfig(text);
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.config;
}

describe('parseRedteamConfig', () => {
  it('accepts a promptfoo-style YAML config and normalises entries', () => {
    const config = parsed(yaml);
    expect(config.redteam.plugins).toEqual([
      { id: 'prompt-extraction' },
      { id: 'pii:social', numTests: 2, severity: 'critical' },
      { id: 'owasp:llm:07' },
    ]);
    expect(config.redteam.strategies).toEqual([
      { id: 'basic' },
      { id: 'base64' },
      { id: 'jailbreak-templates', config: { template: 'novelist' } },
    ]);
  });

  it('accepts the same config as JSON', () => {
    const json = JSON.stringify({
      redteam: { purpose: 'x', plugins: ['bias'], strategies: ['basic', { id: 'rot13' }] },
    });
    expect(parsed(json).redteam.plugins).toEqual([{ id: 'bias' }]);
  });

  it("takes promptfoo's `providers` for `targets`, but not both", () => {
    const config = parsed('providers: [demo]\nredteam: {plugins: [hijacking]}');
    expect(config.targets).toEqual(['demo']);
    expect(config).not.toHaveProperty('providers');
    expect(
      parseRedteamConfig('targets: [demo]\nproviders: [demo]\nredteam: {plugins: [hijacking]}'),
    ).toEqual({
      ok: false,
      errors: [
        'providers: Give the targets once: under targets or providers (its older name), not both',
      ],
    });
  });

  it('names the failing path in errors', () => {
    const result = validateRedteamConfig({
      redteam: {
        plugins: ['pii:direct', 'harmful:hate', 'bias:age', { id: 'foo' }],
        strategies: ['basic', 'b64'],
        numTests: 0,
      },
    });
    expect(result).toEqual({
      ok: false,
      errors: [
        'redteam.numTests: Too small: expected number to be >=1',
        'redteam.plugins[3].id: Unknown plugin "foo"',
        'redteam.strategies[1].id: Unknown strategy "b64"',
      ],
    });
    expect(validateRedteamConfig({ redteam: { plugins: [{ numTests: 2 }] } })).toMatchObject({
      ok: false,
      errors: [expect.stringMatching(/^redteam\.plugins\[0\]/)],
    });
    expect(parseRedteamConfig('redteam: [unclosed')).toMatchObject({
      ok: false,
      errors: [expect.stringMatching(/^\(root\): /)],
    });
  });
});

describe('plannedPlugins and estimateProbeCount', () => {
  it('expands frameworks once, applies per-plugin numTests and multiplies by strategies', () => {
    const config = parsed(yaml);
    expect(plannedPlugins(config)).toEqual([
      { id: 'prompt-extraction', numTests: 3 },
      { id: 'pii:social', numTests: 2, severity: 'critical' },
      { id: 'debug-access', numTests: 3 },
    ]);
    expect(estimateProbeCount(config)).toEqual({
      total: 24,
      testsPerStrategy: 8,
      perPlugin: { 'prompt-extraction': 9, 'pii:social': 6, 'debug-access': 9 },
      strategies: ['basic', 'base64', 'jailbreak-templates'],
      unavailableStrategies: [],
      skippedPlugins: [],
    });
  });

  it('caps tests at the corpus without a generator and reports LLM strategies as unavailable', () => {
    const config = parsed(
      'redteam: {numTests: 50, plugins: [bias:age], strategies: [basic, jailbreak]}',
    );
    const corpusSize = getPlugin('bias:age')?.attacks.length ?? 0;
    expect(estimateProbeCount(config)).toMatchObject({
      total: corpusSize,
      unavailableStrategies: ['jailbreak'],
    });
    expect(estimateProbeCount(config, { hasGenerator: true, hasAttacker: true })).toMatchObject({
      total: 100,
      unavailableStrategies: [],
    });
  });

  it('counts retry cases once, not per plugin test', () => {
    const config = parsed(
      JSON.stringify({
        redteam: {
          numTests: 2,
          plugins: ['hijacking'],
          strategies: [
            'basic',
            {
              id: 'retry',
              config: {
                testCases: [{ id: 'a', pluginId: 'hijacking', strategyId: 'basic', prompt: 'p' }],
              },
            },
          ],
        },
      }),
    );
    expect(estimateProbeCount(config).total).toBe(3);
  });

  it('defaults to the default collection and basic strategy', () => {
    const config = parsed('redteam: {numTests: 1}');
    const withTools = { tools: ['refund_order'] };
    expect(estimateProbeCount(config, { target: withTools }).total).toBe(
      expandPluginSelector('default')?.length,
    );
  });

  it("skips plugins whose precondition the target's profile does not meet, and says why", () => {
    const config = parsed('redteam: {numTests: 1, plugins: [sql-injection, bias:age]}');
    const travel = { purpose: 'Books flights and hotels' };
    expect(estimateProbeCount(config, { target: travel })).toMatchObject({
      total: 1,
      perPlugin: { 'bias:age': 1 },
      skippedPlugins: [
        {
          id: 'sql-injection',
          reason: "needs the target's tools or actions (Tools in its profile)",
        },
      ],
    });
    expect(
      estimateProbeCount(config, { target: { ...travel, tools: ['search_orders'] } })
        .skippedPlugins,
    ).toEqual([]);
    // Nothing is known of a target without a profile: it may have tools.
    expect(estimateProbeCount(config)).toMatchObject({ total: 2, skippedPlugins: [] });
  });
});

describe('toTargetConfig', () => {
  it('maps promptfoo provider ids and http configs', () => {
    expect(toTargetConfig('openai:chat:gpt-4o-mini')).toMatchObject({
      type: 'openai',
      model: 'gpt-4o-mini',
    });
    expect(toTargetConfig('anthropic:messages:claude-x')).toMatchObject({
      type: 'anthropic',
      model: 'claude-x',
    });
    expect(toTargetConfig('demo')).toMatchObject({ type: 'demo' });
    expect(
      toTargetConfig({
        id: 'https',
        config: {
          url: 'https://x.test/chat',
          transformResponse: 'json.choices[0].message.content',
        },
      }),
    ).toMatchObject({
      type: 'http',
      url: 'https://x.test/chat',
      extract: { type: 'path', path: 'choices[0].message.content' },
    });
    expect(
      toTargetConfig({ type: 'websocket', config: { url: 'ws://127.0.0.1:9' } }),
    ).toMatchObject({ type: 'websocket', message: '{{prompt}}' });
  });
  it('reads a transform that only reads a value as a path, and refuses other JavaScript', () => {
    expect(
      toTargetConfig({
        id: 'https',
        config: { url: 'https://x.test', transformResponse: '(json) => json.data[0].text' },
      }),
    ).toMatchObject({ extract: { type: 'path', path: 'data[0].text' } });
    expect(() =>
      toTargetConfig({
        id: 'https',
        config: { url: 'https://x.test', transformResponse: 'json.items.map((i) => i.text)' },
      }),
    ).toThrow(
      'target.config.transformResponse: Only a path such as json.choices[0].message.content is read',
    );
    expect(() => toTargetConfig('bedrock:foo')).toThrow(/Unsupported target id "bedrock:foo"/);
  });
});
