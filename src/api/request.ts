import { LL, language } from '../platform/i18n/index.js';
import { basePath } from '../platform/env.js';
import { session } from '../platform/storage.js';
import { toast } from '../platform/toast.js';
import { appInfo, sessionPort } from '../session/index.js';
import { createApi, type Api, type RequestOptions } from './create-api.js';
import { realClock } from './token-wait.js';

export { ApiError, CLIENT_CODES } from './errors.js';
export type { Api, RequestOptions } from './create-api.js';

/** Build-configurable tenant (CONTRACTS.md). */
const TENANT_ID: string = import.meta.env.VITE_TENANT_ID || '000000';

export const api: Api = createApi({
  fetch: (input, init) => fetch(input, init),
  basePath,
  tenantId: TENANT_ID,
  session: sessionPort,
  language,
  appInfo,
  messages: () => LL.value.platform,
  toast,
  storage: session,
  clock: realClock,
});

/** GET of a public endpoint (the geo data): sent at once, with the token when there is one. */
export function getPublic<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return api.get<T>(path, { ...options, tokenOptional: true });
}
