import type { PluginBreakdown, PublicReport, RiskSummary, SuccessRate } from '@crucible/shared';

/** A report and the scan it is of. */
export type ComparedReport = PublicReport & { scanId: string };

export type PluginComparison = {
  id: string;
  name: string;
  severity: PluginBreakdown['severity'];
  before: SuccessRate | null;
  after: SuccessRate | null;
  /** after − before, when both scans graded the plugin. */
  delta: number | null;
};

export type VulnerabilityRef = Pick<PluginBreakdown, 'id' | 'name' | 'severity'> & {
  failed: number;
};

export type ReportComparison = {
  before: ComparedReport;
  after: ComparedReport;
  risk: { before: RiskSummary; after: RiskSummary; delta: number };
  asr: { before: SuccessRate; after: SuccessRate };
  plugins: PluginComparison[];
  /** Failing in the later scan, not in the earlier one. */
  added: VulnerabilityRef[];
  /** Failing in the earlier scan, not in the later one (fixed, or not tested again). */
  removed: VulnerabilityRef[];
  /** Failing in both. */
  remaining: VulnerabilityRef[];
};

const failing = (report: ComparedReport) =>
  new Map(report.plugins.filter((plugin) => plugin.asr.failed > 0).map((p) => [p.id, p]));

const refOf = (plugin: PluginBreakdown): VulnerabilityRef => ({
  id: plugin.id,
  name: plugin.name,
  severity: plugin.severity,
  failed: plugin.asr.failed,
});

/**
 * Two reports of the same target side by side, the earlier one first whatever the order given:
 * risk, attack success rate per plugin, and which vulnerabilities came and went.
 */
export function compareReports(a: ComparedReport, b: ComparedReport): ReportComparison {
  const time = (report: ComparedReport) =>
    Date.parse(report.header.finishedAt ?? report.header.createdAt);
  const [before, after] = time(a) <= time(b) ? [a, b] : [b, a];
  const beforePlugins = new Map(before.plugins.map((plugin) => [plugin.id, plugin]));
  const afterPlugins = new Map(after.plugins.map((plugin) => [plugin.id, plugin]));
  const plugins = [...new Set([...afterPlugins.keys(), ...beforePlugins.keys()])].map((id) => {
    const earlier = beforePlugins.get(id);
    const later = afterPlugins.get(id);
    const shown = (later ?? earlier)!;
    const delta =
      earlier?.asr.rate != null && later?.asr.rate != null
        ? later.asr.rate - earlier.asr.rate
        : null;
    return {
      id,
      name: shown.name,
      severity: shown.severity,
      before: earlier?.asr ?? null,
      after: later?.asr ?? null,
      delta,
    };
  });
  plugins.sort(
    (x, y) =>
      Math.abs(y.delta ?? 0) - Math.abs(x.delta ?? 0) ||
      (y.after?.rate ?? -1) - (x.after?.rate ?? -1) ||
      x.name.localeCompare(y.name),
  );
  const failedBefore = failing(before);
  const failedAfter = failing(after);
  return {
    before,
    after,
    risk: { before: before.risk, after: after.risk, delta: after.risk.score - before.risk.score },
    asr: { before: before.attackSuccess, after: after.attackSuccess },
    plugins,
    added: [...failedAfter.values()].filter((p) => !failedBefore.has(p.id)).map(refOf),
    removed: [...failedBefore.values()].filter((p) => !failedAfter.has(p.id)).map(refOf),
    remaining: [...failedAfter.values()].filter((p) => failedBefore.has(p.id)).map(refOf),
  };
}
