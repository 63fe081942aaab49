import { EXPLOITABILITY, FRAMEWORKS, IMPACT, getPlugin, getStrategy } from '@crucible/engine';
import type { ProbeOutcomeValue, ScanReport } from '@crucible/shared';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scanProbes } from '../../db/schema';
import { call, registerOrgAdmin, useTestApp, type OrgAdmin } from '../../../test/harness';
import { randomStream, seedCompletedScan, type SeedProbe } from '../../../test/report-fixtures';

/*
 * "The figures in a report equal those recomputed from the stored probes": three seeded scans
 * of one target, then every figure of the latest one's report recomputed here from its probes
 * (and its predecessors' probes) with formulas written out in this file, not the report's code.
 */

const PLUGINS = [
  'hijacking',
  'prompt-extraction',
  'pii:social',
  'pii:direct',
  'harmful:privacy',
  'excessive-agency',
  'bola',
  'sql-injection',
];
const STRATEGIES = ['basic', 'base64', 'rot13', 'jailbreak', 'crescendo'];
type Probe = { pluginId: string; strategyId: string; outcome: ProbeOutcomeValue | null };

/** Probes with per-plugin failure rates drawn from the seed, some undecided and errored. */
function probesOf(seed: number, failing: Record<string, number>): SeedProbe[] {
  const random = randomStream(seed);
  const probes: SeedProbe[] = [];
  for (const pluginId of PLUGINS) {
    for (const strategyId of STRATEGIES) {
      for (let i = 0; i < 12; i++) {
        const roll = random();
        const outcome: ProbeOutcomeValue =
          roll < 0.06
            ? 'error'
            : roll < 0.12
              ? 'undecided'
              : random() < (failing[pluginId] ?? 0)
                ? 'fail'
                : 'pass';
        const timed = random() < 0.9;
        const priced = random() < 0.5;
        probes.push({
          pluginId,
          strategyId,
          outcome,
          latencyMs: timed ? Math.round(50 + random() * 950) : null,
          tokens: timed ? { prompt: 40 + i, completion: 80 + i, total: 120 + 2 * i } : null,
          cost: priced ? Math.round(random() * 1e6) / 1e9 : null,
        });
      }
    }
  }
  return probes;
}

// Wilson score interval, 95 %, written from the textbook formula.
function wilson(failed: number, n: number) {
  if (n === 0) return { rate: null, lower: null, upper: null };
  const z = 1.959963984540054;
  const p = failed / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const margin = (z / (1 + (z * z) / n)) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return { rate: p, lower: Math.max(0, centre - margin), upper: Math.min(1, centre + margin) };
}

const countsOf = (probes: readonly Probe[]) => ({
  passed: probes.filter((p) => p.outcome === 'pass').length,
  failed: probes.filter((p) => p.outcome === 'fail').length,
  undecided: probes.filter((p) => p.outcome === 'undecided').length,
  errors: probes.filter((p) => p.outcome === 'error').length,
});

// Risk of one plugin × strategy cell, then the maximum over cells (docs/architecture.md).
function riskOfProbes(
  probes: readonly Probe[],
  severity: (pluginId: string) => keyof typeof IMPACT,
) {
  let max = 0;
  for (const pluginId of new Set(probes.map((p) => p.pluginId))) {
    for (const strategyId of new Set(probes.map((p) => p.strategyId))) {
      const cell = countsOf(
        probes.filter((p) => p.pluginId === pluginId && p.strategyId === strategyId),
      );
      const graded = cell.passed + cell.failed;
      if (graded === 0 || cell.failed === 0) continue;
      const strategy = getStrategy(strategyId)!;
      const raw =
        IMPACT[severity(pluginId)] *
        EXPLOITABILITY[strategy.complexity] *
        (strategy.needsLlm ? 0.85 : 1) *
        (0.5 + 0.5 * Math.sqrt(cell.failed / graded));
      max = Math.max(max, Math.round(raw * 100) / 100);
    }
  }
  return max;
}

const levelOf = (score: number) =>
  score >= 8
    ? 'critical'
    : score >= 5
      ? 'high'
      : score >= 2.5
        ? 'medium'
        : score > 0
          ? 'low'
          : 'none';

// percentile_cont: linear interpolation between the closest ranks.
function percentile(sorted: readonly number[], p: number) {
  const at = p * (sorted.length - 1);
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (at - low);
}

