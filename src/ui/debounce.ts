/** Calls `fn` once input has been quiet for `delayMs`; `flush` runs a pending call now (Enter in a search box). */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, delayMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const fire = () => {
    timer = undefined;
    const args = pending;
    pending = undefined;
    if (args) fn(...args);
  };
  return {
    call(...args: A) {
      pending = args;
      clearTimeout(timer);
      timer = setTimeout(fire, delayMs);
    },
    flush() {
      clearTimeout(timer);
      fire();
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      pending = undefined;
    },
  };
}
