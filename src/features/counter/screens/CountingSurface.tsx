import { useComputed, useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { LL } from '../../../platform/i18n/index.js';
import type { CounterModel } from '../model.js';
import { attachGestureSurface, keepScreenOn, listenForShake } from './gesture-surface.js';

function clock(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(Math.floor(s / 3600))}:${p(Math.floor(s / 60) % 60)}:${p(s % 60)}`;
}

/**
 * The full-screen counting surface. It renders once per session: every number on it is a signal passed straight into
 * the text (`{tally.total}`), so a count changes one text node and no component renders again.
 */
export function CountingSurface({ model, onStop, onClose }: { model: CounterModel; onStop(): void; onClose(): void }) {
  const surface = useRef<HTMLDivElement>(null);
  const tallies = model.tallies.value;
  const startedAt = model.session.peek()?.startedAt ?? Date.now();
  const elapsed = useSignal(clock(Date.now() - startedAt));
  const undoDisabled = useComputed(() => !model.canUndo.value);
  const stop = useRef(onStop);
  stop.current = onStop;

  useEffect(() => {
    const el = surface.current;
    if (!el) return;
    const detach = attachGestureSurface(el, {
      waitForDoubleTap: tallies.some((t) => t.item.operation === 'doubleClick'),
      onGesture: (g) => (g === 'longPress' ? stop.current() : model.countOperation(g)),
    });
    const stopShake = listenForShake(() => model.undo());
    const release = keepScreenOn();
    const tick = setInterval(() => {
      model.tick();
      elapsed.value = clock(Date.now() - startedAt);
    }, 1000);
    return () => {
      detach();
      stopShake();
      release();
      clearInterval(tick);
    };
  }, [tallies]);

  const t = LL.value.counter;
  const keep = (e: Event) => e.stopPropagation();
  return (
    <div class="counting" ref={surface} data-testid="counting-surface">
      <div class="counting-bar">
        <button type="button" class="icon-btn" aria-label={LL.value.states.close()} onPointerDown={keep} onClick={onClose}>
          <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
        <span class="counting-clock" aria-label={t.detail.duration()}>
          {elapsed}
        </span>
      </div>
      {model.writeError.value && (
        <p class="counting-error" role="alert">
          {t.counting.writeFailed({ error: model.writeError.value })}
        </p>
      )}
      <ul class={`tallies tallies-${tallies.length}`}>
        {tallies.map((tally, i) => (
          <li key={i} class="tally" data-testid={`tally-${i}`}>
            <span class="tally-title">{tally.item.title}</span>
            <span class="tally-op">{t.operations[tally.item.operation]()}</span>
            <strong class="tally-total" aria-live="off">
              {tally.total}
            </strong>
            <span class="tally-windows">
              <span>
                {tally.window1} {t.counting.minute()}
              </span>
              <span>
                {tally.window5} {t.counting.fiveMinutes()}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <p class="counting-hint">
        {t.counting.hint()} · {t.counting.stopHint()}
        <br />
        {t.counting.undoHint()}
      </p>
      <button type="button" class="btn secondary counting-undo" disabled={undoDisabled} onPointerDown={keep} onClick={() => model.undo()}>
        {t.counting.undo()}
      </button>
    </div>
  );
}
