import { signal } from '@preact/signals';
import type { SafeStorage } from '../../../platform/storage.js';
import type { DeletionState } from '../api.js';

/** Where this device keeps the id of its deletion request: its sessions end at submission, so the id is how it asks. */
export const DELETION_KEY = 'lokasi-deletion-request';
/** Spec §5: a valid e-mail format; a code of exactly 6 digits. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const CODE = /^\d{6}$/;

export interface DeletionCalls {
  me(): Promise<{ email: string | null; membership: unknown }>;
  sendDeletionCode(email: string): Promise<{ requestId: string; resendAfterSeconds: number }>;
  submitDeletion(body: { code: string; requestId: string } | Record<string, never>): Promise<{ id: string }>;
  deletionState(id: string): Promise<DeletionState>;
}

export type Problem = 'invalidEmail' | 'sendFailed' | 'codeFormat' | 'codeError' | 'submitFailed';

/**
 * Account deletion (spec §3-§5): send code, enter code, submit, then awaiting review, shown whenever the user comes
 * back (read with the request id this device kept). A request that was rejected or carried out is shown once, and the
 * form is offered for the account the device has now.
 */
export function createDeletion(calls: DeletionCalls, storage: SafeStorage, now: () => number = Date.now) {
  const request = signal<DeletionState | null>(null);
  const account = signal<{ email: string | null; member: boolean } | null>(null);
  const email = signal('');
  const code = signal('');
  const requestId = signal<string | null>(null);
  const resendAt = signal(0);
  const problem = signal<Problem | null>(null);
  const busy = signal(false);

  async function open(): Promise<void> {
    const kept = storage.get(DELETION_KEY);
    if (kept) {
      const state = await calls.deletionState(kept).catch(() => null);
      request.value = state;
      if (state && (state.status === 'pending' || state.status === 'approved')) return;
      storage.remove(DELETION_KEY);
    }
    const me = await calls.me();
    account.value = { email: me.email, member: me.membership !== null };
  }

  async function step(run: () => Promise<void>, failed: Problem): Promise<void> {
    busy.value = true;
    problem.value = null;
    try {
      await run();
    } catch {
      problem.value = failed;
    } finally {
      busy.value = false;
    }
  }

  async function sendCode(): Promise<void> {
    const address = email.value.trim();
    if (!EMAIL.test(address)) return void (problem.value = 'invalidEmail');
    await step(async () => {
      const sent = await calls.sendDeletionCode(address);
      requestId.value = sent.requestId;
      resendAt.value = now() + sent.resendAfterSeconds * 1000;
    }, 'sendFailed');
  }

  async function submit(): Promise<void> {
    const anonymous = account.value?.email === null;
    if (!anonymous && !CODE.test(code.value)) return void (problem.value = 'codeFormat');
    if (!anonymous && !requestId.value) return void (problem.value = 'codeFormat');
    await step(async () => {
      const { id } = await calls.submitDeletion(anonymous ? {} : { code: code.value, requestId: requestId.value! });
      storage.set(DELETION_KEY, id);
      request.value = { id, status: 'pending', requestedAt: new Date(now()).toISOString(), reviewedAt: null };
    }, anonymous ? 'submitFailed' : 'codeError');
  }

  return { request, account, email, code, requestId, resendAt, problem, busy, open, sendCode, submit };
}

export type Deletion = ReturnType<typeof createDeletion>;
