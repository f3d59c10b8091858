import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { INLINE_STYLES } from '../../contracts/inline-styles.js';

/**
 * Where WeChat serves its JS-SDK (src/platform/bridge/mini-program.ts loads jweixin from here). Only a page inside a
 * mini-program's web-view may load it: there `wx.miniProgram` is the only way to share, close the page or hand a
 * payment to the mini-program. The directory, not the whole origin, so nothing else on that host can run here.
 */
export const WECHAT_JSSDK_SOURCE = 'https://res.wx.qq.com/open/js/';

/**
 * The mini-program web-view says so in its user agent (WeChat 7+: `miniProgram`), as src/platform/context.ts reads
 * it. The header is the client's own claim, which is all that is needed: it only widens the policy of the page
 * that client itself asked for.
 */
export const isMiniProgramWebView = (request: FastifyRequest): boolean => /miniProgram/i.test(request.headers['user-agent'] ?? '');

export function contentSecurityPolicy(
  frameAncestors: string,
  extraScriptSources: readonly string[] = [],
  imageSources: readonly string[] = [],
  styleSources: readonly string[] = inlineStyleHashes(INLINE_STYLES),
): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...extraScriptSources].join(' '),
    "object-src 'none'",
    "base-uri 'none'",
    `frame-ancestors ${frameAncestors}`,
    ["img-src 'self' data: blob:", ...imageSources].join(' '),
    // No 'unsafe-inline': Preact and lightweight-charts set styles through the CSSOM (element.style), which the policy
    // does not govern; the few inline sheets the app writes are allowed by their hashes.
    ["style-src 'self'", ...styleSources].join(' '),
    "connect-src 'self'",
  ].join('; ');
}

/** A CSP hash source: the SHA-256 of an inline element's text, base64, as CSP Level 2 defines it. */
const hashSource = (text: string): string => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The page's own inline scripts (the route preload of server/web/route-preloads.ts), each allowed by its hash so that
 * script-src needs no 'unsafe-inline'; none while no app is built.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => hashSource(m[1]!));
}

/** CSP hash sources of inline style sheets (the text between `<style>` and `</style>`). */
export function inlineStyleHashes(sheets: readonly string[]): string[] {
  return sheets.map(hashSource);
}

function builtPageScripts(distDir: string): string[] {
  const index = path.join(distDir, 'index.html');
  return fs.existsSync(index) ? inlineScriptHashes(fs.readFileSync(index, 'utf8')) : [];
}

/** Adds `User-Agent` to whatever Vary another hook (compression, static files) already set. */
function varyOnUserAgent(current: unknown): string {
  const value = Array.isArray(current) ? current.join(', ') : typeof current === 'string' ? current : '';
  return /(^|,)\s*user-agent\s*(,|$)/i.test(value) ? value : value ? `${value}, User-Agent` : 'User-Agent';
}

/** Headers on every response, API and web app alike. HSTS only in production (it would pin localhost to https). */
export function installSecurityHeaders(app: FastifyInstance, config: Config): void {
  const tiles = config.tileOrigin ? [config.tileOrigin] : [];
  const pageScripts = builtPageScripts(config.distDir);
  const csp = contentSecurityPolicy(config.frameAncestors, pageScripts, tiles);
  const miniProgramCsp = contentSecurityPolicy(config.frameAncestors, [...pageScripts, WECHAT_JSSDK_SOURCE], tiles);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('content-security-policy', isMiniProgramWebView(request) ? miniProgramCsp : csp);
    // A shared cache must not hand one context's page (and policy) to the other.
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) reply.header('vary', varyOnUserAgent(reply.getHeader('vary')));
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-content-type-options', 'nosniff');
    if (config.production) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    return payload;
  });
}
