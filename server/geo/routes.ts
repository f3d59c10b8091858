import { marketLands } from './market-land.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../module.js';
import { ApiError, ok, sendOkJson } from '../http/envelope.js';
import { requestLocale, translator } from '../http/language.js';
import { Envelope } from '../http/schemas.js';
import * as c from '../../contracts/geo.js';
import * as q from './queries.js';
import { cached } from './imported-data-cache.js';
import { brandPreview, brandReportJson, cityPreview, cityReportJson, localName, toCityItem } from './service.js';
import { brandPlaces, toBrandItem } from './brand-report.js';
import { streetsBoxFits } from '../../contracts/streets-box.js';
import { streetsIn } from './gazetteer/streets.js';

const localeOf = (request: FastifyRequest, lang: string | undefined) => lang ?? requestLocale(request);

const tags = ['geo'];

/** A brand report's scope as its query names it: a country, a city, or the brand's whole map. */
const scopeOf = (query: c.BrandScopeQuery) => ({
  ...(query.countryIso2 ? { countryIso2: query.countryIso2 } : {}),
  ...(query.cityId !== undefined ? { cityId: query.cityId } : {}),
});

/** Geo picker and report API (public data: no token required). Handlers only validate, call service/queries, wrap. */
export function geoRoutes(scope: FastifyInstance, ctx: AppContext): void {
  // Response schemas document the API (OpenAPI); answers are built by typed code, so plain JSON.stringify serializes
  // them: the schema-driven serializer checks every anyOf (Figure.value, kinds) and costs ~20 ms per city report.
  scope.setSerializerCompiler(() => (data) => JSON.stringify(data));
  cityRoutes(scope, ctx);
  brandRoutes(scope, ctx);
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/geo/streets', { schema: { tags, summary: 'Streets in a box, traced through the stops on them (maps without a base map)', querystring: c.StreetsQuerySchema, response: { 200: Envelope(c.StreetsSchema) } } }, async (request) => {
    const { south, west, north, east, lang } = request.query;
    if (!streetsBoxFits({ south, west, north, east })) {
      throw new ApiError('VALIDATION_FAILED', { fields: [{ field: 'querystring', rule: 'box', message: translator(requestLocale(request)).server.fields.invalid() }] });
    }
    return ok(request, await streetsIn(ctx.db, { south, west, north, east }, localeOf(request, lang), ctx.now()));
  });

  app.get('/geo/datasets', { schema: { tags, summary: 'Imported datasets with source, licence and vintage (attribution)', response: { 200: Envelope(c.DatasetListSchema) } } }, async (request) => {
    const refs = await q.datasetRefs(ctx.db);
    return ok(request, { items: [...refs.values()].map((r) => ({ id: r.id, name: r.name, source: r.source, licence: r.licence, vintage: r.vintage, checksum: r.checksum, importedAt: r.importedAt.toISOString(), rows: r.rows })) });
  });
}

/** The city picker (countries, their states, cities) and the city report. */
function cityRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/geo/countries', { schema: { tags, summary: 'Countries for the city picker', querystring: c.CountriesQuerySchema, response: { 200: Envelope(c.CountryListSchema) } } }, async (request) => {
    const locale = localeOf(request, request.query.lang);
    const items = await cached(ctx.db, `countries:${locale}`, ctx.now().getTime(), async () => {
      const rows = await q.countries(ctx.db);
      const list = rows.map((r) => ({ id: r.id, iso2: r.iso2, ...localName(r.names, r.name, locale), flag: r.flag, currency: r.currency, cityCount: r.cityCount ?? 0 }));
      return list.sort((a, b) => a.name.localeCompare(b.name, locale));
    });
    return ok(request, { items });
  });

  app.get('/geo/countries/:countryId/states', { schema: { tags, summary: 'States/provinces of a country', params: c.CountryParamsSchema, querystring: c.StatesQuerySchema, response: { 200: Envelope(c.StateListSchema) } } }, async (request) => {
    if (!(await q.countryById(ctx.db, request.params.countryId))) throw new ApiError('NOT_FOUND');
    const rows = await q.states(ctx.db, request.params.countryId);
    return ok(request, { items: rows.map((r) => ({ id: r.id, countryId: r.country_id, code: r.code, name: r.name, type: r.type, cityCount: r.cityCount ?? 0 })) });
  });

  app.get('/geo/cities', { schema: { tags, summary: 'Cities of a country/state, with search as you type', querystring: c.CitiesQuerySchema, response: { 200: Envelope(c.CityListSchema) } } }, async (request) => {
    const { countryId, stateId, q: text, limit, lang } = request.query;
    if (countryId === undefined && stateId === undefined && !text?.trim()) {
      const t = translator(requestLocale(request)).server.fields;
      throw new ApiError('VALIDATION_FAILED', { fields: [{ field: 'querystring.countryId', rule: 'required', message: t.required() }] });
    }
    const locale = localeOf(request, lang);
    const search = { countryId, stateId, q: text?.trim().toLowerCase(), limit: limit ?? 20 };
    const rows = await cached(ctx.db, `cities?${JSON.stringify(search)}`, ctx.now().getTime(), () => q.searchCities(ctx.db, search));
    const lands = await marketLands(ctx.db, ctx.now());
    return ok(request, { items: rows.map((r) => toCityItem(r, locale, lands)) });
  });

  app.get('/geo/cities/:cityId', { schema: { tags, summary: 'One city', params: c.CityParamsSchema, querystring: c.CityQuerySchema, response: { 200: Envelope(c.CityItemSchema) } } }, async (request) => {
    const row = await q.cityById(ctx.db, request.params.cityId);
    if (!row) throw new ApiError('NOT_FOUND');
    return ok(request, toCityItem(row, localeOf(request, request.query.lang), await marketLands(ctx.db, ctx.now())));
  });

  app.get('/geo/cities/:cityId/preview', { schema: { tags, summary: 'Sections of the city report and how complete their data is', params: c.CityParamsSchema, querystring: c.CityQuerySchema, response: { 200: Envelope(c.ReportPreviewSchema) } } }, async (request) =>
    ok(request, await cityPreview(ctx.db, request.params.cityId, localeOf(request, request.query.lang), ctx.now())));

  app.get('/geo/cities/:cityId/report', { schema: { tags, summary: 'City report', params: c.CityParamsSchema, querystring: c.CityQuerySchema, response: { 200: Envelope(c.CityReportSchema) } } }, async (request, reply) =>
    sendOkJson(reply, request, await cityReportJson(ctx.db, request.params.cityId, localeOf(request, request.query.lang), ctx.now())));
}

