import { signal, type ReadonlySignal } from '@preact/signals';
import type { ClientContext } from '../platform/context.js';
import type { SafeStorage } from '../platform/storage.js';
import type { DeletionState } from '../../contracts/account-data.js';
import type { SessionEnded } from '../../contracts/accounts.js';
import type { Credits, Me, Membership } from './account.js';
import { isValidToken, resolveToken, TOKEN_KEY, type TokenSource } from './token.js';

/** The account calls the session needs; the request layer provides them (src/api/auth-calls.ts). */
export interface AuthCalls {
  /** `POST /v1/auth/anonymous`: a new anonymous account's token. */
  anonymous(): Promise<string>;
  /** `GET /v1/me` with the current token. */
  me(): Promise<Pick<Me, 'credits' | 'membership'>>;
  /** `GET /v1/account/deletions/{id}` (no token): the state of the deletion request this device made. */
  deletionState(id: string): Promise<DeletionState>;
}

/** The native app's side of the session (bridge actions getAuthorization, setAuthorization and clearLogin, CONTRACT.md). */
export interface NativeLogin {
  getAuthorization(): Promise<string | null>;
  /** The page signed in with an e-mail code: the app keeps the token as its login. Rejects in an app without it. */
  setAuthorization(token: string): Promise<unknown>;
  clearLogin(): Promise<unknown>;
}

export interface SessionDeps {
  context: ClientContext;
  userAgent: string;
  /** The token `takeUrlToken` took from the address bar at boot. */
  urlToken: string | null;
  storage: SafeStorage;
  native: NativeLogin;
  /**
   * Asked before a rejected token is renewed: true when the account is gone (its deletion approved), the device
   * cleared and the page restarting; then no new account is made for a page about to start again.
   */
  accountEnded?: () => Promise<boolean>;
  /**
   * The server ended the rejected token's session because its account asked for deletion (SESSION_ENDED): clears the
   * device, notes why and restarts the page (account-end.ts), as on the device that asked.
   */
  sessionEnded?: (ended: SessionEnded) => Promise<void>;
}

/** What the request layer gets: it reads the token and reports a rejection, and never writes the token. */
export interface SessionPort {
  readonly token: ReadonlySignal<string | null>;
  /**
   * A request is waiting for a token. A browser without one gets its anonymous account now, not at boot: pages that
   * never call an authenticated endpoint (the intro, the reports) neither download the request layer for it nor make
   * an account nobody uses.
   */
  demand(): void;
  /**
   * The server answered 401 to `rejected` (expired after a period without use, or revoked). Resolves true once a
   * different valid token is in place, so the request is sent again once; false when there is none (the user must
   * log in again in the native app). With `ended` (the answer was SESSION_ENDED) the account is over on this device:
   * no new token, the device is cleared and the page restarts.
   */
  onUnauthorized(rejected: string, ended?: SessionEnded): Promise<boolean>;
}

export interface SessionOwner extends SessionPort {
  readonly source: ReadonlySignal<TokenSource | null>;
  credits: ReadonlySignal<Credits | null>;
  membership: ReadonlySignal<Membership | null>;
  /** Finds the token, its sources in their order; `auth` loads the account calls when they are first needed. */
  start(auth: () => Promise<AuthCalls>): Promise<void>;
  /** The native app pushed a new token (bridge event tokenChanged) or logged out (null). */
  nativeTokenChanged(token: unknown): void;
  /** Reloads credits and membership from `GET /v1/me` (after a purchase, an unlock, or the app coming back). */
  refreshAccount(): Promise<void>;
  /**
   * A call that spent credits (an unlock) answered with the total left: shown at once; the free / purchased split it
   * does not carry is re-read from `GET /v1/me`.
   */
  creditsChanged(total: number): void;
  /**
   * The user signed in with an e-mail code (`POST /v1/auth/login` answered `token`): every following request uses it,
   * and credits and membership are those of that account. A browser keeps it for the next visit; inside the app the
   * native side keeps it (setAuthorization), so its getAuthorization answers it from now on (an app without the action
   * keeps its own login: the page uses the token until it is closed).
   */
  signedIn(token: string): Promise<void>;
}

/** Puts a token in place, with where it came from (none without a token). */
type Use = (value: string | null, from: TokenSource | null) => void;

/** Inside the app: the native login is cleared and asked again; a token other than the one rejected takes over. */
async function renewNative(native: NativeLogin, rejected: string, use: Use): Promise<boolean> {
  use(null, null);
  await native.clearLogin().catch(() => undefined);
  const fresh = await native.getAuthorization().catch(() => null);
  if (!isValidToken(fresh) || fresh === rejected) return false;
  use(fresh, 'native');
  return true;
}

