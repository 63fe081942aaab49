import { NothingToTestError, nothingToTestReason } from './nothing-to-test';
import { plannedPlugins, type RedteamConfig } from '../config/schema';
import type { Severity, TargetContext } from '../types';
import { DEMO_CANARY } from '../demo-target/knowledge';
import type { GradingExample } from '../graders/types';
import { pluginOfTestCase } from '../plugins/resolve';
import type { ChatProvider } from '../providers/types';
import { scoreRisk, type ProbeOutcome, type RiskReport } from '../risk/risk-score';
import { getStrategy } from '../strategies/registry';
import type { UnavailableStrategy } from '../strategies/registry';
import type { Target } from '../targets/types';
import { createLimiter } from '../util/limiter';
import { targetContextOf } from '../targets/context';
import { generateTestCases } from './generate-test-cases';
import { runProbe, type ProbeResult } from './run-probe';
import { scanTarget } from './scan-target';

export type ScanProgress = { completed: number; total: number; last: ProbeResult };

export type ScanOptions = {
  /** Upper bound on parallel probes; the target's own concurrency limit also applies. */
  concurrency?: number;
  generator?: ChatProvider;
  attacker?: ChatProvider;
  judge?: ChatProvider;
  /** The target's profile, for the graders (competitors, tools…); `purpose` falls back to it. */
  targetContext?: TargetContext;
  /** The target's grading examples (see graders/grading-examples.ts), newest first. */
  gradingExamples?: readonly GradingExample[];
  onProgress?: (progress: ScanProgress) => void;
};

export type ScanResult = {
  results: ProbeResult[];
  risk: RiskReport;
  unavailable: UnavailableStrategy[];
  warnings: string[];
  summary: { total: number; passed: number; failed: number; undecided: number; errors: number };
  /**
   * The vulnerabilities found: each plugin with a failing probe, at its effective severity (the
   * config's override, else the plugin's own), most severe first. What `--fail-on` gates on.
   */
  vulnerabilities: ScanVulnerability[];
};

export type ScanVulnerability = {
  pluginId: string;
  severity: Severity;
  failed: number;
  /** passed + failed. */
  graded: number;
};

const SEVERITY_RANK: Record<Severity, number> = { critical: 0, high: 1, medium: 2, low: 3 };

/** Plugins with a failing probe, most severe first, then most failures. */
export function scanVulnerabilities(
  results: readonly ProbeResult[],
  severities: ReadonlyMap<string, Severity> = new Map(),
): ScanVulnerability[] {
  const byPlugin = new Map<string, ScanVulnerability>();
  for (const result of results) {
    const outcome = toProbeOutcome(result, severities);
    if (outcome.outcome !== 'pass' && outcome.outcome !== 'fail') continue;
    const entry = byPlugin.get(outcome.pluginId) ?? {
      pluginId: outcome.pluginId,
      severity: outcome.severity,
      failed: 0,
      graded: 0,
    };
    entry.graded += 1;
    if (outcome.outcome === 'fail') entry.failed += 1;
    byPlugin.set(outcome.pluginId, entry);
  }
  return [...byPlugin.values()]
    .filter((entry) => entry.failed > 0)
    .sort(
      (a, b) =>
        SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] ||
        b.failed - a.failed ||
        a.pluginId.localeCompare(b.pluginId),
    );
}

/** Risk input for one probe; `severities` carries per-scan severity overrides by plugin id. */
export function toProbeOutcome(
  result: ProbeResult,
  severities: ReadonlyMap<string, Severity> = new Map(),
): ProbeOutcome {
  const plugin = pluginOfTestCase(result.testCase);
  const strategy = getStrategy(result.testCase.strategyId);
  return {
    pluginId: result.testCase.pluginId,
    category: plugin?.category ?? 'unknown',
    severity: severities.get(result.testCase.pluginId) ?? plugin?.severity ?? 'medium',
    strategyId: result.testCase.strategyId,
    complexity: strategy?.complexity ?? 'low',
    needsLlm: strategy?.needsLlm ?? false,
    outcome: result.grade.outcome,
  };
}

/**
 * A small in-memory scan for local use and tests: generate, probe under the target's limits
 * (concurrency, rpm, delay, tightened by the config's maxConcurrency and delay), grade and score. The server runs the same primitives as jobs.
 */
export async function runScan(
  config: RedteamConfig,
  configured: Target,
  options: ScanOptions = {},
): Promise<ScanResult> {
  const target = scanTarget(configured, config);
  const isDemo = target.config.type === 'demo';
  const profile = { ...targetContextOf(target.config), ...options.targetContext };
  const purpose = config.redteam.purpose || profile.purpose || '';
  const suite = await generateTestCases(config, {
    generator: options.generator,
    attacker: options.attacker,
    purpose,
    target: profile,
  });
  if (suite.testCases.length === 0)
    throw new NothingToTestError(
      nothingToTestReason({ strategies: suite.unavailable, plugins: suite.skippedPlugins }),
    );
  const limiter = createLimiter({
    concurrency: Math.min(options.concurrency ?? Infinity, target.config.concurrency),
    rpm: target.config.rpm,
    delayMs: target.config.delayMs,
  });
  const probeOptions = {
    attacker: options.attacker ?? options.generator,
    judge: options.judge,
    purpose,
    target: options.targetContext,
    canaries: isDemo ? [DEMO_CANARY] : [],
    gradingExamples: options.gradingExamples,
  };
  let completed = 0;
  const results = await Promise.all(
    suite.testCases.map((testCase) =>
      limiter.run(async () => {
        const result = await runProbe(target, testCase, probeOptions);
        completed++;
        options.onProgress?.({ completed, total: suite.testCases.length, last: result });
        return result;
      }),
    ),
  );
  const severities = new Map(
    plannedPlugins(config).flatMap((p) => (p.severity ? [[p.id, p.severity] as const] : [])),
  );
  const count = (outcome: string) => results.filter((r) => r.grade.outcome === outcome).length;
  return {
    results,
    risk: scoreRisk(
      results.map((r) => toProbeOutcome(r, severities)),
      target.config.label ?? target.config.type,
    ),
    unavailable: suite.unavailable,
    warnings: suite.warnings,
    summary: {
      total: results.length,
      passed: count('pass'),
      failed: count('fail'),
      undecided: count('undecided'),
      errors: count('error'),
    },
    vulnerabilities: scanVulnerabilities(results, severities),
  };
}
