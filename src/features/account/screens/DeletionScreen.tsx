import '../account.css';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { LL, language, useNamespace } from '../../../platform/i18n/index.js';
import { local } from '../../../platform/storage.js';
import { toast } from '../../../platform/toast.js';
import { PageHeader } from '../../../ui/PageHeader.js';
import { dateText } from '../../../ui/format.js';
import { Loading } from '../../../ui/states.js';
import { accountApi } from '../api.js';
import { createDeletion, type Deletion } from '../model/deletion.js';

/** Account deletion (10026): e-mail, code, submit; then awaiting review, whenever the user comes back. */
export default function DeletionScreen() {
  const ready = useNamespace('account');
  const d = useMemo(() => createDeletion(accountApi, local), []);
  useEffect(() => {
    d.open().catch(() => (d.problem.value = 'submitFailed'));
  }, []);
  const t = LL.value.account.deletion;
  const state = d.request.value;
  const waiting = state && (state.status === 'pending' || state.status === 'approved');
  return (
    <>
      <PageHeader title={LL.value.titles.userNotes()} />
      <main class="page">
        {!ready || (!waiting && !d.account.value && !d.problem.value) ? (
          <Loading />
        ) : waiting ? (
          <section class="card" role="status">
            <h3>{state.status === 'pending' ? t.pending() : t.approved()}</h3>
            <p class="muted">{t.pendingSince({ date: dateText(state.requestedAt, language.value) })}</p>
          </section>
        ) : (
          <>
            {state?.status === 'rejected' && <p class="card account-notice">{t.rejected()}</p>}
            {state?.status === 'erased' && <p class="card account-notice">{t.erased()}</p>}
            <DeletionForm d={d} />
          </>
        )}
      </main>
    </>
  );
}

/** Seconds until `at` (ms), re-rendered every second while it counts down. */
function useSecondsUntil(at: number): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (at <= Date.now()) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [at, now > at]);
  return Math.max(0, Math.ceil((at - now) / 1000));
}

function DeletionForm({ d }: { d: Deletion }) {
  const t = LL.value.account.deletion;
  const account = d.account.value;
  const busy = d.busy.value;
  const secondsLeft = useSecondsUntil(d.resendAt.value);
  const send = async () => {
    await d.sendCode();
    if (!d.problem.value) toast(t.codeSent());
  };
  return (
    <form class="account-form" onSubmit={(e) => (e.preventDefault(), void d.submit())} noValidate>
      <p>{t.intro()}</p>
      {account?.member && <p class="account-notice">{t.storeNotice()}</p>}
      {account && account.email === null ? (
        <p class="muted">{t.anonymous()}</p>
      ) : (
        <>
          <div class="account-row">
            <label>
              {t.email()}
              <input type="email" autocomplete="email" value={d.email.value} onInput={(e) => (d.email.value = e.currentTarget.value)} disabled={busy} />
            </label>
            <button type="button" class="btn secondary" onClick={() => void send()} disabled={busy || secondsLeft > 0}>
              {secondsLeft > 0 ? t.resendIn({ seconds: secondsLeft }) : t.send()}
            </button>
          </div>
          <label>
            {t.code()}
            <input inputMode="numeric" autocomplete="one-time-code" maxLength={6} value={d.code.value} onInput={(e) => (d.code.value = e.currentTarget.value.replace(/\D/g, ''))} disabled={busy} />
          </label>
        </>
      )}
      {d.problem.value && (
        <p class="account-outcome" role="alert">
          {t[d.problem.value]()}
        </p>
      )}
      <button type="submit" class="btn" disabled={busy}>
        {t.submit()}
      </button>
    </form>
  );
}
