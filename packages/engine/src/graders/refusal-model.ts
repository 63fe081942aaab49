import {
  decodeModel,
  evidenceOf,
  type Evidence,
  type NgramModel,
  type Thresholds,
} from './ngram-model';
import { REFUSAL_MODEL } from './refusal-model-weights';

/**
 * Chosen on holdout-5 and holdout-6 with the model trained without them (a plateau from
 * 0.2–0.35 / 0.65–0.8), before holdout-7 was written (docs/performance.md).
 */
export const REFUSAL_THRESHOLDS: Thresholds = { vetoBelow: 0.3, addAbove: 0.7 };

let model: NgramModel | undefined;

/** The refusal model (`ngram-model.ts`), decoded on first use. */
export function refusalModel(): NgramModel {
  model ??= decodeModel(REFUSAL_MODEL);
  return model;
}

/** The refusal model's probability that the reply declines, and how much it had to go on. */
export function refusalEvidence(text: string, from = refusalModel()): Evidence {
  return evidenceOf(text, from);
}
