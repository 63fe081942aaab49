import type { PluginBreakdown, SuccessRate } from '@crucible/shared';
import { describe, expect, it } from 'vitest';
import { compareReports, type ComparedReport } from './compare';

const rate = (failed: number, graded: number): SuccessRate => ({
  failed,
  graded,
  rate: graded === 0 ? null : failed / graded,
  lower: null,
  upper: null,
});

const plugin = (id: string, failed: number, graded: number): PluginBreakdown => ({
  id,
  name: id.toUpperCase(),
  category: 'security',
  severity: 'high',
  passed: graded - failed,
  failed,
  undecided: 0,
  errors: 0,
  asr: rate(failed, graded),
  risk: { score: failed > 0 ? 5 : 0, level: failed > 0 ? 'high' : 'none' },
});

function report(scanId: string, finishedAt: string, plugins: PluginBreakdown[], score: number) {
  return {
    scanId,
    header: { finishedAt, createdAt: finishedAt },
    plugins,
    risk: { score, level: score > 0 ? 'high' : 'none' },
    attackSuccess: rate(
      plugins.reduce((t, p) => t + p.failed, 0),
      plugins.reduce((t, p) => t + p.asr.graded, 0),
    ),
  } as unknown as ComparedReport;
}

describe('compareReports', () => {
  const older = report(
    'a',
    '2026-01-01T00:00:00Z',
    [plugin('x', 2, 10), plugin('y', 0, 10), plugin('z', 1, 4)],
    6,
  );
  const newer = report(
    'b',
    '2026-01-02T00:00:00Z',
    [plugin('x', 1, 10), plugin('y', 3, 10), plugin('w', 0, 5)],
    5.5,
  );

  it('puts the earlier report first, whichever order it is given in', () => {
    for (const comparison of [compareReports(newer, older), compareReports(older, newer)]) {
      expect(comparison.before.scanId).toBe('a');
      expect(comparison.after.scanId).toBe('b');
      expect(comparison.risk).toEqual({
        before: older.risk,
        after: newer.risk,
        delta: -0.5,
      });
    }
  });

  it('lists vulnerabilities added, removed and remaining', () => {
    const comparison = compareReports(older, newer);
    expect(comparison.added.map((v) => v.id)).toEqual(['y']);
    expect(comparison.removed.map((v) => v.id)).toEqual(['z']);
    expect(comparison.remaining.map((v) => [v.id, v.failed])).toEqual([['x', 1]]);
  });

  it('compares attack success per plugin, largest change first', () => {
    const rows = compareReports(older, newer).plugins.map((p) => [p.id, p.delta]);
    expect(rows).toEqual([
      ['y', 0.3],
      ['x', -0.1],
      // Only one scan graded these: the one graded now first.
      ['w', null],
      ['z', null],
    ]);
  });
});
