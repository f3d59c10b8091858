import { signal, type Signal } from '@preact/signals';
import type { CountItem, TapRecord } from './domain/taps.js';
import { windowStart, type WindowMinutes } from './domain/windows.js';

/** Live tallies of one item: its total and its counts in the current 1- and 5-minute clock windows. */
export interface ItemTally {
  item: CountItem;
  total: Signal<number>;
  window1: Signal<number>;
  window5: Signal<number>;
}

/**
 * The running session's tallies and the clock windows they count in. Each tally is its own signal, so a count
 * updates exactly one text node.
 */
export function createTallies(now: () => number) {
  const tallies = signal<ItemTally[]>([]);
  let windows = { 1: 0, 5: 0 } as Record<WindowMinutes, number>;

  return {
    tallies,
    /** Starts the tallies of a session's items from its counts that stand (made and not undone), in the windows of now. */
    reset(items: readonly CountItem[], standing: readonly TapRecord[]) {
      const t = now();
      windows = { 1: windowStart(t, 1), 5: windowStart(t, 5) };
      tallies.value = items.map((item, i) => {
        const mine = standing.filter((r) => r.item === i);
        return {
          item: { title: item.title, operation: item.operation },
          total: signal(mine.length),
          window1: signal(mine.filter((r) => r.at >= windows[1]).length),
          window5: signal(mine.filter((r) => r.at >= windows[5]).length),
        };
      });
    },
    /** Adds a count made at `at` to item `index` (a `delta` of -1 takes one back): its total and the windows it falls in. */
    bump(index: number, at: number, delta: 1 | -1) {
      const tally = tallies.value[index];
      if (!tally) return;
      tally.total.value += delta;
      if (at >= windows[1]) tally.window1.value += delta;
      if (at >= windows[5]) tally.window5.value += delta;
    },
    /** Rolls the window tallies over when a clock window has ended. */
    tick() {
      const t = now();
      for (const minutes of [1, 5] as const) {
        const start = windowStart(t, minutes);
        if (start === windows[minutes]) continue;
        windows[minutes] = start;
        for (const tally of tallies.value) (minutes === 1 ? tally.window1 : tally.window5).value = 0;
      }
    },
  };
}

export type Tallies = ReturnType<typeof createTallies>;
