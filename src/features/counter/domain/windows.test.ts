import { describe, expect, it } from 'vitest';
import { bucketByWindow, windowStart } from './windows.js';

const at = (h: number, m: number, s = 0, day = 21) => new Date(2026, 10, day, h, m, s).getTime();

describe('window bucketing', () => {
  it('aligns windows to the clock and clips the first minute to the session start', () => {
    const w = bucketByWindow(
      [
        { item: 0, at: at(14, 3, 50) },
        { item: 1, at: at(14, 4, 0) },
        { item: 1, at: at(14, 4, 59) },
      ],
      { minutes: 1, from: at(14, 3, 40), to: at(14, 5, 10), itemCount: 2 },
    );
    expect(w.map((x) => [x.start, x.end, x.partial, x.counts])).toEqual([
      [at(14, 3, 40), at(14, 4), true, [1, 0]],
      [at(14, 4), at(14, 5), false, [0, 2]],
      [at(14, 5), at(14, 5, 10), true, [0, 0]],
    ]);
  });

  it('keeps quiet windows as zero rows and groups five-minute windows on :00, :05, ...', () => {
    const w = bucketByWindow([{ item: 0, at: at(9, 2) }, { item: 0, at: at(9, 16) }], {
      minutes: 5,
      from: at(9, 1),
      to: at(9, 17),
      itemCount: 1,
    });
    expect(w.map((x) => [new Date(x.start).getMinutes(), x.counts[0]])).toEqual([
      [1, 1],
      [5, 0],
      [10, 0],
      [15, 1],
    ]);
  });

  it('crosses midnight into a new day without merging 23:5x with 00:0x', () => {
    const w = bucketByWindow(
      [
        { item: 0, at: at(23, 58, 0, 21) },
        { item: 0, at: at(0, 0, 0, 22) },
        { item: 0, at: at(0, 3, 0, 22) },
      ],
      { minutes: 5, from: at(23, 56, 0, 21), to: at(0, 4, 0, 22), itemCount: 1 },
    );
    expect(w.map((x) => [new Date(x.start).getDate(), x.counts[0]])).toEqual([
      [21, 1],
      [22, 2],
    ]);
    expect(windowStart(at(0, 0, 0, 22), 5)).toBe(at(0, 0, 0, 22));
  });

  it('does not open an empty window when the session ends exactly on a boundary', () => {
    const w = bucketByWindow([{ item: 0, at: at(10, 0, 30) }], { minutes: 1, from: at(10, 0), to: at(10, 2), itemCount: 1 });
    expect(w).toHaveLength(2);
    expect(w.every((x) => !x.partial)).toBe(true);
  });

  it('puts a count made exactly at the end of the session in a window', () => {
    const w = bucketByWindow([{ item: 0, at: at(10, 2) }], { minutes: 1, from: at(10, 0), to: at(10, 2), itemCount: 1 });
    expect(w.reduce((s, x) => s + x.counts[0]!, 0)).toBe(1);
  });
});
