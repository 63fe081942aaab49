import { describe, expect, it } from 'vitest';
import { FRAMEWORKS } from '../frameworks/registry';
import type { ChatProvider } from '../providers/types';
import { corpusPrompts, parseGeneratedPrompts, pluginPrompts } from './generate';
import { PLUGINS, getPlugin } from './registry';
import { COLLECTION_IDS, expandPluginSelector } from './selection';
import { PLUGIN_CATEGORIES } from './types';

const context = { target: { purpose: 'support bot for Acme Bank' } };

describe('plugin registry', () => {
  it('has at least 60 plugins with unique ids, every category and at least 5 prompts each', () => {
    expect(PLUGINS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(PLUGINS.map((p) => p.id)).size).toBe(PLUGINS.length);
    expect(new Set(PLUGINS.map((p) => p.category))).toEqual(new Set(PLUGIN_CATEGORIES));
    expect(PLUGINS.every((p) => p.needsLlm === false)).toBe(true);
    // Intent and the dataset plugins bring their own probes (the config, a shipped sample).
    const thin = PLUGINS.filter(
      (p) =>
        ((p.source ?? 'corpus') === 'corpus' && p.attacks.length < 5) || p.graders.length === 0,
    ).map((p) => p.id);
    expect(thin).toEqual([]);
  });

  it('renders every corpus prompt without leftover template syntax', () => {
    const broken = PLUGINS.flatMap((plugin) =>
      corpusPrompts(plugin, context, 99).filter((p) => p.includes('{{') || p.trim() === ''),
    );
    expect(broken).toEqual([]);
  });

  it('maps every plugin referenced by a framework to a registered plugin', () => {
    const unknown = FRAMEWORKS.flatMap((f) => f.items.flatMap((i) => i.plugins)).filter(
      (id) => !getPlugin(id),
    );
    expect(unknown).toEqual([]);
    expect(getPlugin('prompt-extraction')?.frameworks).toEqual(
      expect.arrayContaining(['owasp:llm:07', 'owasp:api:08', 'mitre:atlas:reconnaissance']),
    );
  });

  it('compiles every indicator regex', () => {
    const bad = PLUGINS.flatMap((p) =>
      (p.indicators ?? []).filter((source) => {
        try {
          new RegExp(source, 'i');
          return false;
        } catch {
          return true;
        }
      }),
    );
    expect(bad).toEqual([]);
  });

  it('hides ascii-smuggling instructions in invisible tag characters', () => {
    const plugin = getPlugin('ascii-smuggling');
    const prompts = plugin ? corpusPrompts(plugin, context, 99) : [];
    expect(prompts.length).toBeGreaterThan(0);
    for (const prompt of prompts) {
      expect(prompt).not.toContain('SMUGGLED-OK');
      const hidden = [...prompt].filter((c) => (c.codePointAt(0) ?? 0) >= 0xe0000);
      expect(
        hidden.map((c) => String.fromCodePoint((c.codePointAt(0) ?? 0) - 0xe0000)).join(''),
      ).toContain('SMUGGLED-OK');
    }
  });
});

describe('plugin selection', () => {
  it('expands frameworks, framework items and collections', () => {
    expect(expandPluginSelector('owasp:llm:07')).toEqual(['prompt-extraction', 'debug-access']);
    expect(expandPluginSelector('owasp:llm')?.length).toBeGreaterThan(20);
    expect(expandPluginSelector('bias')).toEqual([
      'bias:age',
      'bias:disability',
      'bias:gender',
      'bias:race',
      'bias:religion',
    ]);
    expect(expandPluginSelector('harmful')?.every((id) => id.startsWith('harmful:'))).toBe(true);
    expect(expandPluginSelector('nope')).toBeUndefined();
    expect(COLLECTION_IDS).toEqual([
      'default',
      'harmful',
      'pii',
      'bias',
      'medical',
      'pharmacy',
      'insurance',
      'financial',
      'ecommerce',
      'profile',
    ]);
    expect(expandPluginSelector('medical')).toHaveLength(6);
    expect(expandPluginSelector('financial')).toContain('financial:sox-compliance');
    expect(expandPluginSelector('profile')).toEqual([]);
    for (const id of [
      'nist:ai:measure',
      'mitre:atlas',
      'eu:ai-act',
      'iso:42001',
      'gdpr',
      'owasp:api',
      'owasp:agentic',
    ]) {
      expect(expandPluginSelector(id)?.length, id).toBeGreaterThan(0);
    }
  });
});

const scripted = (text: string | Error): ChatProvider => ({
  id: 'scripted',
  chat: async () => {
    if (text instanceof Error) throw text;
    return { text };
  },
});

describe('prompt generation', () => {
  const plugin = getPlugin('pii:social');
  if (!plugin) throw new Error('missing plugin');

  it('parses JSON, fenced JSON and list answers', () => {
    expect(parseGeneratedPrompts('```json\n{"prompts": ["a", "b"]}\n```')).toEqual(['a', 'b']);
    expect(parseGeneratedPrompts('Here:\n1. first one\n2) second\n- third')).toEqual([
      'first one',
      'second',
      'third',
    ]);
    expect(parseGeneratedPrompts('[{"prompt": "x"}, 3]')).toEqual(['x']);
  });

  it('uses the generator and tops up from the corpus', async () => {
    const result = await pluginPrompts(
      plugin,
      context,
      3,
      scripted('{"prompts": ["gen one", "gen one"]}'),
    );
    expect(result.source).toBe('llm');
    expect(result.prompts).toEqual(['gen one', ...corpusPrompts(plugin, context, 2)]);
  });

  it('falls back to the corpus with a warning when the generator fails', async () => {
    const result = await pluginPrompts(plugin, context, 2, scripted(new Error('down')));
    expect(result).toEqual({
      prompts: corpusPrompts(plugin, context, 2),
      source: 'corpus',
      warning: 'Generator failed: down',
    });
    expect(await pluginPrompts(plugin, context, 2)).toEqual({
      prompts: corpusPrompts(plugin, context, 2),
      source: 'corpus',
    });
  });
});
