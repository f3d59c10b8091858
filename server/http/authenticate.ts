import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './envelope.js';

/**
 * Who sent a request: the live session its token opened and that session's account. The module that owns sessions
 * adds what its own routes show by declaration merging (`declare module '../http/authenticate.js' { interface Caller … }`).
 */
export interface Caller {
  sessionId: string;
  userId: string;
}

/**
 * How a request's token names its caller: null when no token was sent; a token that was sent and opens no live
 * session (unknown, malformed, revoked, idle too long) is ApiError('UNAUTHORIZED'), never silently anonymous.
 */
export type IdentifyCaller = (request: FastifyRequest) => Promise<Caller | null>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's caller, asked once per request: later calls share the first answer (and its refusal). */
    caller(): Promise<Caller | null>;
  }
}

const asked = new WeakMap<FastifyRequest, Promise<Caller | null>>();

/** Gives every request of `app` its `request.caller()`, answered by `identify` (the registered module's, app.ts). */
export function installCallers(app: FastifyInstance, identify: IdentifyCaller): void {
  app.decorateRequest('caller', function caller(this: FastifyRequest) {
    let pending = asked.get(this);
    if (!pending) {
      pending = identify(this);
      asked.set(this, pending);
    }
    return pending;
  });
}

/** OpenAPI `security` of an operation that needs a token, and of one where a token is optional (`{}`: none). */
type Security = Record<string, string[]>[];
const BEARER_REQUIRED: Security = [{ bearer: [] }];
const BEARER_OPTIONAL: Security = [{}, { bearer: [] }];

const users = new WeakMap<FastifyRequest, Caller | null>();

/**
 * Authentication for every route registered in `scope` after this call, as one hook: 'required' answers 401
 * (UNAUTHORIZED) before the body is parsed when no live session token was sent; 'optional' lets requests without a
 * token through but still refuses a token that was sent and is not a live session. Each route's OpenAPI `security`
 * says the same, so a generated client sends the token. Handlers read the user with `signedInUser` / `userOrNull`.
 */
export function authenticate(scope: FastifyInstance, mode: 'required' | 'optional'): void {
  async function check(request: FastifyRequest): Promise<void> {
    const user = await request.caller();
    if (!user && mode === 'required') throw new ApiError('UNAUTHORIZED');
    users.set(request, user);
  }
  scope.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, security: mode === 'required' ? BEARER_REQUIRED : BEARER_OPTIONAL };
    // After the route's own onRequest hooks (its rate limit), so refused tokens still count against the caller.
    const own = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    route.onRequest = [...own, check];
  });
}

function resolved(request: FastifyRequest): Caller | null {
  const user = users.get(request);
  // A programming error, not a client's: the route was registered outside an authenticated scope.
  if (user === undefined) throw new Error(`${request.routeOptions.url ?? request.url} is not in a scope with authenticate()`);
  return user;
}

/** The user of a request in a scope with `authenticate(scope, 'required')`. */
export function signedInUser(request: FastifyRequest): Caller {
  const user = resolved(request);
  if (!user) throw new Error(`${request.routeOptions.url ?? request.url} is not in a scope with authenticate(scope, 'required')`);
  return user;
}

/** The user of a request in a scope with `authenticate(scope, 'optional')`, or null when no token was sent. */
export const userOrNull = (request: FastifyRequest): Caller | null => resolved(request);
