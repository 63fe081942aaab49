import { base64 } from './base64';
import { basic } from './basic';
import { bestOfN } from './best-of-n';
import { camelcase } from './camelcase';
import { citation } from './citation';
import { crescendo } from './crescendo';
import { custom } from './custom';
import { emoji } from './emoji';
import { goat } from './goat';
import { hex } from './hex';
import { homoglyph } from './homoglyph';
import { jailbreak } from './jailbreak';
import { jailbreakComposite } from './jailbreak-composite';
import { jailbreakMeta } from './jailbreak-meta';
import { jailbreakTemplates } from './jailbreak-templates';
import { jailbreakTree } from './jailbreak-tree';
import { layer } from './layer';
import { leetspeak } from './leetspeak';
import { mathPrompt } from './math-prompt';
import { morse } from './morse';
import { multilingual } from './multilingual';
import { piglatin } from './piglatin';
import { promptInjection } from './prompt-injection';
import { retry } from './retry';
import { rot13 } from './rot13';
import type { Strategy, StrategyConfig } from './types';

/** The explicit strategy registry. */
export const STRATEGIES: readonly Strategy[] = [
  basic,
  base64,
  hex,
  rot13,
  leetspeak,
  homoglyph,
  morse,
  piglatin,
  camelcase,
  emoji,
  jailbreakTemplates,
  bestOfN,
  layer,
  retry,
  jailbreak,
  jailbreakTree,
  jailbreakMeta,
  jailbreakComposite,
  promptInjection,
  crescendo,
  goat,
  multilingual,
  mathPrompt,
  citation,
  custom,
];

const BY_ID = new Map(STRATEGIES.map((strategy) => [strategy.id, strategy]));

export function getStrategy(id: string): Strategy | undefined {
  return BY_ID.get(id);
}

export type StrategySelection = string | { id: string; config?: StrategyConfig };

export type ResolvedStrategy = { strategy: Strategy; config: StrategyConfig };

export type UnavailableStrategy = { id: string; reason: string };

/** Whether a strategy (with its config, for `layer`) needs an attacker model. */
export function strategyNeedsLlm(strategy: Strategy, config: StrategyConfig): boolean {
  if (strategy.id !== 'layer') return strategy.needsLlm;
  const steps = Array.isArray(config.steps) ? config.steps.map(String) : [];
  return steps.some((step) => getStrategy(step)?.needsLlm ?? false);
}

/**
 * Splits a strategy selection into what can run now and what cannot, with the reason. LLM
 * strategies without an attacker are reported, never silently dropped.
 */
export function resolveStrategies(
  selection: readonly StrategySelection[],
  options: { hasAttacker: boolean },
): { usable: ResolvedStrategy[]; unavailable: UnavailableStrategy[] } {
  const usable: ResolvedStrategy[] = [];
  const unavailable: UnavailableStrategy[] = [];
  for (const item of selection) {
    const id = typeof item === 'string' ? item : item.id;
    const config = typeof item === 'string' ? {} : (item.config ?? {});
    const strategy = getStrategy(id);
    if (!strategy) {
      unavailable.push({ id, reason: `Unknown strategy "${id}"` });
    } else if (strategyNeedsLlm(strategy, config) && !options.hasAttacker) {
      unavailable.push({
        id,
        reason: `Strategy "${id}" needs an attacker model (needsLlm); configure redteam.provider`,
      });
    } else {
      usable.push({ strategy, config });
    }
  }
  return { usable, unavailable };
}
