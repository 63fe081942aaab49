import { describe, expect, it } from 'vitest';
import { riskTickFormatter } from './risk-axis';

// Noon UTC: the same calendar day in every time zone a test machine is likely to use.
const NOON = '2026-03-04T12:00:00.000Z';

describe('riskTickFormatter', () => {
  it('labels days when the scans span several', () => {
    const format = riskTickFormatter([NOON, '2026-03-09T12:00:00.000Z']);
    expect(format(NOON)).toBe('Mar 4');
    expect(format('2026-03-09T12:00:00.000Z')).toBe('Mar 9');
  });

  it('labels times when every scan finished on one day', () => {
    const later = '2026-03-04T12:30:00.000Z';
    const format = riskTickFormatter([NOON, later]);
    expect(format(later)).toMatch(/^\d{1,2}:30 (AM|PM)$/);
    expect(riskTickFormatter([NOON])(NOON)).toMatch(/^\d{1,2}:00 (AM|PM)$/);
  });
});
