import type { RemediationEffort } from '@crucible/shared';
import { IMPACT } from '../risk/risk-score';
import type { Severity } from '../types';

/**
 * The plan's order: priority = impact(severity) × (0.5 + 0.5 × √ASR) × effort factor.
 *
 * Impact is the risk score's (critical 10, high 7.5, medium 5, low 2.5) and so is the √ASR
 * term: one success in a hundred already matters, yet a plugin that fails every probe comes
 * before one that fails rarely. The effort factor (low 1, medium 0.85, high 0.7) puts quick
 * fixes first among comparable risks without letting effort outrank severity by much: a
 * critical finding needing high effort (≥ 3.5) still comes before a low one (≤ 2.5). Ties go
 * to the higher severity, then the higher ASR, then the plugin id.
 */
export const EFFORT_FACTOR: Record<RemediationEffort, number> = { low: 1, medium: 0.85, high: 0.7 };

const SEVERITY_RANK: Record<Severity, number> = { critical: 0, high: 1, medium: 2, low: 3 };

export function remediationPriority(
  severity: Severity,
  asr: number,
  effort: RemediationEffort,
): number {
  const raw = IMPACT[severity] * (0.5 + 0.5 * Math.sqrt(Math.max(0, asr))) * EFFORT_FACTOR[effort];
  return Math.round(raw * 100) / 100;
}

type Ranked = { priority: number; severity: Severity; asr: number; pluginId: string };

export function byPriority(a: Ranked, b: Ranked): number {
  return (
    b.priority - a.priority ||
    SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] ||
    b.asr - a.asr ||
    a.pluginId.localeCompare(b.pluginId)
  );
}
