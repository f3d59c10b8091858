import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

export function contentSecurityPolicy(frameAncestors: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    `frame-ancestors ${frameAncestors}`,
    "img-src 'self' data: blob:",
    // Inline style attributes are written by Preact components and lightweight-charts.
    "style-src 'self' 'unsafe-inline'",
    "connect-src 'self'",
  ].join('; ');
}

/** Headers on every response, API and web app alike. HSTS only in production (it would pin localhost to https). */
export function installSecurityHeaders(app: FastifyInstance, config: Config): void {
  const csp = contentSecurityPolicy(config.frameAncestors);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('content-security-policy', csp);
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-content-type-options', 'nosniff');
    if (config.production) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    return payload;
  });
}
