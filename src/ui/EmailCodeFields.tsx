import { toast } from '../platform/toast.js';
import type { EmailCode } from './email-code.js';
import { useSecondsUntil } from './use-seconds-until.js';

/** The labels of an e-mail code flow, in the screen's own texts. */
export interface EmailCodeTexts {
  email(): string;
  send(): string;
  resendIn(args: { seconds: number }): string;
  code(): string;
  codeSent(): string;
}

/**
 * The address and its send button (counting down the server's wait before a code may be sent again), and the code's
 * field: shown from the start (`codeFirst`), or once a code was sent. What went wrong and the submit are the screen's.
 */
export function EmailCodeFields<Extra extends string>({ flow, texts: t, codeFirst = false }: { flow: EmailCode<Extra>; texts: EmailCodeTexts; codeFirst?: boolean }) {
  const busy = flow.busy.value;
  const secondsLeft = useSecondsUntil(flow.resendAt.value);
  const send = async () => {
    if (await flow.sendCode()) toast(t.codeSent());
  };
  return (
    <>
      <div class="email-code-send">
        <label class="field">
          {t.email()}
          <input type="email" autocomplete="email" value={flow.email.value} onInput={(e) => (flow.email.value = e.currentTarget.value)} disabled={busy} />
        </label>
        <button type="button" class="btn secondary" onClick={() => void send()} disabled={busy || secondsLeft > 0}>
          {secondsLeft > 0 ? t.resendIn({ seconds: secondsLeft }) : t.send()}
        </button>
      </div>
      {(codeFirst || flow.requestId.value) && (
        <label class="field">
          {t.code()}
          <input inputMode="numeric" autocomplete="one-time-code" maxLength={6} value={flow.code.value} onInput={(e) => (flow.code.value = e.currentTarget.value.replace(/\D/g, ''))} disabled={busy} />
        </label>
      )}
    </>
  );
}
