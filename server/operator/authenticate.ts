import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../http/envelope.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares in constant time: equal-length digests, so neither the token's length nor a matching prefix shows in timing. */
function isOperator(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const sent = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  return timingSafeEqual(digest(sent), digest(token));
}

/**
 * The operator API's one check, for every route registered in `scope` after this call: the bearer token must be
 * OPERATOR_TOKEN. Without OPERATOR_TOKEN the operator API does not exist (404), so an unconfigured server offers nothing
 * to guess at; a wrong token is a 401.
 */
export function operatorOnly(scope: FastifyInstance): void {
  scope.addHook('onRequest', async (request) => {
    const token = request.server.lokasi.config.operatorToken;
    if (!token) throw new ApiError('NOT_FOUND');
    if (!isOperator(request, token)) throw new ApiError('UNAUTHORIZED');
  });
}
