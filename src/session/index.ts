import { signal } from '@preact/signals';
import type { AppInfo } from '../platform/bridge/actions.js';
import { bridge } from '../platform/bridge/index.js';
import { ACCOUNT_ENDED_KEY, ACCOUNT_KEYS, local } from '../platform/storage.js';
import type { AccountEnd, AccountEndDeps } from './account-end.js';
import { createSessionOwner, type AuthCalls, type SessionPort } from './owner.js';
import { urlToken } from './url-token.js';

export type { AuthCalls, SessionPort } from './owner.js';
export type { Credits, Membership } from './account.js';

let loadAuth: (() => Promise<AuthCalls>) | null = null;
const authCalls = (): Promise<AuthCalls> => (loadAuth ? loadAuth() : Promise.reject(new Error('session not started')));

/** What the end of this device's account uses: it clears the device and restarts the page. */
export const accountEndDeps: AccountEndDeps = {
  storage: local,
  keys: { deletionRequest: ACCOUNT_KEYS.deletionRequest, ended: ACCOUNT_ENDED_KEY },
  deletionState: (id) => authCalls().then((auth) => auth.deletionState(id)),
  // The clearing's code loads only when an account ends.
  clearDevice: () => import('../platform/device-data.js').then((m) => m.clearAccountData(Object.values(ACCOUNT_KEYS))),
  restart: () => location.reload(),
};

/** The end of this device's account (its deletion approved); its code loads only on a device that needs it. */
export const loadAccountEnd = (): Promise<AccountEnd> => import('./account-end.js').then((m) => m.createAccountEnd(accountEndDeps));

/** The page's session (one per page). Only this module's owner writes the token. */
export const session = createSessionOwner({
  context: bridge.context,
  userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
  urlToken,
  storage: local,
  native: {
    getAuthorization: () => bridge.call('getAuthorization').then((r) => r?.token ?? null),
    setAuthorization: (token) => bridge.call('setAuthorization', { token }),
    clearLogin: () => bridge.call('clearLogin'),
  },
  // Only a device that asked for its account's deletion has anything to ask.
  accountEnded: () => (local.get(ACCOUNT_KEYS.deletionRequest) ? loadAccountEnd().then((end) => end.check()) : Promise.resolve(false)),
  sessionEnded: (ended) => loadAccountEnd().then((end) => end.sessionEnded(ended)),
});

/** The native app's info, sent in request headers; null outside the app. */
export const appInfo = signal<AppInfo | null>(null);

/** What the request layer may use of the session: read the token, ask for one, report a 401. */
export const sessionPort: SessionPort = {
  token: session.token,
  demand: () => session.demand(),
  onUnauthorized: (rejected, ended) => session.onUnauthorized(rejected, ended),
};

let started = false;

/** Starts the session once (src/main.tsx): finds the token and, inside the app, follows the native side. */
export function startSession(auth: () => Promise<AuthCalls>): void {
  if (started) return;
  started = true;
  loadAuth = auth;
  // A deletion requested on this device may have been decided since the last visit.
  if (local.get(ACCOUNT_KEYS.deletionRequest)) void loadAccountEnd().then((end) => end.check());
  if (bridge.context.kind === 'app') {
    bridge.call('getAppInfo').then((info) => (appInfo.value = info), () => undefined);
    bridge.on('tokenChanged', (data) => session.nativeTokenChanged(data.token));
    bridge.on('appResume', () => void (session.credits.value && session.refreshAccount().catch(() => undefined)));
  }
  void session.start(auth);
}
