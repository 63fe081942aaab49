import { describe, expect, it } from 'vitest';
import { describeRange, formatDay, presetOf, presetRange, rangeFromSearch } from './usage-range';

const today = '2026-11-28';
const search = (query: string) => new URLSearchParams(query);

describe('usage ranges', () => {
  it('makes and recognises the presets, today included', () => {
    expect(presetRange(7, today)).toEqual({ from: '2026-11-22', to: today });
    expect(presetRange(90, today)).toEqual({ from: '2026-08-31', to: today });
    expect(presetOf({ from: '2026-10-30', to: today }, today)).toBe(30);
    expect(presetOf({ from: '2026-10-30', to: '2026-11-27' }, today)).toBeNull();
    expect(presetOf({ from: '2026-10-31', to: today }, today)).toBeNull();
  });

  it('reads the range from the address as the API would, else the last 30 days', () => {
    expect(rangeFromSearch(search(''), today)).toEqual({ from: '2026-10-30', to: today });
    expect(rangeFromSearch(search('from=2026-01-01&to=2026-01-31'), today)).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(rangeFromSearch(search('to=2026-03-30'), today)).toEqual({
      from: '2026-03-01',
      to: '2026-03-30',
    });
    for (const bad of ['from=2026-02-30', 'from=2026-02-01&to=2026-01-01', 'from=2020-01-01']) {
      expect(rangeFromSearch(search(bad), today)).toEqual({ from: '2026-10-30', to: today });
    }
  });

  it('writes UTC days the same in every time zone', () => {
    expect(formatDay('2026-03-01')).toBe('Mar 1, 2026');
    expect(formatDay('2026-03-01', true)).toBe('Mar 1');
    expect(describeRange({ from: '2026-03-01', to: '2026-03-01' })).toBe(
      'Mar 1, 2026 – Mar 1, 2026 (1 day)',
    );
    expect(describeRange({ from: '2024-02-01', to: '2024-02-29' })).toBe(
      'Feb 1, 2024 – Feb 29, 2024 (29 days)',
    );
  });
});
