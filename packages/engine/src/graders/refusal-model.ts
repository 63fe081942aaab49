import { decodeModel, evidenceOf, type Evidence, type NgramModel } from './ngram-model';
import { REFUSAL_MODEL } from './refusal-model-weights';

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
