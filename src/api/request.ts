import { LL, language } from '../platform/i18n/index.js';
import { bridge } from '../platform/bridge/index.js';
import { basePath } from '../platform/env.js';
import { appInfo, token } from '../platform/session.js';
import { local, session } from '../platform/storage.js';
import { toast } from '../platform/toast.js';
import { TOKEN_KEY } from '../platform/token.js';
import { createApi, realClock, type Api, type RequestOptions } from './create-api.js';

export { ApiError, CLIENT_CODES } from './errors.js';
export type { Api, RequestOptions } from './create-api.js';

/** Build-configurable tenant (CONTRACTS.md). */
const TENANT_ID: string = import.meta.env.VITE_TENANT_ID || '000000';

/**
 * The session is over: the native app logs the user out (and pushes a new token when they log in again); a browser
 * forgets its stored token, and the session start (state.ts) fetches a fresh anonymous one when the token is cleared.
 */
function clearLogin(): void {
  if (bridge.context.kind === 'app') bridge.call('clearLogin').catch(() => undefined);
  else local.remove(TOKEN_KEY);
  token.value = null;
}

export const api: Api = createApi({
  fetch: (input, init) => fetch(input, init),
  basePath,
  tenantId: TENANT_ID,
  token,
  language,
  appInfo,
  messages: () => LL.value.platform,
  toast,
  clearLogin,
  storage: session,
  clock: realClock,
});

/** GET of a public endpoint (the geo data): sent at once, with the token when there is one. */
export function getPublic<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return api.get<T>(path, { ...options, tokenOptional: true });
}
