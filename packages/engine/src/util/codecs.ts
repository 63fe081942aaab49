/**
 * Text encodings used by the obfuscation strategies, each with its inverse so graders can read
 * a target's encoded reply. Lossy encodings (leetspeak, pig latin) decode as best they can.
 */

export const base64 = {
  encode: (text: string) => Buffer.from(text, 'utf8').toString('base64'),
  decode: (text: string) => Buffer.from(text.replace(/\s+/g, ''), 'base64').toString('utf8'),
};

export const hex = {
  encode: (text: string) =>
    [...Buffer.from(text, 'utf8')].map((byte) => byte.toString(16).padStart(2, '0')).join(' '),
  decode: (text: string) => Buffer.from(text.replace(/[^0-9a-f]/gi, ''), 'hex').toString('utf8'),
};

function rotate(text: string): string {
  return text.replace(/[a-z]/gi, (char) => {
    const base = char <= 'Z' ? 65 : 97;
    return String.fromCharCode(((char.charCodeAt(0) - base + 13) % 26) + base);
  });
}

export const rot13 = { encode: rotate, decode: rotate };

const LEET: Record<string, string> = {
  a: '4',
  e: '3',
  i: '1',
  o: '0',
  s: '5',
  t: '7',
  b: '8',
  g: '9',
};
const UNLEET = Object.fromEntries(Object.entries(LEET).map(([k, v]) => [v, k]));

export const leetspeak = {
  encode: (text: string) => text.replace(/[aeiostbg]/gi, (c) => LEET[c.toLowerCase()] ?? c),
  decode: (text: string) => text.replace(/[0-9]/g, (d) => UNLEET[d] ?? d),
};

/** Latin letters and the Cyrillic/Greek glyphs that look the same. */
const HOMOGLYPHS: Record<string, string> = {
  a: 'а',
  c: 'с',
  e: 'е',
  i: 'і',
  j: 'ј',
  o: 'о',
  p: 'р',
  s: 'ѕ',
  x: 'х',
  y: 'у',
  A: 'Α',
  B: 'Β',
  C: 'С',
  E: 'Ε',
  H: 'Η',
  I: 'Ι',
  K: 'Κ',
  M: 'Μ',
  O: 'Ο',
  P: 'Ρ',
  T: 'Τ',
  X: 'Χ',
};
const FROM_HOMOGLYPH = Object.fromEntries(Object.entries(HOMOGLYPHS).map(([k, v]) => [v, k]));

export const homoglyph = {
  encode: (text: string) => [...text].map((c) => HOMOGLYPHS[c] ?? c).join(''),
  decode: (text: string) => [...text].map((c) => FROM_HOMOGLYPH[c] ?? c).join(''),
};

const MORSE: Record<string, string> = {
  a: '.-',
  b: '-...',
  c: '-.-.',
  d: '-..',
  e: '.',
  f: '..-.',
  g: '--.',
  h: '....',
  i: '..',
  j: '.---',
  k: '-.-',
  l: '.-..',
  m: '--',
  n: '-.',
  o: '---',
  p: '.--.',
  q: '--.-',
  r: '.-.',
  s: '...',
  t: '-',
  u: '..-',
  v: '...-',
  w: '.--',
  x: '-..-',
  y: '-.--',
  z: '--..',
  '0': '-----',
  '1': '.----',
  '2': '..---',
  '3': '...--',
  '4': '....-',
  '5': '.....',
  '6': '-....',
  '7': '--...',
  '8': '---..',
  '9': '----.',
  '.': '.-.-.-',
  ',': '--..--',
  '?': '..--..',
  "'": '.----.',
  '!': '-.-.--',
  '-': '-....-',
  '/': '-..-.',
  '"': '.-..-.',
};
const FROM_MORSE = Object.fromEntries(Object.entries(MORSE).map(([k, v]) => [v, k]));

export const morse = {
  encode: (text: string) =>
    text
      .toLowerCase()
      .split(/\s+/)
      .filter(Boolean)
      .map((word) =>
        [...word]
          .map((c) => MORSE[c] ?? '')
          .filter(Boolean)
          .join(' '),
      )
      .join(' / '),
  decode: (text: string) =>
    text
      .trim()
      .split(/\s*\/\s*/)
      .map((word) =>
        word
          .split(/\s+/)
          .map((code) => FROM_MORSE[code] ?? '')
          .join(''),
      )
      .join(' '),
};

/** Hyphenated pig latin ("ease-play"): the hyphen keeps the moved onset recoverable. */
export const piglatin = {
  encode: (text: string) =>
    text.replace(/[a-z]+/gi, (word) => {
      const onset = /^[^aeiou]*/i.exec(word)?.[0] ?? '';
      return onset.length === word.length ? `${word}-ay` : `${word.slice(onset.length)}-${onset}ay`;
    }),
  decode: (text: string) =>
    text.replace(
      /([a-z]+)-([a-z]*)ay\b/gi,
      (_match, rest: string, onset: string) => `${onset}${rest}`,
    ),
};

export const camelcase = {
  encode: (text: string) =>
    text
      .split(/\s+/)
      .filter(Boolean)
      .map((word, index) =>
        index === 0
          ? word.toLowerCase()
          : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase(),
      )
      .join(''),
  decode: (text: string) => text.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase(),
};

/**
 * Emoji smuggling: each UTF-8 byte becomes a Unicode variation selector (U+FE00–FE0F for 0–15,
 * U+E0100–E01EF for 16–255) trailing one visible emoji, so the text is invisible on screen.
 */
export const emojiSmuggle = {
  encode: (text: string, carrier = '😊') =>
    carrier +
    [...Buffer.from(text, 'utf8')]
      .map((byte) => String.fromCodePoint(byte < 16 ? 0xfe00 + byte : 0xe0100 + byte - 16))
      .join(''),
  decode: (text: string) => {
    const bytes: number[] = [];
    for (const char of text) {
      const code = char.codePointAt(0) ?? 0;
      if (code >= 0xfe00 && code <= 0xfe0f) bytes.push(code - 0xfe00);
      else if (code >= 0xe0100 && code <= 0xe01ef) bytes.push(code - 0xe0100 + 16);
    }
    return Buffer.from(bytes).toString('utf8');
  },
};
