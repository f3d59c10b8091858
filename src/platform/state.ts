import { effect, type Signal } from '@preact/signals';
import { createContext, h, type ComponentChildren } from 'preact';
import { useContext } from 'preact/hooks';
import { urlToken } from './url-token.js';
import type { AppInfo } from './bridge/actions.js';
import { bridge } from './bridge/index.js';
import type { ClientContext } from './context.js';
import { language } from './i18n/index.js';
import { appInfo, credits, membership, token, type Credits, type Membership } from './session.js';
import { local } from './storage.js';
import { isValidToken, resolveToken, TOKEN_KEY } from './token.js';

export type { Credits, Membership } from './session.js';

export interface AppState {
  token: Signal<string | null>;
  language: typeof language;
  credits: Signal<Credits | null>;
  membership: Signal<Membership | null>;
  appInfo: Signal<AppInfo | null>;
  context: ClientContext;
  /** Reloads credits and membership from `GET /v1/me` (after a purchase, an unlock, or the app coming back). */
  refreshAccount(): Promise<void>;
}

interface Me {
  membership: Membership | null;
  credits: Credits;
}

/** The request layer is its own chunk: the first screen needs it only when a browser has no token yet. */
const loadApi = () => import('../api/request.js').then((m) => m.api);

async function refreshAccount(): Promise<void> {
  const me = await (await loadApi()).get<Me>('/v1/me', { silent: true });
  credits.value = me.credits;
  membership.value = me.membership;
}

async function askAnonymous(): Promise<string> {
  const api = await loadApi();
  return (await api.post<{ token: string }>('/v1/auth/anonymous', undefined, { noToken: true, silent: true })).token;
}

async function startSession(context: ClientContext): Promise<void> {
  if (context.kind === 'app') {
    bridge.call('getAppInfo').then((info) => (appInfo.value = info), () => undefined);
    bridge.on('tokenChanged', (data) => (token.value = isValidToken(data.token) ? data.token : null));
    bridge.on('appResume', () => void (credits.value && refreshAccount().catch(() => undefined)));
  }
  const found = await resolveToken({
    context,
    userAgent: navigator.userAgent,
    urlToken,
    nativeToken: () => bridge.call('getAuthorization').then((r) => r?.token ?? null),
    storage: local,
    anonymous: askAnonymous,
  }).catch(() => null);
  token.value = found?.token ?? null;
  if (context.kind === 'app') return;
  // A browser whose token was cleared (HTTP 401) starts over as a new anonymous visitor.
  let renewing = false;
  effect(() => {
    if (token.value !== null || renewing) return;
    renewing = true;
    askAnonymous()
      .then((fresh) => {
        if (!isValidToken(fresh)) return;
        local.set(TOKEN_KEY, fresh);
        token.value = fresh;
      }, () => undefined)
      .finally(() => (renewing = false));
  });
}

let created: AppState | null = null;

/** Creates the app's state once (src/main.tsx) and starts finding the session token (spec §6). */
export function createAppState(): AppState {
  if (created) return created;
  created = { token, language, credits, membership, appInfo, context: bridge.context, refreshAccount };
  void startSession(bridge.context);
  return created;
}

const AppStateContext = createContext<AppState | null>(null);

export function AppStateProvider({ value, children }: { value: AppState; children?: ComponentChildren }) {
  return h(AppStateContext.Provider, { value }, children);
}

export function useAppState(): AppState {
  const state = useContext(AppStateContext);
  if (!state) throw new Error('useAppState() used outside <AppStateProvider>');
  return state;
}
