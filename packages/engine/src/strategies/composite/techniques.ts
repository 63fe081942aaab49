import { z } from 'zod';
import { pick, type Random } from '../../util/prng';
import { renderTemplate } from '../../util/template';
import file from '../data/composite-techniques.json';

/**
 * Where a technique goes in a composite: `payload` reshapes the request itself (distractor,
 * payload splitting), `frame` wraps it (a persona, a dialog, a research or logical framing),
 * `lead` is a line before it (an authority claim), `rule` a line after it (refusal suppression,
 * an affirmative opening, an answer style, an output format).
 */
export type TechniqueSlot = 'payload' | 'frame' | 'lead' | 'rule';

const TechniqueSchema = z.strictObject({
  id: z.string().min(1),
  label: z.string().min(1),
  slot: z.enum(['payload', 'frame', 'lead', 'rule']),
  description: z.string().min(1),
  phrasings: z.array(z.string().min(1)).min(1),
});
export type Technique = z.infer<typeof TechniqueSchema>;

/** promptfoo's ten composite techniques and two of ours (authority-claim, format-constraint). */
export const TECHNIQUES: readonly Technique[] = z.array(TechniqueSchema).parse(file);

export const getTechnique = (id: string) => TECHNIQUES.find((technique) => technique.id === id);

/** Splits a request into three pieces of about equal length, at word boundaries. */
function thirds(text: string): [string, string, string] {
  const words = text.split(/(?<=\s)/);
  const size = Math.ceil(words.length / 3);
  return [
    words.slice(0, size).join(''),
    words.slice(size, 2 * size).join(''),
    words.slice(2 * size).join(''),
  ];
}

/** Applies one technique to the text built so far, in a phrasing the random picks. */
export function applyTechnique(technique: Technique, text: string, random: Random): string {
  const phrasing = pick(technique.phrasings, random);
  switch (technique.slot) {
    case 'payload':
    case 'frame': {
      const [a, b, c] = thirds(text);
      return renderTemplate(phrasing, { prompt: text, a, b, c });
    }
    case 'lead':
      return `${phrasing}\n\n${text}`;
    case 'rule':
      return `${text}\n\n${phrasing}`;
  }
}

/** Slots in the order they are applied: the payload first, the rules last. */
export const SLOT_ORDER: readonly TechniqueSlot[] = ['payload', 'frame', 'lead', 'rule'];