/** In a browser: the kept token goes, and a new anonymous account's token is kept for the next visit. */
async function renewAnonymous(storage: SafeStorage, anonymous: () => Promise<string>, use: Use): Promise<boolean> {
  storage.remove(TOKEN_KEY);
  use(null, null);
  const fresh = await anonymous().catch(() => null);
  if (!isValidToken(fresh)) return false;
  storage.set(TOKEN_KEY, fresh);
  use(fresh, 'anonymous');
  return true;
}

/**
 * The account asked for deletion (SESSION_ENDED): its token is dropped where it is kept (the native login inside the
 * app, so the restarted page is not handed it again), then the device ends the account. Never a new token.
 */
async function endAccount(deps: SessionDeps, ended: SessionEnded, use: Use): Promise<false> {
  use(null, null);
  if (deps.context.kind === 'app') await deps.native.clearLogin().catch(() => undefined);
  else deps.storage.remove(TOKEN_KEY);
  await deps.sessionEnded?.(ended).catch(() => undefined);
  return false;
}

/** The token at start, from its sources in their order (`anonymous` last); null when none gave one. */
function findToken(deps: SessionDeps, anonymous: () => Promise<string>) {
  return resolveToken({
    context: deps.context,
    userAgent: deps.userAgent,
    urlToken: deps.urlToken,
    nativeToken: () => deps.native.getAuthorization(),
    storage: deps.storage,
    anonymous,
  }).catch(() => null);
}

/**
 * The one owner of the session token on the page: it resolves the token, renews it (a new anonymous account
 * in a browser, the native login inside the app) and clears it. Everything else only reads it.
 */
export function createSessionOwner(deps: SessionDeps): SessionOwner {
  const token = signal<string | null>(null);
  const source = signal<TokenSource | null>(null);
  const credits = signal<Credits | null>(null);
  const membership = signal<Membership | null>(null);
  const inApp = deps.context.kind === 'app';
  let loadAuth: (() => Promise<AuthCalls>) | null = null;
  let demanded!: () => void;
  const firstDemand = new Promise<void>((resolve) => (demanded = resolve));
  let renewal: Promise<boolean> | null = null;
  let resolved = false;
  let gaveUpOn: string | null = null;

  const auth = (): Promise<AuthCalls> => (loadAuth ? loadAuth() : Promise.reject(new Error('session not started')));

  function use(value: string | null, from: TokenSource | null): void {
    token.value = value;
    source.value = value ? from : null;
  }

  async function anonymousToken(): Promise<string> {
    return (await auth()).anonymous();
  }

  /** A browser starts over as a new anonymous visitor; the app asks the native side to log in again. */
  async function renew(rejected: string, ended?: SessionEnded): Promise<boolean> {
    if (ended) return endAccount(deps, ended, use);
    if (await deps.accountEnded?.().catch(() => false)) return false;
    return inApp ? renewNative(deps.native, rejected, use) : renewAnonymous(deps.storage, anonymousToken, use);
  }

  /** Requests rejected together share one renewal: one new account, one native login. */
  function renewOnce(rejected: string, ended?: SessionEnded): Promise<boolean> {
    renewal ??= renew(rejected, ended)
      .then((renewed) => ((gaveUpOn = renewed ? null : rejected), renewed))
      .finally(() => (renewal = null));
    return renewal;
  }

  async function refreshAccount(): Promise<void> {
    const me = await (await auth()).me();
    credits.value = me.credits;
    membership.value = me.membership;
  }

  return {
    token,
    source,
    credits,
    membership,
    async start(loader) {
      if (loadAuth) return;
      loadAuth = loader;
      const found = await findToken(deps, () => firstDemand.then(anonymousToken));
      // A token pushed by the native app or renewed while resolving is newer than what was found.
      if (token.value === null && found) use(found.token, found.source);
      resolved = true;
    },
    demand() {
      demanded();
      // The browser's first try failed (offline for a moment): a new request tries again.
      if (resolved && token.value === null && !inApp) void renewOnce('');
    },
    onUnauthorized(rejected, ended) {
      if (token.value !== null && token.value !== rejected) return Promise.resolve(true);
      // A late answer for a token whose renewal already failed: the user was told, the login was cleared once.
      if (token.value === null && rejected === gaveUpOn) return Promise.resolve(false);
      return renewOnce(rejected, ended);
    },
    nativeTokenChanged(value) {
      use(isValidToken(value) ? value : null, 'native');
    },
    refreshAccount,
    creditsChanged(total) {
      if (credits.value) credits.value = { ...credits.value, total };
      void refreshAccount().catch(() => undefined);
    },
    async signedIn(fresh) {
      if (!isValidToken(fresh)) throw new Error('not a session token');
      if (inApp) await deps.native.setAuthorization(fresh).catch(() => undefined);
      else deps.storage.set(TOKEN_KEY, fresh);
      use(fresh, 'signIn');
      gaveUpOn = null;
      await refreshAccount().catch(() => undefined);
    },
  };
}
