import { isIP } from 'node:net';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

/**
 * Which hops of X-Forwarded-For the server believes (http/trusted-proxies.ts hands it to Fastify): `false` (the
 * socket's address is the client), a hop count (the client is that many addresses from the right: what the
 * operator's own proxies appended) or the proxies' address ranges. Never "everything": the leftmost address is
 * whatever the client wrote.
 */
export type TrustProxy = false | number | string[];

export interface Config {
  port: number;
  /** Address the server listens on: loopback (127.0.0.1, the default) serves this machine only; 0.0.0.0 faces a network. */
  host: string;
  /** Whether `host` takes connections from other machines (anything but a loopback address). */
  facesNetwork: boolean;
  /** PostgreSQL when set; otherwise embedded PGlite in `pgliteDir`. */
  databaseUrl: string | undefined;
  pgliteDir: string;
  dataDir: string;
  /** Dataset ids the start imports (LOKASI_DATASETS, comma-separated); every dataset of the catalogue when unset. */
  datasets: readonly string[] | undefined;
  production: boolean;
  /**
   * The built-in simulated payment gateway (free credits for anyone who can reach it): PAYMENTS_SANDBOX=true turns it
   * on, and it is on by default only for an instance nobody else can reach (loopback bind, no proxy in front, not production).
   */
  paymentsSandbox: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Rate-limit counters are shared through Redis when set (several instances); in memory otherwise. */
  redisUrl: string | undefined;
  /** Prefix of the rate-limit keys in Redis, so environments (or test runs) sharing one Redis keep separate counters. */
  rateLimitNamespace: string;
  /**
   * Key of the HMAC that stands for a user's or session's id in rate-limit keys (RATE_LIMIT_KEY, the same on every
   * instance), so the counters hold no id that could be tied to a person. A development key when unset outside
   * production; in production unset, a random key per instance (per-user limits then count per instance).
   */
  rateLimitKey: string;
  /** SMTP connection string for nodemailer; without it e-mails go to the outbox table. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Bearer token of the operator API (/v1/operator/...); unset = that API answers 404. */
  operatorToken: string | undefined;
  /**
   * Key of the signed, expiring download links of PDF exports (EXPORT_LINK_SECRET; the same on every instance). A
   * fixed development key when unset outside production; unset in production = no signed links (download with the token only).
   */
  exportLinkSecret: string | undefined;
  /** Value of the CSP frame-ancestors directive (who may embed the app, e.g. the native WebView's origin). */
  frameAncestors: string;
  /**
   * Origin of the base-map tiles the web app was built with (VITE_TILE_URL, see .env.example), added to the CSP's
   * img-src so the browser may load them; undefined without tiles (maps draw on a plain background).
   */
  tileOrigin: string | undefined;
  /** Which X-Forwarded-For hops are believed (client IP for rate limits): none, a hop count or the proxies' ranges. */
  trustProxy: TrustProxy;
  /** Longest time to receive one request (headers and body); a slower client gets 408 and its connection closed. */
  requestTimeoutMs: number;
  /** New anonymous accounts per hour across all instances (the ceiling behind the per-address limit). */
  anonymousAccountsPerHour: number;
  /** A session token unused for this long is refused with 401 (the app then signs in again). SESSION_IDLE_DAYS. */
  sessionIdleMs: number;
  bodyLimitBytes: number;
  /** Folder with the built web app. */
  distDir: string;
  /** Scheduler tick; jobs claim their period in the database, so any number of instances may tick. */
  jobIntervalMs: number;
  /**
   * OpenAI-compatible endpoint that may rephrase the AI analysis narrative (LLM_URL, LLM_MODEL, LLM_API_KEY,
   * LLM_TIMEOUT_MS); off while LLM_URL or LLM_MODEL is unset. Any number it adds discards its text (ai-analysis/rephrase.ts).
   */
  llm: { url: string | null; model: string | null; apiKey: string | null; timeoutMs: number };
  /**
   * Read (or gather once) every grid market's city grid (the market room's cells, the recommendation's search), build
   * the gazetteer and seed the recommendation's example in the background at start (RECOMMENDATIONS_WARM_AT_START,
   * default true), so the first analysis, place search or recommendation only weighs; false defers each to the first
   * request that needs it.
   */
  warmRecommendationsAtStart: boolean;
  /** Days kept before the daily purge jobs delete them (README, "Retention"). */
  retention: {
    trackingEventsDays: number;
    outboxDays: number;
    verificationCodesDays: number;
    /** Anonymous accounts never used (README defines it) and not seen for this long. */
    unusedAccountsDays: number;
    /** What erased_sessions keeps of an erased account's sessions, so a device still holding one is told. */
    erasedSessionsDays: number;
  };
}

