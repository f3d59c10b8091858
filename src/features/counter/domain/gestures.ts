import { GESTURE, SHAKE } from './gesture-thresholds.js';

/** The six count operations. */
export const OPERATIONS = ['click', 'doubleClick', 'slideUp', 'slideDown', 'slideLeft', 'slideRight'] as const;
export type Operation = (typeof OPERATIONS)[number];
export type Gesture = Operation | 'longPress';

export interface PointerSample {
  kind: 'down' | 'move' | 'up' | 'cancel';
  pointerId: number;
  x: number;
  y: number;
  /** Milliseconds on one monotonic clock (event.timeStamp). */
  t: number;
}

export interface GestureRecognizer {
  /** Feeds one pointer sample; returns the gestures it completes (usually none or one). */
  feed(sample: PointerSample): Gesture[];
  /** Advances time without input: completes a long press or a single tap whose double-tap window has passed. */
  tick(t: number): Gesture[];
  /** When `tick` next has something to decide, or null. The surface sets one timer for it. */
  nextDeadline(): number | null;
  reset(): void;
}

interface Press {
  pointerId: number;
  x0: number;
  y0: number;
  t0: number;
  maxTravel: number;
  longPressed: boolean;
}

/**
 * Pure recogniser for one-thumb gestures. Only the first finger down is followed; others are ignored, so a
 * second finger resting on the glass cannot produce counts. With `waitForDoubleTap` (a double-click item exists)
 * a single tap is only a click once the double-tap window has passed; otherwise it counts on release.
 */
export function createGestureRecognizer(options: { waitForDoubleTap: boolean }): GestureRecognizer {
  let press: Press | null = null;
  let pendingTap: { x: number; y: number; t: number } | null = null;
  // Deadlines are compared as the same sums nextDeadline() hands out: `t - t0 >= ms` can miss by one rounding step
  // when t is exactly t0 + ms, and a timer set for that deadline would then decide nothing.
  const longPressAt = (p: Press) => p.t0 + GESTURE.longPressMs;
  const tapExpiresAt = (tap: { t: number }) => tap.t + GESTURE.doubleTapWindowMs;

  function expirePendingTap(t: number): Gesture[] {
    if (pendingTap && t >= tapExpiresAt(pendingTap)) {
      pendingTap = null;
      return ['click'];
    }
    return [];
  }

  function checkLongPress(t: number): Gesture[] {
    if (press && !press.longPressed && press.maxTravel < GESTURE.tapSlopPx && t >= longPressAt(press)) {
      press.longPressed = true;
      return ['longPress'];
    }
    return [];
  }

  function onTap(x: number, y: number, t: number): Gesture[] {
    if (!options.waitForDoubleTap) return ['click'];
    if (pendingTap) {
      const near = Math.hypot(x - pendingTap.x, y - pendingTap.y) <= GESTURE.doubleTapMaxDistancePx;
      if (near && t < tapExpiresAt(pendingTap)) {
        pendingTap = null;
        return ['doubleClick'];
      }
      pendingTap = { x, y, t };
      return ['click'];
    }
    pendingTap = { x, y, t };
    return [];
  }

  function slideOf(dx: number, dy: number, dt: number): Gesture[] {
    if (dt > GESTURE.slideMaxDurationMs) return [];
    const ax = Math.abs(dx);
    const ay = Math.abs(dy);
    if (Math.max(ax, ay) < GESTURE.slideMinDistancePx) return [];
    if (ax >= ay * GESTURE.slideAxisRatio) return [dx > 0 ? 'slideRight' : 'slideLeft'];
    if (ay >= ax * GESTURE.slideAxisRatio) return [dy > 0 ? 'slideDown' : 'slideUp'];
    return [];
  }

  return {
    feed(s) {
      if (s.kind === 'down') {
        if (press) return [];
        const out = expirePendingTap(s.t);
        press = { pointerId: s.pointerId, x0: s.x, y0: s.y, t0: s.t, maxTravel: 0, longPressed: false };
        return out;
      }
      if (!press || s.pointerId !== press.pointerId) return [];
      press.maxTravel = Math.max(press.maxTravel, Math.hypot(s.x - press.x0, s.y - press.y0));
      if (s.kind === 'move') return checkLongPress(s.t);
      const done = press;
      press = null;
      if (s.kind === 'cancel' || done.longPressed) return [];
      if (done.maxTravel < GESTURE.tapSlopPx) {
        if (s.t >= longPressAt(done)) return ['longPress'];
        return onTap(s.x, s.y, s.t);
      }
      return slideOf(s.x - done.x0, s.y - done.y0, s.t - done.t0);
    },
    tick(t) {
      return [...checkLongPress(t), ...(press ? [] : expirePendingTap(t))];
    },
    nextDeadline() {
      const deadlines: number[] = [];
      if (press && !press.longPressed && press.maxTravel < GESTURE.tapSlopPx) deadlines.push(longPressAt(press));
      if (pendingTap && !press) deadlines.push(tapExpiresAt(pendingTap));
      return deadlines.length ? Math.min(...deadlines) : null;
    },
    reset() {
      press = null;
      pendingTap = null;
    },
  };
}

export interface MotionSample {
  /** Acceleration without gravity when the device reports it (m/s²), else null. */
  acceleration: { x: number; y: number; z: number } | null;
  /** Acceleration including gravity, the fallback most Android WebViews report. */
  withGravity: { x: number; y: number; z: number } | null;
  t: number;
}

const EARTH_GRAVITY = 9.81;

/** Pure shake detector for shake-to-undo: returns true on the sample that completes a shake. */
export function createShakeDetector(): (sample: MotionSample) => boolean {
  let jolts: number[] = [];
  let quietUntil = -Infinity;
  return (s) => {
    if (s.t < quietUntil) return false;
    const a = s.acceleration ?? s.withGravity;
    if (!a) return false;
    const magnitude = Math.hypot(a.x, a.y, a.z);
    const strength = s.acceleration ? magnitude : Math.abs(magnitude - EARTH_GRAVITY);
    if (strength < SHAKE.joltMs2) return false;
    jolts = jolts.filter((t) => s.t - t <= SHAKE.windowMs);
    jolts.push(s.t);
    if (jolts.length < SHAKE.jolts) return false;
    jolts = [];
    quietUntil = s.t + SHAKE.cooldownMs;
    return true;
  };
}
