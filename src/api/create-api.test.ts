import { describe, expect, it, vi } from 'vitest';
import en from '../../i18n/en/index.js';
import zh from '../../i18n/zh/index.js';
import type { Translations } from '../../i18n/i18n-types.js';
import { i18nObject, loadedLocales } from '../../i18n/i18n-util.js';
import type { AppInfo } from '../platform/bridge/actions.js';
import { safeStorage } from '../platform/storage.js';
import { createApi, type ApiDeps } from './create-api.js';
import { TOKEN_POLL_MS, type Clock } from './token-wait.js';
import { deriveResponseKey, fromBase64Url, toBase64Url } from './crypto.js';
import { ApiError, CLIENT_CODES } from './errors.js';
import { readRecent, RECENT_KEY } from './recent-requests.js';

// The shell loads dictionaries at runtime; here the two this file reads are put in place directly.
loadedLocales.en = en as unknown as Translations;
loadedLocales.zh = zh as unknown as Translations;
const ZH = i18nObject('zh').platform;

const TOKEN = 'tok0123456789abcdef0123456789abc';
const APP_INFO: AppInfo = { language: 'zh', country: 'MY', versionName: '2.3.0', versionCode: 230, deviceType: 2 };

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

type Reply = { status?: number; body: unknown; contentType?: string };

function fakeFetch(reply: (call: Call) => Reply | Promise<Reply>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: Call = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v])),
      body: init?.body as string | undefined,
    };
    calls.push(call);
    const r = await reply(call);
    const text = typeof r.body === 'string' ? r.body : JSON.stringify(r.body);
    return new Response(text, { status: r.status ?? 200, headers: { 'Content-Type': r.contentType ?? 'application/json' } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function memoryStorage() {
  const map = new Map<string, string>();
  const area = {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  } as Storage;
  return safeStorage('sessionStorage', { sessionStorage: area } as Window);
}

interface SessionOptions {
  token?: { value: string | null };
  /** The session owner's answer to a 401 (default: no new token). */
  onUnauthorized?: (rejected: string) => Promise<boolean>;
}

function setup(reply: (call: Call) => Reply | Promise<Reply>, over: Partial<ApiDeps> & SessionOptions = {}) {
  const f = fakeFetch(reply);
  const toasts: string[] = [];
  const logs: string[] = [];
  const storage = memoryStorage();
  const { token = { value: TOKEN }, onUnauthorized = async () => false, ...rest } = over;
  const session = { token: token as ApiDeps['session']['token'], demand: vi.fn(), onUnauthorized: vi.fn(onUnauthorized) };
  const deps: ApiDeps = {
    fetch: f.fetch,
    basePath: '/test-api',
    tenantId: '000000',
    session,
    language: { value: 'zh' },
    appInfo: { value: null },
    messages: () => ZH,
    toast: (m) => toasts.push(m),
    storage,
    clock: { now: () => Date.now(), sleep: (ms) => new Promise((r) => setTimeout(r, ms)) },
    log: (m) => logs.push(m),
    ...rest,
  };
  return { api: createApi(deps), calls: f.calls, fetch: f.fetch, toasts, logs, session, storage };
}

const ok = (data: unknown): Reply => ({ body: { code: 0, msg: 'ok', data } });

describe('when a request goes out', () => {
  it("in a later task than the one that asked for it, so a screen's render or effects never carry it", async () => {
    const { api, calls } = setup(() => ok(1));
    const answer = api.get('/v1/x');
    for (let tick = 0; tick < 20; tick++) await Promise.resolve();
    expect(calls).toHaveLength(0);
    await expect(answer).resolves.toBe(1);
    expect(calls).toHaveLength(1);
  });
});

describe('request headers per context', () => {
  it('browser: JSON, tenant, bearer token and language; no native app headers', async () => {
    const { api, calls } = setup(() => ok({ id: 1 }));
    await expect(api.post('/v1/feedback', { text: 'hi' })).resolves.toEqual({ id: 1 });
    const [call] = calls;
    expect(call!.url).toBe('/test-api/v1/feedback');
    expect(call!.method).toBe('POST');
    expect(call!.body).toBe('{"text":"hi"}');
    expect(call!.headers).toEqual({
      'content-type': 'application/json',
      'tenant-id': '000000',
      authorization: `Bearer ${TOKEN}`,
      'app-language': 'zh',
    });
  });

  it('native app: adds App-Country, Version-Name, Version-Code and Device-Type from the app info', async () => {
    const { api, calls } = setup(() => ok(null), { appInfo: { value: APP_INFO } });
    await api.get('/v1/me');
    expect(calls[0]!.headers).toMatchObject({
      'app-country': 'MY',
      'version-name': '2.3.0',
      'version-code': '230',
      'device-type': '2',
      'app-language': 'zh',
    });
  });

  it('a no-token request sends no Authorization and does not wait for a token', async () => {
    const { api, calls } = setup(() => ok({ token: 'x' }), { token: { value: null } });
    await api.post('/v1/auth/anonymous', undefined, { noToken: true });
    expect(calls[0]!.headers.authorization).toBeUndefined();
  });

  it('a public-endpoint request goes at once without a token, and carries the token when there is one', async () => {
    const token: { value: string | null } = { value: null };
    const { api, calls } = setup(() => ok([]), { token });
    await api.get('/v1/geo/countries', { tokenOptional: true });
    token.value = TOKEN;
    await api.get('/v1/geo/countries', { tokenOptional: true });
    expect(calls.map((c) => c.headers.authorization ?? null)).toEqual([null, `Bearer ${TOKEN}`]);
  });

  it('sends Content-Type only with a body (the server rejects a JSON content type with an empty body)', async () => {
    const { api, calls } = setup(() => ok(null));
    await api.post('/v1/auth/anonymous', undefined, { noToken: true });
    await api.get('/v1/me');
    await api.delete('/v1/notes/1');
    await api.post('/v1/feedback', {});
    expect(calls.map((c) => [c.body ?? null, c.headers['content-type'] ?? null])).toEqual([
      [null, null],
      [null, null],
      [null, null],
      ['{}', 'application/json'],
    ]);
  });

  it('sends every method with the query string; UPDATE travels as POST with the override header', async () => {
    const { api, calls } = setup(() => ok(null));
    await api.get('/v1/a', { query: { page: 2, q: 'kl', skip: undefined } });
    await api.put('/v1/b', { x: 1 });
    await api.delete('/v1/c');
    await api.update('/v1/d', { y: 2 });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /test-api/v1/a?page=2&q=kl',
      'PUT /test-api/v1/b',
      'DELETE /test-api/v1/c',
      'POST /test-api/v1/d',
    ]);
    expect(calls[3]!.body).toBe('{"y":2}');
    expect(calls[3]!.headers['x-http-method-override']).toBe('UPDATE');
    expect(calls[1]!.headers['x-http-method-override']).toBeUndefined();
  });
});

