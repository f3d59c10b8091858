import { useCallback, useEffect, useRef, useState } from 'preact/hooks';

/** Rows rendered at first, and added each time the end of the rendered rows comes within half a screen of the view. */
export const ROWS_PER_BATCH = 6;

/**
 * How many rows of a long list to render: a batch at first, another whenever a sentinel after the last rendered row
 * comes within half a screen of the viewport. A country list has 250 rows; building all of them at load was the
 * city picker's longest main-thread task on a slow phone, while a phone screen shows about 15. Small batches keep each
 * task short (Lighthouse at 7.4x CPU: median TBT 55 ms with batches of 6, 94 ms with batches of 10).
 * Where IntersectionObserver is missing, every row is rendered.
 */
export function useRowsNearView(total: number, resetKey: unknown) {
  const canObserve = typeof IntersectionObserver === 'function';
  const [shown, setShown] = useState(ROWS_PER_BATCH);
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => setShown(ROWS_PER_BATCH), [resetKey]);

  const more = shown < total;
  useEffect(() => {
    const target = sentinel.current;
    if (!more || !target || !canObserve) return;
    // A new observer per batch reports the sentinel's position at once, so a tall screen keeps filling itself.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setShown((n) => n + ROWS_PER_BATCH);
      },
      { rootMargin: '0px 0px 50% 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [shown, more, canObserve]);

  /** Makes sure row `index` is rendered (keyboard moves past the rendered rows). */
  const reveal = useCallback((index: number) => setShown((n) => Math.max(n, index + 1)), []);

  return { shown: canObserve ? Math.min(shown, total) : total, more: canObserve && more, sentinel, reveal };
}
