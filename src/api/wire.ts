import type { AppInfo } from '../platform/bridge/actions.js';

/** The request methods of the API. */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'UPDATE';
export type QueryValue = string | number | boolean | null | undefined;

/** What every request says about the page besides its own content, in its headers. */
export interface WireContext {
  tenantId: string;
  language: { readonly value: string };
  appInfo: { readonly value: AppInfo | null };
}

export function queryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.set(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/**
 * Node's HTTP parser rejects an `UPDATE` request line before any server code runs, so the API's UPDATE travels as
 * POST with an override header (server/http/method-override.ts routes it).
 */
export function wireMethod(method: Method): string {
  return method === 'UPDATE' ? 'POST' : method;
}

/** Content-Type only with a body: a JSON content type with an empty body is a 400 on the server (Fastify). */
export function requestHeaders(context: WireContext, method: Method, token: string | null, encryption: string | null, hasBody: boolean): Record<string, string> {
  const h: Record<string, string> = { 'tenant-id': context.tenantId, 'App-Language': context.language.value };
  if (hasBody) h['Content-Type'] = 'application/json';
  if (token) h.Authorization = `Bearer ${token}`;
  const info = context.appInfo.value;
  if (info) {
    h['App-Country'] = info.country;
    h['Version-Name'] = info.versionName;
    h['Version-Code'] = String(info.versionCode);
    h['Device-Type'] = String(info.deviceType);
  }
  if (encryption) h['X-Lokasi-Encrypt'] = encryption;
  if (method === 'UPDATE') h['X-HTTP-Method-Override'] = 'UPDATE';
  return h;
}
