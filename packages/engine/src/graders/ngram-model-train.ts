import { createHash } from 'node:crypto';
import { DIMENSIONS, ngramFeatures, type NgramModel } from './ngram-model';

export type LabelledReply = { text: string; positive: boolean };

/** Inverse regularisation strength, chosen by validation on held-out sets. */
export const TRAINING_C = 10;

/** Identifies a training set: the weights record the one they were trained on. */
export function fingerprint(replies: readonly LabelledReply[]): string {
  const hash = createHash('sha256');
  for (const { text, positive } of replies) hash.update(`${positive ? 1 : 0}\u0000${text}\u0000`);
  return hash.digest('hex').slice(0, 16);
}

type Sample = { features: number[]; weight: number; label: number };

const softplus = (x: number) => (x > 0 ? x + Math.log1p(Math.exp(-x)) : Math.log1p(Math.exp(x)));
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/**
 * L2-regularised logistic regression, C·Σ logloss + ½‖w‖² (the bias is not regularised),
 * minimised with L-BFGS. Deterministic: the same replies in the same order give the same
 * weights.
 */
export function trainNgramModel(
  replies: readonly LabelledReply[],
  options: TrainingOptions = {},
): NgramModel & { raw: Float64Array; loss: number } {
  return trainOnFeatures(
    replies.map(({ text, positive }) => ({ features: ngramFeatures(text), positive })),
    options,
  );
}

type TrainingOptions = { c?: number; iterations?: number; history?: number };

/**
 * The same training on features computed elsewhere (distinct buckets below `DIMENSIONS`), for a
 * model that reads more than the reply (compliance-model.ts).
 */
export function trainOnFeatures(
  examples: readonly { features: number[]; positive: boolean }[],
  { c = TRAINING_C, iterations = 400, history = 10 }: TrainingOptions = {},
): NgramModel & { raw: Float64Array; loss: number } {
  const samples: Sample[] = examples.map(({ features, positive }) => {
    return {
      features,
      weight: features.length === 0 ? 0 : 1 / Math.sqrt(features.length),
      label: positive ? 1 : 0,
    };
  });
  const size = DIMENSIONS + 1; // the last one is the bias

  const evaluate = (w: Float64Array, gradient: Float64Array): number => {
    let loss = 0;
    gradient.fill(0);
    for (let j = 0; j < DIMENSIONS; j++) {
      loss += 0.5 * w[j]! * w[j]!;
      gradient[j] = w[j]!;
    }
    for (const { features, weight, label } of samples) {
      let sum = 0;
      for (const f of features) sum += w[f]!;
      const z = w[DIMENSIONS]! + weight * sum;
      loss += c * (label === 1 ? softplus(-z) : softplus(z));
      const residual = c * (sigmoid(z) - label);
      for (const f of features) gradient[f] = gradient[f]! + residual * weight;
      gradient[DIMENSIONS] = gradient[DIMENSIONS]! + residual;
    }
    return loss;
  };

  const w = new Float64Array(size);
  let gradient = new Float64Array(size);
  let loss = evaluate(w, gradient);
  const steps: Float64Array[] = [];
  const changes: Float64Array[] = [];
  const dot = (a: Float64Array, b: Float64Array) => {
    let sum = 0;
    for (let i = 0; i < size; i++) sum += a[i]! * b[i]!;
    return sum;
  };

  for (let iteration = 0; iteration < iterations; iteration++) {
    // Two-loop recursion: direction = −H·gradient.
    const direction = Float64Array.from(gradient, (g) => -g);
    const alphas: number[] = [];
    for (let k = steps.length - 1; k >= 0; k--) {
      const alpha = dot(steps[k]!, direction) / dot(changes[k]!, steps[k]!);
      alphas[k] = alpha;
      for (let i = 0; i < size; i++) direction[i] = direction[i]! - alpha * changes[k]![i]!;
    }
    if (steps.length > 0) {
      const last = steps.length - 1;
      const gamma = dot(steps[last]!, changes[last]!) / dot(changes[last]!, changes[last]!);
      for (let i = 0; i < size; i++) direction[i] = direction[i]! * gamma;
    } else {
      const norm = Math.sqrt(dot(gradient, gradient));
      for (let i = 0; i < size; i++) direction[i] = direction[i]! / Math.max(norm, 1);
    }
    for (let k = 0; k < steps.length; k++) {
      const beta = dot(changes[k]!, direction) / dot(changes[k]!, steps[k]!);
      for (let i = 0; i < size; i++)
        direction[i] = direction[i]! + steps[k]![i]! * (alphas[k]! - beta);
    }

    // Backtracking line search (Armijo).
    const slope = dot(gradient, direction);
    if (slope >= 0) break;
    let step = 1;
    const next = new Float64Array(size);
    const nextGradient = new Float64Array(size);
    let nextLoss = Infinity;
    for (let tries = 0; tries < 30; tries++) {
      for (let i = 0; i < size; i++) next[i] = w[i]! + step * direction[i]!;
      nextLoss = evaluate(next, nextGradient);
      if (nextLoss <= loss + 1e-4 * step * slope) break;
      step /= 2;
    }
    if (!(nextLoss < loss)) break;
    const s = Float64Array.from(next, (value, i) => value - w[i]!);
    const y = Float64Array.from(nextGradient, (value, i) => value - gradient[i]!);
    if (dot(s, y) > 1e-10) {
      steps.push(s);
      changes.push(y);
      if (steps.length > history) {
        steps.shift();
        changes.shift();
      }
    }
    const improvement = loss - nextLoss;
    w.set(next);
    gradient = nextGradient;
    loss = nextLoss;
    if (improvement < 1e-9 * Math.max(1, Math.abs(loss))) break;
  }

  // int8 weights: the largest magnitude maps to 127.
  let largest = 0;
  for (let j = 0; j < DIMENSIONS; j++) largest = Math.max(largest, Math.abs(w[j]!));
  const scale = largest === 0 ? 1 : largest / 127;
  const weights = new Int8Array(DIMENSIONS);
  for (let j = 0; j < DIMENSIONS; j++) weights[j] = Math.round(w[j]! / scale);
  return { bias: w[DIMENSIONS]!, scale, weights, raw: w, loss };
}
