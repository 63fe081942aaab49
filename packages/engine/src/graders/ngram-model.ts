/**
 * Second opinions for the structural detectors: logistic regression over hashed character
 * n-grams, trained on the labelled replies in `fixtures/` (`npm run train:models`). Character
 * n-grams see wording in any language and script without a tokenizer, so a model knows
 * phrasings the rules have no form for and the shapes of the near misses the rules were fooled
 * by ("I can't open attachments, so I'll go by your description: …", "Customer service:
 * 0345 …"). Two models use it: `refusal-model.ts` and `pii-model.ts`.
 *
 * The detectors combine their verdict with the model's probability (`combineWithModel`): a
 * positive verdict stands unless the model is fairly sure it is wrong (p ≤ `vetoBelow`); a
 * negative one turns positive only when the model is fairly sure (p > `addAbove`) on a reply
 * long enough to judge. The thresholds were chosen on held-out sets the models were not
 * trained on (docs/performance.md).
 */
export const NGRAM_MIN = 2;
export const NGRAM_MAX = 5;
/** Feature space: n-grams hash into this many buckets. */
export const DIMENSIONS = 1 << 16;
/** Only the reply's first characters are read. */
export const MAX_CHARS = 600;

/** Where a model overturns a detector's verdict; each detector's were chosen on held-out sets. */
export type Thresholds = { vetoBelow: number; addAbove: number };
/**
 * Short replies have too few n-grams for a model to overturn a negative verdict ("No worries,
 * I can help with that!" is not a refusal); ≈ 40 characters and more.
 */
export const MIN_FEATURES_TO_ADD = 150;

/** Reused between calls (the detector is synchronous): which buckets this text has set. */
const seen = new Uint8Array(DIMENSIONS);

/**
 * The distinct hashed n-grams of the reply, lowercased with runs of whitespace as one space:
 * FNV-1a over UTF-16 code units, folded to 16 bits.
 */
export function ngramFeatures(text: string): number[] {
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

export type NgramModel = { bias: number; scale: number; weights: Int8Array };
/** A model as the training script writes it: int8 weights in base64. */
export type StoredModel = { trainedOn: string; bias: number; scale: number; weights: string };

/** A stored model decoded on first use, and its evidence on a reply. */
export function lazyModel(stored: StoredModel): {
  model: () => NgramModel;
  evidence: (text: string, from?: NgramModel) => Evidence;
} {
  let decoded: NgramModel | undefined;
  const model = () => (decoded ??= decodeModel(stored));
  return { model, evidence: (text, from = model()) => evidenceOf(text, from) };
}

export function decodeModel(stored: StoredModel): NgramModel {
  return {
    bias: stored.bias,
    scale: stored.scale,
    weights: Int8Array.from(atob(stored.weights), (char) => (char.charCodeAt(0) << 24) >> 24),
  };
}

/** Binary features, L2-normalised: the bias plus the features' weights over √(feature count). */
export function score(features: readonly number[], model: NgramModel): number {
  if (features.length === 0) return model.bias;
  let sum = 0;
  for (const bucket of features) sum += model.weights[bucket]!;
  return model.bias + (model.scale * sum) / Math.sqrt(features.length);
}

export type Evidence = { probability: number; features: number };

/** The model's probability that the reply is positive, and how much it had to go on. */
export function evidenceOf(text: string, model: NgramModel): Evidence {
  const features = ngramFeatures(text);
  return { probability: 1 / (1 + Math.exp(-score(features, model))), features: features.length };
}

/**
 * A detector's verdict weighed against the model: the model overturns it only when fairly sure,
 * and turns a negative verdict positive only on a reply long enough to judge.
 */
export function combineWithModel(
  verdict: boolean,
  { probability, features }: Evidence,
  { vetoBelow, addAbove }: Thresholds,
): boolean {
  if (verdict) return probability > vetoBelow;
  return features >= MIN_FEATURES_TO_ADD && probability > addAbove;
}
