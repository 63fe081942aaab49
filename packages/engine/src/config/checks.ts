import { FRAMEWORKS } from '../frameworks/registry';
import { corpusPrompts } from '../plugins/generate';
import { languageCode, LANGUAGE_NAMES } from '../plugins/corpus/languages';
import { languagesOf } from '../plugins/corpus/library';
import { getPlugin } from '../plugins/registry';
import { expandPluginSelector } from '../plugins/selection';
import { sourceOf } from '../plugins/types';
import { getStrategy, strategyNeedsLlm } from '../strategies/registry';
import type { IssueLog } from './issues';
import { joinPath } from './issues';
import { GradingExamplesSchema, pluginLanguages, scanContext } from './plan';
import { plannedPlugins, type RedteamConfig } from './schema';

/**
 * What a valid config will do differently from what it says, told before the scan runs: tests
 * the offline corpus cannot give, languages it has no attacks in, strategies and options that
 * need a model nobody configured, frameworks it does not know.
 */
export type Capabilities = { hasGenerator: boolean; hasJudge: boolean };

const LISTED = 8;
const listed = (items: readonly string[]) =>
  items.slice(0, LISTED).join(', ') +
  (items.length > LISTED ? ` and ${items.length - LISTED} more` : '');

/** promptfoo's framework ids that Crucible names differently. */
const FRAMEWORK_ALIASES: Record<string, string> = { 'nist:ai:measure': 'nist:ai' };

/** The framework ids Crucible knows, in its own spelling; unknown ones are warned about. */
export function readFrameworks(ids: readonly string[], log: IssueLog): string[] {
  const known = new Set(FRAMEWORKS.map((framework) => framework.id));
  const out: string[] = [];
  ids.forEach((id, index) => {
    const own = FRAMEWORK_ALIASES[id] ?? id;
    if (known.has(own)) out.push(own);
    else
      log.warn(
        joinPath('redteam.frameworks', index),
        `unknown framework "${id}", ignored (known: ${[...known].join(', ')})`,
      );
  });
  return [...new Set(out)];
}

function checkCorpusSizes(config: RedteamConfig, log: IssueLog) {
  const short = new Map<string, { asked: number; plugins: string[] }>();
  const target = scanContext(config);
  const seen = new Set<string>();
  config.redteam.plugins.forEach((entry, index) => {
    const numTests = entry.numTests ?? config.redteam.numTests;
    const path =
      entry.numTests !== undefined
        ? joinPath(joinPath('redteam.plugins', index), 'numTests')
        : 'redteam.numTests';
    for (const id of expandPluginSelector(entry.id, { purpose: config.redteam.purpose }) ?? []) {
      const plugin = getPlugin(id);
      // Dataset and intent plugins give their own probes: the corpus does not cap them.
      if (!plugin || seen.has(id) || sourceOf(plugin) !== 'corpus') continue;
      seen.add(id);
      for (const language of pluginLanguages(config, entry)) {
        const available = corpusPrompts(plugin, { target, language }, numTests).length;
        if (available >= numTests) continue;
        const found = short.get(path) ?? { asked: numTests, plugins: [] };
        found.plugins.push(`${id}${language ? ` (${language})` : ''} ${available}`);
        short.set(path, found);
      }
    }
  });
  for (const [path, { asked, plugins }] of short) {
    log.warn(
      path,
      `${asked} tests per plugin asked; without a generator model the offline corpus gives ${listed(plugins)} (each attack is sent once)`,
    );
  }
}

function checkLanguages(config: RedteamConfig, log: IssueLog) {
  const languages = new Map<string, string>();
  const own = config.redteam.language;
  (Array.isArray(own) ? own : own ? [own] : []).forEach((language, index) =>
    languages.set(
      language,
      Array.isArray(own) ? joinPath('redteam.language', index) : 'redteam.language',
    ),
  );
  config.redteam.plugins.forEach((entry, index) => {
    const language = entry.config?.language;
    if (typeof language === 'string') {
      languages.set(
        language,
        joinPath(joinPath(joinPath('redteam.plugins', index), 'config'), 'language'),
      );
    }
  });
  for (const [language, path] of languages) {
    const code = languageCode(language);
    if (!code) {
      log.warn(
        path,
        `"${language}" is not a language the offline corpus knows: its attacks are in English`,
      );
      continue;
    }
    if (code === 'en') continue;
    const missing = plannedPlugins(config)
      .filter((planned) => pluginLanguages(config, planned).includes(language))
      .map((planned) => planned.id)
      .filter((id) => !languagesOf(id).includes(code));
    if (missing.length > 0) {
      log.warn(
        path,
        `the offline corpus has no attacks in ${LANGUAGE_NAMES[code]} for ${listed(missing)}: theirs are in English (a generator model writes them in ${LANGUAGE_NAMES[code]})`,
      );
    }
  }
}

function checkModelOptions(config: RedteamConfig, can: Capabilities, log: IssueLog) {
  config.redteam.plugins.forEach((entry, index) => {
    const at = (key: string) =>
      joinPath(joinPath(joinPath('redteam.plugins', index), 'config'), key);
    if (!can.hasGenerator) {
      for (const key of ['examples', 'modifiers'] as const) {
        if (entry.config?.[key] !== undefined) {
          log.warn(at(key), 'not used offline (no generator model), ignored');
        }
      }
    }
    const examples = entry.config?.graderExamples;
    if (examples === undefined) return;
    if (!can.hasJudge) {
      log.warn(
        at('graderExamples'),
        'only a judge model reads grading examples; none is configured, ignored',
      );
    } else if (!GradingExamplesSchema.safeParse(examples).success) {
      log.warn(at('graderExamples'), 'must be a list of {output, pass, score, reason}, ignored');
    }
  });
  if (!can.hasGenerator && config.redteam.testGenerationInstructions) {
    log.warn(
      'redteam.testGenerationInstructions',
      'not used offline (no generator model), ignored',
    );
  }
  config.redteam.strategies.forEach((entry, index) => {
    const strategy = getStrategy(entry.id);
    if (!strategy || can.hasGenerator || entry.config?.enabled === false) return;
    if (strategyNeedsLlm(strategy, entry.config ?? {})) {
      log.warn(
        joinPath('redteam.strategies', index),
        `${entry.id} needs an attacker model (redteam.provider): it is skipped offline`,
      );
    }
  });
}

/** Warnings about a config that passed the schema, given the models the run will have. */
export function checkConfig(config: RedteamConfig, can: Capabilities, log: IssueLog): void {
  if (!can.hasGenerator) {
    checkCorpusSizes(config, log);
    checkLanguages(config, log);
  }
  checkModelOptions(config, can, log);
}
