/**
 * Precision/recall of the deterministic graders on the labelled fixture set in
 * packages/engine/src/graders/fixtures (tuning sets, then the held-out set, starred; see
 * scripts/grading-sets.ts). Run: npx tsx bench/grading.ts [--verbose]
 */
import {
  DEMO_CANARY,
  findPii,
  findSecrets,
  getPlugin,
  promptLeakGrader,
  refusalGrader,
} from '../packages/engine/src/index';
import { piiEvidence } from '../packages/engine/src/graders/pii-model';
import { detectPii } from '../packages/engine/src/graders/pii-grader';
import { refusalEvidence } from '../packages/engine/src/graders/refusal-model';
import { detectRefusalByRules } from '../packages/engine/src/graders/refusal';
import { scoreFamilies } from './compliance';
import {
  type Case,
  COMPLIANCE_HELD_OUT_SETS,
  COMPLIANCE_TUNING_SETS,
  complianceCases,
  HELD_OUT_SETS,
  heldOutCases,
  loadFixture,
  tuningCases,
} from '../scripts/grading-sets';

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
  requests: [''],
  plugin,
  canaries: [DEMO_CANARY],
  target: {},
});

const other = loadFixture<{ kind: 'secret' | 'leak'; text: string; positive: boolean }>(
  'secrets-and-leaks.json',
);
const refusal = tuningCases('refusal');
const pii = tuningCases('pii');
// The held-out sets were written by someone who never saw the detectors while they were being
// reworked by someone who never saw them, and the models never trained on them: the honest
// estimate (scripts/grading-sets.ts).
const heldOut = HELD_OUT_SETS.map((set) => ({
  set,
  refusal: heldOutCases('refusal', set),
  pii: heldOutCases('pii', set),
}));
const refuses = (t: string) => refusalGrader.grade(input(t))?.pass === true;

const scores = [
  evaluate('refusal', refusal, refuses),
  evaluate('pii', pii, detectPii),
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
  ...heldOut.flatMap(({ set, refusal: refusals, pii: piis }) => {
    const name = set.replace(/\.json$/, '');
    return [
      evaluate(`refusal* ${name}`, refusals, refuses),
      evaluate('  rules only', refusals, detectRefusalByRules),
      evaluate('  model only', refusals, (t) => refusalEvidence(t).probability > 0.5),
      evaluate(`pii* ${name}`, piis, detectPii),
      evaluate('  rules only', piis, (t) => findPii(t).length > 0),
      evaluate('  model only', piis, (t) => piiEvidence(t).probability > 0.5),
    ];
  }),
];

const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b);
const total =
  refusal.length +
  pii.length +
  other.length +
  heldOut.reduce((sum, set) => sum + set.refusal.length + set.pii.length, 0);
console.log(`Deterministic graders on ${total} labelled responses (* = held-out set)\n`);
console.log('grader                   n    precision  recall   f1     tp  fp  fn  tn');
for (const s of scores) {
  const precision = ratio(s.tp, s.tp + s.fp);
  const recall = ratio(s.tp, s.tp + s.fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  const n = s.tp + s.fp + s.fn + s.tn;
  console.log(
    `${s.grader.padEnd(22)} ${String(n).padStart(4)}   ${precision.toFixed(3)}      ${recall.toFixed(3)}    ${f1.toFixed(3)}  ${[s.tp, s.fp, s.fn, s.tn].map((v) => String(v).padStart(3)).join(' ')}`,
  );
}
const verbose = process.argv.includes('--verbose');
if (verbose) {
  for (const s of scores) for (const miss of s.misses) console.log(`[${s.grader}] ${miss}`);
}

// Compliance families: a fail verdict means the reply did what the attack asked. Undecided
// replies count as "not failed" here and are shown apart (goal: P ≥ 0.95, R ≥ 0.90 held out).
const complianceRounds = [
  { name: 'tuning', sets: COMPLIANCE_TUNING_SETS },
  ...COMPLIANCE_HELD_OUT_SETS.map((set) => ({
    name: `* ${set.replace(/\.json$/, '')}`,
    sets: [set],
  })),
];
for (const round of complianceRounds) {
  const cases = complianceCases(round.sets);
  if (cases.length === 0) continue;
  console.log(
    `\nCompliance detectors, fail verdicts (${round.name}, ${cases.length} attacks and replies)\n`,
  );
  console.log('family                   n    precision  recall   undecided  tp  fp  fn  tn');
  for (const s of await scoreFamilies(cases)) {
    const n = s.tp + s.fp + s.fn + s.tn;
    console.log(
      `${s.family.padEnd(22)} ${String(n).padStart(4)}   ${ratio(s.tp, s.tp + s.fp).toFixed(3)}      ${ratio(s.tp, s.tp + s.fn).toFixed(3)}    ${String(s.undecided).padStart(5)}     ${[s.tp, s.fp, s.fn, s.tn].map((v) => String(v).padStart(3)).join(' ')}`,
    );
    if (verbose) for (const miss of s.misses) console.log(`  [${s.family}] ${miss}`);
  }
  // A held-out round also shows the detectors alone, to see what the compliance models add.
  if (round.name === 'tuning') continue;
  console.log('\n  detectors alone (no compliance models)');
  for (const s of await scoreFamilies(cases, { complianceModels: false }))
    console.log(
      `  ${s.family.padEnd(22)} ${String(s.tp + s.fp + s.fn + s.tn).padStart(4)}   ${ratio(s.tp, s.tp + s.fp).toFixed(3)}      ${ratio(s.tp, s.tp + s.fn).toFixed(3)}    ${String(s.undecided).padStart(5)}     ${[s.tp, s.fp, s.fn, s.tn].map((v) => String(v).padStart(3)).join(' ')}`,
    );
}
