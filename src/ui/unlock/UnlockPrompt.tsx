import { LL, useNamespace } from '../../platform/i18n/index.js';
import './unlock.css';

/** What a locked block shows in place of its data: the 'unlock data' prompt that opens the dialog. */
export function UnlockPrompt({ onUnlock }: { onUnlock: () => void }) {
  if (!useNamespace('unlock')) return null;
  const t = LL.value.unlock;
  return (
    <div class="unlock-prompt">
      <p>{t.locked()}</p>
      <button type="button" class="btn secondary" onClick={onUnlock}>
        {t.prompt()}
      </button>
    </div>
  );
}
