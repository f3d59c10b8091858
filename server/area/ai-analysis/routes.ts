import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../module.js';
import { authenticate, signedInUser } from '../../http/authenticate.js';
import { ApiError, sendOkJson } from '../../http/envelope.js';
import { requestLocale } from '../../http/language.js';
import { Envelope } from '../../http/schemas.js';
import { AreaQueryParamsSchema, LangQuerySchema } from '../../../contracts/area.js';
import { AiAnalysisReportSchema } from '../../../contracts/ai-analysis.js';
import { reportAccess } from '../locks.js';
import { savedQueryCachesOf } from '../saved-query-cache.js';
import { aiAnalysisJson, analysedIndustry } from './answer.js';

/** The AI site analysis of a saved area query; it unlocks through the area reports' unlock route. */
export function aiAnalysisRoutes(scope: FastifyInstance, ctx: AppContext): void {
  scope.register(async (plugin) => {
    plugin.setSerializerCompiler(() => (data) => JSON.stringify(data));
    authenticate(plugin, 'required');
    const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
    const caches = savedQueryCachesOf(ctx.changes);

    app.get('/area/queries/:id/ai-analysis', {
      schema: { tags: ['area'], summary: 'AI site analysis: location quality, market room and the verdict, why, trade area, activity, competition, economy, customers, narrative', params: AreaQueryParamsSchema, querystring: LangQuerySchema, response: { 200: Envelope(AiAnalysisReportSchema) } },
    }, async (request, reply) => {
      const found = await reportAccess(ctx.db, request.params.id, signedInUser(request).userId, 'ai-analysis', caches);
      if (!found) throw new ApiError('NOT_FOUND');
      const locale = request.query.lang ?? requestLocale(request);
      const industry = await analysedIndustry(ctx, found.query, locale);
      return sendOkJson(reply, request, await aiAnalysisJson(ctx, found.query, industry, locale, found.unlocked));
    });
  });
}
