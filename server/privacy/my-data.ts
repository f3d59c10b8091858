import { pipeline, Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext, DomainModule } from '../module.js';
import { ApiError, message } from '../http/envelope.js';
import { Envelope } from '../http/schemas.js';
import { byUser, perRoute } from '../http/rate-limit.js';
import { acceptedEncoding } from '../http/compression.js';
import { authenticate, signedInUser } from '../http/authenticate.js';
import { Codes } from '../../contracts/errors.js';
import { MyDataSchema } from '../../contracts/account-data.js';
import { MAX_ROWS_PER_TABLE, personalDataJson, personalDataParts } from './export.js';

/** Downloads per account in 10 minutes (on every instance together where Redis counts). */
export const MY_DATA_PER_10_MINUTES = 5;

/**
 * GET /me/data, "all my personal data": every declared table's rows of the account (files by their size, secrets
 * left out), streamed table by table and gzipped when the client takes it. One download at a time per account on an
 * instance, MY_DATA_PER_10_MINUTES per account in 10 minutes.
 */
export async function myDataRoute(scope: FastifyInstance, ctx: AppContext, list: readonly DomainModule[]): Promise<void> {
  const downloading = new Set<string>();
  await scope.register(async (signedIn) => {
    authenticate(signedIn, 'required');
    signedIn.withTypeProvider<TypeBoxTypeProvider>().get(
      '/me/data',
      {
        config: { rateLimit: perRoute(MY_DATA_PER_10_MINUTES, '10 minutes', byUser) },
        schema: {
          tags: ['privacy'],
          summary: `Everything the server holds about the account, as every module declares it, as one JSON document streamed table by table: files (printed PDFs) by their size, never their bytes; at most ${MAX_ROWS_PER_TABLE} rows a table (\`omitted\` counts the rest). ${MY_DATA_PER_10_MINUTES} downloads per account in 10 minutes, one at a time`,
          response: { 200: Envelope(MyDataSchema) },
        },
      },
      async (request, typed) => {
        // The response schema documents the document; the stream is sent as it is, not serialized from an object.
        const reply = typed as FastifyReply;
        const { userId, email } = signedInUser(request);
        if (downloading.has(userId)) throw new ApiError('RATE_LIMITED', null, 5);
        downloading.add(userId);
        const now = ctx.now();
        const parts = personalDataParts(ctx.db, list, { userId, emails: email ? [email] : [] });
        const head = { code: Codes.OK.code, msg: message(request, 'OK'), exportedAt: now.toISOString(), userId };
        // The account may ask again once its document is written out, or the client is gone (the stream then ends it).
        const json = Readable.from(
          (async function* released() {
            try {
              yield* personalDataJson(parts, head);
            } finally {
              downloading.delete(userId);
            }
          })(),
        );
        const gzip = acceptedEncoding(request.headers['accept-encoding']) === 'gzip';
        reply.type('application/json; charset=utf-8').header('content-disposition', `attachment; filename="lokasi-my-data-${now.toISOString().slice(0, 10)}.json"`);
        if (!gzip) return reply.send(json);
        reply.header('content-encoding', 'gzip').header('vary', 'Accept-Encoding');
        return reply.send(pipeline(json, createGzip(), (error) => error && request.log.warn({ err: error.message }, 'personal data download ended early')));
      },
    );
  });
}
