import '../account.css';
import { useEffect, useMemo } from 'preact/hooks';
import { LL, language, useNamespace } from '../../../platform/i18n/index.js';
import { local } from '../../../platform/storage.js';
import { accountEndDeps } from '../../../session/index.js';
import { createAccountEnd, type AccountEndNote } from '../../../session/account-end.js';
import { PageHeader } from '../../../ui/PageHeader.js';
import { dateText } from '../../../ui/format.js';
import { Loading } from '../../../ui/states.js';
import { EmailCodeFields } from '../../../ui/EmailCodeFields.js';
import { accountApi } from '../api.js';
import { createDeletion, isGone, type Deletion } from '../model/deletion.js';

/**
 * Account deletion (10026): what is forfeited, e-mail, code, submit; then the request's state as the server has it,
 * whenever the user comes back. Once approved, the device keeps nothing of the account and says so.
 */
export default function DeletionScreen() {
  const ready = useNamespace('account');
  const d = useMemo(() => {
    const end = createAccountEnd(accountEndDeps);
    return createDeletion({ calls: accountApi, storage: local, gone: end.gone, noted: end.ended });
  }, []);
  useEffect(() => {
    d.open().catch(() => (d.problem.value = 'submitFailed'));
  }, []);
  const state = d.request.value;
  const decided = state !== null && (state.status === 'pending' || isGone(state));
  return (
    <>
      <PageHeader title={LL.value.titles.userNotes()} />
      <main class="page">
        {!ready || (!decided && !d.account.value && !d.problem.value) ? (
          <Loading />
        ) : decided ? (
          <RequestState state={state} cleared={d.cleared.value} />
        ) : (
          <>
            {state?.status === 'rejected' && <p class="card account-notice">{LL.value.account.deletion.rejected()}</p>}
            <DeletionForm d={d} />
          </>
        )}
      </main>
    </>
  );
}

/** The request's state in the server's words: waiting for review, or approved and erased (and this device cleared). */
function RequestState({ state, cleared }: { state: AccountEndNote; cleared: boolean }) {
  const t = LL.value.account.deletion;
  const locale = language.value;
  return (
    <section class="card" role="status" data-deletion={state.status}>
      <h3>{state.status === 'pending' ? t.pending() : state.status === 'approved' ? t.approved() : t.erased()}</h3>
      {state.status === 'pending' ? (
        <p class="muted">{t.pendingSince({ date: dateText(state.requestedAt, locale) })}</p>
      ) : (
        <>
          <p class="muted">{t.approvedOn({ date: dateText(state.reviewedAt ?? state.requestedAt, locale) })}</p>
          <p>{cleared ? t.deviceCleared() : t.clearing()}</p>
        </>
      )}
    </section>
  );
}

/** What the account holds that ends with it, in the account's own figures (GET /v1/me). */
function Forfeited({ account }: { account: NonNullable<Deletion['account']['value']> }) {
  const t = LL.value.account.deletion.forfeit;
  const locale = language.value;
  const { credits, membership } = account;
  const lines = [
    credits.purchased > 0 && t.purchased({ count: credits.purchased }),
    credits.free > 0 && t.free({ count: credits.free }),
    membership && (membership.type === 'lifetime' ? t.lifetime() : t[membership.type]({ date: dateText(membership.validUntil, locale) })),
  ].filter(Boolean) as string[];
  return (
    <section class="account-notice account-forfeit" aria-labelledby="deletion-forfeit">
      <h3 id="deletion-forfeit">{t.title()}</h3>
      {lines.length ? (
        <>
          <ul>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p class="muted">{t.note()}</p>
        </>
      ) : (
        <p>{t.none()}</p>
      )}
    </section>
  );
}

function DeletionForm({ d }: { d: Deletion }) {
  const t = LL.value.account.deletion;
  const account = d.account.value;
  const busy = d.busy.value;
  const problem = d.problem.value;
  return (
    <form class="account-form" onSubmit={(e) => (e.preventDefault(), void d.submit())} noValidate>
      <p>{t.intro()}</p>
      {account && <Forfeited account={account} />}
      {account?.membership && <p class="account-notice">{t.storeNotice()}</p>}
      {account && account.email === null ? (
        <p class="muted">{t.anonymous()}</p>
      ) : (
        <EmailCodeFields flow={d} texts={t} codeFirst />
      )}
      {problem && (
        <p class="account-outcome" role="alert">
          {problem === 'server' ? d.serverMessage.value : t[problem]()}
        </p>
      )}
      <button type="submit" class="btn" disabled={busy}>
        {t.submit()}
      </button>
    </form>
  );
}
