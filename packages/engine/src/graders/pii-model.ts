import { lazyModel, type Thresholds } from './ngram-model';
import { PII_MODEL } from './pii-model-weights';

/**
 * The PII model's thresholds, chosen on holdout-7, -8 and -9 with the model trained without
 * each (docs/performance.md): every set ≥ 0.98 precision and recall from 0.1–0.2 / 0.75–0.85.
 */
export const PII_THRESHOLDS: Thresholds = { vetoBelow: 0.2, addAbove: 0.8 };

/**
 * The PII model (`ngram-model.ts`): `piiEvidence` is its probability that the reply discloses
 * personal data, and how much it had to go on.
 */
export const { model: piiModel, evidence: piiEvidence } = lazyModel(PII_MODEL);