describe('envelope', () => {
  it('rejects a non-zero business code in a 2xx with that code and toasts its msg', async () => {
    const { api, toasts } = setup(() => ({ body: { code: 4201, msg: '积分不足', data: null } }));
    const err = await api.get('/v1/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 4201, status: 200, msg: '积分不足' });
    expect(toasts).toEqual(['积分不足']);
  });

  it('a whitelisted code rejects without a toast; so does a silent request', async () => {
    const { api, toasts } = setup(() => ({ body: { code: 4201, msg: 'no', data: null } }), { silentCodes: [4201] });
    await expect(api.get('/v1/x')).rejects.toMatchObject({ code: 4201 });
    const other = setup(() => ({ body: { code: 7, msg: 'no', data: null } }));
    await expect(other.api.get('/v1/x', { silent: true })).rejects.toMatchObject({ code: 7 });
    expect([...toasts, ...other.toasts]).toEqual([]);
  });

  it('a malformed answer gives the unknown-business-error message', async () => {
    for (const body of ['<html>oops</html>', '{"data":1}', '[1,2]', '']) {
      const { api, toasts } = setup(() => ({ body, contentType: 'text/plain' }));
      await expect(api.get('/v1/x')).rejects.toMatchObject({ code: CLIENT_CODES.malformed, msg: '未知业务异常' });
      expect(toasts).toEqual(['未知业务异常']);
    }
  });
});

describe('encrypted answers', () => {
  async function serverSide() {
    const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, false, ['deriveBits']);
    const publicKey = toBase64Url(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)));
    let key: CryptoKey | null = null;
    return {
      async agree(clientPublicKey: string) {
        key = await deriveResponseKey(pair.privateKey, fromBase64Url(clientPublicKey), ['encrypt']);
        return { publicKey, keyId: 'k1' };
      },
      /** What server/crypto does: echoes the request's stamp and binds `<METHOD> <path?query> <stamp>`. */
      async seal(envelope: unknown, call: Call, url = call.url.replace('/test-api', '')) {
        const sentAt = call.headers['x-lokasi-encrypt']!.split('.')[1]!;
        const iv = crypto.getRandomValues(new Uint8Array(12));
        const sealed = await crypto.subtle.encrypt(
          { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(`${call.method} ${url} ${sentAt}`) },
          key!,
          new TextEncoder().encode(JSON.stringify(envelope)),
        );
        return `v2.k1.${sentAt}.${toBase64Url(iv)}.${toBase64Url(new Uint8Array(sealed))}`;
      },
    };
  }

  it('agrees a key once (ECDH P-256 + HKDF), asks with X-Lokasi-Encrypt and decrypts AES-GCM answers', async () => {
    const server = await serverSide();
    const { api, calls } = setup(async (call) => {
      if (call.url.endsWith('/v1/crypto/session-key')) return ok(await server.agree(JSON.parse(call.body!).publicKey));
      return { body: await server.seal({ code: 0, msg: 'ok', data: { secret: 42 } }, call), contentType: 'text/plain' };
    });
    await expect(api.get('/v1/reports/9', { encrypt: true, query: { lang: 'zh' } })).resolves.toEqual({ secret: 42 });
    await expect(api.get('/v1/reports/9', { encrypt: true })).resolves.toEqual({ secret: 42 });
    expect(calls.map((c) => c.url)).toEqual(['/test-api/v1/crypto/session-key', '/test-api/v1/reports/9?lang=zh', '/test-api/v1/reports/9']);
    expect(fromBase64Url(JSON.parse(calls[0]!.body!).publicKey)).toHaveLength(65);
    expect(calls[1]!.headers['x-lokasi-encrypt']).toMatch(/^k1\.\d+$/);
  });

  it('refuses a plaintext answer to a request that asked for ciphertext', async () => {
    const server = await serverSide();
    const { api } = setup(async (call) => {
      if (call.url.endsWith('/v1/crypto/session-key')) return ok(await server.agree(JSON.parse(call.body!).publicKey));
      return ok({ secret: 'stripped by a proxy' });
    });
    await expect(api.get('/v1/reports/9', { encrypt: true })).rejects.toMatchObject({ code: CLIENT_CODES.malformed });
  });

  it('refuses an answer replayed from an earlier request to the same URL', async () => {
    const server = await serverSide();
    let first: string | null = null;
    let at = 1_763_719_200_000;
    const clock: Clock = { now: () => (at += 1000), sleep: async () => {} };
    const { api } = setup(
      async (call) => {
        if (call.url.endsWith('/v1/crypto/session-key')) return ok(await server.agree(JSON.parse(call.body!).publicKey));
        first ??= await server.seal({ code: 0, msg: 'ok', data: { balance: 100 } }, call);
        return { body: first, contentType: 'text/plain' };
      },
      { clock },
    );
    await expect(api.get('/v1/me', { encrypt: true })).resolves.toEqual({ balance: 100 });
    await expect(api.get('/v1/me', { encrypt: true })).rejects.toMatchObject({ code: CLIENT_CODES.malformed });
  });

  it('when the server has forgotten the key (40005), agrees a new one and retries once, without a toast', async () => {
    const server = await serverSide();
    let forgotten = true;
    const { api, calls, toasts } = setup(async (call) => {
      if (call.url.endsWith('/v1/crypto/session-key')) return ok(await server.agree(JSON.parse(call.body!).publicKey));
      if (forgotten) {
        forgotten = false;
        return { status: 400, body: { code: 40005, msg: 'unknown key', data: null } };
      }
      return { body: await server.seal({ code: 0, msg: 'ok', data: 'fresh' }, call), contentType: 'text/plain' };
    });
    await expect(api.get('/v1/me', { encrypt: true })).resolves.toBe('fresh');
    expect(calls.map((c) => c.url)).toEqual(['/test-api/v1/crypto/session-key', '/test-api/v1/me', '/test-api/v1/crypto/session-key', '/test-api/v1/me']);
    expect(toasts).toEqual([]);
  });

  it('an answer bound to another request (additional data) is malformed, not trusted', async () => {
    const server = await serverSide();
    const { api } = setup(async (call) => {
      if (call.url.endsWith('/v1/crypto/session-key')) return ok(await server.agree(JSON.parse(call.body!).publicKey));
      return { body: await server.seal({ code: 0, msg: 'ok', data: 1 }, call, '/v1/other'), contentType: 'text/plain' };
    });
    await expect(api.get('/v1/reports/9', { encrypt: true })).rejects.toMatchObject({ code: CLIENT_CODES.malformed });
  });
});

