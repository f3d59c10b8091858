import type { ComponentChildren } from 'preact';
import { LL } from '../../../platform/i18n/index.js';
import { ReportSection } from '../../../ui/ReportSection.js';
import { UnlockPrompt } from '../../../ui/unlock/UnlockPrompt.js';

export interface BlockAnswer<T> {
  locked: boolean;
  data: T | null;
}

/**
 * One block of a detailed report: its content, or while locked (the server sent no data) the 'unlock data' prompt
 * that opens the unlock dialog.
 */
export function Block<T>({ title, block, onUnlock, children }: {
  title: string;
  block: BlockAnswer<T>;
  onUnlock: () => void;
  children: (data: T) => ComponentChildren;
}) {
  return (
    <ReportSection title={title}>
      {block.data !== null ? (
        children(block.data)
      ) : block.locked ? (
        <UnlockPrompt onUnlock={onUnlock} />
      ) : (
        <p class="muted">{LL.value.states.noData()}</p>
      )}
    </ReportSection>
  );
}
