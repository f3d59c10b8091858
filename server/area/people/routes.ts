import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../module.js';
import { authenticate, signedInUser } from '../../http/authenticate.js';
import { sendOkJson } from '../../http/envelope.js';
import { requestLocale } from '../../http/language.js';
import { Envelope } from '../../http/schemas.js';
import { AreaQueryParamsSchema, LangQuerySchema, type ReportKind } from '../../../contracts/area.js';
import { ConsumptionReportSchema, PassengerFlowReportSchema, PopulationReportSchema } from '../../../contracts/area-people.js';
import { savedQueryCachesOf } from '../saved-query-cache.js';
import { openReport } from '../report-answer.js';

/** Population profile, passenger flow and consumption index of a saved area query. Handlers validate and send the report's one answer. */
export function peopleRoutes(scope: FastifyInstance, ctx: AppContext): void {
  // An encapsulated scope: the token hook applies to these routes only.
  scope.register(async (plugin) => {
    // Answers are built by typed code; the schema-driven serializer would check every Figure's anyOf (see geo/routes.ts).
    plugin.setSerializerCompiler(() => (data) => JSON.stringify(data));
    authenticate(plugin, 'required');
    const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
    const tags = ['area'];
    const caches = savedQueryCachesOf(ctx.changes);

    /** The report as the caller may see it, sent as JSON (report-answer.ts: the one way of every area report). */
    const report = async (request: FastifyRequest<{ Params: { id: string }; Querystring: { lang?: string } }>, reply: FastifyReply, kind: ReportKind) =>
      sendOkJson(reply, request, await openReport(ctx, request.params.id, signedInUser(request).userId, kind, request.query.lang ?? requestLocale(request), caches));

    app.get('/area/queries/:id/population', {
      schema: { tags, summary: 'Population profile: residents, workers, age and gender, income, education, occupation, nationality', params: AreaQueryParamsSchema, querystring: LangQuerySchema, response: { 200: Envelope(PopulationReportSchema) } },
    }, (request, reply) => report(request, reply, 'population'));

    app.get('/area/queries/:id/passenger-flow', {
      schema: { tags, summary: "Passenger flow: the caller's own counts near the point, LTA rail flows within the radius", params: AreaQueryParamsSchema, querystring: LangQuerySchema, response: { 200: Envelope(PassengerFlowReportSchema) } },
    }, (request, reply) => report(request, reply, 'passenger-flow'));

    app.get('/area/queries/:id/consumption', {
      schema: { tags, summary: 'Consumption index (baseline average = 100), spending level, rating, price tier', params: AreaQueryParamsSchema, querystring: LangQuerySchema, response: { 200: Envelope(ConsumptionReportSchema) } },
    }, (request, reply) => report(request, reply, 'consumption'));
  });
}
