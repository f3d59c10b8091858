import { render } from 'preact';
import { useState } from 'preact/hooks';
import type { DeletionState } from '../../../contracts/account-data.js';
import { LL, language, preloadNamespaces } from '../../platform/i18n/index.js';
import { loadAccountEnd } from '../../session/index.js';
import type { AccountEnd } from '../../session/account-end.js';
import { Dialog } from '../Dialog.js';
import { dateText } from '../format.js';

/** Says once, on the first screen after the device learnt it, how its account's deletion request ended. */
function AccountEndedNotice({ state, onClose }: { state: DeletionState; onClose: () => void }) {
  const t = LL.value.account.ended;
  const gone = state.status !== 'rejected';
  return (
    <Dialog title={gone ? t.goneTitle() : t.rejectedTitle()} onClose={onClose}>
      <div role="alert" data-account-ended={state.status}>
        <p>{gone ? t.gone({ date: dateText(state.reviewedAt ?? state.requestedAt, language.value) }) : t.rejected()}</p>
      </div>
      <button type="button" class="btn" onClick={onClose}>
        {t.ok()}
      </button>
    </Dialog>
  );
}

function Shown({ state, end }: { state: DeletionState; end: AccountEnd }) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return <AccountEndedNotice state={state} onClose={() => (end.dismiss(), setOpen(false))} />;
}

/** Shows the note the session left (src/session/account-end.ts), with the account texts loaded first. */
export async function showAccountEnded(): Promise<void> {
  const end = await loadAccountEnd();
  const state = end.ended();
  if (!state) return;
  await preloadNamespaces(['account']);
  const host = document.body.appendChild(document.createElement('div'));
  render(<Shown state={state} end={end} />, host);
}
