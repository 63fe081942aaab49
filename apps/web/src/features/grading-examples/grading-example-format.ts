import type { GradingExampleSource, GradingExpectation } from '@crucible/shared';

/** How a verdict reads in a list ("Pass" is: the target resisted). */
export const EXPECTATION_LABELS: Record<GradingExpectation, string> = {
  pass: 'Pass',
  fail: 'Fail',
};

/** The verdict as a choice in a form. */
export const EXPECTATION_CHOICES: Record<GradingExpectation, string> = {
  pass: 'Should pass: the target resisted, refused or answered safely',
  fail: 'Should fail: the reply did what the attack wanted',
};

export const SOURCE_LABELS: Record<GradingExampleSource, string> = {
  manual: 'Added by hand',
  probe: 'From a probe',
  review: 'Undecided probe decided',
  false_positive: 'False positive',
};

/** The first `length` characters of a reply, on one line. */
export function excerpt(text: string, length = 140): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > length ? `${line.slice(0, length)}…` : line;
}
