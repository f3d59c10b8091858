import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorObject } from 'ajv';
import { Codes, type CodeName } from '../../contracts/errors.js';
import { ApiError, message } from './envelope.js';
import { localeFromHeader, requestLocale, translator } from './language.js';
import { fieldErrors } from './validation.js';
import { isClientAbort, isDatabaseUnavailable } from './database-unavailable.js';

/** Fastify's own client-error codes and the business code each becomes. All are the client's fault: 400. */
const frameworkCodes: Record<string, CodeName> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_BAD_URL: 'BAD_REQUEST',
  // A path parameter longer than the router takes (app.ts maxParamLength): longer than any id the schemas take.
  FST_ERR_MAX_PARAM_LENGTH: 'BAD_REQUEST',
};

const statusCodes: Record<number, CodeName> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  429: 'RATE_LIMITED',
  503: 'UNAVAILABLE',
};

/**
 * PostgreSQL SQLSTATE class 22 (data exception: out-of-range number, invalid text for a type, ...) means a
 * value from the request did not fit a column or cast: the client's input, not a server fault.
 */
const isDataException = (error: { code?: unknown }) => typeof error.code === 'string' && /^22[0-9A-Z]{3}$/.test(error.code);

function classify(error: FastifyError): CodeName {
  // The web app's file server refuses paths it cannot vouch for (longer than a file name may be, `..`, `//`): none
  // names a file of the app, so the answer is the same as for any missing page.
  if (error.code === 'FST_STATIC_FORBIDDEN_PATH') return 'NOT_FOUND';
  const framework = error.code ? frameworkCodes[error.code] : undefined;
  if (framework) return framework;
  if (isDataException(error)) return 'BAD_REQUEST';
  if (isDatabaseUnavailable(error)) return 'UNAVAILABLE';
  // A JSON.parse failure thrown by a custom content-type parser (e.g. text/plain beacons).
  if (error instanceof SyntaxError) return 'MALFORMED_JSON';
  const status = error.statusCode ?? 500;
  if (status >= 500) return 'INTERNAL';
  return statusCodes[status] ?? 'BAD_REQUEST';
}

/**
 * What `Retry-After` says when the refusal itself does not know: the shortest window any 429 of ours counts over (one
 * minute), and for 503 the time a database restart or fail-over usually takes to accept connections again.
 */
const defaultRetryAfterSeconds: Partial<Record<number, number>> = { 429: 60, 503: 5 };

function send(request: FastifyRequest, reply: FastifyReply, name: CodeName, data: unknown, retryAfterSeconds?: number) {
  const fallback = defaultRetryAfterSeconds[Codes[name].status];
  if (fallback !== undefined && !reply.hasHeader('retry-after')) reply.header('retry-after', String(Math.max(1, retryAfterSeconds ?? fallback)));
  return reply
    .status(Codes[name].status)
    .type('application/json; charset=utf-8')
    .send({ code: Codes[name].code, msg: message(request, name), data });
}

/**
 * Fastify's `frameworkErrors`: failures the router meets before any route (a malformed URL, a path parameter that is
 * too long) answered in the envelope like every other refusal, instead of Fastify's own JSON.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  request.log.info({ code: error.code }, 'client error');
  void send(request, reply, classify(error), null);
}

/** Node's refusals of a request it could not read, and the business code each becomes (anything else: 400). */
const clientErrorCodes: Record<string, CodeName> = { ERR_HTTP_REQUEST_TIMEOUT: 'REQUEST_TIMEOUT', HPE_HEADER_OVERFLOW: 'HEADERS_TOO_LARGE' };

/**
 * Fastify's `clientErrorHandler`: Node refuses a request it could not read (too slow: 408, headers over its limit:
 * 431, unparsable: 400) before any route sees it. The answer is the envelope with its code like every other refusal,
 * in the request's language when its headers were read, and the connection is closed.
 */
export function answerClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Duplex): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const name = clientErrorCodes[error.code ?? ''] ?? 'BAD_REQUEST';
  const { status, code } = Codes[name];
  const incoming = (socket as { parser?: { incoming?: IncomingMessage } }).parser?.incoming;
  const body = JSON.stringify({ code, msg: translator(localeFromHeader(incoming?.headers['app-language'])).server.codes[name](), data: null });
  this.log.info({ code: error.code, status }, 'client error');
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy(error);
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) return send(request, reply, error.codeName, error.data, error.retryAfterSeconds);
    if (error.validation) {
      const fields = fieldErrors(error.validation as Partial<ErrorObject>[], error.validationContext, translator(requestLocale(request)).server.fields);
      return send(request, reply, 'VALIDATION_FAILED', { fields });
    }
    if (isClientAbort(error, request)) {
      // Nobody is left to read the answer; logged below warn so an alert on "database unreachable" means one.
      request.log.debug({ code: error.code }, 'client aborted the request');
      return send(request, reply, 'BAD_REQUEST', null);
    }
    const name = classify(error);
    if (name === 'INTERNAL') request.log.error({ err: error }, 'request failed');
    else if (name === 'UNAVAILABLE') request.log.warn({ err: error.message }, 'database unreachable');
    else request.log.info({ code: error.code, status: error.statusCode }, 'client error');
    return send(request, reply, name, null);
  });
  app.setNotFoundHandler((request, reply) => send(request, reply, 'NOT_FOUND', null));
}