describe('HTTP errors', () => {
  it('401 that the session cannot renew: each request is reported, one session-expired toast under 10 parallel failures', async () => {
    const { api, toasts, session, logs } = setup(() => ({ status: 401, body: { code: 401, msg: 'unauthorized', data: null } }));
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => api.get(`/v1/r/${i}`)));
    expect(results.every((r) => r.status === 'rejected' && (r.reason as ApiError).status === 401)).toBe(true);
    expect(session.onUnauthorized).toHaveBeenCalledWith(TOKEN, undefined);
    expect(toasts).toEqual(['会话过期，请重新登录']);
    expect(logs).toEqual([]);
  });

  it('401 for an expired token: the session renews it and the request is sent again with the new one, silently', async () => {
    const NEW = 'new0123456789abcdef0123456789abc';
    const token = { value: TOKEN as string | null };
    const { api, calls, toasts } = setup((call) => (call.headers.authorization === `Bearer ${NEW}` ? ok({ id: 7 }) : { status: 401, body: '' }), {
      token,
      onUnauthorized: async () => ((token.value = NEW), true),
    });
    await expect(api.post('/v1/counter/sync', { sessions: [] })).resolves.toEqual({ id: 7 });
    expect(calls.map((c) => c.headers.authorization)).toEqual([`Bearer ${TOKEN}`, `Bearer ${NEW}`]);
    expect(calls[1]!.body).toBe(calls[0]!.body);
    expect(toasts).toEqual([]);
  });

  it('a renewed token that is rejected too ends in the session-expired error: one retry, never a loop', async () => {
    const token = { value: TOKEN as string | null };
    let n = 0;
    const { api, calls, toasts } = setup(() => ({ status: 401, body: '' }), {
      token,
      onUnauthorized: async () => ((token.value = `renewed${String(++n).padStart(25, '0')}`), true),
    });
    await expect(api.get('/v1/me')).rejects.toMatchObject({ status: 401, msg: '会话过期，请重新登录' });
    expect(calls).toHaveLength(2);
    expect(toasts).toEqual(['会话过期，请重新登录']);
  });

  it('401 again after a new token shows the session-expired message again (once per token)', async () => {
    const token = { value: TOKEN as string | null };
    const { api, toasts } = setup(() => ({ status: 401, body: '' }), { token });
    await api.get('/v1/a').catch(() => undefined);
    token.value = 'new0123456789abcdef0123456789abc';
    await api.get('/v1/a').catch(() => undefined);
    await api.get('/v1/a').catch(() => undefined);
    expect(toasts).toHaveLength(2);
  });

  it('a no-token request that gets 401 is not a session matter', async () => {
    const { api, session } = setup(() => ({ status: 401, body: '' }), { token: { value: null } });
    await api.post('/v1/auth/anonymous', undefined, { noToken: true }).catch(() => undefined);
    expect(session.onUnauthorized).not.toHaveBeenCalled();
  });

  it("other statuses toast the server's msg, else the server-busy message with the status", async () => {
    const withMsg = setup(() => ({ status: 409, body: { code: 3001, msg: '订单已存在', data: null } }));
    await expect(withMsg.api.post('/v1/orders', {})).rejects.toMatchObject({ code: 3001, status: 409, msg: '订单已存在' });
    expect(withMsg.toasts).toEqual(['订单已存在']);
    const bare = setup(() => ({ status: 502, body: '<html>Bad gateway</html>', contentType: 'text/html' }));
    await expect(bare.api.get('/v1/x')).rejects.toMatchObject({ code: 502, status: 502 });
    expect(bare.toasts).toEqual(['服务器繁忙请稍后再试[502]']);
    expect(bare.logs).toHaveLength(1);
  });

  it('400 is not logged, 500 is', async () => {
    const v = setup(() => ({ status: 400, body: { code: 1001, msg: 'bad', data: { fields: {} } } }));
    await v.api.post('/v1/x', {}).catch(() => undefined);
    expect(v.logs).toEqual([]);
    const s = setup(() => ({ status: 500, body: { code: 9, msg: 'boom', data: null } }));
    await s.api.post('/v1/x', {}).catch(() => undefined);
    expect(s.logs).toHaveLength(1);
  });

  it('a network failure rejects with the network message', async () => {
    const { api, toasts } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.get('/v1/x')).rejects.toMatchObject({ code: CLIENT_CODES.network, status: 0 });
    expect(toasts).toEqual([ZH.networkError()]);
  });
});

