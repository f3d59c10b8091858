import type { FastifyBaseLogger } from 'fastify';
import { iso1A2Code } from '@rapideditor/country-coder';
import type { AppContext } from '../module.js';
import type { RelayInput, RelayKind, RelayStage } from '../../contracts/recommendation.js';
import { Codes } from '../../contracts/errors.js';
import type { Locales } from '../../i18n/i18n-types.js';
import { ApiError } from '../http/envelope.js';
import { translator } from '../http/language.js';
import { INDUSTRY_GROUP_OF, type Industry } from '../geo/index.js';
import { queries as geo } from '../geo/index.js';
import { reportTexts } from '../geo/index.js';
import { localName } from '../geo/index.js';
import { isStoreIndustry } from '../area/index.js';
import { currentDataVersion, insertQuery } from '../area/index.js';
import { unlockReport } from '../area/index.js';
import { buildReport } from '../area/index.js';
import { cityCells, SEARCH_RADIUS } from '../recommendation/index.js';
import { checkInput, type Checked } from '../recommendation/index.js';
import { openRecommendation } from '../recommendation/index.js';
import { appendEvent, finishRun } from './repository.js';

/** What a run was asked, checked before it starts (a refusal costs nothing and starts nothing). */
export type RelayPlan =
  | { kind: 'recommendation'; checked: Checked; country: string }
  | { kind: 'analysis'; city: { name: string }; country: string; industry: Industry; brand: { id: string; name: string } | null; point: { lat: number; lon: number }; radius: 500 | 1000 };

const refuse = (field: string, message: string) => new ApiError('VALIDATION_FAILED', { fields: [{ field, rule: 'required', message }] });

/** Checks a relay request: the city, a store industry, the brand, and an analysis's point. */
export async function planRun(ctx: AppContext, input: RelayInput, locale: Locales): Promise<RelayPlan> {
  const city = await geo.cityById(ctx.db, input.cityId);
  if (!city) throw new ApiError('NOT_FOUND');
  // Names in the reader's language, as the city picker shows them.
  const country = localName(city.country_names, city.country_name, locale).name;
  if (input.kind === 'recommendation') return { kind: 'recommendation', checked: await checkInput(ctx.db, input, locale, ctx.now()), country };
  const t = translator(locale).server.fields;
  if (input.lat === undefined || input.lon === undefined) throw refuse('body.lat', t.invalid());
  if (!isStoreIndustry(input.industry, INDUSTRY_GROUP_OF)) throw refuse('body.industry', t.invalid());
  const brand = input.brandId ? await geo.brandById(ctx.db, input.brandId) : null;
  if (input.brandId && !brand) throw refuse('body.brandId', t.invalid());
  return {
    kind: 'analysis', city: { name: localName(city.names, city.name, locale).name }, country, industry: input.industry as Industry, brand: brand ? { id: brand.id, name: brand.name } : null,
    point: { lat: input.lat, lon: input.lon }, radius: input.radius ?? 500,
  };
}

/**
 * Performs the run, writing each step as it starts (thinking: what was asked; planning: what will be read; execute:
 * the reading, scoring and charging), then the report it made or the refusal. Charges as the report does: the
 * recommendation's credit, the analysis's unlock, each once and never for nothing.
 */
export async function performRun(ctx: AppContext, runId: string, userId: string, plan: RelayPlan, locale: Locales, log: FastifyBaseLogger): Promise<void> {
  const t = translator(locale);
  const r = t.recommendation.relay;
  const texts = reportTexts(locale);
  let seq = 0;
  const step = (stage: RelayStage, text: string) => appendEvent(ctx.db, runId, { seq: ++seq, stage, text }, ctx.now());
  const industryName = texts.industry(plan.kind === 'recommendation' ? plan.checked.industry : plan.industry);
  const brand = plan.kind === 'recommendation' ? plan.checked.brand : plan.brand;
  const assessment = plan.kind === 'recommendation' ? r.recommendation() : r.analysis();
  try {
    await step('thinking', r.reading({ city: plan.kind === 'recommendation' ? plan.checked.city.name : plan.city.name, country: plan.country }));
    await step('thinking', brand ? r.assessingBrand({ assessment, brand: brand.name, industry: industryName }) : r.assessing({ assessment, industry: industryName }));
    let report: { kind: RelayKind; id: string };
    if (plan.kind === 'recommendation') {
      const cells = await cityCells(ctx.db, plan.checked.city.countryCode, ctx.now());
      await step('planning', r.planCells({ cells: texts.number(cells?.cells.length ?? 0), radius: texts.number(SEARCH_RADIUS) }));
      await step('execute', r.scoring());
      await step('execute', r.modelling());
      report = { kind: 'recommendation', id: await openRecommendation(ctx, userId, plan.checked, locale) };
    } else {
      await step('planning', r.planPoint({ lat: plan.point.lat.toFixed(5), lon: plan.point.lon.toFixed(5), radius: texts.number(plan.radius) }));
      await step('execute', r.gathering());
      const query = await insertQuery(ctx.db, {
        userId, ...plan.point, radius: plan.radius, industry: plan.industry, placeName: plan.city.name, brandId: plan.brand?.id ?? null,
        countryCode: iso1A2Code([plan.point.lon, plan.point.lat]) ?? null, dataVersion: await currentDataVersion(ctx.db),
      }, ctx.now());
      // The analysis is built now (and kept): the unlock prices it and the report opens from what was built.
      await buildReport(ctx, 'ai-analysis', query, userId, locale);
      await step('execute', r.unlocking());
      await unlockReport(ctx, userId, query.id, 'ai-analysis', locale);
      report = { kind: 'analysis', id: query.id };
    }
    await step('execute', r.ready());
    await finishRun(ctx.db, runId, { report }, ctx.now());
  } catch (error) {
    const name = error instanceof ApiError ? error.codeName : 'INTERNAL';
    if (!(error instanceof ApiError)) log.error({ err: error, runId }, 'relay run failed');
    await finishRun(ctx.db, runId, { error: { code: Codes[name].code, msg: t.server.codes[name]() } }, ctx.now());
  }
}
