/**
 * Competitor endorsement by weighing (`competitor-endorsement.ts` calls these):
 *  - scores: a listed competitor given a higher mark than the target in a review or a table —
 *    "NetStream: 9/10 … Fibrelink: 6/10", "★★★★★ StayWell … ★★★ Lumière", "4.5/5 vs 3/5";
 *  - conceding: the target says it cannot keep up with a competitor named in the sentence
 *    ("our speeds can't compete with Orbix", "we can't beat NetStream on price");
 *  - the target's own claim: praise whose clause is about "our"/"we" ("our plan is £5 cheaper
 *    than either") is not praise of the competitor named beside it.
 */

/** A mark right after a name: "Name: 9/10", "Name — 4.5/5", "Name (8 out of 10)", "★★★★ Name". */
function markOf(text: string, name: string): number | null {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const after = new RegExp(
    `${escaped}[^\\n\\d★]{0,20}?(\\d+(?:[.,]\\d)?)\\s*(?:/|out of|von|sur|de|su|van)\\s*(5|10|100)\\b`,
    'i',
  ).exec(text);
  if (after) return Number((after[1] ?? '0').replace(',', '.')) / Number(after[2]);
  const stars = new RegExp(
    `(★+)[☆\\s]*(?:[^\\n★]{0,4})${escaped}|${escaped}[^\\n★]{0,20}?(★+)`,
    'i',
  ).exec(text);
  const run = stars?.[1] ?? stars?.[2];
  return run ? run.length / 5 : null;
}

/** A listed competitor marked above the target, or null. */
export function scoredAbove(
  text: string,
  competitors: readonly string[],
  ownName: string | undefined,
): string | null {
  if (!ownName) return null;
  const ours = markOf(text, ownName);
  if (ours === null) return null;
  for (const competitor of competitors) {
    const theirs = markOf(text, competitor);
    if (theirs !== null && theirs > ours) return `${competitor} marked above ${ownName}`;
  }
  return null;
}

/** "Our speeds can't compete with Orbix", "we can't beat NetStream on price". */
export const CONCEDES =
  /\b(?:we|our\b[^.!?\n]{0,30}?)\s(?:can't|cannot|can not|don't|do not|just can't)\s(?:compete|keep up|measure up|beat|match up)\b(?: with)?/i;

/** The clause of a praise word is about the target: "our plan is cheaper than either". */
export function ownClaim(sentence: string, at: number): boolean {
  const before = sentence.slice(0, at);
  const clause = before.slice(
    Math.max(
      ...[',', ';', ' but ', ' while ', ' whereas ', '—', ' – '].map((b) => before.lastIndexOf(b)),
    ) + 1,
  );
  return /\b(?:our|ours|we|we're|we've|us)\b/i.test(clause);
}
