import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../http/envelope.js';
import { byAddress } from '../http/rate-limit.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Wrong tokens an address may send in the window; beyond them every request from it is refused, the right token too,
 * until the window ends (counted in Redis across instances where it is configured).
 */
export const OPERATOR_FAILURES = { max: 10, timeWindow: '15 minutes' } as const;

/** `Bearer <token>` exactly: one space, a token of visible ASCII, nothing around it. */
const BEARER = /^Bearer ([\x21-\x7e]+)$/;

/** Compares in constant time: equal-length digests, so neither the token's length nor a matching prefix shows in timing. */
function isOperator(request: FastifyRequest, token: string): boolean {
  const sent = BEARER.exec(request.headers.authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(sent), digest(token));
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
/** One failure count per app, whichever scope of the operator API a request reaches. */
const failureCounts = new WeakMap<object, Limiter>();
const failuresOf = (request: FastifyRequest): Limiter => {
  const app = request.server.lokasi;
  let limiter = failureCounts.get(app);
  if (!limiter) failureCounts.set(app, (limiter = request.server.createRateLimit({ ...OPERATOR_FAILURES, keyGenerator: (r) => `operator-failures:${byAddress(r)}` })));
  return limiter;
};

/**
 * The operator API's one check, for every route registered in `scope` after this call: the bearer token must be
 * OPERATOR_TOKEN. Without OPERATOR_TOKEN the operator API does not exist (404), so an unconfigured server offers nothing
 * to guess at; a wrong token is a 401, and an address past OPERATOR_FAILURES wrong tokens gets 429 for any.
 */
export function operatorOnly(scope: FastifyInstance): void {
  scope.addHook('onRequest', async (request) => {
    const token = request.server.lokasi.config.operatorToken;
    if (!token) throw new ApiError('NOT_FOUND');
    const failures = failuresOf(request);
    const seen = await failures(request, { increment: false });
    if (!seen.isAllowed && seen.remaining === 0) throw new ApiError('RATE_LIMITED', null, seen.ttlInSeconds);
    if (isOperator(request, token)) return;
    const counted = await failures(request);
    if (!counted.isAllowed && counted.isExceeded) throw new ApiError('RATE_LIMITED', null, counted.ttlInSeconds);
    throw new ApiError('UNAUTHORIZED');
  });
}
