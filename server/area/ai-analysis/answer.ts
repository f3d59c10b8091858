import type { AreaQuery } from '../../../contracts/area.js';
import type { AppContext } from '../../module.js';
import { ApiError } from '../../http/envelope.js';
import { translator } from '../../http/language.js';
import { ReadyJson } from '../../http/ready-json.js';
import { baseLocale, isLocale } from '../../../i18n/i18n-util.js';
import { INDUSTRY_GROUP_OF, type Industry } from '../../geo/industries.js';
import { brandById } from '../../geo/queries.js';
import { reportTexts } from '../../geo/report-texts.js';
import { reportAnswer } from '../report-answer.js';
import { isStoreIndustry } from '../rules.js';
import { sharedCached } from '../shared-cache.js';
import { buildAiAnalysis } from './build.js';

/**
 * The industry an analysis scores: the query's, when it is a store industry (a shop owner's question). A query saved
 * without one (a data query of every industry) has nothing to score, so it is refused before any credit is spent.
 */
export function analysedIndustry(query: AreaQuery, language: string): Industry {
  if (query.industry !== null && isStoreIndustry(query.industry, INDUSTRY_GROUP_OF)) return query.industry as Industry;
  const t = translator(isLocale(language) ? language : baseLocale).server.fields;
  throw new ApiError('VALIDATION_FAILED', { fields: [{ field: 'industry', rule: 'required', message: t.invalid() }] });
}

/**
 * The answer as JSON bytes: the analysis is built once per query and language (its narrative may have been rephrased),
 * then serialized once per lock state; a saved query never changes, so its id stands for its inputs in the keys.
 */
export async function aiAnalysisJson(ctx: AppContext, query: AreaQuery, industry: Industry, locale: string, unlocked: boolean): Promise<ReadyJson> {
  const now = ctx.now();
  return sharedCached(ctx.db, `area:answer:ai-analysis:${query.id}:${locale}:${unlocked ? 'unlocked' : 'locked'}`, now, async () => {
    const brand = query.brandId === null ? null : ((await brandById(ctx.db, query.brandId)) ?? null);
    const brandName = brand && brand.name;
    const blocks = await sharedCached(ctx.db, `area:ai:${query.id}:${locale}`, now, () => buildAiAnalysis(ctx.db, query, industry, brandName, locale, now, ctx.config.llm));
    return new ReadyJson(JSON.stringify({
      ...reportAnswer('ai-analysis', query, blocks, unlocked),
      industry: { key: industry, name: reportTexts(locale).industry(industry) },
      brand: brand && { id: brand.id, name: brand.name },
    }));
  });
}
