import { type Random, seededRandom } from '../../util/prng';
import { ATTACK_STYLES, type Attack } from './types';

function shuffled<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * `n` attacks of a corpus, spread over its styles: the styles in a seeded order, one attack of
 * each in turn, each style's attacks in a seeded order. The same seed gives the same attacks
 * (a resumed or repeated scan sends the same probes); `n` at least the corpus size gives all.
 */
export function selectAttacks(attacks: readonly Attack[], n: number, seed: number): Attack[] {
  const random = seededRandom(seed);
  const queues = shuffled(ATTACK_STYLES, random)
    .map((style) =>
      shuffled(
        attacks.filter((attack) => attack.style === style),
        random,
      ),
    )
    .filter((queue) => queue.length > 0);
  const chosen: Attack[] = [];
  while (chosen.length < n && queues.some((queue) => queue.length > 0)) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next && chosen.length < n) chosen.push(next);
    }
  }
  return chosen;
}
