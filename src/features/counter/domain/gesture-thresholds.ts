/**
 * Every threshold of the counting surface, in one place. Tuned for one thumb on a ~360 CSS px wide phone:
 * a thumb tap drifts 5-10 px, a deliberate flick travels 60+ px, so the gap between the tap slop and the
 * slide minimum leaves room for neither to be mistaken for the other.
 */
export const GESTURE = {
  /** A press that moves less than this (CSS px) is a tap or a long press. */
  tapSlopPx: 14,
  /** A slide must travel at least this far (CSS px) along its axis. */
  slideMinDistancePx: 36,
  /** The travelled axis must dominate the other by this ratio, or the stroke is ambiguous and not counted. */
  slideAxisRatio: 1.4,
  /** A slide slower than this is a drag, not a flick, and is not counted. */
  slideMaxDurationMs: 900,
  /** Holding still this long stops counting (long-press stops). */
  longPressMs: 800,
  /** A second tap within this time and distance of the first makes a double click. */
  doubleTapWindowMs: 280,
  doubleTapMaxDistancePx: 40,
} as const;

/** Shake-to-undo: a shake is several strong jolts in quick succession, then a pause before the next. */
export const SHAKE = {
  /** Acceleration without gravity (m/s²) that counts as a jolt; walking peaks around 5-8, a shake exceeds 15. */
  joltMs2: 15,
  /** Jolts needed within the window. */
  jolts: 3,
  windowMs: 600,
  /** After an undo, further shaking is ignored for this long so one shake undoes one count. */
  cooldownMs: 1200,
} as const;

/** Haptic confirmation per count, kept short so rapid counting does not blur into one buzz. */
export const VIBRATE_MS = 15;