describe('waiting for the token', () => {
  it('polls every 10 ms and sends as soon as the token appears', async () => {
    const token = { value: null as string | null };
    let now = 0;
    const sleeps: number[] = [];
    const clock: Clock = {
      now: () => now,
      sleep: async (ms) => {
        sleeps.push(ms);
        now += ms;
        if (now >= 50) token.value = TOKEN;
      },
    };
    const { api, calls, session } = setup(() => ok(1), { token, clock });
    await expect(api.get('/v1/x')).resolves.toBe(1);
    expect(session.demand).toHaveBeenCalledOnce();
    expect(sleeps).toEqual([TOKEN_POLL_MS, 10, 10, 10, 10, 0]);
    expect(calls[0]!.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('gives up after the overall time-out with a clear error and sends nothing', async () => {
    let now = 0;
    const clock: Clock = { now: () => now, sleep: async (ms) => void (now += ms) };
    const { api, calls, toasts } = setup(() => ok(1), { token: { value: null }, clock, tokenWaitMs: 200 });
    await expect(api.get('/v1/x')).rejects.toMatchObject({ code: CLIENT_CODES.tokenTimeout, msg: ZH.tokenTimeout() });
    expect(now).toBe(200);
    expect(calls).toEqual([]);
    expect(toasts).toEqual([ZH.tokenTimeout()]);
  });
});

describe('the last-5 ring in sessionStorage', () => {
  it('keeps method, path, status, duration and code of the last 5 requests, never a token or e-mail', async () => {
    const { api, storage } = setup((call) => (call.url.includes('/fail') ? { status: 404, body: { code: 404, msg: 'nf', data: null } } : ok(null)));
    await api.get('/v1/a');
    await api.get(`/v1/users/jane.doe%40example.com/notes`);
    await api.get(`/v1/share/${TOKEN}`, { query: { email: 'x@y.z', token: TOKEN } });
    await api.post('/v1/b', { email: 'jane@example.com' });
    await api.get('/v1/fail').catch(() => undefined);
    await api.delete('/v1/c');
    const ring = readRecent(storage);
    expect(ring.map((r) => `${r.method} ${r.path} ${r.status} ${r.code}`)).toEqual([
      'GET /v1/users/[email]/notes 200 0',
      'GET /v1/share/[token] 200 0',
      'POST /v1/b 200 0',
      'GET /v1/fail 404 404',
      'DELETE /v1/c 200 0',
    ]);
    expect(ring.every((r) => typeof r.ms === 'number' && r.ms >= 0)).toBe(true);
    const raw = storage.get(RECENT_KEY)!;
    expect(raw).not.toContain(TOKEN);
    expect(raw).not.toMatch(/@|%40/);
  });
});
