import type { TrustProxy } from '../config.js';

/**
 * Fastify's `trustProxy` for the TRUST_PROXY setting (config.ts). Fastify reads a bare number as "trust nothing" (a
 * client reaching the server directly could put enough addresses in the header itself), so a hop count becomes a
 * function that believes exactly that many hops from the socket: right when the instances are reachable only through
 * the proxies.
 */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
