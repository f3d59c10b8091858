import { describe, expect, it } from 'vitest';
import { safeStorage } from '../../../platform/storage.js';
import type { DeletionState } from '../api.js';
import { createDeletion, DELETION_KEY, type DeletionCalls } from './deletion.js';

function memoryStorage() {
  const data = new Map<string, string>();
  const localStorage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) } as unknown as Storage;
  return safeStorage('localStorage', { localStorage, sessionStorage: localStorage });
}

/** A server with one account: codes, a request id per submission, and the state an operator gave it. */
function server(email: string | null, state: DeletionState['status'] = 'pending') {
  const sent: string[] = [];
  const calls: DeletionCalls = {
    me: async () => ({ email, membership: null }),
    sendDeletionCode: async (to) => (sent.push(to), { requestId: 'r1', resendAfterSeconds: 60 }),
    submitDeletion: async (body) => {
      if (email && (body as { code?: string }).code !== '123456') throw new Error('CODE_INCORRECT');
      return { id: 'd1' };
    },
    deletionState: async (id) => ({ id, status: state, requestedAt: '2026-11-26T10:00:00.000Z', reviewedAt: null }),
  };
  return { calls, sent };
}

describe('account deletion', () => {
  it('checks the e-mail format and the 6 digits before asking the server, and shows the code error it answers', async () => {
    const { calls, sent } = server('me@example.com');
    const d = createDeletion(calls, memoryStorage(), () => 0);
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

  it('after submission shows awaiting review, and again whenever the user comes back', async () => {
    const storage = memoryStorage();
    const { calls } = server('me@example.com');
    const d = createDeletion(calls, storage);
    await d.open();
    d.email.value = 'me@example.com';
    await d.sendCode();
    d.code.value = '123456';
    await d.submit();
    expect(d.request.value).toMatchObject({ id: 'd1', status: 'pending' });
    expect(storage.get(DELETION_KEY)).toBe('d1');
    const later = createDeletion({ ...calls, me: () => Promise.reject(new Error('401')) }, storage);
    await later.open();
    expect(later.request.value).toMatchObject({ status: 'pending' });
  });

  it('once the request was rejected, says so once and offers the form for the account the device has now', async () => {
    const storage = memoryStorage();
    storage.set(DELETION_KEY, 'd1');
    const d = createDeletion(server(null, 'rejected').calls, storage);
    await d.open();
    expect([d.request.value?.status, d.account.value, storage.get(DELETION_KEY)]).toEqual(['rejected', { email: null, member: false }, null]);
    await d.submit(); // an anonymous account needs no code
    expect(d.request.value).toMatchObject({ status: 'pending' });
  });
});
