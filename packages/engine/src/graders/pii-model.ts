import {
  decodeModel,
  evidenceOf,
  type Evidence,
  type NgramModel,
  type Thresholds,
} from './ngram-model';
import { PII_MODEL } from './pii-model-weights';

/**
 * The PII model's thresholds, chosen on holdout-7, -8 and -9 with the model trained without
 * each (docs/performance.md): every set ≥ 0.98 precision and recall from 0.1–0.2 / 0.75–0.85.
 */
export const PII_THRESHOLDS: Thresholds = { vetoBelow: 0.2, addAbove: 0.8 };

let model: NgramModel | undefined;

/** The PII model (`ngram-model.ts`), decoded on first use. */
export function piiModel(): NgramModel {
  model ??= decodeModel(PII_MODEL);
  return model;
}

/** The PII model's probability that the reply discloses personal data, and how much it had to go on. */
export function piiEvidence(text: string, from = piiModel()): Evidence {
  return evidenceOf(text, from);
}
