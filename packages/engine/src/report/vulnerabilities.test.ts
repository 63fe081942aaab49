import { REPORT_EXAMPLE_MESSAGE_MAX, REPORT_EXAMPLE_TURNS_MAX } from '@crucible/shared';
import { describe, expect, it } from 'vitest';
import { classifyChange, exampleOf } from './vulnerabilities';

describe('classifyChange: a vulnerability against the previous completed scan', () => {
  const now = (failed: number, graded: number) => ({ failed, graded });
  it.each([
    // [now, previous, failed in an earlier scan, expected]
    [now(2, 10), undefined, false, 'new'],
    [now(2, 10), { failed: 0, graded: 5 }, false, 'new'],
    [now(2, 10), { failed: 1, graded: 5 }, true, 'still_open'],
    [now(2, 10), undefined, true, 'still_open'],
    [now(2, 10), { failed: 0, graded: 0 }, true, 'still_open'],
    [now(2, 10), { failed: 0, graded: 5 }, true, 'regressed'],
    [now(0, 10), { failed: 3, graded: 5 }, true, 'fixed'],
    [now(0, 10), { failed: 0, graded: 5 }, true, null],
    [now(0, 10), undefined, false, null],
    // Nothing graded now (all undecided or errored): neither a failure nor a fix.
    [now(0, 0), { failed: 3, graded: 5 }, true, null],
  ] as const)('%o against %o (failed before: %s) → %s', (current, previous, before, expected) => {
    expect(classifyChange(current, previous, before)).toBe(expected);
  });
});

describe('exampleOf', () => {
  const probe = {
    scanId: 's',
    probeId: '00000000-0000-4000-8000-000000000001',
    pluginId: 'hijacking',
    strategyId: 'base64',
    prompt: 'attack',
    output: 'reply',
    conversation: null,
    reason: 'Grader: it complied',
  };

  it('makes one turn of a single-turn probe', () => {
    expect(exampleOf(probe, 'this')).toEqual({
      scan: 'this',
      probeId: probe.probeId,
      strategyId: 'base64',
      strategyName: 'Base64',
      turns: [
        { role: 'user', content: 'attack' },
        { role: 'assistant', content: 'reply' },
      ],
      truncated: false,
      reason: 'Grader: it complied',
    });
  });

  it('keeps the end of a long conversation and cuts long messages', () => {
    const conversation = Array.from({ length: REPORT_EXAMPLE_TURNS_MAX + 4 }, (_, i) => ({
      role: i % 2 ? 'assistant' : 'user',
      content: i === REPORT_EXAMPLE_TURNS_MAX + 3 ? 'x'.repeat(5000) : `turn ${i}`,
    }));
    const example = exampleOf({ ...probe, conversation }, 'previous');
    expect(example.truncated).toBe(true);
    expect(example.turns).toHaveLength(REPORT_EXAMPLE_TURNS_MAX);
    expect(example.turns[0]).toEqual({ role: 'user', content: 'turn 4' });
    expect(example.turns.at(-1)!.content).toHaveLength(REPORT_EXAMPLE_MESSAGE_MAX + 1);
  });
});
