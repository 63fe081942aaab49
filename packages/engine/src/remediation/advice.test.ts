import type { GuardrailRule } from '@crucible/shared';
import { describe, expect, it } from 'vitest';
import { GRADERS } from '../graders/registry';
import { PLUGINS, getPlugin } from '../plugins/registry';
import { adviceFor, ADVICE_FILES } from './library';
import { frameworkReference, renderAdvice } from './render';
import { ruleRegExp } from './guardrails';

const PURPOSE = 'Answer questions about Zephyr Air bookings, baggage and check-in';
const FULL = {
  name: 'Zephyr helper',
  context: {
    purpose: PURPOSE,
    organisation: 'Zephyr Air',
    tools: ['lookup_booking', 'change_seat'],
    personalData: ['passport numbers'],
    competitors: ['Skyward Airlines'],
    userRoles: ['passenger', 'agent'],
  },
};
const EMPTY = { name: '', context: {} };

const entries = ADVICE_FILES.flatMap((file) =>
  [file.fallback, ...file.advice].map((advice) => ({ file: file.category, advice })),
);
const allRules = entries.flatMap(({ advice }) => advice.guardrails);
const texts = (advice: ReturnType<typeof renderAdvice>) => [
  advice.cause,
  ...advice.systemPrompt,
  ...advice.architecture.flatMap((change) => [change.title, change.detail]),
  ...advice.guardrails.flatMap((rule) => [rule.description, rule.message ?? '']),
];

describe('remediation knowledge', () => {
  it('has advice written for every registered plugin, in its category’s file, once', () => {
    const listed = ADVICE_FILES.flatMap((file) =>
      file.advice.flatMap((entry) => entry.plugins.map((id) => ({ id, file: file.category }))),
    );
    expect(listed.map((l) => l.id).sort()).toEqual(PLUGINS.map((p) => p.id).sort());
    for (const { id, file } of listed) expect(getPlugin(id)?.category, id).toBe(file);
    for (const plugin of PLUGINS) expect(adviceFor(plugin.id).scope, plugin.id).toBe('plugin');
  });

  it('falls back to the category’s advice for a plugin no entry names', () => {
    expect(new Set(ADVICE_FILES.map((f) => f.category)).size).toBe(6);
    const unknown = adviceFor('no-such-plugin');
    expect(unknown.scope).toBe('category');
    expect(unknown.advice).toBe(ADVICE_FILES.find((f) => f.category === 'security')!.fallback);
  });

  it('writes every plugin’s hardening text for the target: its purpose, and its profile', () => {
    for (const plugin of PLUGINS) {
      const advice = renderAdvice(plugin.id, FULL);
      expect(advice.systemPrompt.join('\n'), plugin.id).toContain(`(${PURPOSE})`);
      for (const text of texts(advice)) {
        expect(text, plugin.id).not.toMatch(/\{\{|\}\}|\{%|undefined|null/);
      }
      const inPatch = renderAdvice(plugin.id, FULL, { purposeStatedAbove: true });
      expect(inPatch.systemPrompt.join('\n'), plugin.id).toMatch(/your purpose \(stated above\)/i);
      expect(inPatch.systemPrompt.join('\n'), plugin.id).not.toContain(PURPOSE);
    }
    expect(renderAdvice('shell-injection', FULL).systemPrompt[0]).toContain(
      'your tools (lookup_booking, change_seat)',
    );
    expect(renderAdvice('competitors', FULL).systemPrompt[0]).toContain('(Skyward Airlines)');
    expect(renderAdvice('bias:age', FULL).systemPrompt[0]).toContain('regardless of age');
    expect(renderAdvice('pii:direct', FULL).systemPrompt[0]).toContain('such as passport numbers');
  });

  it('reads for a target with an empty profile', () => {
    for (const plugin of PLUGINS) {
      const advice = renderAdvice(plugin.id, EMPTY);
      expect(advice.systemPrompt.join('\n'), plugin.id).toMatch(
        /your purpose \(as configured for this deployment\)/i,
      );
      for (const text of texts(advice)) expect(text, plugin.id).not.toMatch(/\{\{|undefined|\(\)/);
    }
    expect(renderAdvice('competitors', EMPTY).systemPrompt[0]).toContain('(other companies)');
  });

  it('has concrete architecture changes, an effort and references that exist', () => {
    for (const { advice } of entries) {
      expect(advice.architecture.length).toBeGreaterThan(0);
      for (const id of advice.references) expect(frameworkReference(id), id).toBeDefined();
    }
    for (const plugin of PLUGINS) {
      const advice = renderAdvice(plugin.id, FULL);
      expect(advice.references.length, plugin.id).toBeGreaterThan(0);
      expect(['low', 'medium', 'high']).toContain(advice.effort);
    }
    expect(renderAdvice('prompt-extraction', FULL).references.map((r) => r.id)).toEqual(
      getPlugin('prompt-extraction')!.frameworks,
    );
  });

  it('has guardrail rules with valid regexes and known classifiers, one definition per id', () => {
    const byId = new Map<string, GuardrailRule>();
    for (const rule of allRules) {
      if (rule.match.type === 'regex') expect(() => ruleRegExp(rule.match as never)).not.toThrow();
      else expect(Object.keys(GRADERS), rule.id).toContain(rule.match.name);
      expect(rule.id.startsWith(`${rule.kind}.`), rule.id).toBe(true);
      if (rule.action === 'block') expect(rule.message, rule.id).toBeTruthy();
      const seen = byId.get(rule.id);
      if (seen) expect(rule, rule.id).toEqual(seen);
      byId.set(rule.id, rule);
    }
    for (const { advice } of entries) {
      const ids = advice.guardrails.map((rule) => rule.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
    expect(byId.size).toBeGreaterThan(30);
  });
});
