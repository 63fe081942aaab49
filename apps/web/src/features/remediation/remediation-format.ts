import type { GuardrailRule, RemediationEffort } from '@crucible/shared';

export const EFFORT_LABELS: Record<RemediationEffort, string> = {
  low: 'Low effort',
  medium: 'Medium effort',
  high: 'High effort',
};

export const EFFORT_COLORS: Record<RemediationEffort, 'success' | 'warning' | 'error'> = {
  low: 'success',
  medium: 'warning',
  high: 'error',
};

/** An attack success rate as "35 %" (one decimal when it is not whole). */
export function formatAsr(asr: number): string {
  return `${Math.round(asr * 1000) / 10} %`;
}

/** Guardrail rules as the bundle's guardrails.json holds them, for copying. */
export function guardrailsJson(rules: readonly GuardrailRule[]): string {
  return JSON.stringify({ version: 1, rules }, null, 2);
}

/** What a rule looks for, in a few words. */
export function ruleMatchLabel(rule: GuardrailRule): string {
  return rule.match.type === 'regex'
    ? `regex /${rule.match.pattern}/${rule.match.flags ?? ''}`
    : `classifier ${rule.match.name}`;
}
