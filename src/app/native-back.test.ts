import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleNativeBack } from './native-back.js';

/** A window whose history either has an entry to go back to (fires popstate) or not. */
function fakeWindow(canGoBack: boolean) {
  const target = new EventTarget();
  const back = vi.fn(() => {
    if (canGoBack) setTimeout(() => target.dispatchEvent(new Event('popstate')), 10);
  });
  return {
    history: { back } as unknown as History,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    setTimeout: ((fn: () => void, ms: number) => setTimeout(fn, ms)) as unknown as Window['setTimeout'],
    back,
  };
}

describe('native back button', () => {
  afterEach(() => vi.useRealTimers());

  it('goes back in the page history when there is somewhere to go', () => {
    vi.useFakeTimers();
    const win = fakeWindow(true);
    const closePage = vi.fn();
    handleNativeBack(win, closePage);
    vi.advanceTimersByTime(1000);
    expect(win.back).toHaveBeenCalledTimes(1);
    expect(closePage).not.toHaveBeenCalled();
  });

  it('closes the page when going back changed nothing (first page)', () => {
    vi.useFakeTimers();
    const win = fakeWindow(false);
    const closePage = vi.fn();
    handleNativeBack(win, closePage);
    vi.advanceTimersByTime(299);
    expect(closePage).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(closePage).toHaveBeenCalledTimes(1);
  });
});
