import {
  AssertionConfigError,
  type AssertionHandler,
  binary,
  graded,
  requireString,
} from './types';

export function levenshteinDistance(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** Lower-cased word tokens: the n-gram metrics ignore case, as promptfoo's do. */
function words(text: string): string[] {
  return text.toLowerCase().split(/\s+/).filter(Boolean);
}

function ngramCounts(tokens: string[], n: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (let i = 0; i + n <= tokens.length; i++) {
    const gram = tokens.slice(i, i + n).join(' ');
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

/**
 * Word and punctuation tokens, lower-cased: ROUGE splits "world!" into "world" and "!" (as the
 * Penn Treebank tokenizer promptfoo uses does, contractions aside).
 */
function rougeTokens(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}_]+|[^\s\p{L}\p{N}_]/gu) ?? [];
}

/** ROUGE-N as promptfoo scores it: the F1 of clipped n-gram precision and recall. */
export function rougeN(candidate: string, reference: string, n = 1): number {
  const actual = ngramCounts(rougeTokens(candidate), n);
  const expected = ngramCounts(rougeTokens(reference), n);
  const total = (counts: Map<string, number>) => [...counts.values()].reduce((a, b) => a + b, 0);
  let overlap = 0;
  for (const [gram, count] of actual) overlap += Math.min(count, expected.get(gram) ?? 0);
  if (overlap === 0) return 0;
  const precision = overlap / total(actual);
  const recall = overlap / total(expected);
  return (2 * precision * recall) / (precision + recall);
}

/** A zero precision is smoothed rather than zeroing the whole geometric mean. */
const SMOOTHED_ZERO = 1e-7;

/**
 * Sentence BLEU up to 4-grams with uniform weights: each order's clipped precision against the
 * reference that matches it best, orders longer than the output left out (weights spread over
 * the others, so a short exact answer scores 1), and the brevity penalty against the closest
 * reference length (the shorter one on a tie).
 */
export function bleu(candidate: string, references: string[]): number {
  const hypothesis = words(candidate);
  const refs = references.map(words).filter((tokens) => tokens.length > 0);
  if (refs.length === 0 || hypothesis.length === 0) return 0;
  const orders = Math.min(4, hypothesis.length);
  let logSum = 0;
  for (let n = 1; n <= orders; n++) {
    const counts = ngramCounts(hypothesis, n);
    let best = 0;
    for (const ref of refs) {
      const refCounts = ngramCounts(ref, n);
      let clipped = 0;
      for (const [gram, count] of counts) clipped += Math.min(count, refCounts.get(gram) ?? 0);
      best = Math.max(best, clipped);
    }
    const precision = best / (hypothesis.length - n + 1);
    logSum += Math.log(precision === 0 ? SMOOTHED_ZERO : precision) / orders;
  }
  const closest = refs
    .map((ref) => ref.length)
    .reduce((best, length) => {
      const distance = Math.abs(length - hypothesis.length);
      const bestDistance = Math.abs(best - hypothesis.length);
      return distance < bestDistance || (distance === bestDistance && length < best)
        ? length
        : best;
    });
  const brevity = hypothesis.length > closest ? 1 : Math.exp(1 - closest / hypothesis.length);
  return brevity * Math.exp(logSum);
}

export const levenshtein: AssertionHandler = {
  type: 'levenshtein',
  evaluate(ctx) {
    const expected = requireString(ctx.value, 'levenshtein');
    const threshold = ctx.threshold ?? 5;
    const distance = levenshteinDistance(ctx.text, expected);
    const verdict = binary(distance <= threshold, ctx, `be within ${threshold} edits`);
    return verdict.pass
      ? verdict
      : {
          ...verdict,
          reason: `Levenshtein distance ${distance} ${ctx.inverse ? 'is within' : 'is greater than'} threshold ${threshold}`,
        };
  },
};

export const rouge: AssertionHandler = {
  type: 'rouge-n',
  evaluate(ctx) {
    const expected = requireString(ctx.value, 'rouge-n');
    return graded(rougeN(ctx.text, expected), ctx.threshold ?? 0.75, ctx, 'ROUGE-N');
  },
};

export const bleuScore: AssertionHandler = {
  type: 'bleu',
  evaluate(ctx) {
    const references = Array.isArray(ctx.value)
      ? ctx.value.map((item) => requireString(item, 'bleu'))
      : [requireString(ctx.value, 'bleu')];
    if (references.length === 0) throw new AssertionConfigError('"bleu" needs a reference');
    return graded(bleu(ctx.text, references), ctx.threshold ?? 0.5, ctx, 'BLEU');
  },
};

/** GLEU's tokens: lower-cased words with trailing periods dropped. */
function gleuTokens(text: string): string[] {
  return text
    .toLowerCase()
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/\.+$/, ''));
}

/**
 * Google-BLEU as promptfoo scores it: over all 1- to 4-grams together, the clipped matches
 * divided by the output's n-grams (precision) and by the reference's (recall); the score is the
 * smaller of the two, the best over several references, 1 for identical token lists and 0 for
 * an empty output.
 */
export function gleu(candidate: string, references: string[]): number {
  if (candidate.trim() === '') return 0;
  const output = gleuTokens(candidate);
  const scores = references.map((reference) => {
    const target = gleuTokens(reference);
    if (target.length === output.length && target.every((word, i) => word === output[i])) return 1;
    let matches = 0;
    let outputTotal = 0;
    let targetTotal = 0;
    for (let n = 1; n <= 4; n++) {
      const outputGrams = ngramCounts(output, n);
      const targetGrams = ngramCounts(target, n);
      for (const [gram, count] of outputGrams)
        matches += Math.min(count, targetGrams.get(gram) ?? 0);
      outputTotal += Math.max(0, output.length - n + 1);
      targetTotal += Math.max(0, target.length - n + 1);
    }
    if (outputTotal === 0 || targetTotal === 0) return 0;
    return Math.min(matches / outputTotal, matches / targetTotal);
  });
  return Math.max(...scores);
}

export const gleuScore: AssertionHandler = {
  type: 'gleu',
  evaluate(ctx) {
    const references = Array.isArray(ctx.value)
      ? ctx.value.map((item) => requireString(item, 'gleu'))
      : [requireString(ctx.value, 'gleu')];
    if (references.length === 0) throw new AssertionConfigError('"gleu" needs a reference');
    return graded(gleu(ctx.text, references), ctx.threshold ?? 0.5, ctx, 'GLEU');
  },
};
