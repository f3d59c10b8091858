/** Socket errors of a database that cannot be reached (host down, port closed, connection cut). */
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EPIPE', 'EAI_AGAIN']);

/**
 * SQLSTATE classes and codes meaning "the database is not there right now", not "the request is wrong": 08 connection
 * exception, 57P01-57P03 shutdown / cannot connect now, 53300 too many connections.
 */
const unavailableStates = /^(08[0-9A-Z]{3}|57P0[1-3]|53300)$/;

/**
 * SQLSTATE 55000 (object not in prerequisite state) is also what a database closed to new connections answers
 * (ALTER DATABASE … ALLOW_CONNECTIONS false, as during a restore or a migration by hand); its other uses (a sequence's
 * currval before nextval, …) are the server's own mistakes, so only that message counts.
 */
const refusingDatabase = (code: unknown, message: unknown) => code === '55000' && typeof message === 'string' && /is not currently accepting connections/i.test(message);

/**
 * A client that went away while its request body was arriving: Node's request stream fails with "aborted" (code
 * ECONNRESET, like a database socket cut) and Fastify's body reader passes it on. Nothing is wrong with the server.
 */
export function isClientAbort(error: { code?: unknown; message?: unknown }, request: { raw: { readableAborted?: boolean } }): boolean {
  return (error.code === 'ECONNRESET' && error.message === 'aborted') || request.raw.readableAborted === true;
}

/**
 * Messages of pg, pg-pool and PGlite for a connection that ended, a pool ended at shutdown or an embedded database that
 * was closed (no code attached).
 */
const unavailableMessages = /Connection terminated|timeout exceeded when trying to connect|PGlite is closed|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end/i;

/**
 * Whether a request failed because the database is unreachable: the client should retry later (503), nothing about its
 * request is wrong and nothing in the server is broken.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === 'string' && (networkCodes.has(code) || unavailableStates.test(code))) return true;
  if (refusingDatabase(code, message)) return true;
  if (typeof message === 'string' && unavailableMessages.test(message)) return true;
  // Node's connect to "localhost" tries each address and fails with an AggregateError of their errors.
  return Array.isArray(errors) && errors.length > 0 && errors.every(isDatabaseUnavailable);
}