export class ConfigError extends Error {}

/**
 * The rate-limit keys' HMAC key. Where Redis shares the counters across instances in production, every instance must
 * use the same key or each would count a user apart: the start refuses to go on without RATE_LIMIT_KEY. Without Redis
 * each instance counts on its own anyway, and a key of its own (random, in production) changes nothing. The same key
 * hashes the tokens of erased accounts' sessions (server/accounts erased_sessions): with a random key a restart forgets
 * them, and a device that comes back after it gets a plain 401 instead of being told its account is gone.
 */
function rateLimitKey(env: NodeJS.ProcessEnv, production: boolean): string {
  if (env.RATE_LIMIT_KEY) return env.RATE_LIMIT_KEY;
  if (!production) return 'lokasi-development-rate-limits';
  if (env.REDIS_URL) throw new ConfigError('RATE_LIMIT_KEY must be set (the same on every instance) when REDIS_URL shares rate limits in production');
  return randomBytes(32).toString('base64url');
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

function url(env: NodeJS.ProcessEnv, name: string, protocols: readonly string[]): string | undefined {
  const raw = env[name];
  if (!raw) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL (${protocols.join(' or ')}), got something that does not parse`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must use ${protocols.join(' or ')}, got "${parsed.protocol}"`);
  }
  return raw;
}

/** 127.0.0.0/8, ::1 and the name `localhost`: addresses only this machine can connect to. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

const MAX_PROXY_HOPS = 10;

function isAddressOrRange(entry: string): boolean {
  const [address, prefix, extra] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset, `false` or `0`: no proxy. `1`, `2`, …: that many proxies in front (`true` means 1, a single
 * load balancer). Otherwise a comma-separated list of the proxies' addresses or CIDR ranges, e.g. `10.0.0.0/8,fd00::/8`.
 */
function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_PROXY_HOPS) throw new ConfigError(`TRUST_PROXY must be a hop count between 0 and ${MAX_PROXY_HOPS}, got "${raw}"`);
    return hops;
  }
  const ranges = value.split(',').map((entry) => entry.trim());
  const bad = ranges.find((entry) => !isAddressOrRange(entry));
  if (bad !== undefined) {
    throw new ConfigError(`TRUST_PROXY must be false, a hop count (1, 2, …) or a comma-separated list of proxy addresses/CIDR ranges, got "${bad}"`);
  }
  return ranges;
}

/**
 * A hop count believes whatever the nearest hops wrote, so it is only right when no client can reach the instance
 * except through the proxies. Facing a network, a client that reaches it directly would choose its own address (and
 * pass every per-address limit by rotating it): the proxies must be named by address instead.
 */
function trustProxy(env: NodeJS.ProcessEnv, host: string): TrustProxy {
  const trust = parseTrustProxy(env.TRUST_PROXY);
  if (typeof trust === 'number' && !isLoopbackHost(host)) {
    throw new ConfigError(
      `TRUST_PROXY=${env.TRUST_PROXY} is a hop count, but HOST=${host} lets clients reach this instance without the proxy and write their own X-Forwarded-For: ` +
        'set TRUST_PROXY to the proxies\' addresses or CIDR ranges (e.g. TRUST_PROXY=10.0.0.0/8,127.0.0.1), or listen on loopback (HOST=127.0.0.1) behind a proxy on this machine',
    );
  }
  return trust;
}

function paymentsSandbox(env: NodeJS.ProcessEnv, host: string, production: boolean, trust: TrustProxy): boolean {
  const raw = env.PAYMENTS_SANDBOX;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  if (raw) throw new ConfigError(`PAYMENTS_SANDBOX must be true or false, got "${raw}"`);
  return isLoopbackHost(host) && !production && trust === false;
}

