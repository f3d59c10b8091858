import { describe, expect, it, vi } from 'vitest';
import { detectContext } from '../platform/context.js';
import { memoryStorage } from './memory-storage.js';
import { createSessionOwner, type AuthCalls, type NativeLogin } from './owner.js';
import { TOKEN_KEY } from './token.js';
import type { SessionEnded } from '../../contracts/accounts.js';

const STORED = 'S'.repeat(32);
const ANON_1 = 'A'.repeat(32);
const ANON_2 = 'B'.repeat(32);
const NATIVE_1 = 'N'.repeat(32);
const NATIVE_2 = 'M'.repeat(32);
const ANDROID = 'Mozilla/5.0 (Linux; Android 12; SM-A135F; wv) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
const APP = `${ANDROID} Lokasi/2.3.0`;

function owner({ ua = ANDROID, stored = {} as Record<string, string>, anonymous = [ANON_1, ANON_2], native = {} as Partial<NativeLogin>, accountEnded = async () => false } = {}) {
  const sessionEnded = vi.fn(async (_ended: SessionEnded) => undefined);
  const { map, storage } = memoryStorage(stored);
  const fresh = [...anonymous];
  const auth: AuthCalls = {
    anonymous: vi.fn(async () => fresh.shift() ?? Promise.reject(new Error('offline'))),
    me: vi.fn(async () => ({ credits: { free: 5, purchased: 0, total: 5, freeExpiresAt: null }, membership: null })),
    deletionState: vi.fn(() => Promise.reject(new Error('not asked'))),
  };
  const login: NativeLogin = { getAuthorization: vi.fn(async () => null), setAuthorization: vi.fn(async () => undefined), clearLogin: vi.fn(async () => undefined), ...native };
  const session = createSessionOwner({ context: detectContext(ua), userAgent: ua, urlToken: null, storage, native: login, accountEnded, sessionEnded });
  return { session, auth, login, map, sessionEnded, start: () => session.start(async () => auth) };
}

describe('the session owner in a browser', () => {
  it('uses the stored token and makes no account', async () => {
    const o = owner({ stored: { [TOKEN_KEY]: STORED } });
    await o.start();
    expect(o.session.token.value).toBe(STORED);
    expect(o.auth.anonymous).not.toHaveBeenCalled();
  });

  it('makes an anonymous account only when a request asks for a token, and keeps it for the next visit', async () => {
    const o = owner();
    const started = o.start();
    await new Promise((r) => setTimeout(r, 20));
    expect(o.auth.anonymous).not.toHaveBeenCalled();
    expect(o.session.token.value).toBeNull();
    o.session.demand();
    await started;
    expect(o.session.token.value).toBe(ANON_1);
    expect(o.map.get(TOKEN_KEY)).toBe(ANON_1);
  });

  it('on 401 starts over as a new anonymous visitor, once for requests rejected together', async () => {
    const o = owner({ stored: { [TOKEN_KEY]: STORED } });
    await o.start();
    const answers = await Promise.all([o.session.onUnauthorized(STORED), o.session.onUnauthorized(STORED)]);
    expect(answers).toEqual([true, true]);
    expect(o.auth.anonymous).toHaveBeenCalledOnce();
    expect(o.session.token.value).toBe(ANON_1);
    expect(o.map.get(TOKEN_KEY)).toBe(ANON_1);
  });

  it('a late 401 for a token already replaced is answered with the new one, without another account', async () => {
    const o = owner({ stored: { [TOKEN_KEY]: STORED } });
    await o.start();
    await o.session.onUnauthorized(STORED);
    expect(await o.session.onUnauthorized(STORED)).toBe(true);
    expect(o.auth.anonymous).toHaveBeenCalledOnce();
  });

  it('when no new account can be made, clears the dead token and says so; a later request tries again', async () => {
    const o = owner({ stored: { [TOKEN_KEY]: STORED }, anonymous: [] });
    await o.start();
    expect(await o.session.onUnauthorized(STORED)).toBe(false);
    expect(o.session.token.value).toBeNull();
    expect(o.map.has(TOKEN_KEY)).toBe(false);
    (o.auth.anonymous as ReturnType<typeof vi.fn>).mockResolvedValueOnce(ANON_2);
    o.session.demand();
    await vi.waitFor(() => expect(o.session.token.value).toBe(ANON_2));
  });
});

