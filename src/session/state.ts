import type { ReadonlySignal } from '@preact/signals';
import { createContext, h, type ComponentChildren } from 'preact';
import { useContext } from 'preact/hooks';
import type { AppInfo } from '../platform/bridge/actions.js';
import { bridge } from '../platform/bridge/index.js';
import type { ClientContext } from '../platform/context.js';
import { language } from '../platform/i18n/index.js';
import type { Credits, Membership } from './account.js';
import { appInfo, session } from './index.js';

export type { Credits, Membership } from './account.js';

/** What screens read of the session and the page; all read-only (the session owner writes them). */
export interface AppState {
  token: ReadonlySignal<string | null>;
  language: typeof language;
  credits: ReadonlySignal<Credits | null>;
  membership: ReadonlySignal<Membership | null>;
  appInfo: ReadonlySignal<AppInfo | null>;
  context: ClientContext;
  /** Reloads credits and membership from `GET /v1/me` (after a purchase, an unlock, or the app coming back). */
  refreshAccount(): Promise<void>;
}

export const appState: AppState = {
  token: session.token,
  language,
  credits: session.credits,
  membership: session.membership,
  appInfo,
  context: bridge.context,
  refreshAccount: () => session.refreshAccount(),
};

const AppStateContext = createContext<AppState | null>(null);

export function AppStateProvider({ value, children }: { value: AppState; children?: ComponentChildren }) {
  return h(AppStateContext.Provider, { value }, children);
}

export function useAppState(): AppState {
  const state = useContext(AppStateContext);
  if (!state) throw new Error('useAppState() used outside <AppStateProvider>');
  return state;
}
