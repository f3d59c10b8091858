import type { ComponentChildren } from 'preact';
import { LL } from '../../../platform/i18n/index.js';

export interface BlockAnswer<T> {
  locked: boolean;
  data: T | null;
}

/**
 * One block of the answer: its content, the way to unlock it while locked (no data was sent), else 'no data'. The
 * dialog's code and texts come only when it opens: a reader of an unlocked analysis never downloads them.
 */
export function Part<T>({ block, onUnlock, children }: { block: BlockAnswer<T>; onUnlock: () => void; children: (data: T) => ComponentChildren }) {
  if (block.data !== null) return <>{children(block.data)}</>;
  if (!block.locked) return <p class="muted">{LL.value.states.noData()}</p>;
  return (
    <button type="button" class="btn secondary" onClick={onUnlock}>
      {LL.value.aiAnalysis.report.unlock()}
    </button>
  );
}
