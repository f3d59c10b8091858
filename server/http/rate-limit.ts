import rateLimit, { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { optionalUser } from '../accounts/authenticate.js';
import { ApiError } from './envelope.js';
import { redisReadyOrTimeout, sharedOrLocalStore } from './rate-limit-store.js';

/** A route's limit, optionally with a ceiling over all callers of the route together (every instance, via Redis). */
export interface RouteLimit extends RateLimitOptions {
  ceiling?: Pick<RateLimitOptions, 'max' | 'timeWindow'>;
}

/**
 * The client's address as limits count it. IPv6 by its /64, the prefix one subscriber line gets (RFC 6177): a client
 * rotating addresses inside its own prefix is still one client. Behind proxies `request.ip` is what TRUST_PROXY allows.
 */
export const byAddress = (request: FastifyRequest): string => `ip:${normalizeIP(request.ip, 64)}`;

/**
 * Per live session when the token resolves to one, per address otherwise: a made-up (even well-formed) token is not a
 * session and gets no bucket of its own, so inventing tokens gains no calls.
 */
export async function byLiveSessionOrAddress(request: FastifyRequest): Promise<string> {
  const user = await optionalUser(request).catch(() => null);
  return user ? `session:${user.sessionId}` : byAddress(request);
}

/** A per-route limit: `{ config: { rateLimit: perRoute(10, '1 minute') } }`. The (max+1)th call gets 429 RATE_LIMITED. */
export function perRoute(max: number, timeWindow: string, keyGenerator: RateLimitOptions['keyGenerator'] = byAddress): RouteLimit {
  return { max, timeWindow, keyGenerator };
}

/**
 * Anonymous accounts, per address and in total. Carrier-grade NAT puts thousands of phones behind one address
 * (the issue measured real users getting 429 at 30 an hour). An account is made once per install, so 1,000 an hour
 * per address lets a fifth of 5,000 phones behind one address install in the same hour. What bounds abuse is the
 * ceiling over all addresses (ANONYMOUS_ACCOUNTS_PER_HOUR, 20,000 by default, counted in Redis across instances)
 * and the purge of accounts never used; see README "Limits".
 */
const ANONYMOUS_PER_ADDRESS_PER_HOUR = 1000;

/** The limits used by the API, tuned in one place. */
export const limits = {
  /** Verification code sends, on top of the per-user and per-address rules enforced in the database. */
  codeSend: perRoute(10, '10 minutes'),
  /** Code entries (login, link, delete): slows guessing across many codes. */
  codeVerify: perRoute(20, '10 minutes'),
  anonymousAccount: {
    ...perRoute(ANONYMOUS_PER_ADDRESS_PER_HOUR, '1 hour'),
    ceiling: { max: (request: FastifyRequest) => request.server.lokasi.config.anonymousAccountsPerHour, timeWindow: '1 hour' },
  },
  tracking: perRoute(120, '1 minute', byLiveSessionOrAddress),
} satisfies Record<string, RouteLimit>;

/** Adds the route's ceiling check after its own limit, so a client over its own limit does not use up the ceiling. */
function installCeilings(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const ceiling = ((route.config?.rateLimit as RouteLimit | false | undefined) || undefined)?.ceiling;
    if (!ceiling) return;
    const check = app.createRateLimit({ ...ceiling, keyGenerator: () => `ceiling:${route.method}:${route.url}` });
    const hook = async (request: FastifyRequest) => {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) throw new ApiError('RATE_LIMITED', null, result.ttlInSeconds);
    };
    route.onRequest = [...(Array.isArray(route.onRequest) ? route.onRequest : route.onRequest ? [route.onRequest] : []), hook];
  });
}

/**
 * Registers @fastify/rate-limit with no global limit: routes opt in with `config: { rateLimit: ... }`.
 * With Redis the counters are shared by every instance behind the load balancer, and counted per instance while
 * Redis is unreachable; without Redis they live in this process.
 */
export async function installRateLimit(app: FastifyInstance, redis: Redis | undefined, nameSpace: string): Promise<void> {
  if (redis && !(await redisReadyOrTimeout(redis, 2000))) app.log.warn('redis not reachable at start; rate limits count in this instance until it is');
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { store: sharedOrLocalStore(redis, nameSpace, (err) => app.log.warn({ err: err.message }, 'redis failed; rate limits count in this instance')) } : {}),
    errorResponseBuilder: (_request, context) => new ApiError('RATE_LIMITED', null, Math.ceil(context.ttl / 1000)),
  });
  installCeilings(app);
}
