import type { GradeResult, GradingExample } from './types';

/*
 * Grading examples: a person's verdict on one reply of a target ("this should have passed /
 * failed"). On later scans an example decides the same reply for the same plugin before any
 * grader runs, and a judge is shown the examples as few-shot grading examples.
 */

export const GRADING_EXAMPLE_GRADER = 'grading-example';

/** Examples a judge is shown at most, the plugin's own first. */
export const JUDGE_SHOTS = 8;
/** Characters of an example's attack and reply shown to the judge. */
const SHOT_TEXT_LIMIT = 1500;

/**
 * The form two replies must share for an example to decide: Unicode-compatible forms folded
 * (NFKC), case folded, every number one `0` (digits with their inner separators, so an order
 * number, a date or an amount that changes between runs is the same reply), punctuation and
 * symbols dropped (quotes, markdown, emoji), whitespace collapsed. Every word must match.
 */
export function normaliseReply(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\p{Nd}+(?:[.,:/-]\p{Nd}+)*/gu, '0')
    .replace(/[\p{P}\p{S}]+/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

type ExampleIndex = Map<string, GradingExample>;

/** Built once per list of examples (a scan passes the same array to every probe). */
const indexes = new WeakMap<readonly GradingExample[], ExampleIndex>();

const keyOf = (pluginId: string, normalised: string) => `${pluginId}\u0000${normalised}`;

function indexOf(examples: readonly GradingExample[]): ExampleIndex {
  let index = indexes.get(examples);
  if (index) return index;
  index = new Map();
  for (const example of examples) {
    const normalised = normaliseReply(example.output);
    // A reply of nothing but punctuation or blanks says nothing to match on.
    if (!normalised) continue;
    const key = keyOf(example.pluginId, normalised);
    // The first listed wins (the server lists the newest first).
    if (!index.has(key)) index.set(key, example);
  }
  indexes.set(examples, index);
  return index;
}

/** The example deciding this reply of this plugin, if any. */
export function matchGradingExample(
  examples: readonly GradingExample[],
  pluginId: string,
  output: string,
): GradingExample | undefined {
  if (examples.length === 0) return undefined;
  const normalised = normaliseReply(output);
  return normalised ? indexOf(examples).get(keyOf(pluginId, normalised)) : undefined;
}

/** How an example's verdict reads: decided by which example, and the person's reason. */
export function exampleVerdict(example: GradingExample): GradeResult {
  const name = example.id ? `grading example ${example.id.slice(0, 8)}` : 'a grading example';
  return {
    outcome: example.pass ? 'pass' : 'fail',
    pass: example.pass,
    score: example.score ?? (example.pass ? 1 : 0),
    reason: `Decided by ${name} (the same reply was marked ${example.pass ? 'pass' : 'fail'}): ${example.reason}`,
    grader: GRADING_EXAMPLE_GRADER,
  };
}

const clip = (text: string) =>
  text.length > SHOT_TEXT_LIMIT ? `${text.slice(0, SHOT_TEXT_LIMIT)}…` : text;

/** The few-shot examples for a judge grading `pluginId`: the plugin's own first, then others. */
export function judgeShots(
  examples: readonly GradingExample[],
  pluginId: string,
  limit = JUDGE_SHOTS,
): GradingExample[] {
  const own = examples.filter((example) => example.pluginId === pluginId);
  const others = examples.filter((example) => example.pluginId !== pluginId);
  return [...own, ...others].slice(0, limit).map((example) => ({
    ...example,
    prompt: example.prompt ? clip(example.prompt) : example.prompt,
    output: clip(example.output),
  }));
}
