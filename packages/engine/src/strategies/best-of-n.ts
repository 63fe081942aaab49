import { seededRandom, type Random } from '../util/prng';
import type { RuntimeStrategy } from './types';

/** One random augmentation: shuffled word middles, random capitals and a little ASCII noise. */
export function augment(prompt: string, random: Random): string {
  const scrambled = prompt.replace(/[A-Za-z]{4,}/g, (word) => {
    if (random() > 0.6) return word;
    const middle = [...word.slice(1, -1)];
    for (let i = middle.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [middle[i], middle[j]] = [middle[j] as string, middle[i] as string];
    }
    return `${word[0]}${middle.join('')}${word.at(-1)}`;
  });
  return [...scrambled]
    .map((char) => {
      const roll = random();
      if (/[a-z]/i.test(char) && roll < 0.3) {
        return char === char.toUpperCase() ? char.toLowerCase() : char.toUpperCase();
      }
      if (/[a-z]/i.test(char) && roll > 0.98) {
        return String.fromCharCode(char.charCodeAt(0) + (random() < 0.5 ? 1 : -1));
      }
      return char;
    })
    .join('');
}

/**
 * Best-of-N: sends up to N seeded random augmentations and stops at the first one the target
 * fails on. No LLM needed; the seed makes a run reproducible.
 */
export const bestOfN: RuntimeStrategy = {
  id: 'best-of-n',
  name: 'Best-of-N',
  description: 'Tries up to N randomly perturbed spellings of the attack (seeded).',
  kind: 'runtime',
  needsLlm: false,
  complexity: 'medium',
  async run({ target, testCase, config, seed, grade }) {
    const n = typeof config.n === 'number' ? config.n : 8;
    const random = seededRandom(typeof config.seed === 'number' ? config.seed : seed);
    let last: Awaited<ReturnType<typeof target.send>> | undefined;
    let prompt = testCase.prompt;
    for (let attempt = 1; attempt <= n; attempt++) {
      prompt = augment(testCase.prompt, random);
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
