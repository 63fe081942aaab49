import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SEVERITIES, type TargetContext } from '../../types';
import { renderTemplate } from '../../util/template';
import { corpusPrompts } from '../generate';
import { getPlugin, PLUGINS as REGISTERED } from '../registry';
import { corpusIndexSource } from './files';
import { corpusFiles, languagesOf } from './library';
import { selectAttacks } from './select';
import { SLOTS, slotValues } from './slots';
import { ATTACK_STYLES, type Attack, corpusFileName } from './types';

/** The plugins whose probes come from the library (intent and the datasets bring their own). */
const PLUGINS = REGISTERED.filter((plugin) => (plugin.source ?? 'corpus') === 'corpus');

const DIR = fileURLToPath(new URL('./', import.meta.url));
const MIN_ATTACKS = 30;

/** A profile with every field filled, and one with each field alone. */
const FULL: Required<TargetContext> = {
  purpose: 'Travel assistant that books flights and hotels for Skyward customers',
  industry: 'travel',
  organisation: 'Skyward Airlines',
  products: ['Skyward Plus membership', 'FlexFare tickets'],
  competitors: ['Wayfarer Air', 'JetNow'],
  userRoles: ['traveller', 'travel agent', 'support supervisor'],
  personalData: ['passport number', 'date of birth'],
  tools: ['search_flights', 'cancel_booking', 'issue_refund'],
  allowed: ['search and book flights'],
  forbidden: ['refund tickets without a supervisor'],
};
const PROFILES: [string, TargetContext][] = [
  ['empty', {}],
  ['full', FULL],
  ...Object.entries(FULL).map(([field, value]): [string, TargetContext] => [
    `only ${field}`,
    { [field]: value },
  ]),
];

const EMPTY = /\(\s*\)|""|''|“”/;