/** Reads and validates the environment once at start; every variable is listed in .env.example. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const logLevel = (env.LOG_LEVEL || 'info') as Config['logLevel'];
  if (!logLevels.includes(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${logLevels.join(', ')}, got "${env.LOG_LEVEL}"`);
  const frameAncestors = env.FRAME_ANCESTORS || "'self'";
  if (/[;,\n]/.test(frameAncestors)) throw new ConfigError('FRAME_ANCESTORS must be a space-separated source list without ";"');
  const host = env.HOST || '127.0.0.1';
  const production = env.NODE_ENV === 'production';
  const trust = trustProxy(env, host);
  return {
    port: integer(env, 'PORT', 8080, 0, 65535),
    host,
    facesNetwork: !isLoopbackHost(host),
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    pgliteDir: path.resolve(env.PGLITE_DIR || '.data/pglite'),
    dataDir: path.resolve(env.LOKASI_DATA_DIR || '../shared/data'),
    datasets: env.LOKASI_DATASETS ? env.LOKASI_DATASETS.split(',').map((id) => id.trim()).filter(Boolean) : undefined,
    production,
    paymentsSandbox: paymentsSandbox(env, host, production, trust),
    logLevel,
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    rateLimitNamespace: env.RATE_LIMIT_NAMESPACE || 'lokasi-rl:',
    rateLimitKey: rateLimitKey(env, production),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM || 'Lokasi <no-reply@lokasi.invalid>',
    operatorToken: env.OPERATOR_TOKEN || undefined,
    exportLinkSecret: env.EXPORT_LINK_SECRET || (production ? undefined : 'lokasi-development-export-links'),
    frameAncestors,
    tileOrigin: tileOrigin(env.VITE_TILE_URL),
    trustProxy: trust,
    requestTimeoutMs: integer(env, 'REQUEST_TIMEOUT_MS', 30_000, 100, 600_000),
    anonymousAccountsPerHour: integer(env, 'ANONYMOUS_ACCOUNTS_PER_HOUR', 20_000, 1, 10_000_000),
    sessionIdleMs: integer(env, 'SESSION_IDLE_DAYS', 30, 1, 3650) * 86_400_000,
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 262_144, 1024, 50 * 1024 * 1024),
    distDir: path.resolve(env.DIST_DIR || 'dist'),
    jobIntervalMs: integer(env, 'JOB_INTERVAL_MS', 60_000, 100, 86_400_000),
    warmRecommendationsAtStart: env.RECOMMENDATIONS_WARM_AT_START !== 'false',
    llm: {
      url: url(env, 'LLM_URL', ['http:', 'https:']) ?? null,
      model: env.LLM_MODEL || null,
      apiKey: env.LLM_API_KEY || null,
      timeoutMs: integer(env, 'LLM_TIMEOUT_MS', 4_000, 100, 60_000),
    },
    retention: {
      trackingEventsDays: integer(env, 'TRACKING_EVENTS_RETENTION_DAYS', 90, 1, 3650),
      outboxDays: integer(env, 'OUTBOX_RETENTION_DAYS', 30, 1, 3650),
      verificationCodesDays: integer(env, 'VERIFICATION_CODES_RETENTION_DAYS', 7, 1, 3650),
      unusedAccountsDays: integer(env, 'UNUSED_ACCOUNTS_RETENTION_DAYS', 30, 1, 3650),
      erasedSessionsDays: integer(env, 'ERASED_SESSIONS_RETENTION_DAYS', 30, 1, 3650),
    },
  };
}

/** `https://tile.example.org/{z}/{x}/{y}.png` → `https://tile.example.org`: the template's placeholders are not a URL. */
function tileOrigin(template: string | undefined): string | undefined {
  if (!template) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(template.replace(/\{[a-z]\}/g, '0'));
  } catch {
    throw new ConfigError(`VITE_TILE_URL must be an http(s) URL template such as https://tile.example.org/{z}/{x}/{y}.png, got "${template}"`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new ConfigError(`VITE_TILE_URL must use http or https, got "${template}"`);
  return parsed.origin;
}
