import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLocaleAsync, loadNamespaceAsync } from '../../../i18n/i18n-util.async.js';
import { i18nObject } from '../../../i18n/i18n-util.js';
import { Codes } from '../../../contracts/errors.js';
import type { SessionEnded } from '../../../contracts/accounts.js';
import { createApi } from '../../api/create-api.js';
import { ApiError } from '../../api/errors.js';
import { detectContext } from '../../platform/context.js';
import { clearAccountData } from '../../platform/device-data.js';
import { LL } from '../../platform/i18n/index.js';
import { openSavedReports } from '../../platform/saved-reports/store.js';
import { ACCOUNT_ENDED_KEY, ACCOUNT_KEYS, local, session as tab } from '../../platform/storage.js';
import { showAccountEnded } from './AccountEndedNotice.js';
import { createAccountEnd } from '../../session/account-end.js';
import { createSessionOwner, type AuthCalls } from '../../session/owner.js';

const TOKEN = 'T'.repeat(32);
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120 Safari/537.36';

/**
 * A browser signed in to an account that asked for deletion on another device: its saved reports and marks on the
 * device, the request layer, the session owner and the account's end as the page wires them, and a server that answers
 * every request with SESSION_ENDED.
 */
async function secondDevice(ended: SessionEnded) {
  const reports = await openSavedReports();
  await reports.putBookmark({ lat: 1.28, lon: 103.85, name: 'Raffles Place', path: '/x' });
  await reports.putDocument('recommendation', 'rec-1', 'en', { id: 'rec-1' });
  await reports.close();
  localStorage.setItem(ACCOUNT_KEYS.token, TOKEN);
  const restart = vi.fn();
  const end = createAccountEnd({
    storage: local,
    keys: { deletionRequest: ACCOUNT_KEYS.deletionRequest, ended: ACCOUNT_ENDED_KEY },
    deletionState: () => Promise.reject(new Error('this device made no request')),
    clearDevice: () => clearAccountData(Object.values(ACCOUNT_KEYS)),
    restart,
  });
  const auth: AuthCalls = { anonymous: vi.fn(async () => 'A'.repeat(32)), me: vi.fn(), deletionState: vi.fn() };
  const native = { getAuthorization: vi.fn(async () => null), setAuthorization: vi.fn(), clearLogin: vi.fn() };
  const session = createSessionOwner({ context: detectContext(BROWSER), userAgent: BROWSER, urlToken: null, storage: local, native, sessionEnded: (e) => end.sessionEnded(e) });
  await session.start(async () => auth);
  const envelope = { code: Codes.SESSION_ENDED.code, msg: 'Your account’s deletion was requested: you are signed out', data: ended };
  const fetch = vi.fn(async () => new Response(JSON.stringify(envelope), { status: 401, headers: { 'Content-Type': 'application/json' } }));
  const toasts: string[] = [];
  const api = createApi({
    fetch: fetch as unknown as typeof globalThis.fetch,
    basePath: '',
    tenantId: '000000',
    session,
    language: { value: 'en' },
    appInfo: { value: null },
    messages: () => LL.value.platform,
    toast: (m) => toasts.push(m),
    storage: tab,
    clock: { now: () => Date.now(), sleep: (ms) => new Promise((r) => setTimeout(r, ms)) },
    log: () => undefined,
  });
  return { api, session, auth, restart, toasts, fetch };
}

beforeAll(async () => {
  await loadLocaleAsync('en');
  await loadNamespaceAsync('en', 'account');
  LL.value = i18nObject('en');
});

describe('a device whose account asked for deletion elsewhere', () => {
  it.each([
    ['pending', 'Deletion request submitted, please wait for review', 'You are signed out on every device until the review.'],
    ['erased', 'Your account was deleted', 'This device no longer keeps the account’s saved reports'],
  ] as const)('%s: the request layer clears the device, makes no new account, and the restarted page says why', async (status, title, text) => {
    const d = await secondDevice({ status, since: '2026-11-21T10:00:00.000Z' });

    await expect(d.api.get('/v1/marks')).rejects.toEqual(new ApiError(Codes.SESSION_ENDED.code, 401, 'Your account’s deletion was requested: you are signed out'));

    expect(d.fetch).toHaveBeenCalledOnce();
    expect(d.auth.anonymous).not.toHaveBeenCalled();
    expect(d.session.token.value).toBeNull();
    expect(d.toasts).toEqual([]);
    expect(d.restart).toHaveBeenCalledOnce();
    const after = await openSavedReports();
    expect([after.bookmarks.value, after.listDocuments('recommendation')]).toEqual([[], []]);
    await after.close();
    expect(localStorage.getItem(ACCOUNT_KEYS.token)).toBeNull();

    // The page that starts next: no token (a new visitor when a request asks), and the notice of why.
    await showAccountEnded();
    const notice = document.querySelector(`[data-account-ended="${status}"]`)!;
    expect(document.body.textContent).toContain(title);
    expect(notice.textContent).toContain(text);
    expect(notice.textContent).toContain('2026');
    (Array.from(document.querySelectorAll('button')).find((b) => b.textContent === 'OK') as HTMLButtonElement).click();
    await vi.waitFor(() => expect(localStorage.getItem(ACCOUNT_ENDED_KEY)).toBeNull());
    document.body.innerHTML = '';
  });
});
