import { toChildArray, type ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/** One part per task: an idle callback where there is one (with a deadline, so parts never wait on a busy page), else a timer. */
function nextTask(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 300 });
    return () => cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 0);
  return () => window.clearTimeout(handle);
}

/**
 * A report's parts rendered in turn: the first `first` at once, then one more per task after each paint. A report
 * answer arrives whole, and building every section of it (with their layout) in one task was the longest task of the
 * city report after its answer (about 70 ms at 3x CPU, most of its Total Blocking Time); parts below the first
 * screen now arrive a task at a time, below what the reader sees, so nothing visible moves. The parts' box is
 * `aria-busy` until the last one is in, so assistive technology (and a test) waits for the whole report.
 */
export function InTurn({ first = 1, children }: { first?: number; children: ComponentChildren }) {
  const parts = toChildArray(children);
  const [shown, setShown] = useState(first);
  const more = shown < parts.length;
  useEffect(() => (more ? nextTask(() => setShown((n) => n + 1)) : undefined), [shown, more]);
  return (
    <div class="in-turn" aria-busy={more ? 'true' : undefined}>
      {parts.slice(0, shown)}
    </div>
  );
}
