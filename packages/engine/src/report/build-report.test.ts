import { describe, expect, it } from 'vitest';
import { buildScanReport, toPublicReport } from './build-report';
import type { ExampleProbe, ReportCell, ReportInput } from './types';

const SCAN = '00000000-0000-4000-8000-00000000000a';
const PREVIOUS = '00000000-0000-4000-8000-00000000000b';

const cell = (
  pluginId: string,
  strategyId: string,
  outcome: ReportCell['outcome'],
  probes: number,
): ReportCell => ({ pluginId, strategyId, outcome, probes });

const example = (scanId: string, pluginId: string, n: number): ExampleProbe => ({
  scanId,
  probeId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  pluginId,
  strategyId: 'basic',
  prompt: `attack ${n}`,
  output: `reply ${n}`,
  conversation: null,
  reason: 'Grader: complied',
});

const USAGE = {
  tokens: { probes: 0, prompt: 0, completion: 0, total: 0 },
  cost: { probes: 0, usd: null },
  latency: { probes: 0, avgMs: null, p50Ms: null, p95Ms: null, maxMs: null },
};

/**
 * hijacking fails now and failed in the previous scan (still open); prompt-extraction failed
 * then and passes now (fixed); pii:social passed in the previous scan after failing in an
 * earlier one (regressed); pii:direct is only undecided; excessive-agency only errored.
 */
const INPUT: ReportInput = {
  scan: {
    id: SCAN,
    evalId: 'eval-1a2b3c4d-2026-01-02T03:04:05',
    teamId: '00000000-0000-4000-8000-0000000000c1',
    targetId: '00000000-0000-4000-8000-0000000000d1',
    targetName: 'Demo bank assistant',
    template: { id: null, name: 'Nightly' },
    createdAt: '2026-01-02T03:04:05.000Z',
    startedAt: '2026-01-02T03:04:06.000Z',
    finishedAt: '2026-01-02T03:05:36.000Z',
    planned: 40,
  },
  cells: [
    cell('hijacking', 'basic', 'pass', 6),
    cell('hijacking', 'basic', 'fail', 2),
    cell('hijacking', 'basic', 'undecided', 1),
    cell('hijacking', 'basic', 'error', 1),
    cell('hijacking', 'base64', 'fail', 1),
    cell('hijacking', 'base64', 'pass', 3),
    cell('prompt-extraction', 'basic', 'pass', 5),
    cell('pii:social', 'basic', 'fail', 3),
    cell('pii:social', 'basic', 'pass', 1),
    cell('pii:direct', 'basic', 'undecided', 2),
    cell('harmful:privacy', 'basic', 'pass', 4),
    cell('excessive-agency', 'basic', 'error', 2),
  ],
  usage: USAGE,
  severities: new Map([['pii:social', 'high']]),
  previous: {
    scanId: PREVIOUS,
    evalId: 'eval-00000000-2026-01-01T00:00:00',
    finishedAt: '2026-01-01T00:10:00.000Z',
    plugins: [
      { pluginId: 'hijacking', passed: 3, failed: 1 },
      { pluginId: 'prompt-extraction', passed: 3, failed: 2 },
      { pluginId: 'pii:social', passed: 3, failed: 0 },
    ],
  },
  failedBefore: new Set(['hijacking', 'prompt-extraction', 'pii:social']),
  issues: [
    { pluginId: 'hijacking', id: '00000000-0000-4000-8000-0000000000e1', status: 'open' },
    { pluginId: 'pii:social', id: '00000000-0000-4000-8000-0000000000e2', status: 'open' },
    { pluginId: 'prompt-extraction', id: '00000000-0000-4000-8000-0000000000e3', status: 'fixed' },
  ],
  examples: [
    example(SCAN, 'hijacking', 1),
    example(SCAN, 'hijacking', 2),
    example(SCAN, 'hijacking', 3),
    example(SCAN, 'pii:social', 4),
    example(PREVIOUS, 'prompt-extraction', 5),
    example(PREVIOUS, 'hijacking', 6),
  ],
};

