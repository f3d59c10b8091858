import { isIP } from 'node:net';

/**
 * Which hops of X-Forwarded-For the server believes, as Fastify's `trustProxy` takes it: `false` (the socket's address
 * is the client), a hop count (the client is that many addresses from the right: what the operator's own proxies
 * appended) or the proxies' address ranges. Never "everything": the leftmost address is whatever the client wrote.
 */
export type TrustProxy = false | number | string[];

const MAX_HOPS = 10;

function isAddressOrRange(entry: string): boolean {
  const [address, prefix, extra] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset, `false` or `0`: no proxy. `1`, `2`, …: that many proxies in front (`true` means 1, the single
 * load balancer it always meant, so an old configuration stays safe). Otherwise a comma-separated list of the
 * proxies' addresses or CIDR ranges, e.g. `10.0.0.0/8,fd00::/8`.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_HOPS) throw new Error(`TRUST_PROXY must be a hop count between 0 and ${MAX_HOPS}, got "${raw}"`);
    return hops;
  }
  const ranges = value.split(',').map((entry) => entry.trim());
  const bad = ranges.find((entry) => !isAddressOrRange(entry));
  if (bad !== undefined) {
    throw new Error(`TRUST_PROXY must be false, a hop count (1, 2, …) or a comma-separated list of proxy addresses/CIDR ranges, got "${bad}"`);
  }
  return ranges;
}

/**
 * Fastify's `trustProxy` for the setting. Fastify reads a bare number as "trust nothing" (a client reaching the server
 * directly could put enough addresses in the header itself), so a hop count becomes a function that believes exactly
 * that many hops from the socket: right when the instances are reachable only through the proxies.
 */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
