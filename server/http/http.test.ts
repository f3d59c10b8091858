import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { modules } from '../app.js';
import type { DomainModule } from '../module.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { answer, bearer, startTestApp, type TestApp } from '../testing/harness.js';
import { locales } from '../../i18n/i18n-util.js';
import { Codes } from '../../contracts/errors.js';
import { BRAND_ID_MAX_LENGTH } from '../../contracts/geo.js';
import { ApiError, ok } from './envelope.js';
import { localeFromHeader } from './language.js';
import { acceptedEncoding } from './compression.js';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** Routes that exist only in this test, to reach error paths no production route has yet. */
const probe: DomainModule = {
  name: 'probe',
  dependsOn: ['accounts'],
  routes(scope) {
    const app = scope.withTypeProvider<TypeBoxTypeProvider>();
    app.get('/probe/forbidden', async () => {
      throw new ApiError('FORBIDDEN');
    });
    app.get('/probe/conflict', async () => {
      throw new ApiError('CONFLICT');
    });
    app.get('/probe/crash', async () => {
      throw new Error('database password is hunter2 for someone@example.com');
    });
    app.patch('/probe/update', { schema: { body: Type.Object({ name: Type.String() }) } }, async (request) => ok(request, { updated: request.body.name }));
  },
};

const targets = testDatabaseTargets();

