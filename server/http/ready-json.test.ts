import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { installCompression } from './compression.js';
import { sendOkJson } from './envelope.js';
import { ReadyJson } from './ready-json.js';

const data = { name: 'สยาม', figures: Array.from({ length: 200 }, (_, i) => ({ value: i, note: '人口 · ประชากร' })) };

describe('kept answers (ReadyJson)', () => {
  let app: FastifyInstance;
  const kept = new ReadyJson(JSON.stringify(data));
  beforeAll(async () => {
    app = Fastify();
    installCompression(app);
    app.get('/kept', async (request, reply) => sendOkJson(reply, request, kept));
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers the success envelope in the caller\'s language around the same data', async () => {
    const en = await app.inject({ method: 'GET', url: '/kept' });
    expect(en.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(en.json()).toEqual({ code: 0, msg: 'Success', data });
    const th = await app.inject({ method: 'GET', url: '/kept', headers: { 'app-language': 'th' } });
    const body = th.json() as { msg: string; data: unknown };
    expect(body.msg).not.toBe('Success');
    expect(body.data).toEqual(data);
    expect(Number(th.headers['content-length'])).toBe(th.rawPayload.length);
    // The data stays readable as text after its envelopes were built.
    expect(JSON.parse(kept.text)).toEqual(data);
  });

  it('compresses a kept answer once per encoding: repeated requests get the same bytes, which open to the plain answer', async () => {
    const plain = await app.inject({ method: 'GET', url: '/kept' });
    const gzip1 = await app.inject({ method: 'GET', url: '/kept', headers: { 'accept-encoding': 'gzip' } });
    const gzip2 = await app.inject({ method: 'GET', url: '/kept', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip1.headers['content-encoding']).toBe('gzip');
    expect(gzip1.headers.vary).toContain('Accept-Encoding');
    expect(gunzipSync(gzip1.rawPayload).toString()).toBe(plain.body);
    expect(gzip2.rawPayload.equals(gzip1.rawPayload)).toBe(true);
    const br = await app.inject({ method: 'GET', url: '/kept', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    // The Thai envelope is compressed on its own, not answered with the English one.
    const th = await app.inject({ method: 'GET', url: '/kept', headers: { 'accept-encoding': 'gzip', 'app-language': 'th' } });
    expect(gunzipSync(th.rawPayload).toString()).not.toBe(plain.body);
  });
});
