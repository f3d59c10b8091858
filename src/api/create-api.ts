import redaxios from 'redaxios';
import { Codes } from '../../contracts/errors.js';
import type { TranslationFunctions } from '../../i18n/i18n-types.js';
import type { AppInfo } from '../platform/bridge/actions.js';
import type { SafeStorage } from '../platform/storage.js';
import type { SessionPort } from '../session/owner.js';
import { ApiError, CLIENT_CODES } from './errors.js';
import { recordRequest } from './recent-requests.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'UPDATE';
type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  /** Send no Authorization header and do not wait for the token (e.g. `POST /v1/auth/anonymous`). */
  noToken?: boolean;
  /** A public endpoint (the geo data): the token goes along when there is one, but the request never waits for it. */
  tokenOptional?: boolean;
  /** Ask for an encrypted answer (CONTRACTS.md, response encryption). */
  encrypt?: boolean;
  /** The caller shows its own message: no toast for this request. */
  silent?: boolean;
}

export interface Api {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
  update<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
}

export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export interface ApiDeps {
  fetch: typeof fetch;
  basePath: string;
  tenantId: string;
  /** The session owner's side (src/session): the request layer reads the token and never writes it. */
  session: SessionPort;
  language: { readonly value: string };
  appInfo: { readonly value: AppInfo | null };
  /** The platform messages in the current language (`LL.value.platform` at runtime). */
  messages: () => TranslationFunctions['platform'];
  toast: (message: string) => void;
  /** sessionStorage, for the last-requests ring. */
  storage: SafeStorage;
  clock: Clock;
  log?: (message: string, detail: unknown) => void;
  /** Business codes whose message is never toasted (spec §8: empty by default). */
  silentCodes?: readonly number[];
  tokenWaitMs?: number;
  requestTimeoutMs?: number;
}

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

export const TOKEN_POLL_MS = 10;
const NO_RETRIES: Readonly<{ key: boolean; session: boolean }> = { key: false, session: false };
/** The server no longer knows the key (restarted, session ended): agree a new one and retry once. */
const ENCRYPTION_KEY_UNKNOWN = Codes.ENCRYPTION_KEY_UNKNOWN.code;

function isEnvelope(value: unknown): value is Envelope {
  return !!value && typeof value === 'object' && typeof (value as Envelope).code === 'number';
}

function queryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.set(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : '';
}

