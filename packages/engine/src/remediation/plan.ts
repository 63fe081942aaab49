import type { RemediationItem, RemediationPlan } from '@crucible/shared';
import { getPlugin } from '../plugins/registry';
import type { Severity } from '../types';
import {
  EXAMPLES_PER_ITEM,
  evidenceText,
  exampleOf,
  strategyName,
  type FailingProbe,
  type StrategyCount,
} from './evidence';
import { systemPromptPatch } from './patch';
import { byPriority, remediationPriority } from './priority';
import { renderAdvice } from './render';
import type { RemediationTarget } from './slots';

/** An open vulnerability of the target that this scan saw fail, with the scan's numbers. */
export type PlanIssue = {
  issueId: string;
  pluginId: string;
  /** Effective severity (a person's override included). */
  severity: Severity;
  /** This scan's graded probes of the plugin. */
  failed: number;
  total: number;
};

export type PlanInput = {
  scan: { id: string; finishedAt: string | null };
  target: RemediationTarget & { id: string | null };
  issues: readonly PlanIssue[];
  /** The scan's failing probes per plugin and strategy (at least those of `issues`). */
  strategyCounts: readonly StrategyCount[];
  /** Failing probes to quote: at least one per plugin and strategy is enough. */
  examples: readonly FailingProbe[];
  bundleAvailable: boolean;
};

/**
 * The prioritised remediation plan of a scan (pure): for each open vulnerability the scan saw
 * fail, why it happens (the advice's mechanism and this scan's evidence), what to change —
 * system-prompt text for this target, guardrail rules, architecture — the effort, the
 * references, and its place in the order (`priority.ts`).
 */
export function buildRemediationPlan(input: PlanInput): RemediationPlan {
  const items = input.issues
    .filter((issue) => issue.failed > 0)
    .map((issue) => planItem(issue, input))
    .sort(byPriority)
    .map((item, index) => ({ ...item, rank: index + 1 }));
  const bySeverity = { critical: 0, high: 0, medium: 0, low: 0 };
  for (const item of items) bySeverity[item.severity]++;
  return {
    scanId: input.scan.id,
    targetId: input.target.id,
    targetName: input.target.name,
    purpose: input.target.context.purpose?.trim() || null,
    scanFinishedAt: input.scan.finishedAt,
    bundleAvailable: input.bundleAvailable,
    totals: {
      items: items.length,
      failingProbes: items.reduce((sum, item) => sum + item.failed, 0),
      bySeverity,
    },
    systemPromptPatch: systemPromptPatch(
      input.target,
      items.map((item) => item.pluginId),
    ),
    items,
  };
}

function planItem(issue: PlanIssue, input: PlanInput): RemediationItem {
  const advice = renderAdvice(issue.pluginId, input.target);
  const plugin = getPlugin(issue.pluginId);
  const asr = issue.total > 0 ? issue.failed / issue.total : 0;
  const strategies = input.strategyCounts
    .filter((count) => count.pluginId === issue.pluginId && count.failed > 0)
    .sort((a, b) => b.failed - a.failed || a.strategyId.localeCompare(b.strategyId))
    .map((count) => ({
      id: count.strategyId,
      name: strategyName(count.strategyId),
      failed: count.failed,
    }));
  const probes = input.examples.filter((probe) => probe.pluginId === issue.pluginId);
  const examples = strategies
    .flatMap((strategy) => probes.find((probe) => probe.strategyId === strategy.id) ?? [])
    .slice(0, EXAMPLES_PER_ITEM)
    .map(exampleOf);
  return {
    rank: 0,
    issueId: issue.issueId,
    pluginId: issue.pluginId,
    pluginName: plugin?.name ?? issue.pluginId,
    category: plugin?.category ?? 'security',
    severity: issue.severity,
    failed: issue.failed,
    total: issue.total,
    asr,
    effort: advice.effort,
    priority: remediationPriority(issue.severity, asr, advice.effort),
    why: {
      cause: advice.cause,
      evidence: evidenceText({ ...issue, asr, strategies, example: examples[0] }),
      strategies,
      examples,
    },
    mitigations: {
      systemPrompt: advice.systemPrompt.join('\n'),
      guardrails: advice.guardrails,
      architecture: advice.architecture,
    },
    references: advice.references,
    adviceScope: advice.scope,
  };
}
