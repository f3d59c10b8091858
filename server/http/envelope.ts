import type { FastifyReply, FastifyRequest } from 'fastify';
import { Codes, type CodeName } from '../../contracts/errors.js';
import { requestLocale, translator } from './language.js';
import type { ReadyJson } from './ready-json.js';

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T | null;
}

const messages = new Map<string, string>();

/** The code's message in the request's language, kept once looked up (each lookup through a translator builds proxies). */
export function message(request: FastifyRequest, name: CodeName): string {
  const locale = requestLocale(request);
  const key = `${locale}:${name}`;
  let text = messages.get(key);
  if (text === undefined) messages.set(key, (text = translator(locale).server.codes[name]()));
  return text;
}

/**
 * The success envelope around data that is already JSON (a cached report), sent as the bytes kept with it, so a large
 * answer is neither serialized nor encoded again on every request. The route's response schema still documents the shape.
 */
export function sendOkJson(reply: FastifyReply, request: FastifyRequest, data: ReadyJson): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(data.envelope(message(request, 'OK')));
}

/** A success envelope; `name` picks a success message other than the generic one (e.g. 'CODE_SENT'). */
export function ok<T>(request: FastifyRequest, data: T, name: CodeName = 'OK'): { code: number; msg: string; data: T } {
  return { code: Codes[name].code, msg: message(request, name), data };
}

/**
 * Thrown by handlers and domain code for an expected failure; the error handler turns it into
 * `{ code, msg, data }` with the HTTP status and localized message belonging to `name`.
 */
export class ApiError extends Error {
  readonly statusCode: number;
  constructor(
    readonly codeName: CodeName,
    readonly data: unknown = null,
    /** Seconds until a retry can succeed, sent as `Retry-After` (429 and 503 answers carry one either way). */
    readonly retryAfterSeconds?: number,
  ) {
    super(codeName);
    this.name = 'ApiError';
    this.statusCode = Codes[codeName].status;
  }
}
