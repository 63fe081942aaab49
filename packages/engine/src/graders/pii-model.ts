import { decodeModel, evidenceOf, type Evidence, type NgramModel } from './ngram-model';
import { PII_MODEL } from './pii-model-weights';

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
