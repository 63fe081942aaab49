import type { GuardrailRule } from '@crucible/shared';
import { findPii } from '../graders/pii';
import { findSecretValues } from '../graders/secrets';

/**
 * A reference evaluator of the guardrail rule format (docs/remediation.md): what a guardrail
 * should do with one text. Rules of the given kind apply in order; every match is recorded.
 * `block` wins over everything (its `message` is the answer), `redact` replaces every match,
 * `flag` changes nothing. A classifier rule needs a classifier of its name: `pii` and `secrets`
 * are built in (the engine's detectors); any other is reported in `unevaluated`.
 */

/** The spans of `text` a classifier finds (empty: no match). */
export type GuardrailClassifier = (text: string) => readonly string[];

export const BUILT_IN_CLASSIFIERS: Readonly<Record<string, GuardrailClassifier>> = {
  pii: (text) => findPii(text).map((finding) => finding.value),
  secrets: (text) => findSecretValues(text).map((finding) => finding.value),
};

export type GuardrailOutcome = {
  action: 'allow' | 'flag' | 'redact' | 'block';
  /** The text after redaction, or the block message. */
  text: string;
  /** Rule ids that matched, in rule order. */
  matched: string[];
  /** Classifier rules with no classifier to run them. */
  unevaluated: string[];
};

/** The regular expression of a regex rule, global so every match is found. */
export function ruleRegExp(match: Extract<GuardrailRule['match'], { type: 'regex' }>): RegExp {
  return new RegExp(match.pattern, `${match.flags ?? ''}g`);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function applyGuardrails(
  text: string,
  rules: readonly GuardrailRule[],
  kind: GuardrailRule['kind'],
  classifiers: Readonly<Record<string, GuardrailClassifier>> = BUILT_IN_CLASSIFIERS,
): GuardrailOutcome {
  const outcome: GuardrailOutcome = { action: 'allow', text, matched: [], unevaluated: [] };
  let blocked: GuardrailRule | undefined;
  for (const rule of rules.filter((candidate) => candidate.kind === kind)) {
    let pattern: RegExp | undefined;
    if (rule.match.type === 'regex') pattern = ruleRegExp(rule.match);
    else {
      const classify = classifiers[rule.match.name];
      if (!classify) {
        outcome.unevaluated.push(rule.id);
        continue;
      }
      const spans = classify(outcome.text).filter(Boolean);
      if (spans.length > 0) pattern = new RegExp(spans.map(escape).join('|'), 'g');
    }
    if (!pattern || !pattern.test(outcome.text)) continue;
    outcome.matched.push(rule.id);
    if (rule.action === 'block') blocked ??= rule;
    if (rule.action === 'redact') {
      pattern.lastIndex = 0;
      const replacement = rule.replacement ?? '[REDACTED]';
      outcome.text = outcome.text.replace(pattern, () => replacement);
      if (outcome.action !== 'block') outcome.action = 'redact';
    }
    if (rule.action === 'flag' && outcome.action === 'allow') outcome.action = 'flag';
  }
  if (blocked) return { ...outcome, action: 'block', text: blocked.message ?? '' };
  return outcome;
}