describe('report figures', () => {
  const ctx = useTestApp({ env: { CRUCIBLE_SECRET_KEY: 'report-figures-secret-key-0123456789' } });

  async function seeded() {
    const admin: OrgAdmin = await registerOrgAdmin(ctx.app);
    const targets = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/targets?teamId=${admin.defaultTeamId}`,
      caller: admin,
    });
    const targetId = (targets.json().targets as { id: string }[])[0]!.id;
    const base = { organizationId: admin.organizationId, teamId: admin.defaultTeamId, targetId };
    const hour = 3_600_000;
    const now = Date.now();
    // Earliest: pii:social and bola fail. Previous: bola and hijacking fail, pii:social passes.
    // Latest (the report): a mix — hijacking still open, bola fixed, pii:social regressed…
    const earliest = await seedCompletedScan(ctx.database.db, {
      ...base,
      finishedAt: new Date(now - 2 * hour),
      probes: probesOf(1, { 'pii:social': 0.5, bola: 0.4 }),
    });
    const previous = await seedCompletedScan(ctx.database.db, {
      ...base,
      finishedAt: new Date(now - hour),
      probes: probesOf(2, { bola: 0.3, hijacking: 0.3 }),
    });
    const latest = await seedCompletedScan(ctx.database.db, {
      ...base,
      finishedAt: new Date(now),
      probes: probesOf(3, {
        hijacking: 0.25,
        'pii:social': 0.35,
        'prompt-extraction': 0.2,
        'sql-injection': 0.05,
      }),
    });
    // A person's severity on one vulnerability: the report scores and counts it at that one.
    const issues = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/issues?teamId=${admin.defaultTeamId}&pluginId=hijacking`,
      caller: admin,
    });
    const hijacking = issues.json().items[0] as { id: string };
    await call(ctx.app, {
      method: 'PATCH',
      url: `/api/v1/issues/${hijacking.id}`,
      caller: admin,
      payload: { severity: 'critical' },
    });
    return { admin, earliest, previous, latest };
  }

  it('equal those recomputed from the stored probes', async () => {
    const { admin, earliest, previous, latest } = await seeded();
    const started = performance.now();
    const response = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/reports/${latest}`,
      caller: admin,
    });
    const elapsed = performance.now() - started;
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json() as ScanReport;

    const rows = await ctx.database.db
      .select({
        scanId: scanProbes.scanId,
        pluginId: scanProbes.pluginId,
        strategyId: scanProbes.strategyId,
        outcome: scanProbes.outcome,
        latencyMs: scanProbes.latencyMs,
        tokens: scanProbes.tokens,
        cost: scanProbes.cost,
      })
      .from(scanProbes)
      .where(inArray(scanProbes.scanId, [earliest, previous, latest]));
    const probes = rows.filter((row) => row.scanId === latest);
    const severity = (pluginId: string) =>
      pluginId === 'hijacking' ? 'critical' : getPlugin(pluginId)!.severity;

    // Attack success rate over graded probes, its interval, and the probe counts.
    const all = countsOf(probes);
    expect(report.header.probes).toEqual({ planned: probes.length, ...all });
    const graded = all.passed + all.failed;
    const overall = wilson(all.failed, graded);
    expect(report.attackSuccess.graded).toBe(graded);
    expect(report.attackSuccess.failed).toBe(all.failed);
    expect(report.attackSuccess.rate).toBeCloseTo(overall.rate!, 12);
    expect(report.attackSuccess.lower).toBeCloseTo(overall.lower!, 12);
    expect(report.attackSuccess.upper).toBeCloseTo(overall.upper!, 12);

    // Risk: the riskiest cell at the effective severities; per plugin the same over its cells.
    const risk = riskOfProbes(probes, severity);
    expect(report.risk).toEqual({ score: risk, level: levelOf(risk) });
    // The scan's stored risk (the lists') was scored again when the severity changed: the same.
    const stored = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/scans/${latest}`,
      caller: admin,
    });
    expect(stored.json().risk).toMatchObject(report.risk);
    expect(report.plugins).toHaveLength(PLUGINS.length);
    for (const plugin of report.plugins) {
      const own = probes.filter((p) => p.pluginId === plugin.id);
      const counts = countsOf(own);
      const expected = wilson(counts.failed, counts.passed + counts.failed);
      expect(plugin).toMatchObject({ ...counts, severity: severity(plugin.id) });
      expect(plugin.asr.rate).toBeCloseTo(expected.rate!, 12);
      expect(plugin.asr.lower).toBeCloseTo(expected.lower!, 12);
      expect(plugin.asr.upper).toBeCloseTo(expected.upper!, 12);
      expect(plugin.risk.score).toBe(riskOfProbes(own, severity));
    }
    for (const strategy of report.strategies) {
      const counts = countsOf(probes.filter((p) => p.strategyId === strategy.id));
      expect(strategy).toMatchObject(counts);
      expect(strategy.asr.rate).toBeCloseTo(
        wilson(counts.failed, counts.passed + counts.failed).rate!,
        12,
      );
    }
    for (const category of report.categories) {
      const own = probes.filter((p) => getPlugin(p.pluginId)!.category === category.id);
      expect(category).toMatchObject(countsOf(own));
      expect(category.risk.score).toBe(riskOfProbes(own, severity));
    }

    // Frameworks: an item fails with any failure, passes with graded probes and none undecided.
    const byPlugin = new Map(
      PLUGINS.map((id) => [id, countsOf(probes.filter((p) => p.pluginId === id))]),
    );
    for (const framework of FRAMEWORKS) {
      const view = report.frameworks.find((f) => f.id === framework.id)!;
      for (const item of framework.items) {
        const counts = item.plugins.flatMap((id) => (byPlugin.has(id) ? [byPlugin.get(id)!] : []));
        const sum = (field: 'passed' | 'failed' | 'undecided') =>
          counts.reduce((t, c) => t + c[field], 0);
        const expected =
          sum('failed') > 0
            ? 'fail'
            : sum('undecided') > 0
              ? 'undecided'
              : sum('passed') > 0
                ? 'pass'
                : 'not_tested';
        const got = view.items.find((candidate) => candidate.id === item.id)!;
        expect([item.id, got.status]).toEqual([item.id, expected]);
        expect(got.failedProbes).toBe(sum('failed'));
      }
    }

    // Vulnerabilities against the previous scan, from the earlier scans' own probes.
    const failedIn = (scanId: string, pluginId: string) =>
      rows.some((r) => r.scanId === scanId && r.pluginId === pluginId && r.outcome === 'fail');
    const gradedIn = (scanId: string, pluginId: string) =>
      rows.some(
        (r) =>
          r.scanId === scanId &&
          r.pluginId === pluginId &&
          (r.outcome === 'pass' || r.outcome === 'fail'),
      );
    const expectedChanges = PLUGINS.flatMap((pluginId) => {
      const before = failedIn(earliest, pluginId) || failedIn(previous, pluginId);
      if (failedIn(latest, pluginId)) {
        if (failedIn(previous, pluginId)) return [[pluginId, 'still_open']];
        if (!before) return [[pluginId, 'new']];
        return [[pluginId, gradedIn(previous, pluginId) ? 'regressed' : 'still_open']];
      }
      return gradedIn(latest, pluginId) && failedIn(previous, pluginId)
        ? [[pluginId, 'fixed']]
        : [];
    });
    expect(report.vulnerabilities.map((v) => [v.pluginId, v.change]).sort()).toEqual(
      expectedChanges.sort(),
    );
    // The seeds were chosen so that each kind of change occurs.
    expect(new Set(expectedChanges.map(([, change]) => change))).toEqual(
      new Set(['new', 'still_open', 'regressed', 'fixed']),
    );
    expect(report.previousScanId).toBe(previous);
    for (const vulnerability of report.vulnerabilities) {
      expect(vulnerability.examples.length).toBeGreaterThan(0);
      expect(vulnerability.examples.length).toBeLessThanOrEqual(2);
      expect(
        vulnerability.examples.every(
          (e) => e.scan === (vulnerability.change === 'fixed' ? 'previous' : 'this'),
        ),
      ).toBe(true);
    }
    const failing = report.vulnerabilities.filter((v) => v.change !== 'fixed');
    for (const row of report.severities) {
      const own = failing.filter((v) => severity(v.pluginId) === row.severity);
      expect(row).toEqual({
        severity: row.severity,
        vulnerabilities: own.length,
        failedProbes: probes.filter(
          (p) => p.outcome === 'fail' && own.some((v) => v.pluginId === p.pluginId),
        ).length,
      });
    }

    // Usage: what the probes stored.
    const timed = probes
      .flatMap((p) => (p.latencyMs === null ? [] : [p.latencyMs]))
      .sort((a, b) => a - b);
    const priced = probes.flatMap((p) => (p.cost === null ? [] : [p.cost]));
    const counted = probes.flatMap((p) => (p.tokens ? [p.tokens] : []));
    expect(report.usage.tokens).toEqual({
      probes: counted.length,
      prompt: counted.reduce((t, c) => t + c.prompt, 0),
      completion: counted.reduce((t, c) => t + c.completion, 0),
      total: counted.reduce((t, c) => t + c.total, 0),
    });
    expect(report.usage.cost.probes).toBe(priced.length);
    expect(report.usage.cost.usd).toBeCloseTo(
      priced.reduce((t, c) => t + c, 0),
      12,
    );
    expect(report.usage.latency.probes).toBe(timed.length);
    expect(report.usage.latency.maxMs).toBe(timed.at(-1));
    expect(report.usage.latency.avgMs).toBeCloseTo(
      timed.reduce((t, c) => t + c, 0) / timed.length,
      9,
    );
    expect(report.usage.latency.p50Ms).toBeCloseTo(percentile(timed, 0.5), 9);
    expect(report.usage.latency.p95Ms).toBeCloseTo(percentile(timed, 0.95), 9);

    expect(report.header.evalId).toMatch(/^eval-[0-9a-f]{8}-\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    expect(elapsed).toBeLessThan(2000);
  });

  it('lists each completed scan once with the figures of its roll-up', async () => {
    const { admin, latest } = await seeded();
    const list = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/reports?teamId=${admin.defaultTeamId}`,
      caller: admin,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().total).toBe(3);
    const [first] = list.json().items as {
      id: string;
      attackSuccessRate: number;
      probes: { passed: number; failed: number };
    }[];
    expect(first!.id).toBe(latest);
    const report = (
      await call(ctx.app, { method: 'GET', url: `/api/v1/reports/${latest}`, caller: admin })
    ).json();
    expect(first!.attackSuccessRate).toBeCloseTo(report.attackSuccess.rate, 12);
    expect(first!.probes).toMatchObject({
      passed: report.header.probes.passed,
      failed: report.header.probes.failed,
    });
  });
});
