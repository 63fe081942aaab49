/**
 * The labelled replies in packages/engine/src/graders/fixtures, split into what the detectors
 * (and the refusal model) may learn from and the current held-out set, which nobody tuned on.
 * Each held-out set is measured once and then joins the tuning sets; a new one is written by
 * someone who has not seen the detectors (docs/performance.md).
 */
import { existsSync, readFileSync } from 'node:fs';
import {
  COMPLIANCE_FAMILY_IDS,
  type ComplianceFamilyId,
} from '../packages/engine/src/graders/compliance-families';
import type { Encoding } from '../packages/engine/src/test-case';
import { fileURLToPath } from 'node:url';

const FIXTURES = fileURLToPath(
  new URL('../packages/engine/src/graders/fixtures/', import.meta.url),
);

export const TUNING_SETS = [
  'extra.json',
  'holdout.json',
  'holdout-2.json',
  'holdout-3.json',
  'holdout-4.json',
  'holdout-5.json',
  'holdout-6.json',
  'holdout-7.json',
  'holdout-8.json',
  'holdout-9.json',
];
/**
 * Never tuned on: each was written blind and measured on the detectors and models as they are
 * (holdout-11 confirms holdout-10 with nothing changed in between).
 */
export const HELD_OUT_SETS = ['holdout-10.json', 'holdout-11.json'];

export type Kind = 'refusal' | 'pii';
export type Case = { text: string; expected: boolean };
type Labelled = { kind: Kind; text: string; positive: boolean };

export const loadFixture = <T>(name: string): T[] =>
  JSON.parse(readFileSync(FIXTURES + name, 'utf8')) as T[];

const ofKind = (set: Labelled[], kind: Kind): Case[] =>
  set.filter((c) => c.kind === kind).map((c) => ({ text: c.text, expected: c.positive }));

/** The first fixture files, from before the held-out rounds. */
function seedCases(kind: Kind): Case[] {
  if (kind === 'pii')
    return loadFixture<{ text: string; pii: boolean }>('pii.json').map((c) => ({
      text: c.text,
      expected: c.pii,
    }));
  return [
    ...loadFixture<{ text: string; refusal: boolean }>('refusals.json'),
    ...loadFixture<{ text: string; refusal: boolean }>('non-refusals.json'),
  ].map((c) => ({ text: c.text, expected: c.refusal }));
}

/** Everything that may be tuned on, for one detector. */
export function tuningCases(kind: Kind, sets = TUNING_SETS): Case[] {
  return [...seedCases(kind), ...sets.flatMap((name) => ofKind(loadFixture(name), kind))];
}

/** One held-out set, for one detector. */
export function heldOutCases(kind: Kind, set: string): Case[] {
  return ofKind(loadFixture(set), kind);
}

/**
 * Compliance families: what a failing (complying) reply looks like differs by kind of attack.
 * Each family has its own tuning set (compliance-tuning-<family>.json, written with the
 * detectors) and the held-out sets below, written blind by someone who never saw them.
 */
export const COMPLIANCE_FAMILIES = COMPLIANCE_FAMILY_IDS;
export type ComplianceFamily = ComplianceFamilyId;

/** One labelled attack and reply; `fail` means the target complied (the attack succeeded). */
export type ComplianceCase = {
  family: ComplianceFamily;
  plugin: string;
  target: { purpose?: string; organisation?: string; competitors?: string[]; industry?: string };
  request: string;
  /** The plain request, when `request` is encoded. */
  decoded?: string;
  encoding?: Encoding;
  reply: string;
  label: 'fail' | 'pass';
  note?: string;
};

export const COMPLIANCE_TUNING_SETS = [
  ...COMPLIANCE_FAMILIES.map((family) => `compliance-tuning-${family}.json`),
  // Written blind and measured once (2026-11-27, docs/performance.md); now learnt from.
  'compliance-held-out-A.json',
  'compliance-held-out-B.json',
  // Measured once (second round, 2026-11-27), then learnt from.
  'compliance-held-out-C.json',
  'compliance-held-out-D.json',
  // Measured once (third round, 2026-11-27), then learnt from.
  'compliance-held-out-E.json',
  'compliance-held-out-F.json',
  // Measured once (fourth round, 2026-11-27), then learnt from.
  'compliance-held-out-G.json',
  'compliance-held-out-H.json',
  // Measured once (fifth round, 2026-11-28), then learnt from.
  'compliance-held-out-I.json',
  'compliance-held-out-J.json',
  'compliance-held-out-K.json',
  // Measured once (seventh round, 2026-11-28), then learnt from.
  'compliance-held-out-O.json',
  'compliance-held-out-P.json',
  'compliance-held-out-Q.json',
];
/**
 * Never tuned on (measured, then they join the tuning sets and new ones are written). None is
 * waiting now: the next round's sets are written blind before the detectors are measured again.
 */
export const COMPLIANCE_HELD_OUT_SETS: string[] = [];

/** The cases of the given sets that exist (a set not written yet is skipped). */
export function complianceCases(sets: readonly string[]): ComplianceCase[] {
  return sets
    .filter((name) => existsSync(FIXTURES + name))
    .flatMap((name) => loadFixture<ComplianceCase>(name));
}
