import { z } from 'zod';
import type { TargetContext } from '../types';
import { pluginExcludes, strategyAppliesTo } from './strategies';

/**
 * How a config shapes a scan's tests, shared by the estimate and the generation so both count
 * the same probes: the languages of each plugin, the names that fill the attack templates and
 * the strategies each plugin's tests go through.
 */

/** The parts of a config these read (not the schema's types: schema.ts imports this file). */
type Config = { redteam: { language?: string | string[]; purpose: string; entities?: string[] } };
type PlannedPlugin = { id: string; config?: Record<string, unknown> };

const asList = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value.map(String) : [];

/**
 * The languages a plugin's tests are made in: its entry's `config.language`, else
 * `redteam.language` (one or several); `[undefined]` is the corpus's own English.
 */
export function pluginLanguages(
  config: Config,
  planned: Pick<PlannedPlugin, 'config'>,
): (string | undefined)[] {
  const own = asList(planned.config?.language);
  const languages = own.length > 0 ? own : asList(config.redteam.language);
  return languages.length > 0 ? languages : [undefined];
}

/**
 * What the attack templates are filled from: the target's profile, with the config's purpose
 * when the profile has none, and `entities` for the names it leaves empty (the first names the
 * organisation, the others its products).
 */
export function scanContext(config: Config, target: TargetContext = {}): TargetContext {
  const context: TargetContext = { ...target, purpose: target.purpose ?? config.redteam.purpose };
  const [first, ...rest] = config.redteam.entities ?? [];
  if (first && !context.organisation) context.organisation = first;
  if (rest.length > 0 && !context.products?.length) context.products = rest;
  return context;
}

type Entry = { id: string; config?: Record<string, unknown> };

/** The strategies a plugin's tests go through: `config.plugins` and `excludeStrategies` apply. */
export function strategiesForPlugin<T extends Entry>(
  strategies: readonly T[],
  planned: Pick<PlannedPlugin, 'id' | 'config'>,
): T[] {
  return strategies.filter(
    (entry) =>
      strategyAppliesTo(entry.config, planned.id) && !pluginExcludes(planned.config, entry.id),
  );
}

export const GradingExamplesSchema = z.array(
  z.object({
    output: z.string(),
    pass: z.boolean(),
    score: z.number().optional(),
    reason: z.string(),
  }),
);

/** promptfoo's `graderExamples` of a plugin entry, for the judge (an invalid list is left out). */
export function gradingExamplesOf(planned: Pick<PlannedPlugin, 'config'>) {
  const parsed = GradingExamplesSchema.safeParse(planned.config?.graderExamples);
  return parsed.success ? parsed.data : [];
}
