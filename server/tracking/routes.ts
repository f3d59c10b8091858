import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../module.js';
import { authenticate, userOrNull } from '../http/authenticate.js';
import { ok } from '../http/envelope.js';
import { limits } from '../http/rate-limit.js';
import { Envelope } from '../http/schemas.js';
import { insertTrackingItems } from './repository.js';
import { MAX_TRACKING_BATCH_BYTES, TrackingBatch } from './schemas.js';

export function trackingRoutes(scope: FastifyInstance, ctx: AppContext): void {
  authenticate(scope, 'optional');
  // navigator.sendBeacon sends a string as text/plain; its body is the same JSON.
  scope.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch (error) {
      done(error as SyntaxError, undefined);
    }
  });
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/tracking/batch',
    {
      bodyLimit: MAX_TRACKING_BATCH_BYTES,
      config: { rateLimit: limits.tracking },
      schema: {
        tags: ['tracking'],
        consumes: ['application/json', 'text/plain'],
        summary: 'Page views and events from the browser (token optional, but a token sent must be a live session; text/plain JSON accepted for sendBeacon; at most 50 items and 64 KiB)',
        body: TrackingBatch,
        response: { 200: Envelope(Type.Object({ accepted: Type.Integer() })) },
      },
    },
    async (request) => {
      // A token that is not a live session is a 401 like everywhere else (authenticate): made-up tokens store nothing.
      const user = userOrNull(request);
      await insertTrackingItems(ctx.db, request.body.items, user?.userId ?? null, ctx.now());
      return ok(request, { accepted: request.body.items.length });
    },
  );
}
