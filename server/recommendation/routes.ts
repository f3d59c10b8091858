import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { AppContext } from '../module.js';
import { authenticate, signedInUser } from '../http/authenticate.js';
import { getBalance } from '../credits/index.js';
import { REPORT_PRICES } from '../area/index.js';
import { ApiError, ok, sendOkJson } from '../http/envelope.js';
import { ReadyJson } from '../http/ready-json.js';
import { requestLocale } from '../http/language.js';
import { byUser, perRoute } from '../http/rate-limit.js';
import { Envelope } from '../http/schemas.js';
import * as c from '../../contracts/recommendation.js';
import { exampleRecommendation, ownRecommendationId, readableRecommendation } from './repository.js';
import { checkInput, recommendationJson, recommendationList } from './service.js';
import { isExampleRequest, openRecommendation, seedRecommendationExample } from './example.js';

/** Per user (an account's id cannot be forged): a search weighs the whole city, so creations are counted tighter than reads. */
const limits = {
  create: perRoute(30, '10 minutes', byUser),
  price: perRoute(120, '1 minute', byUser),
  read: perRoute(240, '1 minute', byUser),
};

const IdParamsSchema = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

/** The location recommendation: price, create (1 credit, once per user, inputs and data version), read, list, example. */
export function recommendationRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const tags = ['recommendation'];
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/recommendations/example', { config: { rateLimit: limits.read }, schema: { tags, summary: 'A real Singapore recommendation for cafés, free, in the request language', response: { 200: Envelope(c.RecommendationSchema) } } }, async (request, reply) => {
    // Seeded at start, or here on first use where the start deferred it (RECOMMENDATIONS_WARM_AT_START=false).
    const example = (await exampleRecommendation(ctx.db)) ?? ((await seedRecommendationExample(ctx)) && (await exampleRecommendation(ctx.db)));
    if (!example) throw new ApiError('NOT_FOUND');
    return sendOkJson(reply, request, new ReadyJson(recommendationJson(example, requestLocale(request))));
  });

  scope.register(async (plugin) => {
    plugin.setSerializerCompiler(() => (data) => JSON.stringify(data));
    authenticate(plugin, 'required');
    const signedIn = plugin.withTypeProvider<TypeBoxTypeProvider>();
    const locale = (request: FastifyRequest) => requestLocale(request);

    signedIn.get('/recommendations/price', { config: { rateLimit: limits.price }, schema: { tags, summary: "What a recommendation would cost now: 0 when already bought or equal to the free example; refused when the city has no data. kind=analysis: the relay's AI analysis, at the analysis report's price", querystring: c.PriceQuerySchema, response: { 200: Envelope(c.RecommendationPriceSchema) } } }, async (request) => {
      const { userId } = signedInUser(request);
      if (request.query.kind === 'analysis') {
        // Charged as the analysis report's unlock (area/locks.ts): its price, known before the point's analysis is built.
        return ok(request, { cost: REPORT_PRICES['ai-analysis'], balance: (await getBalance(ctx.db, userId, ctx.now())).total, existingId: null, example: false });
      }
      const checked = await checkInput(ctx.db, request.query, locale(request), ctx.now(), 'querystring');
      const [example, existingId, balance] = await Promise.all([
        isExampleRequest(ctx.db, checked), ownRecommendationId(ctx.db, userId, checked.inputKey, checked.dataVersion), getBalance(ctx.db, userId, ctx.now()),
      ]);
      return ok(request, { cost: example || existingId ? 0 : c.RECOMMENDATION_COST, balance: balance.total, existingId: example ? null : existingId, example });
    });

    /** A saved recommendation of the caller's in the request language; 404 for others' ids. */
    const sendReadable = async (request: FastifyRequest, reply: FastifyReply, id: string) => {
      const found = await readableRecommendation(ctx.db, id, signedInUser(request).userId);
      if (!found) throw new ApiError('NOT_FOUND');
      return sendOkJson(reply, request, new ReadyJson(recommendationJson(found, locale(request))));
    };

    signedIn.post('/recommendations', { config: { rateLimit: limits.create }, schema: { tags, summary: 'Recommend the top 5 sites of a city for an industry (1 credit; the same request again answers the saved one free, a request equal to the example answers the example free)', body: c.RecommendationInputSchema, response: { 200: Envelope(c.RecommendationSchema) } } }, async (request, reply) => {
      const { userId } = signedInUser(request);
      const checked = await checkInput(ctx.db, request.body, locale(request), ctx.now());
      return sendReadable(request, reply, await openRecommendation(ctx, userId, checked, locale(request)));
    });

    signedIn.get('/recommendations', { config: { rateLimit: limits.read }, schema: { tags, summary: "The caller's recommendations, newest first, in the request language", response: { 200: Envelope(c.RecommendationListSchema) } } }, async (request) =>
      ok(request, { items: await recommendationList(ctx.db, signedInUser(request).userId, locale(request)) }));

    signedIn.get('/recommendations/:id', { config: { rateLimit: limits.read }, schema: { tags, summary: "One of the caller's recommendations in the request language (others' ids are 404)", params: IdParamsSchema, response: { 200: Envelope(c.RecommendationSchema) } } }, async (request, reply) =>
      sendReadable(request, reply, request.params.id));
  });
}
