import { describe, expect, it } from 'vitest';
import { visibleRows } from './use-windowed-rows';

describe('visibleRows', () => {
  it('answers the rows in view plus the overscan on each side', () => {
    // 100 px rows, a 450 px viewport scrolled to row 20: rows 20..24 show, 2 more each side.
    expect(visibleRows(2000, 450, 100, 10_000, 2)).toEqual({ first: 18, last: 27 });
  });

  it('stops at the ends of the list', () => {
    expect(visibleRows(0, 450, 100, 10_000, 6)).toEqual({ first: 0, last: 11 });
    expect(visibleRows(999_550, 450, 100, 10_000, 6)).toEqual({ first: 9989, last: 10_000 });
    expect(visibleRows(0, 450, 100, 3, 6)).toEqual({ first: 0, last: 3 });
  });

  it('renders nothing for an empty list, and survives an overscrolled or unmeasured viewport', () => {
    expect(visibleRows(0, 800, 100, 0, 6)).toEqual({ first: 0, last: 0 });
    expect(visibleRows(-50, 0, 100, 50, 0)).toEqual({ first: 0, last: 0 });
    expect(visibleRows(50_000, 800, 100, 50, 2)).toEqual({ first: 40, last: 50 });
  });
});
