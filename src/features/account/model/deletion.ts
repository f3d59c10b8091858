import { signal } from '@preact/signals';
import { Codes } from '../../../../contracts/errors.js';
import { ACCOUNT_KEYS, type SafeStorage } from '../../../platform/storage.js';
import type { Credits, Membership } from '../../../session/account.js';
import { createEmailCode, type CodeProblem } from '../../../ui/email-code.js';
import type { AccountEndNote } from '../../../session/account-end.js';
import type { DeletionState } from '../api.js';

export { CODE, EMAIL } from '../../../ui/email-code.js';

export interface DeletionCalls {
  me(): Promise<{ email: string | null; membership: Membership | null; credits: Credits }>;
  sendDeletionCode(email: string): Promise<{ requestId: string; resendAfterSeconds: number }>;
  submitDeletion(body: { code: string; requestId: string } | Record<string, never>): Promise<{ id: string }>;
  deletionState(id: string): Promise<DeletionState>;
}

export interface DeletionDeps {
  calls: DeletionCalls;
  /** Local storage: the id of this device's request (its sessions end at submission, so the id is how it asks). */
  storage: SafeStorage;
  /** The account is gone: the device is cleared of it and the page restarts (the session's account end). */
  gone(state: AccountEndNote): Promise<void>;
  /** How the device's last request ended, noted before the page restarted; null when there is nothing to say. */
  noted(): AccountEndNote | null;
  now?: () => number;
}

export type Problem = CodeProblem<'notThisAccount' | 'noEmail' | 'submitFailed'>;

/** A request approved or carried out: the account is gone. */
export const isGone = (state: AccountEndNote | null): boolean => state?.status === 'approved' || state?.status === 'erased';

/**
 * Account deletion: send code, enter code, submit, then awaiting review, shown whenever the user comes
 * back (read with the request id this device kept). Before the submission the screen states what is forfeited, with
 * the account's figures. Once the request is approved the device is cleared of the account (`cleared`); a rejected
 * request is shown once, and the form is offered for the account the device has now.
 */
export function createDeletion({ calls, storage, gone, noted, now = Date.now }: DeletionDeps) {
  const request = signal<AccountEndNote | null>(null);
  /** This device no longer keeps anything of the account (its request was approved). */
  const cleared = signal(false);
  const account = signal<{ email: string | null; membership: Membership | null; credits: Credits } | null>(null);
  const form = createEmailCode<'notThisAccount' | 'noEmail' | 'submitFailed'>({
    send: calls.sendDeletionCode,
    now,
    explain(error, step) {
      if (step === 'send') return error?.code === Codes.VALIDATION_FAILED.code ? 'notThisAccount' : error?.code === Codes.EMAIL_REQUIRED.code ? 'noEmail' : null;
      return error?.code === Codes.CODE_INCORRECT.code || error?.code === Codes.CODE_INVALID.code ? null : 'submitFailed';
    },
  });

  async function open(): Promise<void> {
    const kept = storage.get(ACCOUNT_KEYS.deletionRequest);
    const state = kept ? await calls.deletionState(kept).catch(() => null) : noted();
    request.value = state;
    if (state?.status === 'pending') return;
    if (isGone(state)) {
      // Read now for the first time: the device is cleared and the page restarts; after the restart it says so.
      if (kept) await gone(state!);
      else cleared.value = true;
      return;
    }
    if (kept) storage.remove(ACCOUNT_KEYS.deletionRequest);
    const me = await calls.me();
    account.value = { email: me.email, membership: me.membership, credits: me.credits };
  }

  async function submit(): Promise<void> {
    const anonymous = account.value?.email === null;
    const sent = anonymous ? await form.attempt(() => calls.submitDeletion({})) : await form.enter(({ code, requestId }) => calls.submitDeletion({ code, requestId }));
    if (!sent) return;
    storage.set(ACCOUNT_KEYS.deletionRequest, sent.id);
    request.value = { id: sent.id, status: 'pending', requestedAt: new Date(now()).toISOString(), reviewedAt: null };
  }

  return { ...form, request, cleared, account, open, submit };
}

export type Deletion = ReturnType<typeof createDeletion>;