describe('signing in with an e-mail code', () => {
  const SIGNED_IN = 'E'.repeat(32);

  it('in a browser keeps the account’s token for the next visit, uses it at once and shows that account’s credits', async () => {
    const o = owner({ stored: { [TOKEN_KEY]: STORED } });
    await o.start();
    vi.mocked(o.auth.me).mockResolvedValueOnce({ credits: { free: 0, purchased: 20, total: 20, freeExpiresAt: null }, membership: { type: 'yearly', validUntil: '2027-11-21T00:00:00.000Z' } });
    await o.session.signedIn(SIGNED_IN);
    expect(o.session.token.value).toBe(SIGNED_IN);
    expect(o.map.get(TOKEN_KEY)).toBe(SIGNED_IN);
    expect(o.session.credits.value?.purchased).toBe(20);
    expect(o.session.membership.value?.type).toBe('yearly');
    await expect(o.session.signedIn('short')).rejects.toThrow();
    expect(o.session.token.value).toBe(SIGNED_IN);
  });

  it('in the app hands the token to the native login, and still uses it where the app cannot take it', async () => {
    const o = owner({ ua: APP, native: { getAuthorization: vi.fn(async () => NATIVE_1) } });
    await o.start();
    await o.session.signedIn(SIGNED_IN);
    expect(o.login.setAuthorization).toHaveBeenCalledExactlyOnceWith(SIGNED_IN);
    expect(o.session.token.value).toBe(SIGNED_IN);
    expect(o.map.has(TOKEN_KEY)).toBe(false);

    const old = owner({ ua: APP, native: { getAuthorization: vi.fn(async () => NATIVE_1), setAuthorization: vi.fn(() => Promise.reject(new Error('unknown_action'))) } });
    await old.start();
    await old.session.signedIn(SIGNED_IN);
    expect(old.session.token.value).toBe(SIGNED_IN);
  });
});

it('makes no new account for a rejected token when the account has ended (the page restarts cleared)', async () => {
  const o = owner({ stored: { [TOKEN_KEY]: STORED }, accountEnded: async () => true });
  await o.start();
  expect(await o.session.onUnauthorized(STORED)).toBe(false);
  expect(o.auth.anonymous).not.toHaveBeenCalled();
});

describe('the session owner in the native app', () => {
  it('takes the native token and never makes an anonymous account', async () => {
    const o = owner({ ua: APP, native: { getAuthorization: vi.fn(async () => NATIVE_1) } });
    await o.start();
    o.session.demand();
    expect(o.session.token.value).toBe(NATIVE_1);
    expect(o.auth.anonymous).not.toHaveBeenCalled();
  });

  it('on 401 clears the native login and uses the token the app hands out next', async () => {
    const tokens = [NATIVE_1, NATIVE_2];
    const o = owner({ ua: APP, native: { getAuthorization: vi.fn(async () => tokens.shift() ?? null) } });
    await o.start();
    expect(await o.session.onUnauthorized(NATIVE_1)).toBe(true);
    expect(o.login.clearLogin).toHaveBeenCalledOnce();
    expect(o.session.token.value).toBe(NATIVE_2);
    expect(o.auth.anonymous).not.toHaveBeenCalled();
  });

  it('on 401 with no new native token, stays logged out until the app pushes one', async () => {
    const o = owner({ ua: APP, native: { getAuthorization: vi.fn(async () => NATIVE_1) } });
    await o.start();
    expect(await o.session.onUnauthorized(NATIVE_1)).toBe(false);
    expect(o.session.token.value).toBeNull();
    // A late answer for the same token clears nothing again.
    expect(await o.session.onUnauthorized(NATIVE_1)).toBe(false);
    expect(o.login.clearLogin).toHaveBeenCalledOnce();
    o.session.nativeTokenChanged(NATIVE_2);
    expect(o.session.token.value).toBe(NATIVE_2);
    o.session.nativeTokenChanged('not a token');
    expect(o.session.token.value).toBeNull();
  });

  it('on SESSION_ENDED clears the native login and ends the account, so the restarted page does not get the token again', async () => {
    const o = owner({ ua: APP, native: { getAuthorization: vi.fn(async () => NATIVE_1) } });
    await o.start();
    const ended: SessionEnded = { status: 'erased', since: '2026-11-23T09:00:00.000Z' };
    expect(await o.session.onUnauthorized(NATIVE_1, ended)).toBe(false);
    expect(o.session.token.value).toBeNull();
    expect(o.login.clearLogin).toHaveBeenCalledOnce();
    expect(vi.mocked(o.login.clearLogin).mock.invocationCallOrder[0]).toBeLessThan(o.sessionEnded.mock.invocationCallOrder[0]!);
    expect(o.sessionEnded).toHaveBeenCalledWith(ended);
    expect(o.login.getAuthorization).toHaveBeenCalledOnce();
  });
});

it('loads credits and membership from the account call', async () => {
  const o = owner({ stored: { [TOKEN_KEY]: STORED } });
  await o.start();
  await o.session.refreshAccount();
  expect(o.session.credits.value).toEqual({ free: 5, purchased: 0, total: 5, freeExpiresAt: null });
  expect(o.session.membership.value).toBeNull();
});

it('shows the total an unlock answered with at once, then the split the account call holds', async () => {
  const o = owner({ stored: { [TOKEN_KEY]: STORED } });
  await o.start();
  await o.session.refreshAccount();
  let answer!: (me: Awaited<ReturnType<AuthCalls['me']>>) => void;
  vi.mocked(o.auth.me).mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
  o.session.creditsChanged(4);
  expect(o.session.credits.value?.total).toBe(4);
  answer({ credits: { free: 4, purchased: 0, total: 4, freeExpiresAt: null }, membership: null });
  await vi.waitFor(() => expect(o.session.credits.value).toEqual({ free: 4, purchased: 0, total: 4, freeExpiresAt: null }));
});
