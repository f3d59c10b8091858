/** The two tally windows, in minutes. */
export const WINDOW_MINUTES = [1, 5] as const;
export type WindowMinutes = (typeof WINDOW_MINUTES)[number];

export interface WindowTally {
  /** Epoch ms where the window (clipped to the session) starts and ends. */
  start: number;
  end: number;
  /** True when the session starts or ends inside this window, so it covers less than a full window. */
  partial: boolean;
  counts: number[];
}

const MINUTE = 60_000;

/**
 * Start of the clock window holding `at`. Windows are aligned to epoch multiples, which are also local-clock
 * aligned in every time zone in use (all UTC offsets are whole multiples of 15 minutes), across midnight and
 * daylight-saving changes alike.
 */
export function windowStart(at: number, minutes: WindowMinutes): number {
  const size = minutes * MINUTE;
  return Math.floor(at / size) * size;
}

/**
 * Tallies per clock window from the session start to its end, including windows with no counts (a quiet
 * five minutes is data). The first and last windows are clipped to the session and marked partial.
 */
export function bucketByWindow(
  counts: ReadonlyArray<{ item: number; at: number }>,
  options: { minutes: WindowMinutes; from: number; to: number; itemCount: number },
): WindowTally[] {
  const { minutes, itemCount } = options;
  const size = minutes * MINUTE;
  const from = counts.reduce((m, c) => Math.min(m, c.at), options.from);
  const to = counts.reduce((m, c) => Math.max(m, c.at), Math.max(options.to, from));
  const first = windowStart(from, minutes);
  const countAtEnd = counts.some((c) => c.at === to);
  // A session ending exactly on a window boundary does not open the next window, unless a count landed there.
  const lastIndex = Math.floor((to - first) / size) - ((to - first) % size === 0 && to > from && !countAtEnd ? 1 : 0);
  const out: WindowTally[] = [];
  for (let i = 0; i <= lastIndex; i++) {
    const s = first + i * size;
    const start = Math.max(s, from);
    const end = Math.min(s + size, to);
    out.push({ start, end, partial: start > s || end < s + size, counts: new Array<number>(itemCount).fill(0) });
  }
  for (const c of counts) {
    const bucket = out[Math.floor((c.at - first) / size)];
    if (bucket && c.item < itemCount) bucket.counts[c.item]! += 1;
  }
  return out;
}
