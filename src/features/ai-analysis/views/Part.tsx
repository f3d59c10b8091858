import type { ComponentChildren } from 'preact';
import { LL } from '../../../platform/i18n/index.js';
import { UnlockPrompt } from '../../../ui/unlock/UnlockDialog.js';

export interface BlockAnswer<T> {
  locked: boolean;
  data: T | null;
}

/** One block of the answer: its content, the 'unlock data' prompt while locked (no data was sent), else 'no data'. */
export function Part<T>({ block, onUnlock, children }: { block: BlockAnswer<T>; onUnlock: () => void; children: (data: T) => ComponentChildren }) {
  if (block.data !== null) return <>{children(block.data)}</>;
  return block.locked ? <UnlockPrompt onUnlock={onUnlock} /> : <p class="muted">{LL.value.states.noData()}</p>;
}
