import type { RefObject } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/** Dots added per idle moment: small enough that no batch is a long task on a slow phone. */
const DOTS_PER_BATCH = 50;

/**
 * How many of `total` dots to draw: none until the map comes near the view, then a batch each time the main thread is
 * idle. Drawing Starbucks' 649 stores (a circle and a title each) in the brand report's first task blocked its load
 * (Lighthouse TBT), though the map sits below the first screen.
 */
export function useDrawnWhenSeen(figure: RefObject<Element>, total: number): number {
  const [seen, setSeen] = useState(typeof IntersectionObserver !== 'function');
  const [shown, setShown] = useState(0);
  useEffect(() => {
    const el = figure.current;
    if (seen || !el) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setSeen(true), {
      rootMargin: '200px 0px',
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [seen]);
  useEffect(() => {
    if (!seen || shown >= total) return;
    const more = () => setShown((n) => n + DOTS_PER_BATCH);
    if (typeof requestIdleCallback !== 'function') {
      const timer = window.setTimeout(more, 1);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(more, { timeout: 1_000 });
    return () => cancelIdleCallback(idle);
  }, [seen, shown, total]);
  return Math.min(shown, total);
}
