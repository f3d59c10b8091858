import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { bearerToken } from '../accounts/authenticate.js';
import { hashToken } from '../accounts/tokens.js';
import { ApiError } from './envelope.js';

/**
 * Registers @fastify/rate-limit with no global limit: routes opt in with `config: { rateLimit: ... }`.
 * With Redis the counters are shared by every instance behind the load balancer; otherwise they live
 * in this process.
 */
export async function installRateLimit(app: FastifyInstance, redis: Redis | undefined, nameSpace: string): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis } : {}),
    nameSpace,
    // An unreachable Redis must not take the API down; limits resume when it is back.
    skipOnError: true,
    errorResponseBuilder: () => new ApiError('RATE_LIMITED'),
  });
}

/** Counts per signed-in session when a token is present (one user behind a shared NAT), per client IP otherwise. */
export function bySessionOrIp(request: FastifyRequest): string {
  const token = bearerToken(request);
  return token ? `t:${hashToken(token)}` : `ip:${request.ip}`;
}

/** A per-route limit: `{ config: { rateLimit: perRoute(10, '1 minute') } }`. The (max+1)th call gets 429 RATE_LIMITED. */
export function perRoute(max: number, timeWindow: string | number, keyGenerator: RateLimitOptions['keyGenerator'] = (r) => `ip:${r.ip}`): RateLimitOptions {
  return { max, timeWindow, keyGenerator };
}

/** The limits used by the API; later modules (feedback, exports) use theirs from here so they are tuned in one place. */
export const limits = {
  /** Verification code sends, on top of the per-user and per-address rules enforced in the database. */
  codeSend: perRoute(10, '10 minutes'),
  /** Code entries (login, link, delete): slows guessing across many codes. */
  codeVerify: perRoute(20, '10 minutes'),
  anonymousAccount: perRoute(30, '1 hour'),
  tracking: perRoute(120, '1 minute', bySessionOrIp),
  feedback: perRoute(5, '1 hour', bySessionOrIp),
  export: perRoute(20, '1 hour', bySessionOrIp),
} satisfies Record<string, RateLimitOptions>;
