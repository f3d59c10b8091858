import { signal } from '@preact/signals';
import type { AppInfo } from '../platform/bridge/actions.js';
import { bridge } from '../platform/bridge/index.js';
import { local } from '../platform/storage.js';
import { createSessionOwner, type AuthCalls, type SessionPort } from './owner.js';
import { urlToken } from './url-token.js';

export type { AuthCalls, SessionPort } from './owner.js';
export type { Credits, Membership } from './account.js';

/** The page's session (one per page). Only this module's owner writes the token. */
export const session = createSessionOwner({
  context: bridge.context,
  userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
  urlToken,
  storage: local,
  native: {
    getAuthorization: () => bridge.call('getAuthorization').then((r) => r?.token ?? null),
    clearLogin: () => bridge.call('clearLogin'),
  },
});

/** The native app's info (spec §7 headers); null outside the app. */
export const appInfo = signal<AppInfo | null>(null);

/** What the request layer may use of the session: read the token, ask for one, report a 401. */
export const sessionPort: SessionPort = {
  token: session.token,
  demand: () => session.demand(),
  onUnauthorized: (rejected) => session.onUnauthorized(rejected),
};

let started = false;

/** Starts the session once (src/main.tsx): finds the token and, inside the app, follows the native side. */
export function startSession(auth: () => Promise<AuthCalls>): void {
  if (started) return;
  started = true;
  if (bridge.context.kind === 'app') {
    bridge.call('getAppInfo').then((info) => (appInfo.value = info), () => undefined);
    bridge.on('tokenChanged', (data) => session.nativeTokenChanged(data.token));
    bridge.on('appResume', () => void (session.credits.value && session.refreshAccount().catch(() => undefined)));
  }
  void session.start(auth);
}
