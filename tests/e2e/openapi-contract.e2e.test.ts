import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Codes } from '../../contracts/errors.js';
import { BRAND_ID_MAX_LENGTH } from '../../contracts/geo.js';
import { decryptBody, parseEncryptedBody, startKeyAgreement } from '../../src/api/crypto.js';
import { contractViolations, type Exchange } from './harness/contract-recorder.js';
import { startServer, type RunningServer } from './harness/index.js';

// Every e2e file's traffic is checked against the served document when its server stops (harness/server.ts). This
// file adds the answers the app's screens rarely provoke: refusals, the encrypted answer, the beacon, the API paths.

let server: RunningServer;
let document: Parameters<typeof contractViolations>[0];

beforeAll(async () => {
  server = await startServer();
  document = (await (await fetch(`${server.url}/v1/openapi.json`)).json()) as typeof document;
});

afterAll(async () => {
  await server?.stop();
});

const json = { 'content-type': 'application/json', 'app-language': 'de' };
const call = (path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, init).then(async (res) => ({ status: res.status, text: await res.text() }));
const violations = () => contractViolations(document, server.exchanges(), Codes.VALIDATION_FAILED.code);

async function anonymousToken(prefix = ''): Promise<string> {
  const res = await call(`${prefix}/v1/auth/anonymous`, { method: 'POST', headers: { 'app-language': 'de' } });
  return (JSON.parse(res.text) as { data: { token: string } }).data.token;
}

describe('the served OpenAPI document describes the traffic', () => {
  it('answers, refusals, the encrypted answer and the text/plain beacon all match it', async () => {
    const token = await anonymousToken('/test-api');
    const auth = { ...json, authorization: `Bearer ${token}` };
    expect((await call('/prod-api/v1/me', { headers: auth })).status).toBe(200);
    expect((await call('/v1/counter/sessions')).status).toBe(401);
    expect((await call('/v1/counter/sessions', { headers: { authorization: 'Bearer staleToken0123456789abcdefghijkl' } })).status).toBe(401);
    expect((await call('/v1/credits/history?limit=0', { headers: auth })).status).toBe(400);
    expect((await call('/v1/auth/codes', { method: 'POST', headers: json, body: JSON.stringify({ purpose: 'login' }) })).status).toBe(400);
    expect((await call('/v1/auth/codes', { method: 'POST', headers: json, body: JSON.stringify({ purpose: 'delete', extra: 1 }) })).status).toBe(400);
    expect((await call('/v1/account/deletion', { method: 'POST', headers: auth, body: JSON.stringify({ code: '123456' }) })).status).toBe(400);
    // Longer than the router takes: refused (400, or 404 where the web app's fallback route takes the path).
    expect([400, 404]).toContain((await call(`/v1/geo/brands/${'b'.repeat(BRAND_ID_MAX_LENGTH + 1)}`)).status);
    expect((await call(`/v1/geo/brands/${'b'.repeat(BRAND_ID_MAX_LENGTH)}`)).status).toBe(404);
    expect((await call('/v1/geo/countries?lang=xx')).status).toBe(400);
    const beacon = { items: [{ kind: 'pageview', pageId: 'contract', refId: null, extra: null, at: Date.now() }] };
    expect((await call('/v1/tracking/batch', { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8' }, body: JSON.stringify(beacon) })).status).toBe(200);
    expect((await call('/v1/tracking/batch', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"items":' })).status).toBe(400);

    const agreement = await startKeyAgreement();
    const agreed = JSON.parse((await call('/v1/crypto/session-key', { method: 'POST', headers: auth, body: JSON.stringify({ publicKey: agreement.publicKey }) })).text) as { data: { publicKey: string; keyId: string } };
    const key = await agreement.complete(agreed.data.publicKey);
    const sentAt = Date.now();
    const sealed = await call('/v1/credits', { headers: { ...auth, 'x-lokasi-encrypt': `${agreed.data.keyId}.${sentAt}` } });
    const opened = JSON.parse(await decryptBody(key, parseEncryptedBody(sealed.text)!, { method: 'GET', url: '/v1/credits', sentAt })) as { code: number };
    expect(opened.code).toBe(0);

    expect(server.exchanges().length).toBeGreaterThanOrEqual(15);
    expect(violations()).toEqual([]);
  });

  it('finds the violations a validating proxy finds', () => {
    const me: Exchange = {
      method: 'GET',
      url: '/v1/me',
      requestHeaders: { authorization: 'Bearer x' },
      requestBody: '',
      status: 200,
      responseHeaders: { 'content-type': 'application/json; charset=utf-8' },
      responseBody: JSON.stringify({ code: 0, msg: 'OK', data: { userId: 'u' } }),
    };
    const tokenless: Exchange = { ...me, url: '/v1/counter/sessions', requestHeaders: {}, responseBody: JSON.stringify({ code: 0, msg: 'OK', data: { sessions: [] } }) };
    const undocumented: Exchange = { ...me, url: '/v1/nowhere', status: 200 };
    const allowedButRefused: Exchange = {
      ...me,
      method: 'POST',
      url: '/v1/auth/codes',
      requestHeaders: { 'content-type': 'application/json' },
      requestBody: JSON.stringify({ purpose: 'login', email: 'someone@example.com' }),
      status: 400,
      responseBody: JSON.stringify({ code: Codes.VALIDATION_FAILED.code, msg: 'x', data: { fields: [] } }),
    };
    const found = contractViolations(document, [me, tokenless, undocumented, allowedButRefused], Codes.VALIDATION_FAILED.code);
    expect(found).toEqual([
      expect.stringMatching(/^GET \/v1\/me -> 200: answer .*required property/),
      expect.stringMatching(/^GET \/v1\/counter\/sessions -> 200: accepted a request the document forbids: no token/),
      expect.stringMatching(/^GET \/v1\/nowhere -> 200: no documented operation/),
      expect.stringMatching(/^POST \/v1\/auth\/codes -> 400: refused as invalid a request the document allows/),
    ]);
  });
});
