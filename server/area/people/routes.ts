import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../module.js';
import { authenticate, signedInUser } from '../../http/authenticate.js';
import { ApiError, ok } from '../../http/envelope.js';
import { requestLocale } from '../../http/language.js';
import { Envelope } from '../../http/schemas.js';
import { AreaQueryParamsSchema, LangQuerySchema, type ReportKind } from '../../../contracts/area.js';
import { ConsumptionReportSchema, PassengerFlowReportSchema, PopulationReportSchema } from '../../../contracts/area-people.js';
import { isUnlocked, lockedReport } from '../locks.js';
import { loadQuery } from '../saved-queries.js';
import { savedQueryCachesOf } from '../saved-query-cache.js';
import { consumptionBlocks, passengerFlowBlocks, populationBlocks } from './service.js';

/** Population profile, passenger flow and consumption index of a saved area query. Handlers validate, load, lock, wrap. */
export function peopleRoutes(scope: FastifyInstance, ctx: AppContext): void {
  // An encapsulated scope: the token hook applies to these routes only.
  scope.register(async (plugin) => {
    // Answers are built by typed code; the schema-driven serializer would check every Figure's anyOf (see geo/routes.ts).
    plugin.setSerializerCompiler(() => (data) => JSON.stringify(data));
    authenticate(plugin, 'required');
    const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
    const tags = ['area'];
    const caches = savedQueryCachesOf(ctx.changes);

    /** The query, whether the caller unlocked the report, and its blocks with locked data left out. */
    const report = async <B extends Record<string, unknown>>(
      request: FastifyRequest<{ Params: { id: string }; Querystring: { lang?: string } }>,
      kind: ReportKind,
      blocks: (q: NonNullable<Awaited<ReturnType<typeof loadQuery>>>, userId: string, locale: string) => Promise<{ [K in keyof B]: () => B[K] }>,
    ) => {
      const user = signedInUser(request);
      const q = await loadQuery(ctx.db, request.params.id, caches);
      if (!q) throw new ApiError('NOT_FOUND');
      const locale = request.query.lang ?? requestLocale(request);
      const [unlocked, builders] = await Promise.all([isUnlocked(ctx.db, user.userId, q.id, kind, caches), blocks(q, user.userId, locale)]);
      const { ownerId: _owner, isExample: _example, ...query } = q;
      const { blocks: sent, opens, cost } = lockedReport<B>(kind, builders, unlocked);
      return ok(request, { query, unlocked, unlockCost: cost, unlockOpens: opens, blocks: sent });
    };

    app.get('/area/queries/:id/population', {
      schema: { tags, summary: 'Population profile: residents, workers, age and gender, income, education, occupation, nationality', params: AreaQueryParamsSchema, querystring: LangQuerySchema, response: { 200: Envelope(PopulationReportSchema) } },
    }, (request) => report(request, 'population', (q, _user, locale) => populationBlocks(ctx.db, q, locale, ctx.now())));

    app.get('/area/queries/:id/passenger-flow', {
      schema: { tags, summary: "Passenger flow: the caller's own counts near the point, LTA rail flows within the radius", params: AreaQueryParamsSchema, querystring: LangQuerySchema, response: { 200: Envelope(PassengerFlowReportSchema) } },
    }, (request) => report(request, 'passenger-flow', (q, user, locale) => passengerFlowBlocks(ctx.db, q, user, locale, ctx.now())));

    app.get('/area/queries/:id/consumption', {
      schema: { tags, summary: 'Consumption index (baseline average = 100), spending level, rating, price tier', params: AreaQueryParamsSchema, querystring: LangQuerySchema, response: { 200: Envelope(ConsumptionReportSchema) } },
    }, (request) => report(request, 'consumption', (q, _user, locale) => consumptionBlocks(ctx.db, q, locale, ctx.now())));
  });
}
