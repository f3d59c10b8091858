import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../module.js';
import { authenticate, signedInUser } from '../http/authenticate.js';
import { ApiError, ok } from '../http/envelope.js';
import { Envelope } from '../http/schemas.js';
import { requestLocale, translator } from '../http/language.js';
import { agreeKey } from './cipher.js';
import { storeKey } from './keys.js';

const Base64Url = (description: string) => Type.String({ pattern: '^[A-Za-z0-9_-]+$', minLength: 87, maxLength: 87, description });

export function cryptoRoutes(scope: FastifyInstance, ctx: AppContext): void {
  authenticate(scope, 'required');
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/crypto/session-key',
    {
      schema: {
        tags: ['crypto'],
        summary: 'Agree a response-encryption key for this session (ECDH P-256, HKDF-SHA256 "lokasi-response-v1", AES-256-GCM). A session keeps its 4 newest keys, each for 24 hours. Then send X-Lokasi-Encrypt: <keyId>.<sentAt> (sentAt: the request time in ms) and open v2.<keyId>.<sentAt>.<iv>.<ciphertext+tag> with "<METHOD> <path?query> <sentAt>" as additional data',
        body: Type.Object({ publicKey: Base64Url('raw uncompressed P-256 public key (65 bytes), base64url') }),
        response: { 200: Envelope(Type.Object({ publicKey: Type.String(), keyId: Type.String() })) },
      },
    },
    async (request) => {
      const { sessionId } = signedInUser(request);
      let agreement;
      try {
        agreement = agreeKey(Buffer.from(request.body.publicKey, 'base64url'));
      } catch {
        throw new ApiError('VALIDATION_FAILED', { fields: [{ field: 'body.publicKey', rule: 'format', message: translator(requestLocale(request)).server.fields.format() }] });
      }
      const keyId = randomBytes(12).toString('base64url');
      await storeKey(ctx.db, sessionId, keyId, agreement.key, ctx.now());
      return ok(request, { publicKey: agreement.serverPublicKey.toString('base64url'), keyId });
    },
  );
}
