import { describe, expect, it, vi } from 'vitest';
import { Codes } from '../../../../contracts/errors.js';
import { ACCOUNT_KEYS } from '../../../platform/storage.js';
import { safeStorage } from '../../../platform/storage.js';
import type { AccountEndNote } from '../../../session/account-end.js';
import type { DeletionState } from '../api.js';
import { createDeletion, type DeletionCalls } from './deletion.js';

function memoryStorage() {
  const data = new Map<string, string>();
  const localStorage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) } as unknown as Storage;
  return safeStorage('localStorage', { localStorage, sessionStorage: localStorage });
}

/** The request layer's rejection: the business code and the server's message. */
const failure = (name: keyof typeof Codes, msg = 'from the server') => Object.assign(new Error(msg), { code: Codes[name].code, status: Codes[name].status, msg });
const credits = { free: 5, purchased: 20, total: 25, freeExpiresAt: '2026-12-01T00:00:00.000Z' };
const yearly = { type: 'yearly' as const, validUntil: '2027-11-21T00:00:00.000Z' };

/** A server with one account: codes to its own address only, a request id per submission, the state an operator gave it. */
function server(email: string | null, state: DeletionState['status'] = 'pending') {
  const sent: string[] = [];
  const calls: DeletionCalls = {
    me: async () => ({ email, membership: yearly, credits }),
    sendDeletionCode: async (to) => {
      if (to !== email) throw failure(email ? 'VALIDATION_FAILED' : 'EMAIL_REQUIRED');
      sent.push(to);
      return { requestId: 'r1', resendAfterSeconds: 60 };
    },
    submitDeletion: async (body) => {
      if (email && (body as { code?: string }).code !== '123456') throw failure('CODE_INCORRECT', 'Incorrect code, please re-enter');
      return { id: 'd1' };
    },
    deletionState: async (id) => ({ id, status: state, requestedAt: '2026-11-26T10:00:00.000Z', reviewedAt: state === 'pending' ? null : '2026-11-27T09:00:00.000Z' }),
  };
  return { calls, sent };
}

function deletion(calls: DeletionCalls, storage = memoryStorage(), noted: AccountEndNote | null = null) {
  const gone = vi.fn(async () => undefined);
  return { d: createDeletion({ calls, storage, gone, noted: () => noted, now: () => 0 }), gone, storage };
}

describe('account deletion', () => {
  it('checks the e-mail format and the 6 digits before asking the server, and shows the code error it answers', async () => {
    const { calls, sent } = server('me@example.com');
    const { d } = deletion(calls);
    await d.open();
    d.email.value = 'not an address';
    await d.sendCode();
    expect([d.problem.value, sent]).toEqual(['invalidEmail', []]);
    d.email.value = ' me@example.com ';
    await d.sendCode();
    expect([d.problem.value, sent, d.resendAt.value]).toEqual([null, ['me@example.com'], 60_000]);
    d.code.value = '12345';
    await d.submit();
    expect(d.problem.value).toBe('codeFormat');
    d.code.value = '654321';
    await d.submit();
    expect([d.problem.value, d.request.value]).toEqual(['codeError', null]);
  });

  it('says an address that is not this account’s is not, instead of "Failed to send code"', async () => {
    const { d } = deletion(server('me@example.com').calls);
    await d.open();
    d.email.value = 'someone@example.com';
    await d.sendCode();
    expect(d.problem.value).toBe('notThisAccount');
  });

  it('holds the account’s credits and membership before the submission, for the screen to say they are forfeited', async () => {
    const { d } = deletion(server('me@example.com').calls);
    await d.open();
    expect(d.account.value).toEqual({ email: 'me@example.com', membership: yearly, credits });
  });

  it('after submission shows awaiting review, and again whenever the user comes back', async () => {
    const { calls } = server('me@example.com');
    const { d, storage } = deletion(calls);
    await d.open();
    d.email.value = 'me@example.com';
    await d.sendCode();
    d.code.value = '123456';
    await d.submit();
    expect(d.request.value).toMatchObject({ id: 'd1', status: 'pending' });
    expect(storage.get(ACCOUNT_KEYS.deletionRequest)).toBe('d1');
    const later = deletion({ ...calls, me: () => Promise.reject(new Error('401')) }, storage);
    await later.d.open();
    expect(later.d.request.value).toMatchObject({ status: 'pending' });
    expect(later.gone).not.toHaveBeenCalled();
  });

  it.each(['approved', 'erased'] as const)('once %s, clears the device of the account; after the restart says it was cleared', async (status) => {
    const storage = memoryStorage();
    storage.set(ACCOUNT_KEYS.deletionRequest, 'd1');
    const first = deletion(server('me@example.com', status).calls, storage);
    await first.d.open();
    expect(first.gone).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ status }));
    expect(first.d.account.value).toBeNull();

    const state = first.d.request.value!;
    storage.remove(ACCOUNT_KEYS.deletionRequest); // what the device's clearing does
    const after = deletion(server(null).calls, storage, state);
    await after.d.open();
    expect([after.d.request.value?.status, after.d.cleared.value, after.d.account.value]).toEqual([status, true, null]);
    expect(after.gone).not.toHaveBeenCalled();
  });

  it('once the request was rejected, says so once and offers the form for the account the device has now', async () => {
    const storage = memoryStorage();
    storage.set(ACCOUNT_KEYS.deletionRequest, 'd1');
    const { d } = deletion(server(null, 'rejected').calls, storage);
    await d.open();
    expect([d.request.value?.status, d.account.value?.email, storage.get(ACCOUNT_KEYS.deletionRequest)]).toEqual(['rejected', null, null]);
    await d.submit(); // an anonymous account needs no code
    expect(d.request.value).toMatchObject({ status: 'pending' });
  });
});
