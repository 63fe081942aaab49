import { seededRandom, type Random } from '../util/prng';
import type { RuntimeStrategy } from './types';

/** QWERTY neighbours, for typos a person would make. */
const NEIGHBOURS: Record<string, string> = {
  a: 'qwsz', b: 'vghn', c: 'xdfv', d: 'serfcx', e: 'wsdr', f: 'drtgvc', g: 'ftyhbv', h: 'gyujnb',
  i: 'ujko', j: 'huikmn', k: 'jiolm', l: 'kop', m: 'njk', n: 'bhjm', o: 'iklp', p: 'ol',
  q: 'wa', r: 'edft', s: 'awedxz', t: 'rfgy', u: 'yhji', v: 'cfgb', w: 'qase', x: 'zsdc',
  y: 'tghu', z: 'asx',
}; // prettier-ignore

const pick = <T>(items: readonly T[] | string, random: Random): T =>
  items[Math.floor(random() * items.length)] as T;

/** The letters of a word other than its first and last, shuffled (still readable). */
function scramble(text: string, random: Random): string {
  return text.replace(/\p{L}{4,}/gu, (word) => {
    if (random() > 0.6) return word;
    const letters = [...word];
    const middle = letters.slice(1, -1);
    for (let i = middle.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [middle[i], middle[j]] = [middle[j] as string, middle[i] as string];
    }
    return `${letters[0]}${middle.join('')}${letters.at(-1)}`;
  });
}

/** Random capitals and small letters. */
function casing(text: string, random: Random): string {
  return [...text]
    .map((char) => {
      if (random() >= 0.3) return char;
      const upper = char.toUpperCase();
      return char === upper ? char.toLowerCase() : upper;
    })
    .join('');
}

/** Spaces doubled, words split in two, and short words run together. */
function spacing(text: string, random: Random): string {
  const words = text.split(/(\s+)/);
  return words
    .map((part, index) => {
      if (/^\s+$/.test(part)) {
        const roll = random();
        const before = words[index - 1] ?? '';
        if (roll < 0.08 && before.length <= 4) return '';
        return roll > 0.85 ? `${part} ` : part;
      }
      const letters = [...part];
      if (letters.length < 6 || random() > 0.15) return part;
      const at = 2 + Math.floor(random() * (letters.length - 3));
      return `${letters.slice(0, at).join('')} ${letters.slice(at).join('')}`;
    })
    .join('');
}

/** A person's typos: a neighbouring key, a dropped letter, a doubled letter. */
function typos(text: string, random: Random): string {
  return [...text]
    .map((char) => {
      const neighbours = NEIGHBOURS[char.toLowerCase()];
      if (!neighbours || random() >= 0.04) return char;
      const roll = random();
      if (roll < 0.4) {
        const typed = pick<string>(neighbours, random);
        return char === char.toLowerCase() ? typed : typed.toUpperCase();
      }
      return roll < 0.7 ? '' : char + char;
    })
    .join('');
}

/** Two neighbouring letters swapped inside a word. */
function swaps(text: string, random: Random): string {
  const chars = [...text];
  for (let i = 0; i < chars.length - 1; i++) {
    const [a, b] = [chars[i] as string, chars[i + 1] as string];
    if (/\p{L}/u.test(a) && /\p{L}/u.test(b) && a !== b && random() < 0.04) {
      [chars[i], chars[i + 1]] = [b, a];
      i++;
    }
  }
  return chars.join('');
}

export const PERTURBATIONS = { scramble, casing, spacing, typos, swaps } as const;
export type Perturbation = keyof typeof PERTURBATIONS;
const ALL = Object.keys(PERTURBATIONS) as Perturbation[];

/**
 * One random augmentation: of the chosen perturbations, each applied with even odds (at least
 * one), in a fixed order. Deterministic for a seeded `random`.
 */
export function augment(
  prompt: string,
  random: Random,
  perturbations: readonly Perturbation[] = ALL,
): string {
  const chosen = perturbations.filter(() => random() < 0.5);
  const applied = chosen.length > 0 ? chosen : [pick(perturbations, random)];
  return applied.reduce((text, name) => PERTURBATIONS[name](text, random), prompt);
}

function perturbationsOf(config: Record<string, unknown>): Perturbation[] {
  const asked = config.perturbations;
  if (asked === undefined) return ALL;
  const names = Array.isArray(asked) ? asked : [asked];
  const unknown = names.filter((name) => !ALL.includes(name as Perturbation));
  if (unknown.length > 0 || names.length === 0)
    throw new Error(
      `best-of-n perturbations must be some of ${ALL.join(', ')}; got ${JSON.stringify(asked)}`,
    );
  return names as Perturbation[];
}

/**
 * Best-of-N: sends up to N seeded random augmentations (casing, spacing, typos, swapped and
 * shuffled letters) and stops at the first one the target fails on. No LLM needed; the seed
 * makes a run reproducible.
 */
export const bestOfN: RuntimeStrategy = {
  id: 'best-of-n',
  configKeys: ['n', 'perturbations', 'seed'],
  name: 'Best-of-N',
  description:
    'Tries up to N randomly perturbed spellings of the attack: casing, spacing, typos, swapped and shuffled letters (seeded).',
  kind: 'runtime',
  needsLlm: false,
  complexity: 'medium',
  async run({ target, testCase, config, seed, grade }) {
    const n = typeof config.n === 'number' ? config.n : 8;
    const perturbations = perturbationsOf(config);
    const random = seededRandom(typeof config.seed === 'number' ? config.seed : seed);
    let last: Awaited<ReturnType<typeof target.send>> | undefined;
    let prompt = testCase.prompt;
    for (let attempt = 1; attempt <= n; attempt++) {
      prompt = augment(testCase.prompt, random, perturbations);
      last = await target.send(prompt);
      if (last.error)
        return { prompt, response: last, turns: attempt, details: { attempts: attempt } };
      const verdict = await grade(last.output, prompt);
      if (!verdict.pass)
        return { prompt, response: last, turns: attempt, details: { attempts: attempt } };
    }
    if (!last) throw new Error('best-of-n needs n >= 1');
    return { prompt, response: last, turns: n, details: { attempts: n } };
  },
};
