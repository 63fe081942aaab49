import type { ConfigIssue } from '../probe-types';
import { datasetSample } from './library';

/**
 * The config keys promptfoo documents for its dataset plugins, and when a sample's benign
 * controls are sent: XSTest is made of safe prompts and their unsafe contrasts, so always;
 * BeaverTails and Aegis on `includeSafe: true` (then half of the probes); the others have none.
 */
type DatasetBehaviour = { keys: readonly string[]; safe: 'always' | 'includeSafe' | 'never' };

const BEHAVIOUR: Record<string, DatasetBehaviour> = {
  beavertails: { keys: ['subcategories', 'includeSafe'], safe: 'includeSafe' },
  aegis: { keys: ['includeSafe'], safe: 'includeSafe' },
  cyberseceval: { keys: ['multilingual'], safe: 'never' },
  xstest: { keys: [], safe: 'always' },
};
const PLAIN: DatasetBehaviour = { keys: [], safe: 'never' };

export const datasetBehaviour = (pluginId: string): DatasetBehaviour =>
  BEHAVIOUR[pluginId] ?? PLAIN;

/** A dataset plugin entry's options, read from its `config`. */
export type DatasetOptions = {
  /** BeaverTails: only these categories. */
  subcategories?: readonly string[];
  /** Send benign controls too (graded for over-refusal). */
  includeSafe: boolean;
  /** CyberSecEval: the injections in other languages as well as English. */
  multilingual: boolean;
};

export function datasetOptions(pluginId: string, config: Record<string, unknown> = {}) {
  const behaviour = datasetBehaviour(pluginId);
  const subcategories = Array.isArray(config.subcategories)
    ? config.subcategories.map(String)
    : undefined;
  return {
    ...(subcategories ? { subcategories } : {}),
    includeSafe:
      behaviour.safe === 'always' ||
      (behaviour.safe === 'includeSafe' && config.includeSafe === true),
    multilingual: config.multilingual === true,
  } satisfies DatasetOptions;
}

/** What is wrong with a dataset plugin entry's config (paths relative to `config`). */
export function datasetConfigIssues(
  pluginId: string,
  config: Record<string, unknown> | undefined,
): ConfigIssue[] {
  if (!config) return [];
  const { keys } = datasetBehaviour(pluginId);
  const issues: ConfigIssue[] = [];
  for (const key of ['includeSafe', 'multilingual'] as const) {
    if (keys.includes(key) && config[key] !== undefined && typeof config[key] !== 'boolean') {
      issues.push({ path: [key], message: `${key} is true or false` });
    }
  }
  if (keys.includes('subcategories') && config.subcategories !== undefined) {
    const known = Object.keys(datasetSample(pluginId)?.categories ?? {});
    if (!Array.isArray(config.subcategories) || config.subcategories.length === 0) {
      issues.push({ path: ['subcategories'], message: 'subcategories is a list of categories' });
    } else {
      config.subcategories.forEach((value, index) => {
        if (!known.includes(String(value))) {
          issues.push({
            path: ['subcategories', index],
            message: `Unknown ${pluginId} subcategory "${String(value)}"; one of: ${known.join(', ')}`,
          });
        }
      });
    }
  }
  return issues;
}
