import type { TranslationFunctions } from '../../i18n/i18n-types.js';
import type { SessionEnded } from '../../contracts/accounts.js';
import { Codes } from '../../contracts/errors.js';
import type { SafeStorage } from '../platform/storage.js';
import type { SessionPort } from '../session/owner.js';
import { createEncryption, ENCRYPTION_KEY_UNKNOWN } from './encryption.js';
import { ApiError, CLIENT_CODES } from './errors.js';
import { recordRequest } from './recent-requests.js';
import { waitForToken, type Clock } from './token-wait.js';
import { createTransport } from './transport.js';
import { queryString, requestHeaders, wireMethod, type Method, type QueryValue, type WireContext } from './wire.js';

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

export interface ApiDeps extends WireContext {
  fetch: typeof fetch;
  basePath: string;
  /** The session owner's side (src/session): the request layer reads the token and never writes it. */
  session: SessionPort;
  /** The platform messages in the current language (`LL.value.platform` at runtime). */
  messages: () => TranslationFunctions['platform'];
  toast: (message: string) => void;
  /** sessionStorage, for the last-requests ring. */
  storage: SafeStorage;
  clock: Clock;
  log?: (message: string, detail: unknown) => void;
  /** Business codes whose message is never toasted (empty by default). */
  silentCodes?: readonly number[];
  tokenWaitMs?: number;
  requestTimeoutMs?: number;
}

const NO_RETRIES: Readonly<{ key: boolean; session: boolean }> = { key: false, session: false };

type Answer = { status: number; data: unknown };

/**
 * The server's answer to one request. redaxios rejects an HTTP error status with the response, which is an answer
 * too (its envelope says what went wrong); no answer at all is a timeout or a network failure, logged with `failed`.
 */
async function answerOf(request: () => Promise<Answer>, messages: ApiDeps['messages'], failed: (failure: unknown) => void): Promise<Answer> {
  try {
    return await request();
  } catch (failure) {
    if (failure && typeof failure === 'object' && 'status' in failure && typeof failure.status === 'number') return failure as Answer;
    const aborted = (failure as Error)?.name === 'AbortError';
    const err = aborted
      ? new ApiError(CLIENT_CODES.timeout, 0, messages().requestTimeout())
      : new ApiError(CLIENT_CODES.network, 0, messages().networkError());
    failed(failure);
    throw err;
  }
}

/**
 * The request layer on redaxios, with every dependency injected so it can be tested with a fake fetch:
 * the token wait, the wire format, response encryption and the transport live in their own files; here each request
 * is sent, its answer read, retried once for a lost key or an expired session, toasted on failure and recorded.
 */
export function createApi(deps: ApiDeps): Api {
  const { messages, clock } = deps;
  const tokenWaitMs = deps.tokenWaitMs ?? 15_000;
  const silentCodes = deps.silentCodes ?? [];
  const log = deps.log ?? ((message, detail) => console.error(message, detail));
  const http = createTransport(deps.fetch, deps.requestTimeoutMs ?? 30_000);
  const encryption = createEncryption((publicKey) => send('POST', '/v1/crypto/session-key', { publicKey }, {}));
  let expiredToken: string | null | undefined;
  const shown = new WeakSet<ApiError>();

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
      const token = options.noToken ? null : options.tokenOptional ? deps.session.token.value : await waitForToken(deps.session, clock, tokenWaitMs, messages().tokenTimeout);
      const keyId = options.encrypt ? await encryption.keyId(token) : null;
      const url = path + queryString(options.query);
      const sealed = keyId ? { method, url, sentAt: Math.floor(clock.now()) } : null;
      // The request leaves the task that asked for it: its synchronous part (redaxios reads the cookie jar, fetch hands
      // the request to the network process) took 2-15 ms at boot here, inside the render or effect task that asked.
      await clock.sleep(0);
      const response = await answerOf(
        () =>
          http({
            url: deps.basePath + url,
            method: wireMethod(method) as 'GET',
            data: body === undefined ? undefined : JSON.stringify(body),
            headers: requestHeaders(deps, method, token, sealed && `${keyId}.${sealed.sentAt}`, body !== undefined),
          }),
        messages,
        (failure) => log(`${method} ${path} failed`, failure),
      );
      status = response.status;
      const envelope = await encryption.readEnvelope(response.data, sealed);
      code = envelope?.code ?? null;
      if (keyId && code === ENCRYPTION_KEY_UNKNOWN && !retried.key) {
        encryption.forget();
        return await send<T>(method, path, body, options, { ...retried, key: true });
      }
      if (status === 401) {
        // An expired token is renewed silently (a new anonymous account, or the native login) and the request sent again;
        // a session ended by its account's deletion request ends the account on the device, which says so itself.
        const ended = code === Codes.SESSION_ENDED.code ? (envelope!.data as SessionEnded) : undefined;
        if (token && !retried.session && (await deps.session.onUnauthorized(token, ended))) {
          return await send<T>(method, path, body, options, { ...retried, session: true });
        }
        const message = ended ? envelope!.msg : messages().sessionExpired();
        if (ended) throw new ApiError(code!, 401, message);
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
