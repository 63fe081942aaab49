import { CORPUS_FILES } from './index';
import type { Attack } from './types';

/** The attack library: plugin id → language → attacks, from the corpus files. */
const LIBRARY = new Map<string, Map<string, readonly Attack[]>>();
for (const file of CORPUS_FILES) {
  const languages = LIBRARY.get(file.plugin) ?? new Map<string, readonly Attack[]>();
  languages.set(file.language, file.attacks);
  LIBRARY.set(file.plugin, languages);
}

/** A plugin's attacks in a language (English is every plugin's own); none when not written. */
export function attacksOf(pluginId: string, language = 'en'): readonly Attack[] {
  return LIBRARY.get(pluginId)?.get(language) ?? [];
}

/** The languages a plugin has attacks in, English first. */
export function languagesOf(pluginId: string): string[] {
  const languages = [...(LIBRARY.get(pluginId)?.keys() ?? [])];
  return languages.sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b)));
}

/** Every corpus file as loaded, for the library's tests. */
export const corpusFiles = () => CORPUS_FILES;
