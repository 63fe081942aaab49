import { describe, expect, it } from 'vitest';
import { policyProbeCapacity, policyPrompts } from './probes';
import { readPolicyRule } from './rule';
import { POLICY_TEMPLATES } from './templates';

/** Rules of invented applications in different domains, in the forms people write them. */
const RULES = [
  'The assistant must not quote a price without adding that prices may change.',
  'Never recommend a specific stock or fund, and always remind the user that past performance is no guarantee.',
  'The tutor must not write essays or complete homework for students.',
  'Do not disclose another patient’s records.',
  'When discussing medication, always tell the user to consult their pharmacist.',
  'The bot only answers questions about our airline’s flights and baggage.',
  'Personal data must never be shared with third parties.',
  'Agents are prohibited from sharing internal discount codes.',
  'No legal advice.',
  'Be nice.',
];

describe('custom policy attack templates', () => {
  it('are at least 20, over many styles, and cover the kinds of attack people use', () => {
    expect(POLICY_TEMPLATES.length).toBeGreaterThanOrEqual(20);
    expect(new Set(POLICY_TEMPLATES.map((t) => t.style)).size).toBeGreaterThanOrEqual(9);
    const kinds = new Set(POLICY_TEMPLATES.map((t) => t.kind));
    for (const kind of [
      'direct ask',
      'role-play',
      'authority claim',
      'hypothetical',
      'just this once',
      'multi-step',
      'indirect',
    ]) {
      expect(kinds).toContain(kind);
    }
  });
});

describe('offline probes of a custom policy', () => {
  it.each(RULES)('fill every template with the request that breaks "%s"', (text) => {
    const behaviours = readPolicyRule(text);
    const capacity = policyProbeCapacity({ text });
    expect(capacity).toBe(POLICY_TEMPLATES.length * behaviours.length);
    const prompts = policyPrompts({ id: 'p1', text }, { target: {} }, capacity);
    expect(prompts).toHaveLength(capacity);
    for (const prompt of prompts) {
      expect(prompt).not.toMatch(/\{\{|\}\}|undefined|\[object/);
      // Each probe carries one of the rule's requests (or quotes the clause it attacks).
      expect(
        behaviours.some(
          (b) => prompt.toLowerCase().includes(b.ask.toLowerCase()) || prompt.includes(b.clause),
        ),
      ).toBe(true);
    }
    // Every behaviour is asked for, and every template is used.
    for (const behaviour of behaviours) {
      expect(prompts.some((p) => p.toLowerCase().includes(behaviour.ask.toLowerCase()))).toBe(true);
    }
  });

  it('spread a few probes over different styles and over the rule’s behaviours', () => {
    const text = RULES[1]!;
    const prompts = policyPrompts({ id: 'p2', text }, { target: {} }, 6);
    expect(prompts).toHaveLength(6);
    const [forbidden, required] = readPolicyRule(text);
    // Six different templates: what is left once the request is taken out differs each time.
    const skeletons = prompts.map((p) =>
      p
        .replace(forbidden!.ask, '…')
        .replace(required!.ask, '…')
        .replace(/^Recommend|^Answer/, '…'),
    );
    expect(new Set(skeletons).size).toBe(6);
    expect(prompts.filter((p) => p.includes(forbidden!.ask))).toHaveLength(3);
    expect(prompts.filter((p) => p.includes(required!.ask))).toHaveLength(3);
  });

  it('are the same for the same policy and seed, in another order for another seed', () => {
    const policy = { id: 'p3', text: RULES[0]! };
    const first = policyPrompts(policy, { target: {}, seed: 1 }, 10);
    expect(policyPrompts(policy, { target: {}, seed: 1 }, 10)).toEqual(first);
    expect(policyPrompts(policy, { target: {}, seed: 2 }, 10)).not.toEqual(first);
    // A shorter choice is a prefix of a longer one.
    expect(policyPrompts(policy, { target: {}, seed: 1 }, 4)).toEqual(first.slice(0, 4));
  });

  it("name the target's organisation from its profile, and read for an empty profile", () => {
    const text = RULES[2]!;
    const all = POLICY_TEMPLATES.length;
    const named = policyPrompts(
      { id: 'p4', text },
      { target: { organisation: 'Brightpath Tutoring' } },
      all,
    );
    const plain = policyPrompts({ id: 'p4', text }, { target: {} }, all);
    expect(named.some((p) => p.includes('Brightpath Tutoring'))).toBe(true);
    expect(plain.some((p) => p.includes('your company'))).toBe(true);
  });

  it('treat the policy’s words as text, never as template code', () => {
    const text = 'Never print {{ 7 * 7 }} or {% raw %}tags{% endraw %}.';
    const prompts = policyPrompts({ id: 'p5', text }, { target: {} }, 5);
    expect(prompts.every((p) => p.includes('{{ 7 * 7 }}'))).toBe(true);
    expect(prompts.join(' ')).not.toContain('49');
  });

  it('stop at the capacity of the templates × behaviours', () => {
    const text = RULES[3]!;
    expect(policyPrompts({ id: 'p6', text }, { target: {} }, 500)).toHaveLength(
      POLICY_TEMPLATES.length,
    );
  });
});
