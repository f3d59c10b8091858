import { signal } from '@preact/signals';
import type { SignIn } from '../../../../contracts/accounts.js';
import { Codes } from '../../../../contracts/errors.js';
import { createEmailCode } from '../../../ui/email-code.js';

export interface AccountEmailCalls {
  sendLoginCode(email: string): Promise<{ requestId: string; resendAfterSeconds: number }>;
  login(email: string, code: string, requestId: string): Promise<SignIn>;
  sendLinkCode(email: string): Promise<{ requestId: string; resendAfterSeconds: number }>;
  link(email: string, code: string, requestId: string): Promise<{ email: string }>;
}

export interface AccountEmailDeps {
  calls: AccountEmailCalls;
  /** The session moves to the account signed in to (src/session: stored, or handed to the native login). */
  signedIn(token: string): Promise<void>;
  now?: () => number;
}

/** Signing in to an account that has the address, or giving this device's account an address. */
export type Mode = 'signIn' | 'link';

/** What happened, for the card to say: signed in (and whether this device's account joined it), or linked. */
export type Done = { kind: 'signedIn'; email: string; merged: boolean; account: SignIn['account'] } | { kind: 'linked'; email: string };

/**
 * The member centre's e-mail card for a device without one ("link an e-mail to keep account benefits"): two
 * flows, each with its own code. Sign in: the device moves to the account of the address, and what it made here joins
 * that account (counts, saved reports, marks, credits, membership). Link: this device's account takes the address. An
 * address that already has an account cannot be linked: the card offers to sign in to it instead.
 */
export function createAccountEmail({ calls, signedIn, now }: AccountEmailDeps) {
  const mode = signal<Mode>('signIn');
  const done = signal<Done | null>(null);
  const signIn = createEmailCode({ send: calls.sendLoginCode, now });
  const link = createEmailCode<'inUse' | 'alreadyLinked'>({
    send: calls.sendLinkCode,
    now,
    explain: (error) => (error?.code === Codes.EMAIL_IN_USE.code ? 'inUse' : error?.code === Codes.EMAIL_ALREADY_LINKED.code ? 'alreadyLinked' : null),
  });

  return {
    mode,
    done,
    signIn,
    link,
    async submitSignIn(): Promise<void> {
      const answer = await signIn.enter(({ email, code, requestId }) => calls.login(email, code, requestId));
      if (!answer) return;
      await signedIn(answer.token);
      done.value = { kind: 'signedIn', email: answer.email, merged: answer.merged, account: answer.account };
    },
    async submitLink(): Promise<void> {
      const answer = await link.enter(({ email, code, requestId }) => calls.link(email, code, requestId));
      if (answer) done.value = { kind: 'linked', email: answer.email };
    },
    /** From a link refused for an address that has an account: sign in to it, the address already typed. */
    signInInstead(): void {
      signIn.email.value = link.email.value;
      link.problem.value = null;
      mode.value = 'signIn';
    },
  };
}

export type AccountEmail = ReturnType<typeof createAccountEmail>;
