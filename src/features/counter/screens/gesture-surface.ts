import { createGestureRecognizer, createShakeDetector, type Gesture, type PointerSample } from '../domain/gestures.js';

/**
 * Connects an element's pointer events to the pure recogniser: one timer for its next deadline (long press, pending
 * single tap), pointer capture so a slide that leaves the element still ends, and no browser gestures (the element
 * has `touch-action: none`; the context menu of a long press is suppressed). Returns the function that detaches it.
 */
export function attachGestureSurface(
  el: HTMLElement,
  options: { waitForDoubleTap: boolean; onGesture(g: Gesture): void; now?: () => number },
): () => void {
  const recogniser = createGestureRecognizer({ waitForDoubleTap: options.waitForDoubleTap });
  const now = options.now ?? (() => performance.now());
  let timer: ReturnType<typeof setTimeout> | undefined;

  const emit = (gestures: Gesture[]) => {
    for (const g of gestures) options.onGesture(g);
  };
  const arm = () => {
    clearTimeout(timer);
    const deadline = recogniser.nextDeadline();
    if (deadline === null) return;
    timer = setTimeout(() => {
      emit(recogniser.tick(Math.max(now(), deadline)));
      arm();
    }, Math.max(0, deadline - now()));
  };
  const handler = (kind: PointerSample['kind']) => (e: PointerEvent) => {
    if (kind === 'down') {
      if (!e.isPrimary) return;
      el.setPointerCapture?.(e.pointerId);
    }
    // One clock for samples and deadlines: an event's timeStamp may have another origin than `now` (happy-dom does),
    // and mixing them could push the long-press timer out by that difference.
    emit(recogniser.feed({ kind, pointerId: e.pointerId, x: e.clientX, y: e.clientY, t: now() }));
    arm();
  };
  const listeners: Array<[string, EventListener]> = [
    ['pointerdown', handler('down') as EventListener],
    ['pointermove', handler('move') as EventListener],
    ['pointerup', handler('up') as EventListener],
    ['pointercancel', handler('cancel') as EventListener],
    ['contextmenu', ((e: Event) => e.preventDefault()) as EventListener],
  ];
  for (const [type, fn] of listeners) el.addEventListener(type, fn);
  return () => {
    clearTimeout(timer);
    for (const [type, fn] of listeners) el.removeEventListener(type, fn);
  };
}

type MotionPermission = { requestPermission?: () => Promise<'granted' | 'denied'> };

/**
 * iOS asks before a page may read motion sensors, and only from a user gesture: call this from the Start tap.
 * Elsewhere there is nothing to ask. False when the user refused (the undo button still works).
 */
export async function askMotionPermission(): Promise<boolean> {
  const ctor = (globalThis as { DeviceMotionEvent?: MotionPermission }).DeviceMotionEvent;
  if (!ctor) return false;
  if (typeof ctor.requestPermission !== 'function') return true;
  try {
    return (await ctor.requestPermission()) === 'granted';
  } catch {
    return false;
  }
}

/** Calls `onShake` for each shake of the phone (shake-to-undo); returns the function that stops listening. */
export function listenForShake(onShake: () => void): () => void {
  const detect = createShakeDetector();
  const onMotion = (e: DeviceMotionEvent) => {
    const a = e.acceleration;
    const g = e.accelerationIncludingGravity;
    const sample = {
      acceleration: a && a.x !== null ? { x: a.x ?? 0, y: a.y ?? 0, z: a.z ?? 0 } : null,
      withGravity: g && g.x !== null ? { x: g.x ?? 0, y: g.y ?? 0, z: g.z ?? 0 } : null,
      t: e.timeStamp,
    };
    if (detect(sample)) onShake();
  };
  window.addEventListener('devicemotion', onMotion);
  return () => window.removeEventListener('devicemotion', onMotion);
}

/** Keeps the screen on while counting, where the Wake Lock API exists; re-taken when the page becomes visible again. */
export function keepScreenOn(): () => void {
  const wakeLock = (navigator as Navigator & { wakeLock?: { request(type: 'screen'): Promise<{ release(): Promise<void> }> } }).wakeLock;
  if (!wakeLock) return () => undefined;
  let sentinel: { release(): Promise<void> } | null = null;
  let stopped = false;
  const take = () => {
    if (stopped || document.visibilityState !== 'visible') return;
    wakeLock.request('screen').then(
      (s) => (stopped ? void s.release() : (sentinel = s)),
      () => undefined,
    );
  };
  take();
  document.addEventListener('visibilitychange', take);
  return () => {
    stopped = true;
    document.removeEventListener('visibilitychange', take);
    void sentinel?.release().catch(() => undefined);
  };
}
