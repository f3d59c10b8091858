import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';

const EMAIL = /[^\s"'<>@\\/:,;()[\]]+@[^\s"'<>@\\/:,;()[\]]+\.[A-Za-z]{2,}/g;
const BEARER = /Bearer\s+[^\s"'\\]+/gi;
// Session tokens are 32 base62 characters; a run of exactly that length is treated as one, except as the value of a
// payment transaction id: gateways' ids can have that shape (32 hex or digits), and an operator traces a payment by it.
const TOKEN = /(?<!"(?:txnId|transactionId|originalTransactionId|transaction_id|trade_no)":")(?<![A-Za-z0-9])[A-Za-z0-9]{32}(?![A-Za-z0-9])/g;
const TOKEN_QUERY = /([?&]token=)[^&\s"]*/gi;

/** Removes e-mail addresses, bearer credentials and session tokens from a log line. */
export function scrub(line: string): string {
  return line.replace(BEARER, 'Bearer [redacted]').replace(TOKEN_QUERY, '$1[redacted]').replace(EMAIL, '[email]').replace(TOKEN, '[token]');
}

/**
 * The last line of defence: every serialized log line passes through `scrub` before it is written,
 * whatever a module put into it. The serializers below keep headers and bodies out in the first place.
 */
export function scrubbingStream(destination: NodeJS.WritableStream): Writable {
  return new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      destination.write(scrub(chunk.toString()));
      callback();
    },
  });
}

export function loggerOptions(config: Config, destination: NodeJS.WritableStream = process.stdout): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    stream: scrubbingStream(destination),
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'email', '*.email', 'token', '*.token'], censor: '[redacted]' },
    serializers: {
      req: (req: { method: string; url: string; ip?: string; headers: Record<string, unknown> }) => ({
        method: req.method,
        url: scrub(req.url),
        ip: req.ip,
        language: req.headers['app-language'],
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
}

export function requestId(): string {
  return randomUUID();
}
