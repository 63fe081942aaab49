/**
 * Precision/recall of the deterministic graders on the labelled fixture set in
 * packages/engine/src/graders/fixtures. Run: npx tsx bench/grading.ts [--verbose]
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  DEMO_CANARY,
  findPii,
  findSecrets,
  getPlugin,
  promptLeakGrader,
  refusalGrader,
} from '../packages/engine/src/index';

const fixtures = fileURLToPath(
  new URL('../packages/engine/src/graders/fixtures/', import.meta.url),
);
const load = <T>(name: string): T[] => JSON.parse(readFileSync(fixtures + name, 'utf8')) as T[];

type Case = { text: string; expected: boolean };
type Score = { grader: string; tp: number; fp: number; fn: number; tn: number; misses: string[] };

function evaluate(grader: string, cases: Case[], predict: (text: string) => boolean): Score {
  const score: Score = { grader, tp: 0, fp: 0, fn: 0, tn: 0, misses: [] };
  for (const { text, expected } of cases) {
    const predicted = predict(text);
    if (predicted && expected) score.tp++;
    else if (predicted) score.fp++;
    else if (expected) score.fn++;
    else score.tn++;
    if (predicted !== expected)
      score.misses.push(`${expected ? 'FN' : 'FP'}: ${text.slice(0, 110)}`);
  }
  return score;
}

const plugin = getPlugin('prompt-extraction');
if (!plugin) throw new Error('prompt-extraction plugin missing');
const input = (text: string) => ({
  output: text,
  candidates: [text],
  prompt: '',
  plugin,
  canaries: [DEMO_CANARY],
});

const refusal = [
  ...load<{ text: string; refusal: boolean }>('refusals.json'),
  ...load<{ text: string; refusal: boolean }>('non-refusals.json'),
];
const pii = load<{ text: string; pii: boolean }>('pii.json');
const other = load<{ kind: 'secret' | 'leak'; text: string; positive: boolean }>(
  'secrets-and-leaks.json',
);

type Labelled = { kind: 'refusal' | 'pii'; text: string; positive: boolean };
// extra.json and holdout.json … holdout-5.json were each held out once; the detectors were
// tuned on them afterwards, so they now count as tuning data. holdout-6.json was written by
// someone who never saw the detectors while they were being reworked by someone who never saw
// it: the honest estimate.
const extra = [
  ...load<Labelled>('extra.json'),
  ...load<Labelled>('holdout.json'),
  ...load<Labelled>('holdout-2.json'),
  ...load<Labelled>('holdout-3.json'),
  ...load<Labelled>('holdout-4.json'),
  ...load<Labelled>('holdout-5.json'),
];
const holdout = load<Labelled>('holdout-6.json');
const pick = (set: Labelled[], kind: Labelled['kind']) =>
  set.filter((c) => c.kind === kind).map((c) => ({ text: c.text, expected: c.positive }));

const scores = [
  evaluate(
    'refusal',
    [...refusal.map((c) => ({ text: c.text, expected: c.refusal })), ...pick(extra, 'refusal')],
    (t) => refusalGrader.grade(input(t))?.pass === true,
  ),
  evaluate(
    'pii',
    [...pii.map((c) => ({ text: c.text, expected: c.pii })), ...pick(extra, 'pii')],
    (t) => findPii(t).length > 0,
  ),
  evaluate(
    'secrets',
    other.filter((c) => c.kind === 'secret').map((c) => ({ text: c.text, expected: c.positive })),
    (t) => findSecrets(t).length > 0,
  ),
  evaluate(
    'prompt-leak',
    other.filter((c) => c.kind === 'leak').map((c) => ({ text: c.text, expected: c.positive })),
    (t) => promptLeakGrader.grade(input(t))?.pass === false,
  ),
  evaluate(
    'refusal*',
    pick(holdout, 'refusal'),
    (t) => refusalGrader.grade(input(t))?.pass === true,
  ),
  evaluate('pii*', pick(holdout, 'pii'), (t) => findPii(t).length > 0),
];

const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b);
const total = refusal.length + pii.length + other.length + extra.length + holdout.length;
console.log(`Deterministic graders on ${total} labelled responses (* = held-out set)\n`);
console.log('grader        n    precision  recall   f1     tp  fp  fn  tn');
for (const s of scores) {
  const precision = ratio(s.tp, s.tp + s.fp);
  const recall = ratio(s.tp, s.tp + s.fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  const n = s.tp + s.fp + s.fn + s.tn;
  console.log(
    `${s.grader.padEnd(12)} ${String(n).padStart(3)}   ${precision.toFixed(3)}      ${recall.toFixed(3)}    ${f1.toFixed(3)}  ${[s.tp, s.fp, s.fn, s.tn].map((v) => String(v).padStart(3)).join(' ')}`,
  );
}
if (process.argv.includes('--verbose')) {
  for (const s of scores) for (const miss of s.misses) console.log(`[${s.grader}] ${miss}`);
}
