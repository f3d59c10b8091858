import { useEffect, useState } from 'preact/hooks';
import { LL } from '../../../platform/i18n/index.js';
import { toast } from '../../../platform/toast.js';
import { linkApi } from '../api.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CODE = /^\d{6}$/;

/** For anonymous accounts: link an e-mail (6-digit code) so membership and credits survive a new device (spec §1). */
export function LinkEmailCard() {
  const [linked, setLinked] = useState<string | null | undefined>(undefined);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [requestId, setRequestId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    linkApi.me().then((me) => setLinked(me.email), () => undefined);
  }, []);
  const t = LL.value.membership.link;
  if (linked === undefined) return null;
  if (linked) return <p class="muted">{t.linked({ email: linked })}</p>;

  const send = async () => {
    if (!EMAIL.test(email.trim())) return setProblem(t.invalidEmail());
    setBusy(true);
    setProblem(null);
    try {
      setRequestId((await linkApi.sendCode(email.trim())).requestId);
      toast(t.codeSent());
    } catch {
      setProblem(t.sendFailed());
    } finally {
      setBusy(false);
    }
  };
  const submit = async () => {
    if (!requestId) return;
    if (!CODE.test(code)) return setProblem(t.codeFormat());
    setBusy(true);
    setProblem(null);
    try {
      setLinked((await linkApi.link(email.trim(), code, requestId)).email);
    } catch {
      setProblem(t.codeError());
    } finally {
      setBusy(false);
    }
  };
  return (
    <section class="card member-link">
      <h2 class="section-title">{t.title()}</h2>
      <p>{t.text()}</p>
      <label>
        {t.email()}
        <input type="email" autocomplete="email" value={email} onInput={(e) => setEmail(e.currentTarget.value)} disabled={busy} />
      </label>
      <button type="button" class="btn secondary" onClick={() => void send()} disabled={busy}>
        {t.send()}
      </button>
      {requestId && (
        <>
          <label>
            {t.code()}
            <input inputMode="numeric" autocomplete="one-time-code" maxLength={6} value={code} onInput={(e) => setCode(e.currentTarget.value.replace(/\D/g, ''))} disabled={busy} />
          </label>
          <button type="button" class="btn" onClick={() => void submit()} disabled={busy}>
            {t.submit()}
          </button>
        </>
      )}
      {problem && (
        <p class="member-outcome" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
