import type { AreaQuery } from '../../../contracts/area.js';
import type { AppContext } from '../../module.js';
import { ApiError } from '../../http/envelope.js';
import { translator } from '../../http/language.js';
import { baseLocale, isLocale } from '../../../i18n/i18n-util.js';
import { INDUSTRY_GROUP_OF, type Industry } from '../../geo/index.js';
import { queries as geo } from '../../geo/index.js';
import { reportTexts } from '../../geo/index.js';
import { isStoreIndustry } from '../rules.js';
import { sharedCached } from '../shared-cache.js';
import { sourcesIn } from '../repository.js';
import { buildAiAnalysis } from './build.js';

/**
 * The industry an analysis scores: the query's, when it is a store industry (a shop owner's question) at a place the
 * map data covers. A query saved without one (a data query of every industry), or in a country with no map source, has
 * nothing to score, so it is refused before any credit is spent.
 */
export async function analysedIndustry(ctx: AppContext, query: Pick<AreaQuery, 'industry' | 'countryCode'>, language: string): Promise<Industry> {
  const t = translator(isLocale(language) ? language : baseLocale);
  if (query.industry === null || !isStoreIndustry(query.industry, INDUSTRY_GROUP_OF)) {
    throw new ApiError('VALIDATION_FAILED', { fields: [{ field: 'industry', rule: 'required', message: t.server.fields.invalid() }] });
  }
  if ((await sourcesIn(ctx.db, query.countryCode, ctx.now())).length === 0) {
    throw new ApiError('VALIDATION_FAILED', { fields: [{ field: 'location', rule: 'covered', message: t.siteAnalysis.notes.notCovered() }] });
  }
  return query.industry as Industry;
}

const brandOf = async (ctx: AppContext, query: AreaQuery) => (query.brandId === null ? null : ((await geo.brandById(ctx.db, query.brandId)) ?? null));

/** The analysis, built once per query and language (its narrative may have been rephrased) and kept with the imported data. */
export function aiAnalysisBlocks(ctx: AppContext, query: AreaQuery, industry: Industry, locale: string) {
  const now = ctx.now();
  return sharedCached(ctx.db, `area:ai:${query.id}:${locale}`, now, async () =>
    buildAiAnalysis(ctx.db, query, industry, (await brandOf(ctx, query))?.name ?? null, locale, now, ctx.config.llm));
}

/**
 * The analysis as its answer carries it: the blocks, and beside them the industry, the brand and what the analysis
 * measures (shown before any charge). A query with nothing to score is refused (analysedIndustry), before any debit.
 */
export async function aiAnalysisReport(ctx: AppContext, query: AreaQuery, locale: string) {
  const industry = await analysedIndustry(ctx, query, locale);
  const [brand, blocks] = await Promise.all([brandOf(ctx, query), aiAnalysisBlocks(ctx, query, industry, locale)]);
  return {
    blocks,
    beside: {
      industry: { key: industry, name: reportTexts(locale).industry(industry) },
      brand: brand && { id: brand.id, name: brand.name },
      preview: { coverage: blocks.score.coverage, mapping: { kind: blocks.competition.mapping.kind, text: blocks.competition.mapping.text }, dataAsOf: blocks.score.dataAsOf },
    },
  };
}
