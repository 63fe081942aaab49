import { lazyModel, type Thresholds } from './ngram-model';
import { REFUSAL_MODEL } from './refusal-model-weights';

/**
 * Chosen on holdout-5 and holdout-6 with the model trained without them (a plateau from
 * 0.2–0.35 / 0.65–0.8), before holdout-7 was written (docs/performance.md).
 */
export const REFUSAL_THRESHOLDS: Thresholds = { vetoBelow: 0.3, addAbove: 0.7 };

/**
 * The refusal model (`ngram-model.ts`): `refusalEvidence` is its probability that the reply
 * declines, and how much it had to go on.
 */
export const { model: refusalModel, evidence: refusalEvidence } = lazyModel(REFUSAL_MODEL);