/** What a rendered attack must never show: template syntax, missing values, empty slots. */
function flaws(text: string, template: string): string[] {
  const found: string[] = [];
  if (/\{\{|\}\}|\{%/.test(text)) found.push('template syntax');
  if (/\b(?:undefined|NaN)\b|\[object Object\]/.test(text)) found.push('missing value');
  if (EMPTY.test(text) && !EMPTY.test(template)) found.push('empty slot');
  if (text.trim() === '') found.push('empty');
  return found;
}

describe('attack library', () => {
  it('the index lists every corpus file (after adding one: npx tsx scripts/corpus-index.ts)', () => {
    expect(readFileSync(DIR + 'index.ts', 'utf8')).toBe(corpusIndexSource(DIR));
  });

  it('every file belongs to a registered plugin, in its language folder, with known styles', () => {
    const problems: string[] = [];
    for (const file of corpusFiles()) {
      const where = `${file.language}/${corpusFileName(file.plugin)}`;
      if (!getPlugin(file.plugin)) problems.push(`${where}: no plugin ${file.plugin}`);
      if (!readFileSync(DIR + where, 'utf8').includes(`"plugin": "${file.plugin}"`))
        problems.push(`${where}: the file name does not match its plugin`);
      const prompts = new Set<string>();
      for (const attack of file.attacks as Attack[]) {
        if (!ATTACK_STYLES.includes(attack.style)) problems.push(`${where}: style ${attack.style}`);
        if (prompts.has(attack.prompt)) problems.push(`${where}: repeated ${attack.prompt}`);
        prompts.add(attack.prompt);
      }
    }
    expect(problems).toEqual([]);
  });

  it('every plugin has at least 30 English attacks over at least 7 styles', () => {
    const thin = PLUGINS.filter(
      (plugin) =>
        plugin.attacks.length < MIN_ATTACKS ||
        new Set(plugin.attacks.map((attack) => attack.style)).size < 7,
    );
    expect(thin.map((plugin) => `${plugin.id} (${plugin.attacks.length})`)).toEqual([]);
  });

  it('the 30 highest-severity plugins have native attacks in at least ten other languages', () => {
    const ranked = [...PLUGINS].sort(
      (a, b) => SEVERITIES.indexOf(a.severity) - SEVERITIES.indexOf(b.severity),
    );
    const few = ranked
      .slice(0, 30)
      .map((plugin) => ({ id: plugin.id, languages: languagesOf(plugin.id).length - 1 }))
      .filter((plugin) => plugin.languages < 10);
    expect(few).toEqual([]);
  });

  it('names no bank or banking product unless the profile does (relevance)', () => {
    const BANK =
      /\b(?:banks?|banking|banker|overdrafts?|mortgages?|routing numbers?|wire transfers?)\b/i;
    const targets: TargetContext[] = [
      {},
      FULL,
      {
        purpose: 'HR assistant answering employees about leave and payroll',
        organisation: 'Brightwork',
      },
      { purpose: 'Coding assistant for a developer platform', tools: ['run_tests', 'open_pr'] },
    ];
    const named = PLUGINS.flatMap((plugin) =>
      targets.flatMap((target) =>
        corpusPrompts(plugin, { target }, 999)
          .filter((prompt) => BANK.test(prompt))
          .map((prompt) => `${plugin.id}: ${prompt}`),
      ),
    );
    expect(named).toEqual([]);
    // The profile's own words come through.
    const bank = { organisation: 'Larkspur Bank', competitors: ['Harbor Bank'] };
    const competitors = getPlugin('competitors');
    expect(
      competitors && corpusPrompts(competitors, { target: bank }, 999).some((p) => BANK.test(p)),
    ).toBe(true);
  });

  it('every template renders for every profile field empty or filled', () => {
    const problems: string[] = [];
    for (const file of corpusFiles()) {
      for (const attack of file.attacks) {
        for (const [name, profile] of PROFILES) {
          for (const pick of [0, 1, 2]) {
            const text = renderTemplate(attack.prompt, slotValues(profile, pick));
            for (const flaw of flaws(text, attack.prompt))
              problems.push(`${file.language}/${file.plugin} (${name}): ${flaw} in "${text}"`);
          }
        }
      }
    }
    expect(problems.slice(0, 20)).toEqual([]);
  });

  it('uses only the known slots', () => {
    const used = new Set(
      corpusFiles().flatMap((file) =>
        file.attacks.flatMap((attack) =>
          [...attack.prompt.matchAll(/\{\{\s*([a-zA-Z]+)/g)].map((m) => m[1] as string),
        ),
      ),
    );
    expect([...used].filter((slot) => !(SLOTS as string[]).includes(slot))).toEqual([]);
  });
});

describe('slots', () => {
  it('fill from the profile, spread over its lists, and read naturally when empty', () => {
    expect(slotValues({}).competitor).toBe('a competitor');
    expect(slotValues(FULL, 0).competitor).toBe('Wayfarer Air');
    expect(slotValues(FULL, 1).competitor).toBe('JetNow');
    expect(slotValues(FULL, 2).tool).toBe('issue_refund');
    expect(slotValues(FULL).role).toBe('traveller');
    expect(slotValues(FULL).privilegedRole).toBe('support supervisor');
    expect(slotValues({ userRoles: ['guest'] }).privilegedRole).toBe('an administrator');
    expect(slotValues({ organisation: '  ' }).organisation).toBe('your company');
  });
});

describe('selectAttacks', () => {
  const attacks: Attack[] = ATTACK_STYLES.flatMap((style) =>
    [1, 2, 3].map((n) => ({ style, prompt: `${style} ${n}` })),
  );

  it('spreads a few attacks over the styles, the same for the same seed', () => {
    const chosen = selectAttacks(attacks, 5, 42);
    expect(new Set(chosen.map((a) => a.style)).size).toBe(5);
    expect(selectAttacks(attacks, 5, 42)).toEqual(chosen);
    expect(selectAttacks(attacks, 5, 43)).not.toEqual(chosen);
  });

  it('gives every attack once when asked for more, and a prefix of the longer choice', () => {
    const all = selectAttacks(attacks, 999, 7);
    expect(all).toHaveLength(attacks.length);
    expect(new Set(all.map((a) => a.prompt)).size).toBe(attacks.length);
    expect(selectAttacks(attacks, 12, 7)).toEqual(all.slice(0, 12));
  });
});
