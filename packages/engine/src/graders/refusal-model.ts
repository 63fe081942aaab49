/**
 * A second opinion on refusals: logistic regression over hashed character n-grams, trained on
 * the labelled replies in `fixtures/` (`scripts/train-refusal-model.ts`). Character n-grams see
 * wording in any language and script without a tokenizer, so the model catches refusals the
 * structural rules have no form for, and it knows the shapes of the near misses the rules were
 * fooled by ("I can't open attachments, so I'll go by your description: …").
 *
 * `refusal.ts` combines the two: a reply the rules call a refusal stays one unless the model
 * is fairly sure it is not (p ≤ `VETO_BELOW`); a reply the rules do not call a refusal becomes
 * one only when the model is fairly sure it is (p > `ADD_ABOVE`). The thresholds were chosen on
 * two held-out sets the model was not trained on (docs/performance.md).
 */
import { REFUSAL_MODEL } from './refusal-model-weights';

export const NGRAM_MIN = 2;
export const NGRAM_MAX = 5;
/** Feature space: n-grams hash into this many buckets. */
export const DIMENSIONS = 1 << 16;
/** Only the reply's first characters are read (a refusal says so early). */
export const MAX_CHARS = 600;

export const VETO_BELOW = 0.3;
export const ADD_ABOVE = 0.7;
/**
 * Short replies have too few n-grams for the model to call a refusal the rules missed ("No
 * worries, I can help with that!"); ≈ 40 characters and more.
 */
export const MIN_FEATURES_TO_ADD = 150;

/** Reused between calls (the detector is synchronous): which buckets this text has set. */
const seen = new Uint8Array(DIMENSIONS);

/**
 * The distinct hashed n-grams of the reply, lowercased with runs of whitespace as one space:
 * FNV-1a over UTF-16 code units, folded to 16 bits.
 */
export function refusalFeatures(text: string): number[] {
  const words = text
    .slice(0, MAX_CHARS * 2)
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
  if (words === '') return [];
  const t = ` ${words.slice(0, MAX_CHARS)} `;
  const features: number[] = [];
  for (let start = 0; start + NGRAM_MIN <= t.length; start++) {
    let hash = 0x811c9dc5;
    for (let n = 1; n <= NGRAM_MAX && start + n <= t.length; n++) {
      hash = Math.imul(hash ^ t.charCodeAt(start + n - 1), 0x01000193) >>> 0;
      if (n < NGRAM_MIN) continue;
      const bucket = ((hash ^ (hash >>> 16)) & (DIMENSIONS - 1)) >>> 0;
      if (seen[bucket]) continue;
      seen[bucket] = 1;
      features.push(bucket);
    }
  }
  for (const bucket of features) seen[bucket] = 0;
  return features;
}

export type RefusalModel = { bias: number; scale: number; weights: Int8Array };

let decoded: RefusalModel | undefined;

/** The trained weights, decoded once (int8, times `scale`). */
export function refusalModel(): RefusalModel {
  decoded ??= {
    bias: REFUSAL_MODEL.bias,
    scale: REFUSAL_MODEL.scale,
    weights: Int8Array.from(
      atob(REFUSAL_MODEL.weights),
      (char) => (char.charCodeAt(0) << 24) >> 24,
    ),
  };
  return decoded;
}

/** Binary features, L2-normalised: the bias plus the features' weights over √(feature count). */
export function score(features: readonly number[], model: RefusalModel): number {
  if (features.length === 0) return model.bias;
  let sum = 0;
  for (const bucket of features) sum += model.weights[bucket]!;
  return model.bias + (model.scale * sum) / Math.sqrt(features.length);
}

/** The model's probability that the reply declines the request, and how much it had to go on. */
export function refusalEvidence(
  text: string,
  model = refusalModel(),
): { probability: number; features: number } {
  const features = refusalFeatures(text);
  return { probability: 1 / (1 + Math.exp(-score(features, model))), features: features.length };
}

/** The model's probability that the reply declines the request. */
export function refusalProbability(text: string, model = refusalModel()): number {
  return refusalEvidence(text, model).probability;
}

/**
 * The rules' verdict weighed against the model: the model overturns it only when fairly sure,
 * and adds a refusal only on a reply long enough to judge.
 */
export function combineWithModel(
  byRules: boolean,
  { probability, features }: { probability: number; features: number },
): boolean {
  if (byRules) return probability > VETO_BELOW;
  return features >= MIN_FEATURES_TO_ADD && probability > ADD_ABOVE;
}
