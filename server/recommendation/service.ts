import { coversCountry, gridMarketOf } from '../geo/index.js';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import type { RecommendationInput, RecommendationList } from '../../contracts/recommendation.js';
import { RECOMMENDATION_COST } from '../../contracts/recommendation.js';
import type { Locales } from '../../i18n/i18n-types.js';
import { ApiError } from '../http/envelope.js';
import { translator } from '../http/language.js';
import { getBalance, purchase } from '../credits/index.js';
import { INDUSTRY_GROUP_OF, type Industry } from '../geo/index.js';
import { queries as geo } from '../geo/index.js';
import { localName } from '../geo/index.js';
import { namePoints } from '../geo/index.js';
import { repository as areaRepo } from '../area/index.js';
import { isStoreIndustry } from '../area/index.js';
import { currentDataVersion } from '../area/index.js';
import { sharedCached } from '../area/index.js';
import { wordListed, wordRecommendation } from './answer.js';
import { factsOf, type RecommendationFacts } from './facts.js';
import { findSites } from './find-sites.js';
import { listRecommendations, ownRecommendationId, saveRecommendation, type StoredRecommendation } from './repository.js';

type Db = Kysely<Database>;

/** What a request asks for, checked against the data: the city (with data to search), a store industry, the brand. */
export interface Checked {
  /** The city's name in the request language, and its English name and other names for the saved facts. */
  city: { id: number; name: string; countryCode: string; nameEn: string; names: Record<string, string> | null };
  industry: Industry;
  brand: { id: string; name: string } | null;
  inputKey: string;
  dataVersion: string;
}

const refuse = (field: string, message: string) => new ApiError('VALIDATION_FAILED', { fields: [{ field, rule: 'data', message }] });

/** Whether the city lies on the land of its country's grid market (the city-wide search's cells), as imported. */
async function cityGridHolds(db: Db, cityId: number, now: Date): Promise<boolean> {
  const city = await geo.cityById(db, cityId);
  const market = gridMarketOf(city?.country_iso2 ?? null);
  if (!city || !market) return false;
  const areas = await areaRepo.marketAreas(db, market, now);
  return areas.length > 0 && (coversCountry(market) || areaRepo.inAreas(areas, city.lat, city.lon) !== null);
}

/** cityId, industry and brand as one canonical key: what makes two requests the same. */
export const inputKeyOf = (cityId: number, industry: string, brandId: string | null) => `${cityId}:${industry}:${brandId ?? ''}`;

/** Refuses (before any charge) a city without city-wide data, an industry that is not a store's, an unknown brand. */
export async function checkInput(db: Db, input: RecommendationInput, locale: Locales, now: Date, field = 'body'): Promise<Checked> {
  const t = translator(locale);
  const brandId = input.brandId ?? null;
  const [city, brand, gridded, dataVersion] = await Promise.all([
    geo.cityById(db, input.cityId),
    brandId === null ? null : geo.brandById(db, brandId),
    cityGridHolds(db, input.cityId, now),
    currentDataVersion(db),
  ]);
  if (!city) throw new ApiError('NOT_FOUND');
  if (!city.country_iso2 || !gridded) throw refuse(`${field}.cityId`, t.recommendation.noCityData({ city: city.name }));
  if (!isStoreIndustry(input.industry, INDUSTRY_GROUP_OF)) throw refuse(`${field}.industry`, t.server.fields.invalid());
  if (brandId !== null && !brand) throw refuse(`${field}.brandId`, t.server.fields.invalid());
  return {
    city: { id: city.id, name: localName(city.names, city.name, locale).name, countryCode: city.country_iso2, nameEn: city.name, names: city.names },
    industry: input.industry as Industry,
    brand: brand ? { id: brand.id, name: brand.name } : null,
    inputKey: inputKeyOf(city.id, input.industry, brandId),
    dataVersion,
  };
}

/** The facts for checked inputs, the same for everyone until the next import (kept with the imported data). */
export function recommendationFacts(db: Db, c: Checked, now: Date): Promise<RecommendationFacts | null> {
  return sharedCached(db, `recommendation:facts:${c.inputKey}:${c.dataVersion}`, now, async () => {
    const found = await findSites(db, c.city.countryCode, c.industry, c.brand?.id ?? null, now);
    if (!found || !found.sites.length) return null;
    const city = { id: c.city.id, name: c.city.nameEn, names: c.city.names, countryCode: c.city.countryCode };
    const facts = factsOf(found, c.industry, { city, brand: c.brand, dataVersion: c.dataVersion });
    const places = await namePoints(db, facts.sites, now);
    return { ...facts, sites: facts.sites.map((site, i) => ({ ...site, place: places[i] ?? null })) };
  });
}

/** The ledger reference of a recommendation: once per user, inputs and data version. */
export const spendRef = (c: Checked) => `recommendation:${c.inputKey}:${c.dataVersion}`;

/**
 * The id of the user's saved recommendation: the one they have for these inputs and data version (free), or a new one
 * for RECOMMENDATION_COST credits, debited with its saving in one transaction. Nothing found is refused free; the debit's
 * reference makes concurrent requests pay once.
 */
export async function createRecommendation(db: Db, userId: string, c: Checked, locale: Locales, now: Date): Promise<string> {
  const existing = await ownRecommendationId(db, userId, c.inputKey, c.dataVersion);
  if (existing) return existing;
  const facts = await recommendationFacts(db, c, now);
  if (!facts) throw new ApiError('NOT_FOUND');
  // The debit and the saved recommendation commit together.
  const save = (trx: Db) => saveRecommendation(trx, { userId, inputKey: c.inputKey, cityId: c.city.id, industry: c.industry, brandId: c.brand?.id ?? null, dataVersion: c.dataVersion, locale, facts }, now);
  const bought = await purchase(db, userId, RECOMMENDATION_COST, spendRef(c), now, save);
  if (bought.status === 'insufficient') throw new ApiError('CREDITS_INSUFFICIENT', { balance: (await getBalance(db, userId, now)).total, cost: RECOMMENDATION_COST });
  return (await ownRecommendationId(db, userId, c.inputKey, c.dataVersion))!;
}

/**
 * A saved recommendation as the API answers it, in the reader's language, as JSON text: its facts worded (one saved
 * before the facts were kept answers its words as saved), the heat layer spliced in as the database wrote it.
 */
export function recommendationJson(stored: StoredRecommendation, locale: Locales): string {
  const body = stored.worded ? stored.saved : wordRecommendation(stored.saved as Omit<RecommendationFacts, 'heat'>, locale);
  return `{"id":${JSON.stringify(stored.id)},"createdAt":"${stored.createdAt.toISOString()}",${JSON.stringify(body).slice(1, -1)},"heat":${stored.heatJson}}`;
}

/** The user's recommendations, newest first, each line in the reader's language. */
export async function recommendationList(db: Db, userId: string, locale: Locales): Promise<RecommendationList['items']> {
  return (await listRecommendations(db, userId)).map((r) => {
    const saved = r.saved as Pick<RecommendationFacts, 'city' | 'industry' | 'brand'>;
    const worded = r.worded ? { city: (saved.city as { name: string }).name, industry: (saved.industry as unknown as { name: string }).name } : wordListed(saved, locale);
    return { id: r.id, ...worded, brand: saved.brand?.name ?? null, createdAt: r.createdAt.toISOString(), dataVersion: r.dataVersion };
  });
}
