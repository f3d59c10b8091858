import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { iso1A2Code } from '@rapideditor/country-coder';
import type { AppContext } from '../module.js';
import { authenticate, signedInUser } from '../http/authenticate.js';
import { ApiError, ok, sendOkJson } from '../http/envelope.js';
import { requestLocale, translator } from '../http/language.js';
import { byUser, perRoute } from '../http/rate-limit.js';
import { Envelope } from '../http/schemas.js';
import { INDUSTRY_GROUP_OF, INDUSTRY_GROUPS, type Industry } from '../geo/index.js';
import { reportTexts } from '../geo/index.js';
import { queries as geo } from '../geo/index.js';
import * as c from '../../contracts/area.js';
import { unlockAnswerJson, unlockReport } from './unlock.js';
import { currentDataVersion, deleteOwnQuery, exampleQuery, insertQuery, listQueries, loadQuery, publicQuery } from './saved-queries.js';
import { savedQueryCachesOf, type SavedQueryCaches } from './saved-query-cache.js';
import { dataQueryJson } from './service.js';
import { openReport } from './report-answer.js';
import { headlinePeopleFigures } from './people/service.js';
import { searchPlaces } from './places.js';

/** The area API's limits, in one place: writes and searches per user (or address); reports are reads of imported data. */
const areaLimits = {
  createQuery: perRoute(60, '10 minutes', byUser),
  deleteQuery: perRoute(120, '10 minutes', byUser),
  unlock: perRoute(30, '1 minute', byUser),
  places: perRoute(120, '1 minute', byUser),
};

const tags = ['area'];
const localeOf = (request: FastifyRequest, lang: string | undefined) => lang ?? requestLocale(request);

/** Area query routes: industries, places, saved queries, data query, business district, surroundings, unlock, example. */
export function areaRoutes(scope: FastifyInstance, ctx: AppContext): void {
  // Answers are built by typed code: plain JSON.stringify, as the geo reports do (the schema serializer is slow on Figures).
  scope.setSerializerCompiler(() => (data) => JSON.stringify(data));
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/area/industries', { schema: { tags, summary: 'The translated industry list', querystring: c.LangQuerySchema, response: { 200: Envelope(c.IndustryListSchema) } } }, async (request) => {
    const texts = reportTexts(localeOf(request, request.query.lang));
    const items = Object.values(INDUSTRY_GROUPS).flat().map((key) => {
      const group = INDUSTRY_GROUP_OF.get(key)!;
      return { key, name: texts.industry(key), group, groupName: texts.industryGroup(group) };
    });
    return ok(request, { items });
  });

  app.get('/area/places', { config: { rateLimit: areaLimits.places }, schema: { tags, summary: 'Search places: areas, stations, bus stops, streets, malls, hawker centres, named places and cities', querystring: c.PlacesQuerySchema, response: { 200: Envelope(c.PlaceListSchema) } } }, async (request) => {
    const text = request.query.q.trim().toLowerCase();
    if (!text) throw new ApiError('VALIDATION_FAILED', { fields: [{ field: 'querystring.q', rule: 'minLength', message: translator(requestLocale(request)).server.fields.tooShort() }] });
    return ok(request, { items: await searchPlaces(ctx.db, text, localeOf(request, request.query.lang), ctx.now()) });
  });

  app.get('/area/example', { schema: { tags, summary: 'The example: a saved Singapore query whose every block is free', response: { 200: Envelope(c.AreaQuerySchema) } } }, async (request) => {
    const example = await exampleQuery(ctx.db);
    if (!example) throw new ApiError('NOT_FOUND');
    return ok(request, example);
  });

  // Saved queries, their reports and unlocks: one authentication hook for the scope (401 before any body is read).
  const caches = savedQueryCachesOf(ctx.changes);
  scope.register(async (plugin) => {
    authenticate(plugin, 'required');
    savedQueryRoutes(plugin, ctx, caches);
  });
}

