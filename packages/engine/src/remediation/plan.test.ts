import { describe, expect, it } from 'vitest';
import { DEMO_TARGET_PURPOSE } from '../demo-target/knowledge';
import { remediationMarkdown } from './markdown';
import { buildRemediationPlan } from './plan';
import { byPriority, remediationPriority } from './priority';
import { demoScan, planInputOf } from './scan-fixture';

describe('remediation priority', () => {
  it('orders by severity × √ASR × effort, severity first among near ties', () => {
    expect(remediationPriority('critical', 1, 'low')).toBe(10);
    expect(remediationPriority('critical', 0.01, 'high')).toBe(3.85);
    expect(remediationPriority('low', 1, 'low')).toBe(2.5);
    expect(remediationPriority('high', 0.25, 'medium')).toBe(4.78);
    const items = [
      { pluginId: 'b', severity: 'low' as const, asr: 1, priority: 2.5 },
      { pluginId: 'a', severity: 'critical' as const, asr: 0.01, priority: 3.85 },
      { pluginId: 'c', severity: 'medium' as const, asr: 0, priority: 2.5 },
    ];
    expect(items.sort(byPriority).map((i) => i.pluginId)).toEqual(['a', 'c', 'b']);
  });
});

describe('remediation plan of a demo-target scan', async () => {
  const result = await demoScan({
    numTests: 3,
    plugins: ['prompt-extraction', 'pii:social', 'competitors', 'hijacking'],
    strategies: ['basic', 'base64', 'crescendo'],
  });
  const input = planInputOf(result);
  const plan = buildRemediationPlan(input);

  it('has one item per failing plugin, ranked by priority, with the scan’s numbers', () => {
    expect(plan.items.map((item) => item.pluginId).sort()).toEqual(
      input.issues.map((issue) => issue.pluginId).sort(),
    );
    expect(plan.items.map((item) => item.rank)).toEqual(plan.items.map((_, i) => i + 1));
    const priorities = plan.items.map((item) => item.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
    for (const item of plan.items) {
      const issue = input.issues.find((i) => i.pluginId === item.pluginId)!;
      expect(item).toMatchObject({
        issueId: issue.issueId,
        failed: issue.failed,
        total: issue.total,
        asr: issue.failed / issue.total,
        priority: remediationPriority(item.severity, issue.failed / issue.total, item.effort),
        adviceScope: 'plugin',
      });
    }
    expect(plan.totals).toEqual({
      items: plan.items.length,
      failingProbes: input.examples.length,
      bySeverity: expect.any(Object),
    });
  });

  it('explains each item from the evidence: strategies, the attack and the grader’s reason', () => {
    const leak = plan.items.find((item) => item.pluginId === 'prompt-extraction')!;
    const counts = input.strategyCounts.filter((c) => c.pluginId === 'prompt-extraction');
    expect(leak.why.strategies.map((s) => [s.id, s.failed]).sort()).toEqual(
      counts.map((c) => [c.strategyId, c.failed]).sort(),
    );
    const [first] = leak.why.examples;
    const probe = input.examples.find((p) => p.id === first!.probeId)!;
    expect(first).toMatchObject({
      strategyId: probe.strategyId,
      grader: probe.grader,
      reason: probe.reason,
    });
    expect(leak.why.evidence).toContain(
      `${leak.failed} of ${leak.total} graded probes got through`,
    );
    expect(leak.why.evidence).toContain(`The ${probe.grader} grader failed the reply`);
    expect(new Set(leak.why.examples.map((e) => e.strategyId)).size).toBe(leak.why.examples.length);
    const crescendo = plan.items
      .flatMap((item) => item.why.examples)
      .find((e) => e.strategyId === 'crescendo');
    expect(crescendo?.turns).toBeGreaterThan(1);
  });

  it('writes the system-prompt patch for the target, its purpose once', () => {
    const patch = plan.systemPromptPatch;
    expect(patch.startsWith('You are Demo bank assistant, the assistant of Larkspur Bank.')).toBe(
      true,
    );
    expect(patch.split(DEMO_TARGET_PURPOSE.replace(/\.$/, '')).length).toBe(2);
    expect(patch).toMatch(/^1\. /m);
    for (const item of plan.items) {
      expect(item.mitigations.systemPrompt).toContain(DEMO_TARGET_PURPOSE.replace(/\.$/, ''));
    }
  });

  it('renders as Markdown with every item, its examples fenced', () => {
    const markdown = remediationMarkdown(plan);
    for (const item of plan.items) {
      expect(markdown).toContain(`## ${item.rank}. ${item.pluginName} (\`${item.pluginId}\`)`);
      for (const example of item.why.examples) expect(markdown).toContain(example.probeId);
    }
    expect(markdown).toContain('## System-prompt patch');
  });

  it('is empty, not wrong, when nothing failed', () => {
    const empty = buildRemediationPlan({ ...input, issues: [] });
    expect(empty).toMatchObject({ items: [], systemPromptPatch: '', totals: { items: 0 } });
    expect(remediationMarkdown(empty)).toContain('The scan left no open vulnerability to fix.');
  });
});
