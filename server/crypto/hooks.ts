import type { FastifyInstance, FastifyRequest } from 'fastify';
import { optionalUser } from '../accounts/authenticate.js';
import { ApiError } from '../http/envelope.js';
import { encryptResponse } from './cipher.js';
import { clientMethod } from '../http/method-override.js';

const HEADER = 'x-lokasi-encrypt';
const keys = new WeakMap<FastifyRequest, { keyId: string; key: Buffer }>();

/** `<METHOD> <path>` (UPDATE as the client sent it): the /v1 path after the /test-api|/prod-api rewrite, without the query string. */
export function associatedData(request: FastifyRequest): string {
  return `${clientMethod(request)} ${request.url.split('?')[0]}`;
}

/**
 * Encrypts a response when the client sends `X-Lokasi-Encrypt: <keyId>` (a key of its own session) or the
 * route has `config: { encrypt: 'required' }`. What it protects and what not: see server/crypto/README.md.
 */
export function installResponseEncryption(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const keyId = request.headers[HEADER];
    const required = request.routeOptions.config?.encrypt === 'required';
    if (typeof keyId !== 'string' || keyId === '') {
      if (required) throw new ApiError('ENCRYPTION_REQUIRED');
      return;
    }
    const user = await optionalUser(request);
    if (!user) throw new ApiError('UNAUTHORIZED');
    const row = await request.server.lokasi.db
      .selectFrom('response_keys')
      .select('key')
      .where('key_id', '=', keyId)
      .where('session_id', '=', user.sessionId)
      .executeTakeFirst();
    if (!row) throw new ApiError('ENCRYPTION_KEY_UNKNOWN');
    keys.set(request, { keyId, key: Buffer.from(row.key) });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const agreed = keys.get(request);
    if (!agreed || typeof payload !== 'string') return payload;
    reply.header('content-type', 'text/plain; charset=utf-8');
    return encryptResponse(agreed.key, agreed.keyId, associatedData(request), payload);
  });
}
