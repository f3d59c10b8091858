import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/envelope.js';
import { endedSessionOf, findLiveSession, type LiveSession } from './repository.js';
import { sessionCacheOf } from './session-cache.js';
import { hashToken, TOKEN_PATTERN } from './tokens.js';

declare module '../http/authenticate.js' {
  /** A request's caller is a live session, with what GET /v1/me shows of its account. */
  interface Caller extends LiveSession {}
}

/** The token of `Authorization: Bearer <token>` (a bare token is accepted too), '' for a malformed one, or null. */
function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : header.trim();
  return TOKEN_PATTERN.test(token) ? token : '';
}

/**
 * The accounts module's answer to "who sent this request" (http/authenticate.ts asks it once per request): the live
 * session of the bearer token, or null when no token was sent. A token that was sent but is unknown, malformed,
 * revoked or idle too long is a 401 (the client then clears it), never silently anonymous. A session that ended because
 * its account asked for deletion is SESSION_ENDED with how the request stands, so the device clears the account too.
 */
export async function liveSessionOf(request: FastifyRequest): Promise<LiveSession | null> {
  const token = bearerToken(request);
  if (token === null) return null;
  if (token === '') throw new ApiError('UNAUTHORIZED');
  const { db, config, now, changes } = request.server.lokasi;
  const session = await findLiveSession(db, token, now(), config.sessionIdleMs, sessionCacheOf(changes));
  if (session) return session;
  const ended = await endedSessionOf(db, hashToken(token), config.rateLimitKey);
  throw ended ? new ApiError('SESSION_ENDED', ended) : new ApiError('UNAUTHORIZED');
}