describe('HTTP envelope, codes and languages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(targets[0]!, {}, undefined, [...modules, probe]);
  });
  afterAll(() => t.close());

  it('maps every failure to its status, stable code and a message', async () => {
    const token = await t.anonymousToken();
    const cases: Array<[string, InjectOptions, keyof typeof Codes]> = [
      ['unknown route', { method: 'GET', url: '/v1/nothing-here' }, 'NOT_FOUND'],
      ['no token', { method: 'GET', url: '/v1/me' }, 'UNAUTHORIZED'],
      ['unknown token', { method: 'GET', url: '/v1/me', headers: bearer('A'.repeat(32)) }, 'UNAUTHORIZED'],
      ['malformed token', { method: 'GET', url: '/v1/me', headers: bearer('short') }, 'UNAUTHORIZED'],
      ['forbidden', { method: 'GET', url: '/v1/probe/forbidden' }, 'FORBIDDEN'],
      ['conflict', { method: 'GET', url: '/v1/probe/conflict' }, 'CONFLICT'],
      ['crash', { method: 'GET', url: '/v1/probe/crash' }, 'INTERNAL'],
      ['malformed JSON', { method: 'POST', url: '/v1/auth/codes', headers: { 'content-type': 'application/json' }, payload: '{"purpose": "login",' }, 'MALFORMED_JSON'],
      ['empty JSON body', { method: 'POST', url: '/v1/auth/codes', headers: { 'content-type': 'application/json' }, payload: '' }, 'MALFORMED_JSON'],
      ['oversize body', { method: 'POST', url: '/v1/auth/codes', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ purpose: 'x'.repeat(300_000) }) }, 'BODY_TOO_LARGE'],
      ['unsupported media type', { method: 'POST', url: '/v1/auth/codes', headers: { 'content-type': 'application/xml' }, payload: '<a/>' }, 'UNSUPPORTED_MEDIA_TYPE'],
      ['unknown field', { method: 'POST', url: '/v1/auth/codes', payload: { purpose: 'login', email: 'a@example.com', admin: true } }, 'VALIDATION_FAILED'],
      ['wrong type', { method: 'POST', url: '/v1/crypto/session-key', headers: bearer(token), payload: { publicKey: 42 } }, 'VALIDATION_FAILED'],
    ];
    for (const [label, request, name] of cases) {
      const res = await t.app.inject(request);
      const a = answer(res);
      expect({ label, status: a.status, code: a.code }).toEqual({ label, status: Codes[name].status, code: Codes[name].code });
      expect(a.msg.length, label).toBeGreaterThan(0);
      expect(res.headers['content-type'], label).toMatch(/^application\/json/);
    }
  });

  it('never leaks internals in a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/probe/crash' });
    expect(res.body).not.toMatch(/hunter2|example\.com|stack/);
    expect(answer(res).msg).toBe('Server busy, please try again later');
  });

  it('names each invalid field with its rule', async () => {
    const a = answer(await t.app.inject({ method: 'POST', url: '/v1/auth/codes', payload: { purpose: 'guess', email: 'not-an-address', extra: 1 } }));
    expect(a.status).toBe(400);
    const fields = (a.data as { fields: Array<{ field: string; rule: string; message: string }> }).fields;
    expect(fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'body.extra', rule: 'additionalProperties', message: 'Unknown field' }),
        expect.objectContaining({ field: 'body.email', rule: 'format', message: 'Wrong format' }),
        expect.objectContaining({ field: 'body.purpose' }),
      ]),
    );
  });

  it('rejects a number sent as a string in a body (no silent coercion)', async () => {
    const token = await t.anonymousToken();
    const a = answer(await t.app.inject({ method: 'POST', url: '/v1/tracking/batch', headers: bearer(token), payload: { items: [{ kind: 'pageview', pageId: 'home', refId: null, extra: null, at: '1763700000000' }] } }));
    expect(a.status).toBe(400);
    expect(a.code).toBe(Codes.VALIDATION_FAILED.code);
    expect((a.data as { fields: unknown[] }).fields).toContainEqual(expect.objectContaining({ field: 'body.items.0.at', rule: 'type' }));
  });

  it('answers in the App-Language of the request, in all 12 locales', async () => {
    const zh = answer(await t.app.inject({ method: 'GET', url: '/v1/me', headers: { 'app-language': 'zh-CN' } }));
    expect(zh.msg).toBe('会话过期，请重新登录');
    const crash = answer(await t.app.inject({ method: 'GET', url: '/v1/probe/crash', headers: { 'app-language': 'zh' } }));
    expect(crash.msg).toBe('服务器繁忙请稍后再试');
    const english = answer(await t.app.inject({ method: 'GET', url: '/v1/me' })).msg;
    const seen = new Set<string>();
    for (const locale of locales) {
      const a = answer(await t.app.inject({ method: 'GET', url: '/v1/me', headers: { 'app-language': locale } }));
      if (locale !== 'en') expect(a.msg, locale).not.toBe(english);
      seen.add(a.msg);
    }
    expect(seen.size).toBe(12);
    expect(answer(await t.app.inject({ method: 'GET', url: '/v1/me', headers: { 'app-language': 'xx-YY' } })).msg).toBe(english);
  });

  it('reads App-Language variants', () => {
    expect(localeFromHeader('pt_BR')).toBe('pt');
    expect(localeFromHeader('ZH-hans')).toBe('zh');
    expect(localeFromHeader(undefined)).toBe('en');
    expect(localeFromHeader('klingon')).toBe('en');
  });

  it('routes UPDATE sent as POST + X-HTTP-Method-Override (Node cannot parse an UPDATE request line)', async () => {
    const a = answer(await t.app.inject({ method: 'POST', url: '/test-api/v1/probe/update', headers: { 'x-http-method-override': 'UPDATE' }, payload: { name: 'x' } }));
    expect(a).toMatchObject({ status: 200, code: 0, data: { updated: 'x' } });
  });

  it('ignores unknown extra headers of the native app', async () => {
    const token = await t.anonymousToken();
    const res = await t.app.inject({
      method: 'GET',
      url: '/prod-api/v1/me',
      headers: { ...bearer(token), 'tenant-id': '000000', 'app-country': 'MY', 'version-name': '1.2.3', 'version-code': '45', 'device-type': '1', 'x-something': 'y' },
    });
    expect(answer(res)).toMatchObject({ status: 200, code: 0 });
  });

  it('gives every response a request id and the security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // script-src also names the built page's own inline script by its hash when an app is built (server/web/web.test.ts),
    // style-src the app's inline sheets by theirs (server/web/security-headers.test.ts).
    expect(String(res.headers['content-security-policy']).replace(/ 'sha256-[A-Za-z0-9+/]+=*'/g, '')).toBe(
      "default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'; img-src 'self' data: blob:; style-src 'self'; connect-src 'self'",
    );
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('compresses JSON answers for clients that accept it: gzip first, brotli otherwise, small answers as they are', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    const gzip = await t.app.inject({ method: 'GET', url: '/v1/openapi.json', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const br = await t.app.inject({ method: 'GET', url: '/v1/openapi.json', headers: { 'accept-encoding': 'gzip;q=0, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const small = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ code: 0 });
  });

  it('reads Accept-Encoding with its q-values', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('gzip');
    expect(acceptedEncoding('gzip;q=0, br;q=0.5')).toBe('br');
    expect(acceptedEncoding('*')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });

  it('serves an OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, { requestBody?: unknown }>> };
    expect(doc.openapi).toBe('3.1.0');
    for (const path of ['/v1/auth/anonymous', '/v1/me', '/v1/auth/codes', '/v1/auth/login', '/v1/auth/link', '/v1/auth/logout', '/v1/account/deletion', '/v1/credits', '/v1/credits/history', '/v1/crypto/session-key', '/v1/tracking/batch']) {
      expect(doc.paths[path], path).toBeDefined();
    }
    expect(doc.paths['/v1/auth/codes']!.post!.requestBody).toBeDefined();
  });

  it('documents what a generated client needs: operation ids, servers, tokens, error bodies, headers, the beacon', async () => {
    type Operation = { operationId?: string; security?: unknown; parameters?: { name: string; in: string }[]; requestBody?: { content: Record<string, unknown> }; responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }> };
    const doc = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json() as { servers: { url: string }[]; paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };
    expect(doc.servers.map((s) => s.url)).toEqual(['/', '/test-api', '/prod-api']);
    const operations = Object.values(doc.paths).flatMap((byMethod) => Object.values(byMethod));
    const ids = operations.map((o) => o.operationId);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.components.schemas.Error).toBeDefined();
    for (const operation of operations) {
      expect(operation.responses['4XX']!.content!['application/json']!.schema!.$ref, operation.operationId).toBe('#/components/schemas/Error');
      expect(operation.parameters?.filter((p) => p.in === 'header').map((p) => p.name)).toEqual(expect.arrayContaining(['app-language', 'x-lokasi-encrypt']));
    }
    for (const path of ['/v1/counter/sync', '/v1/counter/sessions']) expect(Object.values(doc.paths[path]!)[0]!.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(doc.paths['/v1/tracking/batch']!.post!.requestBody!.content)).toEqual(['application/json', 'text/plain']);
  });

  it('routes every brand id the schema takes: the router and the schema end at the same length', async () => {
    const query = '?countryIso2=123';
    const longest = await t.app.inject({ method: 'GET', url: `/v1/geo/brands/${'b'.repeat(BRAND_ID_MAX_LENGTH)}/cities${query}` });
    expect(answer(longest)).toMatchObject({ status: 400, code: Codes.VALIDATION_FAILED.code });
    const tooLong = await t.app.inject({ method: 'GET', url: `/v1/geo/brands/${'b'.repeat(BRAND_ID_MAX_LENGTH + 1)}/cities${query}` });
    expect(answer(tooLong)).toMatchObject({ status: 400, code: Codes.BAD_REQUEST.code });
  });

  it('keeps tokens, Authorization headers and e-mail addresses out of the logs', async () => {
    const token = await t.anonymousToken();
    await t.app.inject({ method: 'GET', url: `/v1/me?token=${token}`, headers: bearer(token) });
    await t.app.inject({ method: 'POST', url: '/v1/auth/codes', headers: bearer(token), payload: { purpose: 'link', email: 'Secret.Person@example.org' } });
    await t.app.inject({ method: 'POST', url: '/v1/auth/codes', payload: { purpose: 'login', email: 'other.person@example.net' } });
    await t.app.inject({ method: 'GET', url: '/v1/probe/crash', headers: { authorization: `Bearer ${token}` } });
    const logs = t.logs();
    expect(logs).toContain('"reqId"');
    expect(logs).toContain('request failed');
    expect(logs).toContain('outbox');
    expect(logs).not.toContain(token);
    expect(logs.toLowerCase()).not.toContain('secret.person');
    expect(logs).not.toContain('example.org');
    expect(logs).not.toContain('example.net');
    expect(logs).not.toContain('someone@example.com');
    expect(logs.toLowerCase()).not.toMatch(/authorization"\s*:\s*"bearer/);
  });
});

describe('HTTP configuration', () => {
  it('sends HSTS in production and the configured frame-ancestors', async () => {
    const t = await startTestApp(targets[0]!, { NODE_ENV: 'production', FRAME_ANCESTORS: "'self' https://app.example" });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self' https://app.example;");
    } finally {
      await t.close();
    }
  });
});
