import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { AppContext } from '../module.js';
import { authenticate, signedInUser } from '../http/authenticate.js';
import { ApiError, ok } from '../http/envelope.js';
import { requestLocale, translator } from '../http/language.js';
import { isDatabaseUnavailable } from '../http/database-unavailable.js';
import { Codes } from '../../contracts/errors.js';
import { byUser, perRoute } from '../http/rate-limit.js';
import { Envelope } from '../http/schemas.js';
import { RelayInputSchema, RelayRunSchema } from '../../contracts/recommendation.js';
import { insertRun, ownRun } from './repository.js';
import { performRun, planRun } from './run.js';
import { streamRun } from './stream.js';

/** Per user: a run does a report's work (a city-wide search or an analysis), a stream or a poll only reads its rows. */
const limits = {
  start: perRoute(20, '10 minutes', byUser),
  read: perRoute(240, '1 minute', byUser),
};

const RunParamsSchema = Type.Object({ runId: Type.String({ minLength: 1, maxLength: 64 }) });
const AfterQuerySchema = Type.Object({ after: Type.Optional(Type.Integer({ minimum: 0 })) }, { additionalProperties: false });

/** The report relay: start a run, follow it as Server-Sent Events, or poll it; only its owner reads it. */
export function relayRoutes(scope: FastifyInstance, ctx: AppContext): void {
  scope.register(async (plugin) => {
    authenticate(plugin, 'required');
    const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
    const tags = ['relay'];

    app.post('/relay', { config: { rateLimit: limits.start }, schema: { tags, summary: 'Start a relay run: the analysis or recommendation is made while its steps stream (charged as the report it makes)', body: RelayInputSchema, response: { 200: Envelope(RelayRunSchema) } } }, async (request) => {
      const { userId } = signedInUser(request);
      const locale = requestLocale(request);
      const plan = await planRun(ctx, request.body, locale);
      const runId = await insertRun(ctx.db, userId, request.body, locale, ctx.now());
      // The run outlives the request: its steps and end are rows any instance streams.
      void performRun(ctx, runId, userId, plan, locale, request.log).catch((error: unknown) => request.log.error({ err: error, runId }, 'relay run could not record its end'));
      return ok(request, { runId, events: [], report: null, error: null });
    });

    app.get('/relay/:runId', { config: { rateLimit: limits.read }, schema: { tags, summary: 'A run and its steps after ?after (the polling fallback of the event stream)', params: RunParamsSchema, querystring: AfterQuerySchema, response: { 200: Envelope(RelayRunSchema) } } }, async (request) => {
      const run = await ownRun(ctx.db, request.params.runId, signedInUser(request).userId, request.query.after ?? 0, ctx.now());
      if (!run) throw new ApiError('NOT_FOUND');
      return ok(request, run);
    });

    app.get('/relay/:runId/events', { config: { rateLimit: limits.read }, schema: { tags, summary: 'The run as text/event-stream: `stage` events (id = seq) then `done` or `error`; resumes after Last-Event-ID or ?after', params: RunParamsSchema, querystring: AfterQuerySchema,
      response: { 200: { description: 'Server-Sent Events: `id: <seq>`, `event: stage|done|error`, `data: <JSON>` frames', content: { 'text/event-stream': { schema: Type.String() } } } } } }, async (request, reply) => {
      const { userId } = signedInUser(request);
      const header = Number(request.headers['last-event-id']);
      const after = Number.isInteger(header) && header >= 0 ? header : (request.query.after ?? 0);
      // Owner only: someone else's run is unknown, answered as an envelope before any stream starts.
      const first = await ownRun(ctx.db, request.params.runId, userId, after, ctx.now());
      if (!first) throw new ApiError('NOT_FOUND');
      const locale = requestLocale(request);
      const failed = (error: unknown) => {
        const name = isDatabaseUnavailable(error) ? 'UNAVAILABLE' : 'INTERNAL';
        request.log.error({ err: error, runId: request.params.runId }, 'relay stream could not read its run');
        return { code: Codes[name].code, msg: translator(locale).server.codes[name]() };
      };
      return streamRun(reply, after, first, (seen) => ownRun(ctx.db, request.params.runId, userId, seen, ctx.now()), failed);
    });
  });
}
