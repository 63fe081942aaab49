import {
  PLUGIN_SEVERITIES,
  REPORT_EXAMPLE_MESSAGE_MAX,
  REPORT_EXAMPLE_TURNS_MAX,
  REPORT_EXAMPLES_PER_VULNERABILITY,
  type OutcomeCounts,
  type ReportChange,
  type ReportExample,
  type ReportVulnerability,
} from '@crucible/shared';
import { getStrategy } from '../strategies/registry';
import type { Severity } from '../types';
import { asrOf, categoryOf } from './breakdowns';
import type { ExampleProbe, PluginTally, ReportInput } from './types';

type Previous = { failed: number; graded: number } | undefined;

/**
 * How a plugin of this scan compares with the previous completed scan of the target (the
 * `REPORT_CHANGES` rules), or null when it is no vulnerability of either: a plugin this scan did
 * not grade, or that passes now and passed (or was not graded) before.
 */
export function classifyChange(
  now: { failed: number; graded: number },
  previous: Previous,
  failedBefore: boolean,
): ReportChange | null {
  if (now.failed > 0) {
    if (previous && previous.failed > 0) return 'still_open';
    if (!failedBefore) return 'new';
    // It had failed before: passing in the previous scan means it had been fixed.
    return previous && previous.graded > 0 ? 'regressed' : 'still_open';
  }
  if (now.graded > 0 && previous && previous.failed > 0) return 'fixed';
  return null;
}

const clip = (text: string) =>
  text.length > REPORT_EXAMPLE_MESSAGE_MAX
    ? { text: `${text.slice(0, REPORT_EXAMPLE_MESSAGE_MAX)}…`, cut: true }
    : { text, cut: false };

/** The exchange as sent and answered: the conversation of a multi-turn probe, else one turn. */
export function exampleOf(probe: ExampleProbe, scan: ReportExample['scan']): ReportExample {
  const all = probe.conversation ?? [
    { role: 'user', content: probe.prompt ?? '' },
    ...(probe.output !== null ? [{ role: 'assistant', content: probe.output }] : []),
  ];
  // The end of a long conversation is where the attack got through.
  const kept = all.slice(-REPORT_EXAMPLE_TURNS_MAX);
  let truncated = kept.length < all.length;
  const turns = kept.map((turn) => {
    const { text, cut } = clip(turn.content);
    truncated ||= cut;
    return { role: turn.role, content: text };
  });
  return {
    scan,
    probeId: probe.probeId,
    strategyId: probe.strategyId,
    strategyName: getStrategy(probe.strategyId)?.name ?? probe.strategyId,
    turns,
    truncated,
    reason: probe.reason,
  };
}

const RANK = new Map<string, number>(PLUGIN_SEVERITIES.map((severity, index) => [severity, index]));
const CHANGE_ORDER: Record<ReportChange, number> = {
  new: 0,
  regressed: 1,
  still_open: 2,
  fixed: 3,
};

/**
 * The vulnerabilities of the report: every plugin failing now (new, regressed, still open) and
 * every one the previous scan failed that passes now (fixed), with example conversations —
 * this scan's failures, or for a fixed one the previous scan's. Failing first, then by severity.
 */
export function reportVulnerabilities(
  input: ReportInput,
  plugins: ReadonlyMap<string, OutcomeCounts>,
  severityOf: (pluginId: string) => Severity,
  nameOf: (pluginId: string) => string,
): ReportVulnerability[] {
  const previous = new Map<string, PluginTally>(
    (input.previous?.plugins ?? []).map((tally) => [tally.pluginId, tally]),
  );
  const issues = new Map(input.issues.map((issue) => [issue.pluginId, issue]));
  const vulnerabilities: ReportVulnerability[] = [];
  for (const [pluginId, counts] of plugins) {
    const before = previous.get(pluginId);
    const earlier = before && { failed: before.failed, graded: before.passed + before.failed };
    const asr = asrOf(counts);
    const change = classifyChange(asr, earlier, input.failedBefore.has(pluginId));
    if (!change) continue;
    const scan = change === 'fixed' ? 'previous' : 'this';
    const fromScan = change === 'fixed' ? input.previous?.scanId : input.scan.id;
    const issue = issues.get(pluginId);
    vulnerabilities.push({
      pluginId,
      pluginName: nameOf(pluginId),
      category: categoryOf(pluginId),
      severity: severityOf(pluginId),
      change,
      asr,
      previous: earlier && earlier.graded > 0 ? earlier : null,
      issueId: issue?.id ?? null,
      issueStatus: issue?.status ?? null,
      examples: input.examples
        .filter((probe) => probe.pluginId === pluginId && probe.scanId === fromScan)
        .slice(0, REPORT_EXAMPLES_PER_VULNERABILITY)
        .map((probe) => exampleOf(probe, scan)),
    });
  }
  return vulnerabilities.sort(
    (a, b) =>
      Number(a.change === 'fixed') - Number(b.change === 'fixed') ||
      RANK.get(a.severity)! - RANK.get(b.severity)! ||
      CHANGE_ORDER[a.change] - CHANGE_ORDER[b.change] ||
      (b.asr.rate ?? 0) - (a.asr.rate ?? 0) ||
      a.pluginName.localeCompare(b.pluginName),
  );
}