/** The caller's saved queries: saving, listing and deleting them, their data query and reports, and unlocking a report. */
function savedQueryRoutes(plugin: FastifyInstance, ctx: AppContext, caches: SavedQueryCaches | undefined): void {
  const signedIn = plugin.withTypeProvider<TypeBoxTypeProvider>();
  const queryOr404 = async (id: string) => {
    const query = await loadQuery(ctx.db, id, caches);
    if (!query) throw new ApiError('NOT_FOUND');
    return query;
  };
  /** A report of a saved query as the caller may see it, sent as cached JSON (report-answer.ts). */
  const report = async (request: FastifyRequest<{ Params: { id: string }; Querystring: { lang?: string } }>, reply: FastifyReply, kind: c.ReportKind) =>
    sendOkJson(reply, request, await openReport(ctx, request.params.id, signedInUser(request).userId, kind, localeOf(request, request.query.lang), caches));

  signedIn.post('/area/queries', { config: { rateLimit: areaLimits.createQuery }, schema: { tags, summary: 'Save an area query (point, radius, industry)', body: c.AreaQueryInputSchema, response: { 200: Envelope(c.AreaQuerySchema) } } }, async (request) => {
    const user = signedInUser(request);
    const { lat, lon, radius, industry, placeName, brandId = null } = request.body;
    const invalid = (field: string) => {
      const t = translator(requestLocale(request)).server.fields;
      return new ApiError('VALIDATION_FAILED', { fields: [{ field, rule: 'enum', message: t.invalid() }] });
    };
    if (industry !== null && !INDUSTRY_GROUP_OF.has(industry as Industry)) throw invalid('body.industry');
    if (brandId !== null && !(await geo.brandById(ctx.db, brandId))) throw invalid('body.brandId');
    const query = await insertQuery(ctx.db, {
      userId: user.userId, lat, lon, radius, industry, placeName, brandId, countryCode: iso1A2Code([lon, lat]), dataVersion: await currentDataVersion(ctx.db),
    }, ctx.now());
    return ok(request, query);
  });

  signedIn.get('/area/queries', { schema: { tags, summary: "The user's saved area queries, newest first", response: { 200: Envelope(c.AreaQueryListSchema) } } }, async (request) => {
    const user = signedInUser(request);
    return ok(request, { items: await listQueries(ctx.db, user.userId) });
  });

  signedIn.delete('/area/queries/:id', { config: { rateLimit: areaLimits.deleteQuery }, schema: { tags, summary: 'Delete one of your saved area queries', params: c.AreaQueryParamsSchema, response: { 200: Envelope(Type.Object({ id: Type.String() })) } } }, async (request) => {
    const user = signedInUser(request);
    if (!(await deleteOwnQuery(ctx.db, user.userId, request.params.id))) throw new ApiError('NOT_FOUND');
    return ok(request, { id: request.params.id });
  });

  signedIn.get('/area/queries/:id', { schema: { tags, summary: 'Data query: headline measures of a saved query', params: c.AreaQueryParamsSchema, querystring: c.LangQuerySchema, response: { 200: Envelope(c.DataQueryReportSchema) } } }, async (request, reply) => {
    const query = publicQuery(await queryOr404(request.params.id));
    const locale = localeOf(request, request.query.lang);
    return sendOkJson(reply, request, await dataQueryJson(ctx.db, query, locale, ctx.now(), () => headlinePeopleFigures(ctx.db, query, locale, ctx.now())));
  });

  signedIn.get('/area/queries/:id/business-district', { schema: { tags, summary: 'Business district report', params: c.AreaQueryParamsSchema, querystring: c.LangQuerySchema, response: { 200: Envelope(c.BusinessDistrictReportSchema) } } }, (request, reply) =>
    report(request, reply, 'business-district'));

  signedIn.get('/area/queries/:id/surroundings', { schema: { tags, summary: 'Surrounding analysis report', params: c.AreaQueryParamsSchema, querystring: c.LangQuerySchema, response: { 200: Envelope(c.SurroundingsReportSchema) } } }, (request, reply) =>
    report(request, reply, 'surroundings'));

  signedIn.post('/area/queries/:id/:report/unlock', { config: { rateLimit: areaLimits.unlock }, schema: { tags, summary: 'Unlock a report of a query at its price (0 when it opens nothing; once per user, query and report), answering the unlocked report', params: c.UnlockParamsSchema, querystring: c.LangQuerySchema, response: { 200: Envelope(c.UnlockAnswerSchema) } } }, async (request, reply) => {
    const { id, report: kind } = request.params;
    const unlocked = await unlockReport(ctx, signedInUser(request).userId, id, kind, localeOf(request, request.query.lang), caches);
    return sendOkJson(reply, request, unlockAnswerJson(unlocked));
  });
}
