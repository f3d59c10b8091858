import { useEffect, useRef, useState } from 'preact/hooks';
import { bridge } from '../../../platform/bridge/index.js';

const GUARD = 'lokasiCounterGuard';

type HistoryState = { idx?: number; [GUARD]?: boolean } | null;
const current = () => window.history.state as HistoryState;

/**
 * Leaves the counter backwards: over the guard entry (if any) and the counter's own entry. On the first page of the
 * app there is nothing to go back to: the native app closes the page, a browser stays on the (now idle) counter.
 */
export function leaveBackwards(): void {
  const guard = current()?.[GUARD] ? 1 : 0;
  const idx = current()?.idx ?? 0;
  if (idx > 0) window.history.go(-(guard + 1));
  else {
    if (guard) window.history.back();
    if (bridge.context.kind === 'app') void bridge.call('closePage').catch(() => undefined);
  }
}

/** After a confirmed close on the counter itself: the guard entry is no longer needed; staying on the idle counter. */
export function dropGuardEntry(): void {
  if (current()?.[GUARD]) window.history.back();
}

export interface LeaveGuard {
  /** True while the "unsaved data will be discarded" dialog is up. */
  asking: boolean;
  /** Shows the dialog; `then` runs after the user confirmed and the count was discarded. */
  ask(then: () => void): void;
  stay(): void;
  leave(): Promise<void>;
}

/**
 * Guards a running count against every way of leaving: the browser or hardware back button (a guard
 * history entry catches it), the native app's back event, in-page links, and closing the page (the browser's own
 * prompt). Nothing is discarded unless the user confirms; `discard` runs only then.
 */
export function useLeaveGuard(active: boolean, discard: () => Promise<void>): LeaveGuard {
  const [asking, setAsking] = useState(false);
  const after = useRef<(() => void) | null>(null);
  const leaving = useRef(false);
  const discardRef = useRef(discard);
  discardRef.current = discard;

  useEffect(() => {
    if (!active) return;
    leaving.current = false;
    const arm = () => window.history.pushState({ ...current(), [GUARD]: true }, '', window.location.href);
    if (!current()?.[GUARD]) arm();
    const onPop = () => {
      if (leaving.current) return;
      // The back step used up the guard entry: put it back until the user decides.
      arm();
      after.current = leaveBackwards;
      setAsking(true);
    };
    const onNativeBack = () => {
      after.current = leaveBackwards;
      setAsking(true);
    };
    const onClick = (e: MouseEvent) => {
      const link = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link) return;
      e.preventDefault();
      e.stopPropagation();
      after.current = () => window.location.assign(link.href);
      setAsking(true);
    };
    const onUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('popstate', onPop);
    window.addEventListener('beforeunload', onUnload);
    document.addEventListener('click', onClick, true);
    const offBack = bridge.on('backPressed', onNativeBack);
    return () => {
      window.removeEventListener('popstate', onPop);
      window.removeEventListener('beforeunload', onUnload);
      document.removeEventListener('click', onClick, true);
      offBack();
    };
  }, [active]);

  return {
    asking,
    ask(then) {
      after.current = then;
      setAsking(true);
    },
    stay() {
      after.current = null;
      setAsking(false);
    },
    async leave() {
      leaving.current = true;
      setAsking(false);
      await discardRef.current();
      const next = after.current;
      after.current = null;
      next?.();
    },
  };
}
