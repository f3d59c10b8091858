import { useEffect, useMemo, useState } from 'preact/hooks';
import { LL } from '../../../platform/i18n/index.js';
import { session } from '../../../session/index.js';
import type { EmailCode } from '../../../ui/email-code.js';
import { Loading } from '../../../ui/states.js';
import { EmailCodeFields, type EmailCodeTexts } from '../../../ui/EmailCodeFields.js';
import { emailApi } from '../api.js';
import { createAccountEmail, type AccountEmail, type Done, type Mode } from '../model/account-email.js';

const MODES: readonly Mode[] = ['signIn', 'link'];

/**
 * The account's e-mail in the membership centre. With one: which, and that it signs in on any device. Without one:
 * sign in to an account that has an address (this device moves to it, with what it made here), or link an address
 * to this device's account. `holdsPurchases` opens the link flow first: there is something to keep.
 */
export function AccountEmailCard({ holdsPurchases }: { holdsPurchases: boolean }) {
  const [linked, setLinked] = useState<string | null | undefined>(undefined);
  const card = useMemo(() => createAccountEmail({ calls: emailApi, signedIn: (token) => session.signedIn(token) }), []);
  useEffect(() => {
    emailApi.me().then((me) => setLinked(me.email), () => setLinked(null));
  }, []);
  useEffect(() => void (card.mode.value = holdsPurchases ? 'link' : 'signIn'), [holdsPurchases]);
  const t = LL.value.membership;
  const done = card.done.value;
  if (linked === undefined) {
    return (
      <section class="card member-link" aria-busy="true">
        <Loading />
      </section>
    );
  }
  if (done || linked) return <Linked email={done?.email ?? linked!} done={done} />;
  const mode = card.mode.value;
  return (
    <section class="card member-link" id="member-email" aria-labelledby="member-email-title">
      <h2 class="section-title" id="member-email-title">
        {t.link.title()}
      </h2>
      <div class="member-tabs" role="tablist">
        {MODES.map((m) => (
          <button key={m} id={`member-email-${m}`} type="button" role="tab" aria-selected={mode === m} aria-controls="member-email-panel" onClick={() => (card.mode.value = m)}>
            {m === 'signIn' ? t.signIn.tab() : t.link.tab()}
          </button>
        ))}
      </div>
      <div id="member-email-panel" role="tabpanel" aria-labelledby={`member-email-${mode}`}>
        {mode === 'signIn' ? <SignInForm card={card} /> : <LinkForm card={card} />}
      </div>
    </section>
  );
}

function Linked({ email, done }: { email: string; done: Done | null }) {
  const t = LL.value.membership;
  const outcome = !done ? null : done.kind === 'linked' ? t.link.done({ email }) : done.account === 'new' ? t.signIn.newAccount({ email }) : done.merged ? t.signIn.merged({ email }) : t.signIn.signedIn({ email });
  return (
    <section class="card member-link" id="member-email">
      {outcome && (
        <p class="member-done" role="status">
          {outcome}
        </p>
      )}
      <p>{t.link.linked({ email })}</p>
      <p class="muted">{t.signIn.elsewhere()}</p>
    </section>
  );
}

function SignInForm({ card }: { card: AccountEmail }) {
  const t = LL.value.membership.signIn;
  return (
    <>
      <p>{t.text()}</p>
      <CodeForm flow={card.signIn} texts={t} onSubmit={() => void card.submitSignIn()} />
    </>
  );
}

function LinkForm({ card }: { card: AccountEmail }) {
  const t = LL.value.membership.link;
  return (
    <>
      <p>{t.text()}</p>
      <CodeForm flow={card.link} texts={t} onSubmit={() => void card.submitLink()} />
      {card.link.problem.value === 'inUse' && (
        <button type="button" class="btn secondary" onClick={() => card.signInInstead()}>
          {t.signInInstead()}
        </button>
      )}
    </>
  );
}

/** The texts a code form shows: its labels and a message for every problem its flow can have. */
type FormTexts = EmailCodeTexts & Record<'submit' | 'invalidEmail' | 'codeFormat' | 'sendFailed' | 'codeError' | 'codeInvalid', () => string> & Partial<Record<'inUse' | 'alreadyLinked', () => string>>;

/** Address, code and submit of one flow, and what went wrong. */
function CodeForm<Extra extends string>({ flow, texts: t, onSubmit }: { flow: EmailCode<Extra>; texts: FormTexts; onSubmit: () => void }) {
  const busy = flow.busy.value;
  const problem = flow.problem.value;
  return (
    <form class="member-code-form" onSubmit={(e) => (e.preventDefault(), onSubmit())} noValidate>
      <EmailCodeFields flow={flow} texts={t} />
      {flow.requestId.value && (
        <button type="submit" class="btn" disabled={busy} aria-busy={busy}>
          {t.submit()}
        </button>
      )}
      {problem && (
        <p class="member-outcome" role="alert">
          {problem === 'server' ? flow.serverMessage.value : (t[problem as keyof FormTexts] as () => string)()}
        </p>
      )}
    </form>
  );
}