/** The brand picker (search, one brand, where its stores are) and the brand report. */
function brandRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/geo/brands', { schema: { tags, summary: 'Brand search (name-suggestion-index)', querystring: c.BrandsQuerySchema, response: { 200: Envelope(c.BrandListSchema) } } }, async (request) => {
    const { q: text, countryIso2, limit } = request.query;
    if (!text.trim()) {
      const t = translator(requestLocale(request)).server.fields;
      throw new ApiError('VALIDATION_FAILED', { fields: [{ field: 'querystring.q', rule: 'minLength', message: t.tooShort() }] });
    }
    const search = { q: text.trim().toLowerCase(), countryIso2: countryIso2?.toUpperCase(), limit: limit ?? 20 };
    const rows = await cached(ctx.db, `brands?${JSON.stringify(search)}`, ctx.now().getTime(), () => q.searchBrands(ctx.db, search));
    return ok(request, { items: rows.map(toBrandItem) });
  });

  app.get('/geo/brands/:brandId', { schema: { tags, summary: 'One brand', params: c.BrandParamsSchema, response: { 200: Envelope(c.BrandItemSchema) } } }, async (request) => {
    const row = await q.brandById(ctx.db, request.params.brandId);
    if (!row) throw new ApiError('NOT_FOUND');
    return ok(request, toBrandItem(row));
  });

  app.get('/geo/brands/:brandId/countries', { schema: { tags, summary: "Countries where Lokasi's map data has the brand's stores", params: c.BrandParamsSchema, querystring: c.CountriesQuerySchema, response: { 200: Envelope(c.BrandCountryListSchema) } } }, async (request) => {
    if (!(await q.brandById(ctx.db, request.params.brandId))) throw new ApiError('NOT_FOUND');
    const locale = localeOf(request, request.query.lang);
    const { byCountry } = await brandPlaces(ctx.db, request.params.brandId);
    const rows = await q.countriesByIso2(ctx.db, [...byCountry.keys()]);
    const items = rows.map((r) => ({ countryId: r.countryId, iso2: r.iso2, name: localName(r.names, r.name, locale).name, flag: r.flag, mapStoreCount: byCountry.get(r.iso2)! }));
    return ok(request, { items: items.sort((a, b) => b.mapStoreCount - a.mapStoreCount || a.iso2.localeCompare(b.iso2)) });
  });

  app.get('/geo/brands/:brandId/cities', { schema: { tags, summary: "Cities where Lokasi's map data has the brand's stores", params: c.BrandParamsSchema, querystring: c.BrandCitiesQuerySchema, response: { 200: Envelope(c.BrandCityListSchema) } } }, async (request) => {
    if (!(await q.brandById(ctx.db, request.params.brandId))) throw new ApiError('NOT_FOUND');
    const locale = localeOf(request, request.query.lang);
    const { byCity } = await brandPlaces(ctx.db, request.params.brandId, request.query.countryIso2);
    const rows = await q.citiesByIds(ctx.db, [...byCity.keys()]);
    const items = rows.map((r) => ({ cityId: r.id, name: localName(r.names, r.name, locale).name, countryIso2: r.country_iso2, mapStoreCount: byCity.get(r.id)! }));
    return ok(request, { items: items.sort((a, b) => b.mapStoreCount - a.mapStoreCount || a.cityId - b.cityId) });
  });

  app.get('/geo/brands/:brandId/preview', { schema: { tags, summary: 'Sections of the brand report and how complete their data is', params: c.BrandParamsSchema, querystring: c.BrandScopeQuerySchema, response: { 200: Envelope(c.ReportPreviewSchema) } } }, async (request) =>
    ok(request, await brandPreview(ctx.db, request.params.brandId, scopeOf(request.query), localeOf(request, request.query.lang), ctx.now())));

  app.get('/geo/brands/:brandId/report', { schema: { tags, summary: 'Brand report', params: c.BrandParamsSchema, querystring: c.BrandScopeQuerySchema, response: { 200: Envelope(c.BrandReportSchema) } } }, async (request, reply) =>
    sendOkJson(reply, request, await brandReportJson(ctx.db, request.params.brandId, scopeOf(request.query), localeOf(request, request.query.lang), ctx.now())));
}
