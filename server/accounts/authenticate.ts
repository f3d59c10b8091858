import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/envelope.js';
import { findLiveSession, type LiveSession } from './repository.js';
import { sessionCacheOf } from './session-cache.js';
import { TOKEN_PATTERN } from './tokens.js';

/** The request's session, its account and what GET /v1/me shows, resolved once per request. */
export type AuthUser = LiveSession;

const resolved = new WeakMap<FastifyRequest, Promise<AuthUser | null>>();

/** The token of `Authorization: Bearer <token>` (a bare token is accepted too), or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : header.trim();
  return TOKEN_PATTERN.test(token) ? token : '';
}

async function resolve(request: FastifyRequest): Promise<AuthUser | null> {
  const token = bearerToken(request);
  if (token === null) return null;
  if (token === '') throw new ApiError('UNAUTHORIZED');
  const { db, config, now, changes } = request.server.lokasi;
  const session = await findLiveSession(db, token, now(), config.sessionIdleMs, sessionCacheOf(changes));
  if (!session) throw new ApiError('UNAUTHORIZED');
  return session;
}

/**
 * The signed-in user of a request, or null when no token was sent. A token that was sent but is
 * unknown, malformed, revoked or idle too long is a 401 (the client then clears it), never silently anonymous.
 */
export function optionalUser(request: FastifyRequest): Promise<AuthUser | null> {
  let pending = resolved.get(request);
  if (!pending) {
    pending = resolve(request);
    resolved.set(request, pending);
  }
  return pending;
}
