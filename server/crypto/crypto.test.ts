import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { modules } from '../app.js';
import type { DomainModule } from '../module.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { answer, bearer, startTestApp, type TestApp } from '../testing/harness.js';
import { Codes } from '../../contracts/errors.js';
import { ok, sendOkJson } from '../http/envelope.js';
import { ReadyJson } from '../http/ready-json.js';
import { hashToken } from '../accounts/tokens.js';
// The client's side of the contract, so the server is checked against the code browsers run.
import { decryptBody, parseEncryptedBody, startKeyAgreement } from '../../src/api/crypto.js';

/** What the web client does (src/api/crypto.ts, run here as it is): agree a key, then open answers with it. */
async function clientAgree(t: TestApp, token: string) {
  const agreement = await startKeyAgreement();
  const res = answer<{ publicKey: string; keyId: string }>(
    await t.app.inject({ method: 'POST', url: '/v1/crypto/session-key', headers: bearer(token), payload: { publicKey: agreement.publicKey } }),
  );
  expect(res.status).toBe(200);
  return { keyId: res.data.keyId, key: await agreement.complete(res.data.publicKey) };
}

/** Opens `message` as the client would for the request `<METHOD> <url> <sentAt>`. */
async function clientDecrypt(key: CryptoKey, request: string, message: string): Promise<unknown> {
  const [method, url, sentAt] = request.split(' ') as [string, string, string];
  const body = parseEncryptedBody(message);
  expect(body).not.toBeNull();
  return JSON.parse(await decryptBody(key, body!, { method, url, sentAt: Number(sentAt) }));
}

const secretRoute: DomainModule = {
  name: 'secret',
  dependsOn: ['crypto'],
  routes(scope) {
    scope.withTypeProvider<TypeBoxTypeProvider>().get('/probe/secret', { config: { encrypt: 'required' } }, async (request) => ok(request, { secret: 42 }));
    // Large enough to be compressed if it were not encrypted.
    scope.get('/probe/long-secret', { config: { encrypt: 'required' } }, async (request) => ok(request, { secret: 'x'.repeat(4096) }));
    // A kept answer (a cached report) goes out as bytes, not text.
    const kept = new ReadyJson(JSON.stringify({ secret: 'ก'.repeat(4096) }));
    scope.get('/probe/kept-secret', { config: { encrypt: 'required' } }, async (request, reply) => sendOkJson(reply, request, kept));
  },
};

let sentAt = Date.parse('2026-11-21T10:00:00Z');
/** The header a client sends: the agreed key and this request's own time (each request a later one). */
const encryptHeader = (keyId: string, at = ++sentAt) => ({ 'x-lokasi-encrypt': `${keyId}.${at}` });
const stampOf = (headers: Record<string, string>) => headers['x-lokasi-encrypt']!.split('.')[1];

