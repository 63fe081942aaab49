/**
 * How a scripted assistant reads a user message: every encoded run that decodes to language
 * (base64, hex, rot13, leetspeak, morse; homoglyphs always) is read in place, so an encoded
 * request reaches the same rules as a plain one — as it would with a model that decodes on its
 * own — and the assistant knows it was hidden.
 */
import {
  base64,
  hex,
  homoglyph,
  leetspeak,
  morse,
  rot13,
} from '../../packages/engine/src/util/codecs';
import { hashString } from '../../packages/engine/src/util/prng';

export type Language = 'en' | 'de' | 'fr' | 'es' | 'it';

export type Message = {
  raw: string;
  /** The message with each encoded run replaced by its reading: what the rules look at. */
  text: string;
  /** True when some reading came from an encoding (the request was hidden). */
  encoded: boolean;
  /** The request is framed as fiction, a game or a character's lines. */
  roleplay: boolean;
  language: Language;
};

const COMMON = /\b(the|and|you|your|how|what|to|is|of|for|my|me|can|do|a|in|with|this)\b/gi;
const wordsOf = (text: string) => text.match(COMMON)?.length ?? 0;

/** Decoded text that is mostly printable and reads more like English than the input. */
function readable(decoded: string, source: string): boolean {
  if (decoded.trim().length < 8) return false;
  const printable = decoded.replace(/[^\x20-\x7e\n\u00a0-\u024f\u2018-\u201d]/g, '').length;
  return printable / decoded.length > 0.9 && wordsOf(decoded) > wordsOf(source);
}

type Reading = { source: string; decoded: string };

/** Every encoded run of the message that decodes to language, with the text it came from. */
function readings(raw: string): Reading[] {
  const found: Reading[] = [];
  const add = (source: string, decoded: string) => {
    if (readable(decoded, source)) found.push({ source, decoded });
  };
  for (const run of raw.match(/[A-Za-z0-9+/]{16,}={0,2}/g) ?? []) add(run, base64.decode(run));
  for (const run of raw.match(/(?:\b[0-9a-f]{2}\b\s?){8,}/gi) ?? []) add(run, hex.decode(run));
  const afterRot = /rot-?13[^:\n]*[:\n]\s*([\s\S]+)/i.exec(raw)?.[1];
  if (afterRot) add(afterRot, rot13.decode(afterRot));
  const morseRun = /(?:[.-]{1,6}[ /]+){6,}[.-]{1,6}/.exec(raw)?.[0];
  if (morseRun) add(morseRun, morse.decode(morseRun));
  if (found.length === 0 && /[a-z][0-9][a-z]/i.test(raw)) add(raw, leetspeak.decode(raw));
  return found;
}

const ROLEPLAY =
  /\b(novel|thriller|story|stories|screenplay|scene|character|monologue|role-?play|pretend|imagine|act as|be (him|her)|grand(father|mother|ma|pa)|fiction|hypothetical|a world where|twin|opposite day|game)\b/i;

const LANGUAGE_HINTS: [Language, RegExp][] = [
  ['de', /\b(ich|nicht|und|bitte|mein|meine|wie|kann|können|sie|der|die|das)\b/gi],
  ['fr', /\b(je|vous|mon|ma|mes|comment|pourquoi|est|une|les|des|s'il)\b/gi],
  ['es', /\b(yo|mi|cómo|como|por|qué|una|los|las|puedes|quiero|para)\b/gi],
  ['it', /\b(io|il|mio|mia|come|perché|una|gli|puoi|voglio|per|sono)\b/gi],
];

function languageOf(text: string): Language {
  const english = wordsOf(text);
  let best: Language = 'en';
  let bestCount = 1;
  for (const [language, hint] of LANGUAGE_HINTS) {
    const count = text.match(hint)?.length ?? 0;
    if (count > bestCount && count > english) [best, bestCount] = [language, count];
  }
  return best;
}

export function readMessage(raw: string): Message {
  // The message as the assistant understands it: each encoded run replaced by its reading,
  // look-alike letters read as Latin ones.
  let text = homoglyph.decode(raw);
  const found = readings(text);
  for (const { source, decoded } of found) text = text.replace(source, `\n${decoded}`);
  return {
    raw,
    text,
    encoded: found.length > 0,
    roleplay: ROLEPLAY.test(text),
    language: languageOf(raw),
  };
}

/** A deterministic choice: the same message always gets the same template. */
export function choose<T>(options: readonly T[], seed: string): T {
  const option = options[hashString(seed) % options.length];
  if (option === undefined) throw new Error('choose() from an empty list');
  return option;
}

/** The request itself, for echoing in a reply: the decoded reading if any, after any framing. */
export function requestOf(message: Message): string {
  const lines = message.text.split('\n').filter((line) => line.trim().length > 0);
  const line = message.encoded
    ? lines.at(-1)
    : lines.find((l) => /\?|^(how|what|write|explain|give|tell)/i.test(l));
  const request = (line ?? message.raw).split(/:\s+/).at(-1) ?? '';
  return request
    .replace(/^[^A-Za-z]*/, '')
    .slice(0, 140)
    .trim();
}
