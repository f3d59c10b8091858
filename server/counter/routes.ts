import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../module.js';
import { authenticate, signedInUser } from '../http/authenticate.js';
import { ApiError, ok } from '../http/envelope.js';
import { Envelope } from '../http/schemas.js';
import { applyBatch, BatchRejected, deleteSession, getSession, listSessions } from './queries.js';
import { isRetryable } from './retry.js';
import {
  SessionDetailSchema,
  SessionSummarySchema,
  SyncBatchSchema,
  SyncResultSchema,
  TapPageQuerySchema,
  type SyncBatch,
  type TapPageQuery,
} from '../../contracts/counter.js';

const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

export function counterRoutes(app: FastifyInstance, ctx: AppContext): void {
  authenticate(app, 'required');
  app.post<{ Body: SyncBatch }>(
    '/counter/sync',
    {
      schema: { tags: ['counter'], body: SyncBatchSchema, response: { 200: Envelope(SyncResultSchema) } },
      // A long offline session arrives as many batches at once when the phone reconnects.
      bodyLimit: 1024 * 1024,
    },
    async (request) => {
      const user = signedInUser(request);
      try {
        return ok(request, await applyBatch(ctx.db, user.userId, request.body, ctx.now()));
      } catch (error) {
        if (isRetryable(error)) throw new ApiError('UNAVAILABLE');
        if (!(error instanceof BatchRejected)) throw error;
        // Another account's session id is looked up among this account's rows only: it is an unknown session.
        throw new ApiError(error.reason === 'unknownSession' ? 'NOT_FOUND' : 'BAD_REQUEST');
      }
    },
  );

  app.get('/counter/sessions', { schema: { tags: ['counter'], response: { 200: Envelope(Type.Object({ sessions: Type.Array(SessionSummarySchema) })) } } }, async (request) => {
    const user = signedInUser(request);
    return ok(request, { sessions: await listSessions(ctx.db, user.userId) });
  });

  app.get<{ Params: { id: string }; Querystring: TapPageQuery }>(
    '/counter/sessions/:id',
    { schema: { tags: ['counter'], params: IdParams, querystring: TapPageQuerySchema, response: { 200: Envelope(SessionDetailSchema) } } },
    async (request) => {
      const user = signedInUser(request);
      const detail = await getSession(ctx.db, user.userId, request.params.id, request.query);
      if (!detail) throw new ApiError('NOT_FOUND');
      return ok(request, detail);
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/counter/sessions/:id',
    { schema: { tags: ['counter'], params: IdParams, response: { 200: Envelope(Type.Object({ id: Type.String() })) } } },
    async (request) => {
      const user = signedInUser(request);
      if (!(await deleteSession(ctx.db, user.userId, request.params.id, ctx.now()))) throw new ApiError('NOT_FOUND');
      return ok(request, { id: request.params.id });
    },
  );
}
