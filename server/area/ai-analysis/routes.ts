import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../module.js';
import { authenticate, signedInUser } from '../../http/authenticate.js';
import { ok, sendOkJson } from '../../http/envelope.js';
import { requestLocale } from '../../http/language.js';
import { Envelope } from '../../http/schemas.js';
import { AreaQueryParamsSchema, LangQuerySchema } from '../../../contracts/area.js';
import { AiAnalysisPreviewQuerySchema, AiAnalysisPreviewSchema, AiAnalysisReportSchema } from '../../../contracts/ai-analysis.js';
import { iso1A2Code } from '@rapideditor/country-coder';
import { baseLocale, isLocale } from '../../../i18n/i18n-util.js';
import { byUser, perRoute } from '../../http/rate-limit.js';
import { analysisPreview } from './preview.js';
import { openReport } from '../report-answer.js';
import { savedQueryCachesOf } from '../saved-query-cache.js';
import { analysedIndustry } from './answer.js';

/** The AI site analysis of a saved area query (it unlocks through the area reports' unlock route), and its preview before saving. */
export function aiAnalysisRoutes(scope: FastifyInstance, ctx: AppContext): void {
  scope.register(async (plugin) => {
    plugin.setSerializerCompiler(() => (data) => JSON.stringify(data));
    authenticate(plugin, 'required');
    const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
    const caches = savedQueryCachesOf(ctx.changes);

    app.get('/area/queries/:id/ai-analysis', {
      schema: { tags: ['area'], summary: 'AI site analysis: location quality, market room and the verdict, why, trade area, activity, competition, economy, customers, narrative', params: AreaQueryParamsSchema, querystring: LangQuerySchema, response: { 200: Envelope(AiAnalysisReportSchema) } },
    }, async (request, reply) =>
      sendOkJson(reply, request, await openReport(ctx, request.params.id, signedInUser(request).userId, 'ai-analysis', request.query.lang ?? requestLocale(request), caches)));

    // Each preview gathers a trade area (a few queries): limited per account, as saving a query is.
    app.get('/area/ai-analysis/preview', {
      config: { rateLimit: perRoute(60, '1 minute', byUser) },
      schema: { tags: ['area'], summary: 'What an AI analysis of a place and industry will measure, before any query is saved or charged', querystring: AiAnalysisPreviewQuerySchema, response: { 200: Envelope(AiAnalysisPreviewSchema) } },
    }, async (request) => {
      const { lat, lon, radius, industry, lang } = request.query;
      const locale = lang ?? requestLocale(request);
      const place = { lat, lon, radius, countryCode: iso1A2Code([lon, lat]) ?? null };
      const analysed = await analysedIndustry(ctx, { industry, countryCode: place.countryCode }, locale);
      return ok(request, await analysisPreview(ctx.db, place, analysed, isLocale(locale) ? locale : baseLocale, ctx.now()));
    });
  });
}
