import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL when set; otherwise embedded PGlite in `pgliteDir`. */
  databaseUrl: string | undefined;
  pgliteDir: string;
  dataDir: string;
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
  /** Passed to Fastify: true when behind a load balancer that sets X-Forwarded-For (client IP for rate limits). */
  trustProxy: boolean;
  bodyLimitBytes: number;
  /** Folder with the built web app. */
  distDir: string;
  /** Scheduler tick; jobs claim their period in the database, so any number of instances may tick. */
  jobIntervalMs: number;
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

function boolean(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
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
    production: env.NODE_ENV === 'production',
    logLevel,
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    rateLimitNamespace: env.RATE_LIMIT_NAMESPACE || 'lokasi-rl:',
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM || 'Lokasi <no-reply@lokasi.invalid>',
    frameAncestors,
    trustProxy: boolean(env, 'TRUST_PROXY', false),
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 262_144, 1024, 50 * 1024 * 1024),
    distDir: path.resolve(env.DIST_DIR || 'dist'),
    jobIntervalMs: integer(env, 'JOB_INTERVAL_MS', 60_000, 100, 86_400_000),
  };
}
