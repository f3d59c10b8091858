import type { Locales } from '../../i18n/i18n-types.js';
import type { AppContext } from '../module.js';
import type { ExportKind } from '../../contracts/exports.js';
import { parseBrandExportId } from '../../contracts/brand-export-id.js';
import type { BrandReport } from '../../contracts/geo.js';
import { ApiError } from '../http/envelope.js';
import { cityReportJson, brandReportJson } from '../geo/service.js';
import { latestImportAt } from '../geo/queries.js';
import { reportAccess } from '../area/locks.js';
import { buildReport, reportAnswerJson } from '../area/report-answer.js';
import { exampleQuery } from '../area/saved-queries.js';
import { exampleRecommendation, readableRecommendation } from '../recommendation/repository.js';
import { recommendationJson } from '../recommendation/service.js';
import { findUserOrder } from '../payments/repository.js';
import { orderView } from '../payments/views.js';

/**
 * A report's answer as the asking account may see it, read through the functions the owning modules export (the
 * same builders their GET routes use): locked blocks stay locked, another account's query, recommendation or order is 404.
 */
export interface ReportRead {
  subject: string;
  /** The subject in Latin letters where the answer has it (the file name is ASCII). */
  slug?: string;
  answer: unknown;
  /** The data the answer was made from: part of the file's cache key. */
  dataVersion: string;
  /** Set for personal kinds: the file is cached for this account only. */
  ownerId: string | null;
  /** What else changes the printed file (the lock state of an area report). */
  variant?: string;
  sandbox?: boolean;
}

const notFound = () => new ApiError('NOT_FOUND');

export async function readReport(ctx: AppContext, kind: ExportKind, id: string, lang: string, userId: string): Promise<ReportRead> {
  const now = ctx.now();
  const importedAt = async () => (await latestImportAt(ctx.db))?.toISOString() ?? 'none';
  switch (kind) {
    case 'city': {
      const cityId = /^\d{1,10}$/.test(id) ? Number(id) : NaN;
      if (!Number.isSafeInteger(cityId)) throw notFound();
      const answer = JSON.parse((await cityReportJson(ctx.db, cityId, lang, now)).text) as { city: { name: string; nameEn: string } };
      return { subject: answer.city.name, slug: answer.city.nameEn, answer, dataVersion: await importedAt(), ownerId: null };
    }
    case 'brand': {
      // The report of the scope the reader had on screen (a country's or a city's stores), as the brand report API answers it.
      const brand = parseBrandExportId(id);
      if (!brand) throw notFound();
      const answer = JSON.parse((await brandReportJson(ctx.db, brand.brandId, brand.scope, lang, now)).text) as BrandReport;
      const { cityId, countryIso2 } = brand.scope;
      const place = cityId !== undefined ? answer.footprint.byCity.find((c) => c.cityId === cityId)
        : countryIso2 ? answer.footprint.byCountry.find((c) => c.iso2 === countryIso2) : undefined;
      return {
        subject: place ? `${answer.brand.name} · ${place.name}` : answer.brand.name,
        slug: [answer.brand.name, countryIso2, cityId !== undefined ? place?.name : undefined].filter(Boolean).join(' '),
        answer, dataVersion: await importedAt(), ownerId: null,
      };
    }
    case 'area':
    case 'ai-analysis': {
      const queryId = id === 'example' ? (await exampleQuery(ctx.db))?.id : id;
      if (!queryId) throw notFound();
      if (kind === 'ai-analysis') {
        const found = await reportAccess(ctx.db, queryId, userId, 'ai-analysis');
        if (!found) throw notFound();
        const answer = JSON.parse((await reportAnswerJson(ctx, kind, found.query, lang, found.unlocked, () => buildReport(ctx, kind, found.query, userId, lang))).text) as unknown;
        return { subject: found.query.placeName ?? `${found.query.lat.toFixed(4)}, ${found.query.lon.toFixed(4)}`, answer, dataVersion: found.query.dataVersion, ownerId: userId, variant: found.unlocked ? 'unlocked' : 'locked' };
      }
      const [district, around] = await Promise.all([reportAccess(ctx.db, queryId, userId, 'business-district'), reportAccess(ctx.db, queryId, userId, 'surroundings')]);
      if (!district || !around) throw notFound();
      const q = district.query;
      const [d, s] = await Promise.all([
        reportAnswerJson(ctx, 'business-district', q, lang, district.unlocked, () => buildReport(ctx, 'business-district', q, userId, lang)),
        reportAnswerJson(ctx, 'surroundings', q, lang, around.unlocked, () => buildReport(ctx, 'surroundings', q, userId, lang)),
      ]);
      const blocks = (json: string) => (JSON.parse(json) as { blocks: unknown }).blocks;
      return {
        subject: q.placeName ?? `${q.lat.toFixed(4)}, ${q.lon.toFixed(4)}`,
        answer: { query: q, businessDistrict: blocks(d.text), surroundings: blocks(s.text) },
        dataVersion: q.dataVersion, ownerId: userId, variant: `${district.unlocked}:${around.unlocked}`,
      };
    }
    case 'recommendation': {
      const stored = id === 'example' ? await exampleRecommendation(ctx.db) : await readableRecommendation(ctx.db, id, userId);
      if (!stored) throw notFound();
      const answer = JSON.parse(recommendationJson(stored, lang as Locales)) as { id: string; city: { name: string }; industry: { name: string }; dataVersion: string };
      return { subject: `${answer.city.name} · ${answer.industry.name}`, answer, dataVersion: answer.dataVersion, ownerId: id === 'example' ? null : userId };
    }
    case 'receipt': {
      if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound();
      const order = await findUserOrder(ctx.db, userId, id);
      if (!order) throw notFound();
      const view = orderView(order);
      return { subject: view.id.slice(0, 8), answer: view, dataVersion: `${view.status}:${view.paidAt ?? ''}`, ownerId: userId, sandbox: view.environment === 'sandbox' };
    }
  }
}