for (const target of testDatabaseTargets()) describe(`response encryption on ${target.name}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, {}, undefined, [...modules, secretRoute]);
  });
  afterAll(() => t.close());

  it('encrypts an answer the WebCrypto client can decrypt, bound to method, path with query and the request time', async () => {
    const token = await t.anonymousToken();
    const { keyId, key } = await clientAgree(t, token);
    const h = encryptHeader(keyId);
    const res = await t.app.inject({ method: 'GET', url: '/test-api/v1/me?x=1', headers: { ...bearer(token), ...h } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body.startsWith(`v2.${keyId}.${stampOf(h)}.`)).toBe(true);
    expect(res.body).not.toContain('userId');
    const envelope = (await clientDecrypt(key, `GET /v1/me?x=1 ${stampOf(h)}`, res.body)) as { code: number; data: { anonymous: boolean } };
    expect(envelope).toMatchObject({ code: 0, data: { anonymous: true } });
    // Not the answer of another endpoint, another query, or of a later request to the same URL (a replay).
    await expect(clientDecrypt(key, `GET /v1/credits?x=1 ${stampOf(h)}`, res.body)).rejects.toThrow();
    await expect(clientDecrypt(key, `GET /v1/me?x=2 ${stampOf(h)}`, res.body)).rejects.toThrow();
    await expect(clientDecrypt(key, `GET /v1/me?x=1 ${sentAt + 1}`, res.body)).rejects.toThrow();
    const again = await t.app.inject({ method: 'GET', url: '/v1/me', headers: { ...bearer(token), ...encryptHeader(keyId) } });
    expect(again.body.split('.')[3]).not.toBe(res.body.split('.')[3]);
    // A client that accepts compression still gets an answer it can decrypt: JSON compression leaves encrypted answers alone.
    const lh = encryptHeader(keyId);
    const long = await t.app.inject({ method: 'GET', url: '/v1/probe/long-secret', headers: { ...bearer(token), ...lh, 'accept-encoding': 'gzip, br' } });
    expect(long.headers['content-encoding']).toBeUndefined();
    expect(await clientDecrypt(key, `GET /v1/probe/long-secret ${stampOf(lh)}`, long.body)).toMatchObject({ code: 0, data: { secret: 'x'.repeat(4096) } });
  });

  it('encrypts kept answers sent as bytes (cached reports), compressed or not, each time', async () => {
    const token = await t.anonymousToken();
    const { keyId, key } = await clientAgree(t, token);
    for (const encoding of ['identity', 'gzip, br', 'gzip, br']) {
      const h = encryptHeader(keyId);
      const res = await t.app.inject({ method: 'GET', url: '/v1/probe/kept-secret', headers: { ...bearer(token), ...h, 'accept-encoding': encoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).not.toContain('ก');
      expect(await clientDecrypt(key, `GET /v1/probe/kept-secret ${stampOf(h)}`, res.body)).toMatchObject({ code: 0, data: { secret: 'ก'.repeat(4096) } });
    }
  });

  it('encrypts error answers too, and refuses unknown keys or keys of another session', async () => {
    const token = await t.anonymousToken();
    const { keyId, key } = await clientAgree(t, token);
    const h = encryptHeader(keyId);
    const notFound = await t.app.inject({ method: 'GET', url: '/v1/credits/history?limit=0', headers: { ...bearer(token), ...h } });
    expect(notFound.statusCode).toBe(400);
    expect(await clientDecrypt(key, `GET /v1/credits/history?limit=0 ${stampOf(h)}`, notFound.body)).toMatchObject({ code: Codes.VALIDATION_FAILED.code });

    const other = await t.anonymousToken();
    const stolen = answer(await t.app.inject({ method: 'GET', url: '/v1/me', headers: { ...bearer(other), ...encryptHeader(keyId) } }));
    expect(stolen).toMatchObject({ status: 400, code: Codes.ENCRYPTION_KEY_UNKNOWN.code });
    expect(answer(await t.app.inject({ method: 'GET', url: '/v1/me', headers: { ...bearer(token), 'x-lokasi-encrypt': keyId } }))).toMatchObject({
      status: 400,
      code: Codes.VALIDATION_FAILED.code,
    });
    await t.app.inject({ method: 'POST', url: '/v1/auth/logout', headers: bearer(token) });
    expect(answer(await t.app.inject({ method: 'GET', url: '/v1/me', headers: { ...bearer(token), ...encryptHeader(keyId) } })).status).toBe(401);
  });

  it('keeps the 4 newest keys of a session, each for 24 hours', async () => {
    const token = await t.anonymousToken();
    const me = (keyId: string) => t.app.inject({ method: 'GET', url: '/v1/me', headers: { ...bearer(token), ...encryptHeader(keyId) } });
    const agreed = [];
    for (let i = 0; i < 6; i++) {
      agreed.push(await clientAgree(t, token));
      t.clock.advance(1_000);
    }
    const stored = await t.ctx.db.selectFrom('response_keys').innerJoin('sessions', 'sessions.id', 'response_keys.session_id').select('key_id').where('sessions.token_hash', '=', hashToken(token)).execute();
    expect(stored).toHaveLength(4);
    for (const old of agreed.slice(0, 2)) expect(answer(await me(old.keyId)).code).toBe(Codes.ENCRYPTION_KEY_UNKNOWN.code);
    for (const kept of agreed.slice(2)) expect((await me(kept.keyId)).statusCode).toBe(200);
    t.clock.advance(24 * 3_600_000);
    for (const kept of agreed.slice(2)) expect(answer(await me(kept.keyId)).code).toBe(Codes.ENCRYPTION_KEY_UNKNOWN.code);
  });

  it('answers a route that requires encryption only encrypted', async () => {
    const token = await t.anonymousToken();
    expect(answer(await t.app.inject({ method: 'GET', url: '/v1/probe/secret', headers: bearer(token) }))).toMatchObject({ status: 400, code: Codes.ENCRYPTION_REQUIRED.code });
    const { keyId, key } = await clientAgree(t, token);
    const h = encryptHeader(keyId);
    const res = await t.app.inject({ method: 'GET', url: '/v1/probe/secret', headers: { ...bearer(token), ...h } });
    expect(await clientDecrypt(key, `GET /v1/probe/secret ${stampOf(h)}`, res.body)).toMatchObject({ data: { secret: 42 } });
  });

  it('rejects a public key that is not a P-256 point', async () => {
    const token = await t.anonymousToken();
    const bogus = Buffer.alloc(65, 4).toString('base64url');
    expect(answer(await t.app.inject({ method: 'POST', url: '/v1/crypto/session-key', headers: bearer(token), payload: { publicKey: bogus } }))).toMatchObject({
      status: 400,
      code: Codes.VALIDATION_FAILED.code,
    });
  });
});
