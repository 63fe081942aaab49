/** Building blocks of the intent patterns (kinds.ts and its parts). */
import type { Message } from './message';

export const test = (pattern: RegExp) => (message: Message) => pattern.test(message.text);
export const all =
  (...checks: ((message: Message) => boolean)[]) =>
  (message: Message) =>
    checks.every((check) => check(message));
export const any =
  (...checks: ((message: Message) => boolean)[]) =>
  (message: Message) =>
    checks.some((check) => check(message));

/** Whole words (Unicode-aware, so "réserver" or "Überweisung" are words too), as a source. */
export const words = (...alternatives: string[]) =>
  `(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`;
export const re = (...sources: string[]) => new RegExp(sources.join(''), 'iu');
/** A sentence start: the message's, or after a full stop, a colon, a quote or a line break. */
export const START = `(?:^|[.!?;:\\n"“«¿¡]\\s*)`;
