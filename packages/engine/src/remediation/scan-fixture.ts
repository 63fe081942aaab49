import { randomUUID } from 'node:crypto';
import { validateRedteamConfig } from '../config/load';
import { DEMO_TARGET_PROFILE, DEMO_TARGET_PURPOSE } from '../demo-target/knowledge';
import { runScan, type ScanResult } from '../runner/run-scan';
import { createTarget } from '../targets/registry';
import type { Severity } from '../types';
import { getPlugin } from '../plugins/registry';
import type { FailingProbe, StrategyCount } from './evidence';
import type { PlanInput } from './plan';

/** An offline scan of the demo target, for the remediation tests. */
export async function demoScan(redteam: Record<string, unknown>): Promise<ScanResult> {
  const parsed = validateRedteamConfig({ redteam });
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return runScan(parsed.config, createTarget({ type: 'demo' }));
}

/** A scan's failing probes as the server reads them from `scan_probes`. */
export function failingProbes(result: ScanResult): FailingProbe[] {
  return result.results
    .filter((r) => r.grade.outcome === 'fail')
    .map((r) => ({
      id: randomUUID(),
      pluginId: r.testCase.pluginId,
      strategyId: r.testCase.strategyId,
      prompt: r.prompt,
      conversation: r.messages ?? null,
      output: r.response.output,
      grader: r.grade.grader,
      reason: r.grade.reason,
      basePrompt: r.testCase.basePrompt,
      encodings: r.testCase.metadata.encodings,
      ...(r.testCase.metadata.grading ? { grading: r.testCase.metadata.grading } : {}),
      ...(r.testCase.messages?.[0]?.role === 'system'
        ? { system: r.testCase.messages[0].content }
        : {}),
    }));
}

/** The plan input of a demo scan: one open issue per plugin that failed. */
export function planInputOf(result: ScanResult, bundleAvailable = true): PlanInput {
  const probes = failingProbes(result);
  const counts = new Map<string, StrategyCount>();
  for (const probe of probes) {
    const key = `${probe.pluginId}/${probe.strategyId}`;
    const count = counts.get(key) ?? { ...probe, failed: 0 };
    counts.set(key, {
      pluginId: probe.pluginId,
      strategyId: probe.strategyId,
      failed: count.failed + 1,
    });
  }
  const plugins = [...new Set(probes.map((p) => p.pluginId))];
  return {
    scan: { id: randomUUID(), finishedAt: '2025-05-01T10:00:00.000Z' },
    target: {
      id: randomUUID(),
      name: 'Demo bank assistant',
      context: { ...DEMO_TARGET_PROFILE, purpose: DEMO_TARGET_PURPOSE },
    },
    issues: plugins.map((pluginId) => {
      const graded = result.results.filter(
        (r) => r.testCase.pluginId === pluginId && ['pass', 'fail'].includes(r.grade.outcome),
      );
      return {
        issueId: randomUUID(),
        pluginId,
        severity: getPlugin(pluginId)!.severity as Severity,
        failed: probes.filter((p) => p.pluginId === pluginId).length,
        total: graded.length,
      };
    }),
    strategyCounts: [...counts.values()],
    examples: probes,
    bundleAvailable,
  };
}
