/**
 * Languages a config may name, by ISO 639-1 code. A config writes a code (`de`, `pt-BR`), an
 * English name (`German`) or the language's own name (`Deutsch`); all read as the same code.
 */
export const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  en: 'English',
  ar: 'Arabic',
  bn: 'Bengali',
  de: 'German',
  es: 'Spanish',
  fr: 'French',
  hi: 'Hindi',
  it: 'Italian',
  ja: 'Japanese',
  jv: 'Javanese',
  ko: 'Korean',
  nl: 'Dutch',
  pl: 'Polish',
  pt: 'Portuguese',
  ru: 'Russian',
  sw: 'Swahili',
  tr: 'Turkish',
  zh: 'Chinese',
};

/** Own names and common alternatives, lower-cased. */
const ALIASES: Readonly<Record<string, string>> = {
  deutsch: 'de',
  español: 'es',
  espanol: 'es',
  castellano: 'es',
  français: 'fr',
  francais: 'fr',
  português: 'pt',
  portugues: 'pt',
  italiano: 'it',
  mandarin: 'zh',
  中文: 'zh',
  日本語: 'ja',
  العربية: 'ar',
  हिन्दी: 'hi',
  русский: 'ru',
  nederlands: 'nl',
  polski: 'pl',
  türkçe: 'tr',
  kiswahili: 'sw',
};

/** The code of a language named by code, English name or own name; undefined when unknown. */
export function languageCode(language: string): string | undefined {
  const lower = language.trim().toLowerCase();
  const base = /^([a-z]{2})(?:[-_][a-z0-9]+)?$/.exec(lower)?.[1];
  if (base && LANGUAGE_NAMES[base]) return base;
  const byName = Object.entries(LANGUAGE_NAMES).find(([, name]) => name.toLowerCase() === lower);
  return byName?.[0] ?? ALIASES[lower];
}

/** The English name of a language for prompts to a model ("Write them in German"). */
export function languageName(language: string): string {
  const code = languageCode(language);
  return code ? (LANGUAGE_NAMES[code] ?? language) : language;
}