export const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** The request layer of spec §7/§8 on redaxios, with every dependency injected so it can be tested with a fake fetch. */
export function createApi(deps: ApiDeps): Api {
  const { messages, clock } = deps;
  const tokenWaitMs = deps.tokenWaitMs ?? 15_000;
  const requestTimeoutMs = deps.requestTimeoutMs ?? 30_000;
  const silentCodes = deps.silentCodes ?? [];
  const log = deps.log ?? ((message, detail) => console.error(message, detail));
  const keys = new Map<string, CryptoKey>();
  let sessionKey: { token: string | null; keyId: Promise<string> } | null = null;
  let expiredToken: string | null | undefined;
  const shown = new WeakSet<ApiError>();

  const http = redaxios.create({
    fetch: (url, init) => {
      const abort = new AbortController();
      const timer = setTimeout(() => abort.abort(), requestTimeoutMs);
      return deps.fetch(url, { ...init, signal: abort.signal }).finally(() => clearTimeout(timer));
    },
    responseType: 'text',
  });

  /** Spec §7: each request waits for the token, polling every 10 ms. */
  async function waitForToken(): Promise<string> {
    const deadline = clock.now() + tokenWaitMs;
    if (!deps.session.token.value) deps.session.demand();
    for (;;) {
      const t = deps.session.token.value;
      if (t) return t;
      if (clock.now() >= deadline) throw new ApiError(CLIENT_CODES.tokenTimeout, 0, messages().tokenTimeout());
      await clock.sleep(TOKEN_POLL_MS);
    }
  }

  /**
   * Node's HTTP parser rejects an `UPDATE` request line before any server code runs, so spec §7's UPDATE travels as
   * POST with an override header (server/http/method-override.ts routes it).
   */
  function wireMethod(method: Method): string {
    return method === 'UPDATE' ? 'POST' : method;
  }
  function methodOverride(method: Method): Record<string, string> {
    return method === 'UPDATE' ? { 'X-HTTP-Method-Override': 'UPDATE' } : {};
  }

  /** Content-Type only with a body: a JSON content type with an empty body is a 400 on the server (Fastify). */
  function headers(token: string | null, encryption: string | null, hasBody: boolean): Record<string, string> {
    const h: Record<string, string> = { 'tenant-id': deps.tenantId, 'App-Language': deps.language.value };
    if (hasBody) h['Content-Type'] = 'application/json';
    if (token) h.Authorization = `Bearer ${token}`;
    const info = deps.appInfo.value;
    if (info) {
      h['App-Country'] = info.country;
      h['Version-Name'] = info.versionName;
      h['Version-Code'] = String(info.versionCode);
      h['Device-Type'] = String(info.deviceType);
    }
    if (encryption) h['X-Lokasi-Encrypt'] = encryption;
    return h;
  }

  /** One key per token; a new token (new session) agrees a new key. */
  function encryptionKeyId(token: string | null): Promise<string> {
    if (sessionKey?.token !== token) {
      const keyId = (async () => {
        const { startKeyAgreement } = await import('./crypto.js');
        const agreement = await startKeyAgreement();
        const answer = await send<{ publicKey: string; keyId: string }>('POST', '/v1/crypto/session-key', { publicKey: agreement.publicKey }, {});
        keys.set(answer.keyId, await agreement.complete(answer.publicKey));
        return answer.keyId;
      })();
      sessionKey = { token, keyId };
      keyId.catch(() => {
        if (sessionKey?.keyId === keyId) sessionKey = null;
      });
    }
    return sessionKey!.keyId;
  }

  /**
   * A body is plain JSON (already parsed by redaxios), or, for a request that asked for encryption (`sealed`), `v2.…`
   * ciphertext under a key this page agreed, answering that very request; anything else is malformed (null). A request
   * that asked for ciphertext takes no plaintext answer but 40005 (the server cannot encrypt with a key it lost).
   * The crypto code is a separate chunk: only pages that asked for encryption load it.
   */
  async function readEnvelope(body: unknown, sealed: { method: Method; url: string; sentAt: number } | null): Promise<Envelope | null> {
    if (isEnvelope(body)) return !sealed || body.code === ENCRYPTION_KEY_UNKNOWN ? body : null;
    if (typeof body !== 'string' || !sealed || keys.size === 0) return null;
    try {
      const { decryptBody, parseEncryptedBody } = await import('./crypto.js');
      const parts = parseEncryptedBody(body);
      const key = parts && keys.get(parts.keyId);
      if (!parts || !key) return null;
      const parsed: unknown = JSON.parse(await decryptBody(key, parts, sealed));
      return isEnvelope(parsed) ? parsed : null;
    } catch {
      return null;
    }
  }

  function notify(message: string, options: RequestOptions, code?: number): void {
    if (options.silent || (code !== undefined && silentCodes.includes(code))) return;
    deps.toast(message);
  }

  /** Each retry happens at most once per request: a new encryption key, a renewed session. */
  async function send<T>(method: Method, path: string, body: unknown, options: RequestOptions, retried = NO_RETRIES): Promise<T> {
    const started = clock.now();
    let status = 0;
    let code: number | null = null;
    try {
      const token = options.noToken ? null : options.tokenOptional ? deps.session.token.value : await waitForToken();
      const keyId = options.encrypt ? await encryptionKeyId(token) : null;
      const url = path + queryString(options.query);
      const sealed = keyId ? { method, url, sentAt: Math.floor(clock.now()) } : null;
      let response: { status: number; data: unknown };
      // The request leaves the task that asked for it: its synchronous part (redaxios reads the cookie jar, fetch hands
      // the request to the network process) took 2-15 ms at boot here, inside the render or effect task that asked.
      await clock.sleep(0);
      try {
        response = await http({
          url: deps.basePath + url,
          method: wireMethod(method) as 'GET',
          data: body === undefined ? undefined : JSON.stringify(body),
          headers: { ...headers(token, sealed && `${keyId}.${sealed.sentAt}`, body !== undefined), ...methodOverride(method) },
        });
      } catch (failure) {
        if (failure && typeof failure === 'object' && 'status' in failure && typeof failure.status === 'number') {
          response = failure as { status: number; data: unknown };
        } else {
          const aborted = (failure as Error)?.name === 'AbortError';
          const err = aborted
            ? new ApiError(CLIENT_CODES.timeout, 0, messages().requestTimeout())
            : new ApiError(CLIENT_CODES.network, 0, messages().networkError());
          log(`${method} ${path} failed`, failure);
          throw err;
        }
      }
      status = response.status;
      const envelope = await readEnvelope(response.data, sealed);
      code = envelope?.code ?? null;
      if (keyId && code === ENCRYPTION_KEY_UNKNOWN && !retried.key) {
        sessionKey = null;
        return await send<T>(method, path, body, options, { ...retried, key: true });
      }
      if (status === 401) {
        // An expired token is renewed silently (a new anonymous account, or the native login) and the request sent again.
        if (token && !retried.session && (await deps.session.onUnauthorized(token))) {
          return await send<T>(method, path, body, options, { ...retried, session: true });
        }
        const message = messages().sessionExpired();
        if (expiredToken !== token) {
          expiredToken = token;
          notify(message, {});
        }
        throw new ApiError(code ?? 401, 401, message);
      }
      if (status < 200 || status >= 300) {
        const message = envelope?.msg || messages().serverBusy({ status });
        if (status !== 400) log(`${method} ${path} → HTTP ${status}`, envelope);
        throw new ApiError(code ?? status, status, message);
      }
      if (!envelope) throw new ApiError(CLIENT_CODES.malformed, status, messages().unknownBusinessError());
      if (envelope.code !== 0) throw new ApiError(envelope.code, status, envelope.msg || messages().unknownBusinessError());
      return envelope.data as T;
    } catch (e) {
      const err = e instanceof ApiError ? e : new ApiError(CLIENT_CODES.malformed, status, messages().unknownBusinessError());
      // An error from the retried request was shown by that request already.
      if (err.status !== 401 && !shown.has(err)) notify(err.msg, options, err.code);
      shown.add(err);
      code ??= err.code;
      throw err;
    } finally {
      recordRequest(deps.storage, { method, path, status, ms: Math.round(clock.now() - started), code });
    }
  }

  return {
    get: (path, options = {}) => send('GET', path, undefined, options),
    post: (path, body, options = {}) => send('POST', path, body, options),
    put: (path, body, options = {}) => send('PUT', path, body, options),
    delete: (path, options = {}) => send('DELETE', path, undefined, options),
    update: (path, body, options = {}) => send('UPDATE', path, body, options),
  };
}
