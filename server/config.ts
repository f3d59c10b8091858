import path from 'node:path';
import { parseTrustProxy, type TrustProxy } from './http/trusted-proxies.js';

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL when set; otherwise embedded PGlite in `pgliteDir`. */
  databaseUrl: string | undefined;
  pgliteDir: string;
  dataDir: string;
  /** Dataset ids the start imports (LOKASI_DATASETS, comma-separated); every dataset of the catalogue when unset. */
  datasets: readonly string[] | undefined;
  production: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Rate-limit counters are shared through Redis when set (several instances); in memory otherwise. */
  redisUrl: string | undefined;
  /** Prefix of the rate-limit keys in Redis, so environments (or test runs) sharing one Redis keep separate counters. */
  rateLimitNamespace: string;
  /** SMTP connection string for nodemailer; without it e-mails go to the outbox table. */
  smtpUrl: string | undefined;
  mailFrom: string;
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
  /** Days kept before the daily purge jobs delete them (README, "Retention"). */
  retention: {
    trackingEventsDays: number;
    outboxDays: number;
    verificationCodesDays: number;
    /** Anonymous accounts never used (README defines it) and not seen for this long. */
    unusedAccountsDays: number;
  };
}

export class ConfigError extends Error {}

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

function trustProxy(env: NodeJS.ProcessEnv): TrustProxy {
  try {
    return parseTrustProxy(env.TRUST_PROXY);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

/** Reads and validates the environment once at start; every variable is listed in .env.example. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const logLevel = (env.LOG_LEVEL || 'info') as Config['logLevel'];
  if (!logLevels.includes(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${logLevels.join(', ')}, got "${env.LOG_LEVEL}"`);
  const frameAncestors = env.FRAME_ANCESTORS || "'self'";
  if (/[;,\n]/.test(frameAncestors)) throw new ConfigError('FRAME_ANCESTORS must be a space-separated source list without ";"');
  return {
    port: integer(env, 'PORT', 8080, 0, 65535),
    host: env.HOST || '0.0.0.0',
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    pgliteDir: path.resolve(env.PGLITE_DIR || '.data/pglite'),
    dataDir: path.resolve(env.LOKASI_DATA_DIR || '../shared/data'),
    datasets: env.LOKASI_DATASETS ? env.LOKASI_DATASETS.split(',').map((id) => id.trim()).filter(Boolean) : undefined,
    production: env.NODE_ENV === 'production',
    logLevel,
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    rateLimitNamespace: env.RATE_LIMIT_NAMESPACE || 'lokasi-rl:',
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM || 'Lokasi <no-reply@lokasi.invalid>',
    frameAncestors,
    tileOrigin: tileOrigin(env.VITE_TILE_URL),
    trustProxy: trustProxy(env),
    requestTimeoutMs: integer(env, 'REQUEST_TIMEOUT_MS', 30_000, 100, 600_000),
    anonymousAccountsPerHour: integer(env, 'ANONYMOUS_ACCOUNTS_PER_HOUR', 20_000, 1, 10_000_000),
    sessionIdleMs: integer(env, 'SESSION_IDLE_DAYS', 30, 1, 3650) * 86_400_000,
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 262_144, 1024, 50 * 1024 * 1024),
    distDir: path.resolve(env.DIST_DIR || 'dist'),
    jobIntervalMs: integer(env, 'JOB_INTERVAL_MS', 60_000, 100, 86_400_000),
    retention: {
      trackingEventsDays: integer(env, 'TRACKING_EVENTS_RETENTION_DAYS', 90, 1, 3650),
      outboxDays: integer(env, 'OUTBOX_RETENTION_DAYS', 30, 1, 3650),
      verificationCodesDays: integer(env, 'VERIFICATION_CODES_RETENTION_DAYS', 7, 1, 3650),
      unusedAccountsDays: integer(env, 'UNUSED_ACCOUNTS_RETENTION_DAYS', 30, 1, 3650),
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
