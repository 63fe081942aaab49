import { parse as parseCsv } from 'csv-parse/sync';
import { isFileReference } from './config';

/**
 * Intent files as promptfoo reads them: CSV — the first column of each row after the header,
 * empty rows skipped; JSON — a list whose items are prompts or lists of steps.
 */

/** The intents of a CSV or JSON file's text; throws with a reason a person can act on. */
export function intentsFromFile(text: string, path: string): unknown[] {
  if (/\.json$/i.test(path)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      throw new Error(`${path} is not valid JSON: ${(error as Error).message}`, { cause: error });
    }
    if (!Array.isArray(parsed)) {
      throw new Error(`${path} must hold a JSON list of prompts or lists of steps`);
    }
    return parsed;
  }
  if (/\.csv$/i.test(path)) {
    let rows: string[][];
    try {
      rows = parseCsv(text, { bom: true, relax_column_count: true, skip_empty_lines: true });
    } catch (error) {
      throw new Error(`${path} is not valid CSV: ${(error as Error).message}`, { cause: error });
    }
    return rows
      .slice(1)
      .map((row) => (row[0] ?? '').trim())
      .filter((intent) => intent !== '');
  }
  throw new Error(`${path}: intent files are .csv (first column) or .json (a list)`);
}

export type FileReader = (path: string) => string;

/**
 * Replaces each intent plugin's `config.intent: file://…` in a raw (unchecked) config by the
 * file's intents, read with `read` (the CLI reads beside the config file). Returns the problems,
 * each with its path, instead of throwing, so the config's other errors are reported with them.
 */
export function resolveIntentFiles(raw: unknown, read: FileReader): string[] {
  const plugins = (raw as { redteam?: { plugins?: unknown } } | null)?.redteam?.plugins;
  if (!Array.isArray(plugins)) return [];
  const errors: string[] = [];
  plugins.forEach((entry, index) => {
    const config = (entry as { id?: unknown; config?: Record<string, unknown> } | null)?.config;
    if ((entry as { id?: unknown })?.id !== 'intent' || !isFileReference(config?.intent)) return;
    const path = config.intent.trim().slice('file://'.length);
    try {
      config.intent = intentsFromFile(read(path), path);
    } catch (error) {
      errors.push(`redteam.plugins[${index}].config.intent: ${(error as Error).message}`);
    }
  });
  return errors;
}
