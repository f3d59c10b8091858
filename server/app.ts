import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { ApiError, ok } from './http/envelope.js';
import type { AppContext, DomainModule } from './module.js';
import { installHttpConventions } from './http/install.js';
import { installCallers, type IdentifyCaller } from './http/authenticate.js';
import { answerClientError, answerFrameworkError } from './http/errors.js';
import { overrideMethod } from './http/method-override.js';
import { loggerOptions, requestId } from './http/logging.js';
import { installOpenApi } from './http/openapi.js';
import { installRateLimit } from './http/rate-limit.js';
import { serverTimeouts } from './http/timeouts.js';
import { fastifyTrustProxy } from './http/trusted-proxies.js';
import { installSecurityHeaders } from './web/security-headers.js';
import { installWebApp } from './web/static.js';
import { installResponseEncryption } from './crypto/hooks.js';
import { modules } from './modules.js';
import { BRAND_ID_MAX_LENGTH } from '../contracts/geo.js';

/** The registry (server/modules.ts), re-exported for tests that build the app with an extra module. */
export { modules };

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared context (database, config, clock); `request.server.lokasi` in handlers and helpers. */
    lokasi: AppContext;
  }
}

/** The one registered module's answer to "who sent this request" (accounts: the live session of the bearer token). */
function callerIdentity(list: readonly DomainModule[]): IdentifyCaller {
  const identifying = list.filter((m) => m.identifyCaller);
  if (identifying.length !== 1) throw new Error(`One module must identify callers (identifyCaller), found ${identifying.map((m) => m.name).join(', ') || 'none'}`);
  return identifying[0]!.identifyCaller!;
}

export function checkDependencies(list: readonly DomainModule[]): void {
  const seen = new Set<string>();
  for (const m of list) {
    for (const dep of m.dependsOn) {
      if (!seen.has(dep)) throw new Error(`Module "${m.name}" depends on "${dep}", which is not registered before it`);
    }
    seen.add(m.name);
  }
}

/**
 * While the app closes (SIGTERM), answers to requests in flight carry `Connection: close`, so kept-alive
 * clients do not hold the shutdown open until their keep-alive timeout.
 */
function closeConnectionsWhenClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A request that may have written (a sign-out, a spend, a payment notification) answers only once this instance's
 * change feed has delivered every change committed before, so no cache here still holds what it changed: the client's
 * next request sees its own write, and other instances have heard of it too (notifications reach every listener at
 * once, measured 0.03 ms after the commit on loopback).
 */
function answerWritesAfterTheirChanges(app: FastifyInstance, ctx: AppContext): void {
  const { changes } = ctx;
  if (!changes) return;
  app.addHook('onSend', async (request) => {
    if (!SAFE_METHODS.has(request.method)) await changes.caughtUp();
  });
}

export interface BuildOptions {
  /** Where log lines go (tests capture them); stdout by default. */
  logStream?: NodeJS.WritableStream;
  /** Serve the built web app from config.distDir when it exists (default true). */
  serveWeb?: boolean;
}

/** Builds the HTTP app. `/test-api/...` and `/prod-api/...` are rewritten to `/...` so one server works behind either proxy path or none. */
export async function buildApp(ctx: AppContext, list: readonly DomainModule[] = modules, options: BuildOptions = {}): Promise<FastifyInstance> {
  checkDependencies(list);
  const app = Fastify({
    logger: loggerOptions(ctx.config, options.logStream),
    genReqId: requestId,
    trustProxy: fastifyTrustProxy(ctx.config.trustProxy),
    bodyLimit: ctx.config.bodyLimitBytes,
    // The router's limit on one path parameter (decoded): the longest brand id, so every id the schema takes is routed.
    maxParamLength: BRAND_ID_MAX_LENGTH,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    ...serverTimeouts(ctx.config),
    rewriteUrl: (req) => {
      overrideMethod(req);
      return (req.url ?? '/').replace(/^\/(?:test|prod)-api(?=\/)/, '');
    },
  });
  app.decorate('lokasi', ctx);
  installCallers(app, callerIdentity(list));
  installHttpConventions(app);
  closeConnectionsWhenClosing(app);
  answerWritesAfterTheirChanges(app, ctx);
  installSecurityHeaders(app, ctx.config);

  // No queue while disconnected and a short command timeout: a missing or slow Redis costs a request at most 500 ms
  // before its limit is counted in this instance instead.
  const redis = ctx.config.redisUrl ? new Redis(ctx.config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, commandTimeout: 500 }) : undefined;
  if (redis) {
    redis.on('error', (err) => app.log.warn({ err: err.message }, 'redis unavailable; rate limits count in this instance until it is back'));
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }
  await installRateLimit(app, redis, ctx.config.rateLimitNamespace);
  await installOpenApi(app);
  installResponseEncryption(app);

  app.get('/healthz', { schema: { hide: true } }, async (request, reply) => {
    try {
      await sql`SELECT 1`.execute(ctx.db);
      return ok(request, { status: 'ok', database: ctx.dbKind });
    } catch {
      throw new ApiError('UNAVAILABLE');
    }
  });
  for (const m of list) {
    if (m.routes) await app.register(async (scope) => m.routes!(scope, ctx), { prefix: '/v1' });
  }
  if ((options.serveWeb ?? true) && fs.existsSync(path.join(ctx.config.distDir, 'index.html'))) {
    await installWebApp(app, ctx.config.distDir);
  }
  return app;
}
