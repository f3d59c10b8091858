import { describe, expect, it, vi } from 'vitest';
import { detectContext } from '../platform/context.js';
import { safeStorage } from '../platform/storage.js';
import { memoryStorage } from './memory-storage.js';
import { isValidToken, resolveToken, takeUrlToken, TOKEN_KEY, tokenFromUserAgent, type TokenSources } from './token.js';

const T_NATIVE = 'N'.repeat(32);
const T_UA = 'U'.repeat(32);
const T_URL = 'L'.repeat(32);
const T_STORED = 'S'.repeat(32);
const T_ANON = 'A'.repeat(32);

const IOS = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 12; SM-A135F; wv) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';

function sources(over: Partial<TokenSources> & { ua: string }): TokenSources & { map: Map<string, string> } {
  const { storage, map } = memoryStorage();
  return {
    context: detectContext(over.ua),
    userAgent: over.ua,
    urlToken: null,
    nativeToken: async () => null,
    storage,
    anonymous: async () => T_ANON,
    map,
    ...over,
  };
}

describe('the 32-character rule', () => {
  it('accepts exactly 32 printable characters and nothing else', () => {
    expect(isValidToken('a'.repeat(32))).toBe(true);
    expect(isValidToken('a'.repeat(31))).toBe(false);
    expect(isValidToken('a'.repeat(33))).toBe(false);
    expect(isValidToken(`${'a'.repeat(31)} `)).toBe(false);
    expect(isValidToken(null)).toBe(false);
  });

  it('takes the 32 characters after TOKEN/ in an iOS user agent only', () => {
    expect(tokenFromUserAgent(`${IOS} Lokasi/2.0.0 TOKEN/${T_UA}`, detectContext(`${IOS} Lokasi/2.0.0`))).toBe(T_UA);
    // more characters follow: still the first 32
    expect(tokenFromUserAgent(`${IOS} TOKEN/${T_UA}xyz`, detectContext(IOS))).toBe(T_UA);
    expect(tokenFromUserAgent(`${IOS} TOKEN/short`, detectContext(IOS))).toBeNull();
    expect(tokenFromUserAgent(`${ANDROID} TOKEN/${T_UA}`, detectContext(ANDROID))).toBeNull();
  });
});

describe('the token\'s order across its sources', () => {
  const APP_IOS = `${IOS} Lokasi/2.3.0 TOKEN/${T_UA}`;

  it('prefers the native getAuthorization answer inside the app', async () => {
    const src = sources({ ua: APP_IOS, nativeToken: async () => T_NATIVE, urlToken: T_URL });
    src.map.set(TOKEN_KEY, T_STORED);
    expect(await resolveToken(src)).toEqual({ token: T_NATIVE, source: 'native' });
  });

  it('falls back to the iOS user agent when the native answer is missing, invalid or fails', async () => {
    for (const nativeToken of [async () => null, async () => 'short', () => Promise.reject(new Error('timeout'))]) {
      expect(await resolveToken(sources({ ua: APP_IOS, nativeToken, urlToken: T_URL }))).toEqual({ token: T_UA, source: 'userAgent' });
    }
  });

  it('uses the URL token next, and keeps it in storage for a reload', async () => {
    const src = sources({ ua: ANDROID, urlToken: T_URL });
    src.map.set(TOKEN_KEY, T_STORED);
    expect(await resolveToken(src)).toEqual({ token: T_URL, source: 'url' });
    expect(src.map.get(TOKEN_KEY)).toBe(T_URL);
  });

  it('uses local storage next, ignoring a stored value that is not 32 characters', async () => {
    const src = sources({ ua: ANDROID });
    src.map.set(TOKEN_KEY, T_STORED);
    expect(await resolveToken(src)).toEqual({ token: T_STORED, source: 'storage' });
    src.map.set(TOKEN_KEY, 'x'.repeat(31));
    expect(await resolveToken(src)).toEqual({ token: T_ANON, source: 'anonymous' });
  });

  it('outside the app with no token anywhere, gets an anonymous one and stores it', async () => {
    const anonymous = vi.fn(async () => T_ANON);
    const src = sources({ ua: ANDROID, anonymous });
    expect(await resolveToken(src)).toEqual({ token: T_ANON, source: 'anonymous' });
    expect(anonymous).toHaveBeenCalledOnce();
    expect(src.map.get(TOKEN_KEY)).toBe(T_ANON);
  });

  it('inside the app never creates an anonymous account', async () => {
    const anonymous = vi.fn(async () => T_ANON);
    expect(await resolveToken(sources({ ua: `${ANDROID} Lokasi/2.3.0`, anonymous }))).toBeNull();
    expect(anonymous).not.toHaveBeenCalled();
  });

  it('works when storage throws (WebView with DOM storage disabled)', async () => {
    const throwing = safeStorage('localStorage', {
      get localStorage(): Storage {
        throw new Error('SecurityError');
      },
    } as Window);
    const src = { ...sources({ ua: ANDROID }), storage: throwing };
    expect(await resolveToken(src)).toEqual({ token: T_ANON, source: 'anonymous' });
  });
});

describe('a token in the URL', () => {
  function fakeWindow(url: string) {
    const u = new URL(url);
    const replaced: string[] = [];
    const win = {
      location: { pathname: u.pathname, search: u.search, hash: u.hash },
      history: { state: { k: 1 }, replaceState: (_s: unknown, _t: string, next: string) => void replaced.push(next) },
    };
    return { win: win as unknown as Window, replaced };
  }

  it('is read from the query string and removed from the address bar, other parameters kept', () => {
    const { win, replaced } = fakeWindow(`https://x.test/app/?lang=th&token=${T_URL}#/report/city/7?id=7`);
    expect(takeUrlToken(win)).toBe(T_URL);
    expect(replaced).toEqual(['/app/?lang=th#/report/city/7?id=7']);
  });

  it('is read from the query inside the hash part too', () => {
    const { win, replaced } = fakeWindow(`https://x.test/#/lokasi/member/home?token=${T_URL}&shopId=3`);
    expect(takeUrlToken(win)).toBe(T_URL);
    expect(replaced).toEqual(['/#/lokasi/member/home?shopId=3']);
  });

  it('of the wrong length is rejected but still removed', () => {
    const { win, replaced } = fakeWindow('https://x.test/?token=abc#/');
    expect(takeUrlToken(win)).toBeNull();
    expect(replaced).toEqual(['/#/']);
  });

  it('leaves the address bar alone when there is none', () => {
    const { win, replaced } = fakeWindow('https://x.test/?lang=de#/contact-us?id=1');
    expect(takeUrlToken(win)).toBeNull();
    expect(replaced).toEqual([]);
  });
});
