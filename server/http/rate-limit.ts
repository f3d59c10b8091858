import { createHmac } from 'node:crypto';
import { isIPv4 } from 'node:net';
import rateLimit, { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { ApiError } from './envelope.js';
import { redisReadyOrTimeout, sharedOrLocalStore } from './rate-limit-store.js';

/**
 * A route's limit, optionally with a ceiling over all callers of the route together (every instance, via Redis), of
 * which one network (byNetwork) may spend at most a tenth, so no single host or block of addresses can use it all up.
 */
export interface RouteLimit extends RateLimitOptions {
  ceiling?: { max: (request: FastifyRequest) => number; timeWindow: string };
}

/** How many networks it takes to spend a ceiling: each may use a tenth of it (2,000 of the default 20,000 an hour). */
const NETWORKS_PER_CEILING = 10;

/** A network's share of a ceiling of `max` (at least one call). */
export const networkShare = (max: number): number => Math.max(1, Math.floor(max / NETWORKS_PER_CEILING));

/**
 * The client's address as limits count it. IPv6 by its /64, the prefix one subscriber line gets (RFC 6177): a client
 * rotating addresses inside its own prefix is still one client. Behind proxies `request.ip` is what TRUST_PROXY allows.
 */
export const byAddress = (request: FastifyRequest): string => `ip:${normalizeIP(request.ip, 64)}`;

/**
 * The client's network: an IPv4 address by its /24, IPv6 by its /48 (a site's allocation). One host holding a block
 * of neighbouring addresses is still one network.
 */
export function byNetwork(request: FastifyRequest): string {
  const address = normalizeIP(request.ip, 48);
  return isIPv4(address) ? `net:${address.split('.').slice(0, 3).join('.')}.0/24` : `net:${address}/48`;
}

/**
 * A user's id as a limit's key holds it: an HMAC with RATE_LIMIT_KEY, so the counters (in Redis, shared by the
 * instances) hold no id that could be tied to a person, during their life or after their erasure.
 */
export const keyedId = (request: FastifyRequest, kind: 'user' | 'session', id: string): string =>
  `${kind}:${createHmac('sha256', request.server.lokasi.config.rateLimitKey).update(id).digest('base64url')}`;

/**
 * Per account when the request's token opens a live session (an account's id cannot be forged, and its sessions share
 * one bucket), per address otherwise: a made-up (even well-formed) token is no session and gets no bucket of its own,
 * so inventing tokens gains no calls.
 */
export async function byUser(request: FastifyRequest): Promise<string> {
  const caller = await request.caller().catch(() => null);
  return caller ? keyedId(request, 'user', caller.userId) : byAddress(request);
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
const anonymousCeiling = (request: FastifyRequest): number => request.server.lokasi.config.anonymousAccountsPerHour;

/** The limits used by the API, tuned in one place. */
export const limits = {
  /** Verification code sends, on top of the per-user and per-address rules enforced in the database. */
  codeSend: perRoute(10, '10 minutes'),
  /** Code entries (login, link, delete): slows guessing across many codes. */
  codeVerify: perRoute(20, '10 minutes'),
  anonymousAccount: {
    // An address never gets more than its network's share of the ceiling (a small ceiling set for a test or a trial).
    ...perRoute(ANONYMOUS_PER_ADDRESS_PER_HOUR, '1 hour'),
    max: (request: FastifyRequest) => Math.min(ANONYMOUS_PER_ADDRESS_PER_HOUR, networkShare(anonymousCeiling(request))),
    ceiling: { max: anonymousCeiling, timeWindow: '1 hour' },
  },
  tracking: perRoute(120, '1 minute', byUser),
} satisfies Record<string, RouteLimit>;

/**
 * Adds the route's network share and ceiling checks after its own limit, in that order, so neither a client over its
 * own limit nor a network over its share uses up the ceiling.
 */
function installCeilings(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const ceiling = ((route.config?.rateLimit as RouteLimit | false | undefined) || undefined)?.ceiling;
    if (!ceiling) return;
    const name = `${route.method}:${route.url}`;
    const checks = [
      app.createRateLimit({ timeWindow: ceiling.timeWindow, max: (request) => networkShare(ceiling.max(request)), keyGenerator: (request) => `share:${name}:${byNetwork(request)}` }),
      app.createRateLimit({ ...ceiling, keyGenerator: () => `ceiling:${name}` }),
    ];
    const hook = async (request: FastifyRequest) => {
      for (const check of checks) {
        const result = await check(request);
        if (!result.isAllowed && result.isExceeded) throw new ApiError('RATE_LIMITED', null, result.ttlInSeconds);
      }
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
