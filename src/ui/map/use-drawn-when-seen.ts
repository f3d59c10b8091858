import type { RefObject } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { useNearView } from '../use-near-view.js';

/** Dots added per idle moment: small enough that no batch is a long task on a slow phone. */
const DOTS_PER_BATCH = 50;

/**
 * How many of `total` dots to draw: none until the map comes near the view, then a batch each time the main thread is
 * idle. Drawing Starbucks' 649 stores (a circle and a title each) in the brand report's first task blocked its load
 * (Lighthouse TBT), though the map sits below the first screen.
 */
export function useDrawnWhenSeen(figure: RefObject<Element>, total: number): number {
  const seen = useNearView(figure);
  const [shown, setShown] = useState(0);
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
