import type { TokenUsage } from '../types';

/** List price of a chat model in USD per million tokens. */
export type ModelPrice = { input: number; output: number };

/**
 * Public list prices (USD per 1M tokens, standard tier, no caching or batch discount) of
 * well-known OpenAI and Anthropic chat models. A name may carry a date or `-latest` after it
 * (`gpt-4o-2024-08-06`, `claude-3-5-sonnet-20241022`); any other suffix is another model with
 * its own price (`claude-opus-4-5` is not `claude-opus-4`), so it is unknown rather than guessed.
 * A dated entry wins over its undated family (`gpt-4o-2024-05-13` was priced higher).
 */
const PRICES: Record<string, ModelPrice> = {
  // OpenAI
  'gpt-4o': { input: 2.5, output: 10 },
  'gpt-4o-2024-05-13': { input: 5, output: 15 },
  'gpt-4o-mini': { input: 0.15, output: 0.6 },
  'gpt-4.1': { input: 2, output: 8 },
  'gpt-4.1-mini': { input: 0.4, output: 1.6 },
  'gpt-4.1-nano': { input: 0.1, output: 0.4 },
  'gpt-4-turbo': { input: 10, output: 30 },
  o1: { input: 15, output: 60 },
  'o3-mini': { input: 1.1, output: 4.4 },
  'o4-mini': { input: 1.1, output: 4.4 },
  // Anthropic
  'claude-3-haiku': { input: 0.25, output: 1.25 },
  'claude-3-opus': { input: 15, output: 75 },
  'claude-3-5-haiku': { input: 0.8, output: 4 },
  'claude-3-5-sonnet': { input: 3, output: 15 },
  'claude-3-7-sonnet': { input: 3, output: 15 },
  'claude-sonnet-4': { input: 3, output: 15 },
  'claude-sonnet-4-0': { input: 3, output: 15 },
  'claude-opus-4': { input: 15, output: 75 },
  'claude-opus-4-0': { input: 15, output: 75 },
  'claude-opus-4-1': { input: 15, output: 75 },
};

/** `-2024-08-06`, `-20241022` or `-latest` after a known name. */
const VERSION_SUFFIX = /^-(?:\d{4}-\d{2}-\d{2}|\d{8}|latest)$/;

/** The list price of `model`, or undefined when it is not a model this table knows. */
export function priceOf(model: string): ModelPrice | undefined {
  const name = model.trim().toLowerCase();
  const exact = PRICES[name];
  if (exact) return exact;
  let best: string | undefined;
  for (const known of Object.keys(PRICES)) {
    if (!name.startsWith(known) || !VERSION_SUFFIX.test(name.slice(known.length))) continue;
    if (best === undefined || known.length > best.length) best = known;
  }
  return best === undefined ? undefined : PRICES[best];
}

/** USD for one call's tokens at the model's list price; undefined for an unknown model or no usage. */
export function costOf(model: string, tokens: TokenUsage | undefined): number | undefined {
  const price = priceOf(model);
  if (!price || !tokens) return undefined;
  return (tokens.prompt * price.input + tokens.completion * price.output) / 1_000_000;
}
