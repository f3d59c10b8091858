import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../http/envelope.js';
import { requestLocale, translator } from '../http/language.js';
import { clientMethod } from '../http/method-override.js';
import { associatedData, encryptResponse } from './cipher.js';
import { findKey } from './keys.js';

const HEADER = 'x-lokasi-encrypt';
/** `<keyId>.<sentAt>`: the key agreed by POST /v1/crypto/session-key and the request's time in ms since the epoch. */
const HEADER_VALUE = /^([A-Za-z0-9_-]{16})\.(\d{1,16})$/;
const agreed = new WeakMap<FastifyRequest, { keyId: string; sentAt: string; key: Buffer }>();

/**
 * Encrypts a response when the client sends `X-Lokasi-Encrypt: <keyId>.<sentAt>` (a live key of its own session) or
 * the route has `config: { encrypt: 'required' }`. Answers are bound to method, path with query and sentAt (see
 * cipher.ts). What it protects and what not: see server/crypto/README.md.
 */
export function installResponseEncryption(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const value = request.headers[HEADER];
    const required = request.routeOptions.config?.encrypt === 'required';
    if (typeof value !== 'string' || value === '') {
      if (required) throw new ApiError('ENCRYPTION_REQUIRED');
      return;
    }
    const parsed = HEADER_VALUE.exec(value);
    if (!parsed) {
      throw new ApiError('VALIDATION_FAILED', { fields: [{ field: `headers.${HEADER}`, rule: 'format', message: translator(requestLocale(request)).server.fields.format() }] });
    }
    const [, keyId, sentAt] = parsed as unknown as [string, string, string];
    const user = await request.caller();
    if (!user) throw new ApiError('UNAUTHORIZED');
    const { db, now } = request.server.lokasi;
    const key = await findKey(db, user.sessionId, keyId, now());
    if (!key) throw new ApiError('ENCRYPTION_KEY_UNKNOWN');
    agreed.set(request, { keyId, sentAt, key });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const a = agreed.get(request);
    // Text and bytes alike (kept answers are sent as bytes, server/http/ready-json.ts); streams are the web app's files.
    if (!a || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
    reply.header('content-type', 'text/plain; charset=utf-8');
    return encryptResponse(a.key, a.keyId, a.sentAt, associatedData(clientMethod(request), request.url, a.sentAt), payload);
  });
}
