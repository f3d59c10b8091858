import { describe, expect, it } from 'vitest';
import { createGestureRecognizer, createShakeDetector, type Gesture, type PointerSample } from './gestures.js';
import { GESTURE, SHAKE } from './gesture-thresholds.js';

type Step = [PointerSample['kind'], number, number, number];

/** Feeds a stroke of [kind, x, y, t] samples (pointer 1), ticking the clock before each, as the surface does. */
function run(steps: Step[], waitForDoubleTap = false, endAt?: number): Gesture[] {
  const r = createGestureRecognizer({ waitForDoubleTap });
  const out: Gesture[] = [];
  for (const [kind, x, y, t] of steps) {
    const deadline = r.nextDeadline();
    if (deadline !== null && deadline <= t) out.push(...r.tick(deadline));
    out.push(...r.feed({ kind, pointerId: 1, x, y, t }));
  }
  if (endAt !== undefined) out.push(...r.tick(endAt));
  return out;
}

const slide = (dx: number, dy: number, ms = 180): Step[] => [
  ['down', 180, 400, 0],
  ['move', 180 + dx / 2, 400 + dy / 2, ms / 2],
  ['up', 180 + dx, 400 + dy, ms],
];

describe('gesture recogniser', () => {
  it('counts a thumb tap that drifts a few pixels as a click on release', () => {
    expect(run([['down', 100, 100, 0], ['move', 104, 103, 40], ['up', 105, 104, 90]])).toEqual(['click']);
  });

  it('recognises the four slides on a small screen', () => {
    expect(run(slide(0, -60))).toEqual(['slideUp']);
    expect(run(slide(0, 60))).toEqual(['slideDown']);
    expect(run(slide(-60, 0))).toEqual(['slideLeft']);
    expect(run(slide(60, 0))).toEqual(['slideRight']);
  });

  it('accepts a thumb arc (curved slide) when one axis dominates', () => {
    expect(run(slide(-25, -70))).toEqual(['slideUp']);
  });

  it('does not count a diagonal stroke, a too-short slide, or a slow drag', () => {
    expect(run(slide(50, -50))).toEqual([]);
    expect(run(slide(0, -(GESTURE.slideMinDistancePx - 4)))).toEqual([]);
    expect(run(slide(0, -80, GESTURE.slideMaxDurationMs + 100))).toEqual([]);
  });

  it('does not count a press that wanders away and comes back', () => {
    expect(run([['down', 100, 100, 0], ['move', 140, 100, 100], ['up', 102, 100, 200]])).toEqual([]);
  });

  it('fires a long press while the thumb is still down, and nothing on release', () => {
    const r = createGestureRecognizer({ waitForDoubleTap: false });
    expect(r.feed({ kind: 'down', pointerId: 1, x: 50, y: 50, t: 0 })).toEqual([]);
    expect(r.nextDeadline()).toBe(GESTURE.longPressMs);
    expect(r.tick(GESTURE.longPressMs - 1)).toEqual([]);
    expect(r.tick(GESTURE.longPressMs)).toEqual(['longPress']);
    expect(r.feed({ kind: 'up', pointerId: 1, x: 51, y: 50, t: 1500 })).toEqual([]);
  });

  it('decides at the very deadline it asked for, whatever the clock reads when the thumb went down', () => {
    // performance.now() at the press is any double: for this one, (t0 + 800) - t0 rounds to just under 800.
    const t0 = 1957.6939632050428;
    const press = createGestureRecognizer({ waitForDoubleTap: false });
    press.feed({ kind: 'down', pointerId: 1, x: 50, y: 50, t: t0 });
    expect(press.tick(press.nextDeadline()!)).toEqual(['longPress']);
    const tap = createGestureRecognizer({ waitForDoubleTap: true });
    tap.feed({ kind: 'down', pointerId: 1, x: 50, y: 50, t: t0 });
    tap.feed({ kind: 'up', pointerId: 1, x: 50, y: 50, t: t0 + 40 });
    expect(tap.tick(tap.nextDeadline()!)).toEqual(['click']);
  });

  it('gives a double click when a double-click item exists, and delays single taps until the window passes', () => {
    const w = GESTURE.doubleTapWindowMs;
    expect(run([['down', 100, 100, 0], ['up', 100, 100, 60], ['down', 104, 102, 160], ['up', 104, 102, 220]], true)).toEqual([
      'doubleClick',
    ]);
    expect(run([['down', 100, 100, 0], ['up', 100, 100, 60]], true, 60 + w - 1)).toEqual([]);
    expect(run([['down', 100, 100, 0], ['up', 100, 100, 60]], true, 60 + w)).toEqual(['click']);
    // Two slow taps are two clicks.
    expect(run([['down', 100, 100, 0], ['up', 100, 100, 60], ['down', 100, 100, 60 + w + 50], ['up', 100, 100, 60 + w + 100]], true, 2000)).toEqual([
      'click',
      'click',
    ]);
  });

  it('treats two quick taps far apart as two clicks, not a double click', () => {
    expect(run([['down', 50, 100, 0], ['up', 50, 100, 50], ['down', 300, 600, 120], ['up', 300, 600, 170]], true, 1000)).toEqual([
      'click',
      'click',
    ]);
  });

  it('follows only the first finger: a second finger cannot count', () => {
    const r = createGestureRecognizer({ waitForDoubleTap: false });
    r.feed({ kind: 'down', pointerId: 1, x: 100, y: 400, t: 0 });
    expect(r.feed({ kind: 'down', pointerId: 2, x: 300, y: 100, t: 10 })).toEqual([]);
    expect(r.feed({ kind: 'up', pointerId: 2, x: 300, y: 100, t: 50 })).toEqual([]);
    expect(r.feed({ kind: 'up', pointerId: 1, x: 100, y: 400, t: 80 })).toEqual(['click']);
  });

  it('ignores a cancelled press (the system took the touch)', () => {
    expect(run([['down', 100, 100, 0], ['cancel', 100, 100, 50]])).toEqual([]);
  });
});

describe('shake detector', () => {
  const jolt = (t: number, strength: number) => ({ acceleration: { x: strength, y: 0, z: 0 }, withGravity: null, t });

  it('detects a shake after enough strong jolts, once per cooldown', () => {
    const shake = createShakeDetector();
    const hits = [0, 100, 200, 300, 400, 500].map((t) => shake(jolt(t, SHAKE.joltMs2 + 5)));
    expect(hits).toEqual([false, false, true, false, false, false]);
    expect([2000, 2100, 2200].map((t) => shake(jolt(t, SHAKE.joltMs2 + 5)))).toEqual([false, false, true]);
  });

  it('ignores walking-strength motion and jolts spread too far apart', () => {
    const shake = createShakeDetector();
    expect([0, 100, 200, 300].some((t) => shake(jolt(t, 7)))).toBe(false);
    expect([0, 700, 1400].some((t) => shake(jolt(t, 30)))).toBe(false);
  });

  it('uses acceleration including gravity when that is all the device reports', () => {
    const shake = createShakeDetector();
    const g = (t: number, z: number) => ({ acceleration: null, withGravity: { x: 0, y: 0, z }, t });
    expect([g(0, 9.8), g(50, 9.9), g(100, 9.7)].some(shake)).toBe(false);
    expect([g(0, 30), g(100, 30), g(200, 30)].map(shake)).toEqual([false, false, true]);
  });
});