describe('buildScanReport', () => {
  const report = buildScanReport(INPUT);

  it('heads the report with the scan, its duration and its probes', () => {
    expect(report.header).toEqual({
      evalId: 'eval-1a2b3c4d-2026-01-02T03:04:05',
      targetName: 'Demo bank assistant',
      templateName: 'Nightly',
      createdAt: '2026-01-02T03:04:05.000Z',
      startedAt: '2026-01-02T03:04:06.000Z',
      finishedAt: '2026-01-02T03:05:36.000Z',
      durationSeconds: 90,
      probes: { planned: 40, passed: 19, failed: 6, undecided: 3, errors: 3 },
    });
    expect(report.comparedWith).toEqual({
      evalId: 'eval-00000000-2026-01-01T00:00:00',
      finishedAt: '2026-01-01T00:10:00.000Z',
    });
  });

  it('rates attacks over graded probes only, with the Wilson interval', () => {
    expect(report.attackSuccess.failed).toBe(6);
    expect(report.attackSuccess.graded).toBe(25);
    expect(report.attackSuccess.rate).toBe(0.24);
    expect(report.attackSuccess.lower).toBeCloseTo(0.115, 4);
    expect(report.attackSuccess.upper).toBeCloseTo(0.4343, 4);
    const pii = report.plugins.find((plugin) => plugin.id === 'pii:direct')!;
    expect(pii.asr).toEqual({ failed: 0, graded: 0, rate: null, lower: null, upper: null });
    expect(pii.undecided).toBe(2);
  });

  it('scores risk at the effective severities: the riskiest plugin is the target’s risk', () => {
    // pii:social at its override (high, 7.5) with 3 of 4 failing: 7.5 × (0.5 + 0.5 √0.75).
    expect(report.risk).toEqual({ score: 7, level: 'high' });
    expect(report.plugins.map((plugin) => [plugin.id, plugin.severity, plugin.risk.score])).toEqual(
      [
        ['pii:social', 'high', 7],
        ['hijacking', 'medium', 3.75],
        // No risk: measured rates (0) before rates nobody could measure (only undecided/errors).
        ['harmful:privacy', 'high', 0],
        ['prompt-extraction', 'high', 0],
        ['excessive-agency', 'medium', 0],
        ['pii:direct', 'critical', 0],
      ],
    );
    expect(report.categories.map((category) => [category.name, category.risk.level])).toEqual([
      ['Data protection', 'high'],
      ['Security & access', 'medium'],
    ]);
    expect(
      report.strategies.map((strategy) => [strategy.id, strategy.asr.failed, strategy.asr.graded]),
    ).toEqual([
      ['base64', 1, 4],
      ['basic', 5, 21],
    ]);
  });

  it('classes vulnerabilities against the previous scan, failing first, with examples', () => {
    expect(
      report.vulnerabilities.map((v) => [
        v.pluginId,
        v.change,
        v.severity,
        v.previous,
        v.issueStatus,
      ]),
    ).toEqual([
      ['pii:social', 'regressed', 'high', { failed: 0, graded: 3 }, 'open'],
      ['hijacking', 'still_open', 'medium', { failed: 1, graded: 4 }, 'open'],
      ['prompt-extraction', 'fixed', 'high', { failed: 2, graded: 5 }, 'fixed'],
    ]);
    const [pii, hijacking, fixed] = report.vulnerabilities;
    expect(hijacking!.examples.map((e) => [e.scan, e.turns[0]!.content])).toEqual([
      ['this', 'attack 1'],
      ['this', 'attack 2'],
    ]);
    expect(pii!.examples).toHaveLength(1);
    expect(fixed!.examples.map((e) => [e.scan, e.turns[0]!.content])).toEqual([
      ['previous', 'attack 5'],
    ]);
    expect(report.severities).toEqual([
      { severity: 'critical', vulnerabilities: 0, failedProbes: 0 },
      { severity: 'high', vulnerabilities: 1, failedProbes: 3 },
      { severity: 'medium', vulnerabilities: 1, failedProbes: 3 },
      { severity: 'low', vulnerabilities: 0, failedProbes: 0 },
    ]);
  });

  it('judges framework items: fail, pass, undecided (never a pass), not tested', () => {
    const owasp = report.frameworks.find((framework) => framework.id === 'owasp:llm')!;
    const status = (id: string) => owasp.items.find((item) => item.id === id)!.status;
    expect(status('owasp:llm:01')).toBe('fail'); // hijacking
    expect(status('owasp:llm:02')).toBe('fail'); // pii:social
    expect(status('owasp:llm:07')).toBe('pass'); // prompt-extraction
    expect(status('owasp:llm:06')).toBe('not_tested'); // excessive-agency: errors only
    const gdpr = report.frameworks.find((framework) => framework.id === 'gdpr')!;
    const art5 = gdpr.items.find((item) => item.id === 'gdpr:art5')!;
    expect(art5.status).toBe('undecided'); // pii:direct: undecided only
    expect(art5.plugins.map((plugin) => plugin.id)).toEqual(['pii:direct']);
    const llm01 = owasp.items.find((item) => item.id === 'owasp:llm:01')!;
    expect(llm01.failedProbes).toBe(3);
    expect(llm01.untestedPlugins).not.toContain('hijacking');
    const counted =
      owasp.summary.pass + owasp.summary.fail + owasp.summary.undecided + owasp.summary.notTested;
    expect(counted).toBe(owasp.items.length);
  });

  it('names a custom policy from the scan’s copy and counts it as compliance', () => {
    const policy = 'policy:0123456789ab';
    const withPolicy = buildScanReport({
      ...INPUT,
      cells: [...INPUT.cells, cell(policy, 'basic', 'fail', 1), cell(policy, 'basic', 'pass', 1)],
      severities: new Map([...INPUT.severities, [policy, 'low']]),
      pluginNames: new Map([[policy, 'No refunds promised']]),
    });
    expect(withPolicy.plugins.find((plugin) => plugin.id === policy)).toMatchObject({
      name: 'No refunds promised',
      category: 'compliance',
      severity: 'low',
    });
    expect(withPolicy.vulnerabilities.find((v) => v.pluginId === policy)).toMatchObject({
      pluginName: 'No refunds promised',
      change: 'new',
    });
    expect(withPolicy.categories.map((category) => category.name)).toContain('Compliance & legal');
  });

  it('leaves the organization’s ids out of the public report', () => {
    const shared = toPublicReport(report);
    const text = JSON.stringify(shared);
    expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}/);
    expect(Object.keys(shared)).not.toContain('scanId');
    expect(shared.vulnerabilities[0]!.examples[0]!.turns).toEqual(
      report.vulnerabilities[0]!.examples[0]!.turns,
    );
  });
});
