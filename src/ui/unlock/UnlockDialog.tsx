/*
 * Usage (AREA-SCREENS): a locked block shows <UnlockPrompt onUnlock={open} />; while open, render
 *
 *   <UnlockDialog cost={report.unlockCost} opens={report.unlockOpens} unlock={() => api.unlock(id, 'surroundings')}
 *                 onUnlocked={reloadReport} onClose={close} />
 *
 * The dialog shows the cost (from the report's answer, never typed in) and the session's available credits before any
 * charge, loading the balance when the page has none yet. Analyze calls `unlock` once; with too few credits Analyze,
 * like Get Credits, goes to the credits purchase page. The balance the server answers with goes into the session's
 * credits signal. `onUnlocked` runs after a successful unlock (the dialog closes itself through `onClose` too).
 */
import { useMemo } from 'preact/hooks';
import { LL, useNamespace } from '../../platform/i18n/index.js';
import { useNavigate } from '../../platform/routing/router.js';
import { session } from '../../session/index.js';
import { Dialog } from '../Dialog.js';
import { session as tabStorage } from '../../platform/storage.js';
import { createUnlockModel, GET_CREDITS_PATH, RETURN_AFTER_CREDITS_KEY, type UnlockAccount } from './model.js';
import './unlock.css';

/** The page's session as the dialog needs it. */
const sessionAccount: UnlockAccount = {
  credits: session.credits,
  refresh: () => session.refreshAccount(),
  changed: (total) => session.creditsChanged(total),
};

export interface UnlockDialogProps {
  cost: number;
  /** How many figures with data the unlock opens (the report's `unlockOpens`): the reader knows what the credit buys. */
  opens?: number;
  /** Title and lead of a charge that is not a report's unlock (a recommendation made): what the credit buys, in words. */
  texts?: { title: string; lead: string };
  /** What the charge will and will not measure, worded by the server (an analysis's coverage), shown before any charge. */
  notes?: readonly string[];
  /** The charge; answers the balance after it. */
  unlock: () => Promise<{ balance: number }>;
  onUnlocked: () => void;
  onClose: () => void;
  /** The session's account; tests pass their own. */
  account?: UnlockAccount;
}

export function UnlockDialog({ cost, opens, texts, notes = [], unlock, onUnlocked, onClose, account = sessionAccount }: UnlockDialogProps) {
  const navigate = useNavigate();
  const model = useMemo(
    () =>
      createUnlockModel({
        cost,
        account,
        unlock,
        getCredits: () => {
          tabStorage.set(RETURN_AFTER_CREDITS_KEY, window.location.hash.slice(1));
          navigate(GET_CREDITS_PATH);
        },
        unlocked: () => {
          onUnlocked();
          onClose();
        },
      }),
    [],
  );
  if (!useNamespace('unlock')) return null;
  const t = LL.value.unlock;
  const status = model.status.value;
  const available = model.available.value;
  const problem = model.problem.value;
  return (
    <Dialog title={texts?.title ?? t.title()} onClose={onClose}>
      <p>{texts?.lead ?? t.lead()}</p>
      {opens !== undefined && <p data-unlock="opens">{t.opens({ count: opens })}</p>}
      {notes.map((note) => (
        <p key={note} class="unlock-note" data-unlock="coverage">
          {note}
        </p>
      ))}
      <dl class="unlock-figures">
        <div>
          <dt>{t.cost()}</dt>
          <dd data-unlock="cost">{t.costValue({ count: model.cost })}</dd>
        </div>
        <div>
          <dt>{t.available()}</dt>
          <dd data-unlock="available" aria-live="polite">
            {available === null ? (model.balanceFailed.value ? t.balanceFailed() : t.checking()) : available}
          </dd>
        </div>
      </dl>
      {model.balanceFailed.value && (
        <button type="button" class="btn secondary" onClick={model.retryBalance}>
          {t.retry()}
        </button>
      )}
      {status === 'ready' && !model.enough.value && <p class="unlock-note">{t.tooFew()}</p>}
      {problem && (
        <p class="unlock-note" role="alert">
          {problem === 'insufficient' ? t.insufficient() : t.failed()}
        </p>
      )}
      <div class="unlock-actions">
        <button type="button" class="btn" disabled={status !== 'ready'} aria-busy={status === 'unlocking'} onClick={() => void model.analyze()}>
          {status === 'unlocking' ? t.unlocking() : t.analyze()}
        </button>
        <button type="button" class="btn secondary" onClick={model.getCredits}>
          {t.getCredits()}
        </button>
      </div>
    </Dialog>
  );
}
