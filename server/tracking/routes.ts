import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../module.js';
import { optionalUser } from '../accounts/authenticate.js';
import { ok } from '../http/envelope.js';
import { limits } from '../http/rate-limit.js';
import { Envelope } from '../http/schemas.js';
import { TrackingBatch, type TrackingItem } from './schemas.js';

function toRow(item: TrackingItem, userId: string | null, receivedAt: Date) {
  if (item.kind === 'pageview') {
    return { user_id: userId, kind: item.kind, name: item.pageId, payload: JSON.stringify({ refId: item.refId, extra: item.extra }), occurred_at: new Date(item.at), received_at: receivedAt };
  }
  return { user_id: userId, kind: item.kind, name: item.event_id, payload: JSON.stringify(item.map), occurred_at: new Date(item.map.event_time), received_at: receivedAt };
}

export function trackingRoutes(scope: FastifyInstance, ctx: AppContext): void {
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
      config: { rateLimit: limits.tracking },
      schema: {
        tags: ['tracking'],
        summary: 'Page views and events from the browser (token optional; text/plain JSON accepted for sendBeacon)',
        body: TrackingBatch,
        response: { 200: Envelope(Type.Object({ accepted: Type.Integer() })) },
      },
    },
    async (request) => {
      const user = await optionalUser(request).catch(() => null);
      const receivedAt = ctx.now();
      await ctx.db
        .insertInto('tracking_events')
        .values(request.body.items.map((item) => toRow(item, user?.userId ?? null, receivedAt)))
        .execute();
      return ok(request, { accepted: request.body.items.length });
    },
  );
}
