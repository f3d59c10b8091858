import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import type { Recommendation, RecommendationInput } from '../../contracts/recommendation.js';
import { RECOMMENDATION_COST } from '../../contracts/recommendation.js';
import type { Locales } from '../../i18n/i18n-types.js';
import { ApiError } from '../http/envelope.js';
import { translator } from '../http/language.js';
import { getBalance, spendCredits } from '../credits/ledger.js';
import { INDUSTRY_GROUP_OF, type Industry } from '../geo/industries.js';
import { brandById, cityById } from '../geo/queries.js';
import { reportTexts } from '../geo/report-texts.js';
import { localName } from '../geo/service.js';
import * as areaRepo from '../area/repository.js';
import { isStoreIndustry } from '../area/rules.js';
import { currentDataVersion } from '../area/saved-queries.js';
import { sharedCached } from '../area/shared-cache.js';
import { describeSites } from './answer.js';
import { findSites } from './find-sites.js';
import { ownRecommendation, saveRecommendation, type RecommendationBody } from './repository.js';

type Db = Kysely<Database>;

/** What a request asks for, checked against the data: the city (with data to search), a store industry, the brand. */
export interface Checked {
  city: { id: number; name: string; countryCode: string };
  industry: Industry;
  brand: { id: string; name: string } | null;
  inputKey: string;
  dataVersion: string;
}

const refuse = (field: string, message: string) => new ApiError('VALIDATION_FAILED', { fields: [{ field, rule: 'data', message }] });

/** Refuses (before any charge) a city without city-wide data, an industry that is not a store's, an unknown brand. */
export async function checkInput(db: Db, input: RecommendationInput, locale: Locales, now: Date, field = 'body'): Promise<Checked> {
  const t = translator(locale);
  const brandId = input.brandId ?? null;
  const [city, brand, areas, dataVersion] = await Promise.all([
    cityById(db, input.cityId),
    brandId === null ? null : brandById(db, brandId),
    areaRepo.planningAreas(db, now),
    currentDataVersion(db),
  ]);
  if (!city) throw new ApiError('NOT_FOUND');
  if (!city.country_iso2 || !areas.some((a) => a.country_iso2 === city.country_iso2)) throw refuse(`${field}.cityId`, t.recommendation.noCityData({ city: city.name }));
  if (!isStoreIndustry(input.industry, INDUSTRY_GROUP_OF)) throw refuse(`${field}.industry`, t.server.fields.invalid());
  if (brandId !== null && !brand) throw refuse(`${field}.brandId`, t.server.fields.invalid());
  return {
    city: { id: city.id, name: localName(city.names, city.name, locale).name, countryCode: city.country_iso2 },
    industry: input.industry as Industry,
    brand: brand ? { id: brand.id, name: brand.name } : null,
    inputKey: `${city.id}:${input.industry}:${brandId ?? ''}`,
    dataVersion,
  };
}

/** The answer for checked inputs, the same for everyone until the next import (kept with the imported data). */
export function recommendationBody(db: Db, c: Checked, locale: Locales, now: Date): Promise<RecommendationBody | null> {
  return sharedCached(db, `recommendation:answer:${c.inputKey}:${c.dataVersion}:${locale}`, now, async () => {
    const found = await findSites(db, c.city.countryCode, c.industry, c.brand?.id ?? null, now);
    if (!found || !found.sites.length) return null;
    const { sites, method } = describeSites(found, c.industry, c.city.name, locale);
    return {
      city: c.city, industry: { key: c.industry, name: reportTexts(locale).industry(c.industry) }, brand: c.brand,
      dataVersion: c.dataVersion, sites, heat: found.heat, method,
    };
  });
}

/** The ledger reference of a recommendation: once per user, inputs and data version. */
export const spendRef = (c: Checked) => `recommendation:${c.inputKey}:${c.dataVersion}`;

/**
 * A saved recommendation for the user: the one they have for these inputs and data version (free), or a new one for
 * RECOMMENDATION_COST credits. Nothing found is refused free; the debit's reference makes concurrent requests pay once.
 */
export async function createRecommendation(db: Db, userId: string, c: Checked, locale: Locales, now: Date): Promise<Recommendation> {
  const existing = await ownRecommendation(db, userId, c.inputKey, c.dataVersion);
  if (existing) return existing;
  const body = await recommendationBody(db, c, locale, now);
  if (!body) throw new ApiError('NOT_FOUND');
  const spent = await spendCredits(db, userId, RECOMMENDATION_COST, spendRef(c), now);
  if (spent.status === 'insufficient') throw new ApiError('CREDITS_INSUFFICIENT', { balance: (await getBalance(db, userId, now)).total, cost: RECOMMENDATION_COST });
  return saveRecommendation(db, { userId, inputKey: c.inputKey, cityId: c.city.id, industry: c.industry, brandId: c.brand?.id ?? null, dataVersion: c.dataVersion, locale, answer: body }, now);
}
