import { parseBrandExportId } from '../../contracts/brand-export-id.js';
import type { BrandReport } from '../../contracts/geo.js';
import type { AppContext, ReportReader } from '../module.js';
import { ApiError } from '../http/envelope.js';
import { brandReportJson, cityReportJson } from './service.js';
import { latestImportAt } from './queries.js';

/* The city and brand reports as exports print them: the answers their GET routes give, cached by the import's instant. */

const notFound = () => new ApiError('NOT_FOUND');
const importedAt = async (ctx: AppContext) => (await latestImportAt(ctx.db))?.toISOString() ?? 'none';

const city: ReportReader = async (ctx, id, lang) => {
  const cityId = /^\d{1,10}$/.test(id) ? Number(id) : NaN;
  if (!Number.isSafeInteger(cityId)) throw notFound();
  const answer = JSON.parse((await cityReportJson(ctx.db, cityId, lang, ctx.now())).text) as { city: { name: string; nameEn: string } };
  return { subject: answer.city.name, slug: answer.city.nameEn, answer, dataVersion: await importedAt(ctx), ownerId: null };
};

/** The report of the scope the reader had on screen (a country's or a city's stores), as the brand report API answers it. */
const brand: ReportReader = async (ctx, id, lang) => {
  const parsed = parseBrandExportId(id);
  if (!parsed) throw notFound();
  const answer = JSON.parse((await brandReportJson(ctx.db, parsed.brandId, parsed.scope, lang, ctx.now())).text) as BrandReport;
  const { cityId, countryIso2 } = parsed.scope;
  const place = cityId !== undefined ? answer.footprint.byCity.find((c) => c.cityId === cityId)
    : countryIso2 ? answer.footprint.byCountry.find((c) => c.iso2 === countryIso2) : undefined;
  return {
    subject: place ? `${answer.brand.name} · ${place.name}` : answer.brand.name,
    slug: [answer.brand.name, countryIso2, cityId !== undefined ? place?.name : undefined].filter(Boolean).join(' '),
    answer, dataVersion: await importedAt(ctx), ownerId: null,
  };
};

export const geoReports = { city, brand };
