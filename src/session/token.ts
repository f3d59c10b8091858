import type { ClientContext } from '../platform/context.js';
import { ACCOUNT_KEYS, type SafeStorage } from '../platform/storage.js';

/** localStorage key of the browser's token (CONTRACTS.md). */
export const TOKEN_KEY = ACCOUNT_KEYS.token;
export const TOKEN_LENGTH = 32;

/** Exactly 32 characters, as the server issues them. Printable ASCII without spaces, so it is always a valid header value. */
export function isValidToken(value: unknown): value is string {
  return typeof value === 'string' && /^[\x21-\x7e]{32}$/.test(value);
}

/** iOS only: the 32 characters right after `TOKEN/` in the user agent. */
export function tokenFromUserAgent(userAgent: string, context: ClientContext): string | null {
  if (context.os !== 'ios') return null;
  const at = userAgent.indexOf('TOKEN/');
  if (at < 0) return null;
  const candidate = userAgent.slice(at + 6, at + 6 + TOKEN_LENGTH);
  return isValidToken(candidate) ? candidate : null;
}

function withoutToken(query: string): { rest: string; found: string | null } {
  const params = new URLSearchParams(query);
  const found = params.get('token');
  params.delete('token');
  const rest = params.toString();
  return { rest: rest ? `?${rest}` : '', found };
}

/**
 * Reads `token` from the query string or from the query inside the hash (`#/path?token=...`) and removes it from the
 * address bar with history.replaceState, whether or not it is valid: it must be gone before any request or
 * third-party script can see the URL (OWASP ASVS 5.0 14.2.1). Call it first thing at boot.
 */
export function takeUrlToken(win: Pick<Window, 'location' | 'history'>): string | null {
  const { pathname, search, hash } = win.location;
  const fromSearch = withoutToken(search);
  const q = hash.indexOf('?');
  const fromHash = q < 0 ? { rest: '', found: null } : withoutToken(hash.slice(q + 1));
  const found = fromSearch.found ?? fromHash.found;
  if (fromSearch.found === null && fromHash.found === null) return null;
  const cleanHash = q < 0 ? hash : hash.slice(0, q) + fromHash.rest;
  win.history.replaceState(win.history.state, '', pathname + fromSearch.rest + cleanHash);
  return isValidToken(found) ? found : null;
}

export type TokenSource = 'native' | 'userAgent' | 'url' | 'storage' | 'anonymous' | 'signIn';

export interface TokenSources {
  context: ClientContext;
  userAgent: string;
  /** The value `takeUrlToken` took at boot. */
  urlToken: string | null;
  /** Native getAuthorization; only asked inside the app. */
  nativeToken: () => Promise<string | null>;
  storage: SafeStorage;
  /** `POST /v1/auth/anonymous`; only asked outside the app when no other source had a token. */
  anonymous: () => Promise<string>;
}

/** Where a token is looked for, in order: native, iOS user agent, URL, local storage; then, outside the app, a new anonymous account. */
export async function resolveToken(src: TokenSources): Promise<{ token: string; source: TokenSource } | null> {
  if (src.context.kind === 'app') {
    const native = await src.nativeToken().catch(() => null);
    if (isValidToken(native)) return { token: native, source: 'native' };
  }
  const fromUa = tokenFromUserAgent(src.userAgent, src.context);
  if (fromUa) return { token: fromUa, source: 'userAgent' };
  if (src.urlToken) {
    // Kept so a reload still has it: the address bar no longer does.
    src.storage.set(TOKEN_KEY, src.urlToken);
    return { token: src.urlToken, source: 'url' };
  }
  const stored = src.storage.get(TOKEN_KEY);
  if (isValidToken(stored)) return { token: stored, source: 'storage' };
  if (src.context.kind === 'app') return null;
  const fresh = await src.anonymous();
  if (!isValidToken(fresh)) return null;
  src.storage.set(TOKEN_KEY, fresh);
  return { token: fresh, source: 'anonymous' };
}
