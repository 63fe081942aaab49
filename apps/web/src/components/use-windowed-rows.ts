import { useCallback, useLayoutEffect, useRef, useState } from 'react';

export type RowWindow = { first: number; last: number };

/**
 * The rows a scroll viewport shows, plus `overscan` on each side: `[first, last)` of `count`
 * rows of a fixed height, for a viewport scrolled to `scrollTop` and `viewport` pixels tall.
 */
export function visibleRows(
  scrollTop: number,
  viewport: number,
  rowHeight: number,
  count: number,
  overscan: number,
): RowWindow {
  if (count === 0 || rowHeight <= 0) return { first: 0, last: 0 };
  // A list that just got shorter can be scrolled past its end until the browser catches up.
  const top = Math.max(0, Math.min(scrollTop, count * rowHeight - viewport));
  const first = Math.max(0, Math.floor(top / rowHeight) - overscan);
  const last = Math.min(count, Math.ceil((top + Math.max(0, viewport)) / rowHeight) + overscan);
  return { first, last };
}

/**
 * Windowing for a long list of fixed-height rows: only the rows in view (and a few around them)
 * are rendered, so ten thousand rows cost what forty do. Attach `ref` to the scroll container,
 * give its content `totalHeight`, and place row `i` of `[first, last)` at `i × rowHeight`.
 */
export function useWindowedRows<E extends HTMLElement>({
  count,
  rowHeight,
  overscan = 6,
  initialViewport = 800,
}: {
  count: number;
  rowHeight: number;
  overscan?: number;
  initialViewport?: number;
}) {
  const ref = useRef<E>(null);
  const [scroll, setScroll] = useState({ top: 0, viewport: initialViewport });
  const frame = useRef(0);

  const measure = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    setScroll((current) =>
      current.top === element.scrollTop && current.viewport === element.clientHeight
        ? current
        : { top: element.scrollTop, viewport: element.clientHeight },
    );
  }, []);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    measure();
    // One state update per animation frame, however many scroll events the frame had.
    const onScroll = () => {
      if (frame.current) return;
      frame.current = requestAnimationFrame(() => {
        frame.current = 0;
        measure();
      });
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      element.removeEventListener('scroll', onScroll);
      observer.disconnect();
      cancelAnimationFrame(frame.current);
      frame.current = 0;
    };
  }, [measure]);

  const window = visibleRows(scroll.top, scroll.viewport, rowHeight, count, overscan);
  return {
    ref,
    ...window,
    totalHeight: count * rowHeight,
  };
}
