import { render } from 'preact';
import { useState } from 'preact/hooks';
import { LL, language, preloadNamespaces } from '../../platform/i18n/index.js';
import { loadAccountEnd } from '../../session/index.js';
import type { AccountEnd, AccountEndNote } from '../../session/account-end.js';
import { Dialog } from '../Dialog.js';
import { dateText } from '../format.js';

/** The notice's title and text: the account gone, kept (rejected), or signed out here until the review (pending). */
function texts(state: AccountEndNote): { title: string; text: string } {
  const { ended, deletion } = LL.value.account;
  const date = (at: string) => dateText(at, language.value);
  if (state.status === 'rejected') return { title: ended.rejectedTitle(), text: ended.rejected() };
  if (state.status === 'pending') return { title: deletion.pending(), text: `${deletion.pendingSince({ date: date(state.requestedAt) })} ${deletion.deviceCleared()}` };
  return { title: ended.goneTitle(), text: ended.gone({ date: date(state.reviewedAt ?? state.requestedAt) }) };
}

/** Says once, on the first screen after the device learnt it, how its account's deletion request ended or stands. */
function AccountEndedNotice({ state, onClose }: { state: AccountEndNote; onClose: () => void }) {
  const t = LL.value.account.ended;
  const { title, text } = texts(state);
  return (
    <Dialog title={title} onClose={onClose}>
      <div role="alert" data-account-ended={state.status}>
        <p>{text}</p>
      </div>
      <button type="button" class="btn" onClick={onClose}>
        {t.ok()}
      </button>
    </Dialog>
  );
}

function Shown({ state, end }: { state: AccountEndNote; end: AccountEnd }) {
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
