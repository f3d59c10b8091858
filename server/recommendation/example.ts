import { EXAMPLE_MARKET, hasGrid, MARKETS } from '../geo/index.js';
import type { AppContext, StartupTask } from '../module.js';
import { baseLocale } from '../../i18n/i18n-util.js';
import { cityCells } from './city-cells.js';
import { warmRoomModels } from './room.js';
import { queries as geo } from '../geo/index.js';
import { deleteExample, exampleVersion, saveRecommendation } from './repository.js';
import type { Locales } from '../../i18n/i18n-types.js';
import { ApiError } from '../http/envelope.js';
import { checkInput, createRecommendation, inputKeyOf, recommendationFacts, type Checked } from './service.js';

/**
 * The example of /report/location-recommendation/example, named by its declared input: where to open a café in the
 * country of this ISO code (its city list's first row: a city-state's own).
 */
export const EXAMPLE_INPUT = { industry: EXAMPLE_MARKET.example!.recommendation.industry, countryCode: EXAMPLE_MARKET.countries[0]! };

/**
 * In the background: the example market's candidate cells (its grid read back, or gathered once per data version and
 * stored), the example seeded once per data version (a unique index keeps it one across instances), every store
 * industry's market-room model fitted on its cells, then every other grid market's cells and gatherer, so no first
 * recommendation waits for them. The start does not wait: until the cells are ready a request waits for the same work.
 */
export const seedRecommendationExampleTask: StartupTask = {
  name: 'recommendation-example',
  run(ctx, log, background) {
    if (!ctx.config.warmRecommendationsAtStart) return Promise.resolve();
    background.start(seedRecommendationExample(ctx).then(
      async (id) => {
        log.info({ id }, 'recommendation example ready');
        const city = await cityCells(ctx.db, EXAMPLE_INPUT.countryCode, ctx.now());
        if (city) await warmRoomModels(ctx.db, city);
        await warmGridMarkets(ctx);
      },
      (error: unknown) => log.error({ err: error }, 'recommendation example: seeding failed'),
    ));
    return Promise.resolve();
  },
};

/**
 * Every other grid market's cells, neighbour lists, trade-area gatherer and room models (its grid and fits are stored
 * once per data version, so this is mostly a read and about a second of CPU), so a first search there only weighs.
 */
async function warmGridMarkets(ctx: AppContext): Promise<void> {
  const countries = new Set(MARKETS.filter(hasGrid).flatMap((m) => m.countries));
  countries.delete(EXAMPLE_INPUT.countryCode);
  for (const country of countries) {
    const city = await cityCells(ctx.db, country, ctx.now());
    if (city) await Promise.all([city.grid.gatherer(), warmRoomModels(ctx.db, city)]);
  }
}

let seeding: Promise<string | null> | null = null;

/**
 * Warms the cells and seeds the example when it is missing or of an older data version; its id (null without data).
 * One seeding at a time per instance: the start's and a first request's share it.
 */
export function seedRecommendationExample(ctx: AppContext): Promise<string | null> {
  seeding ??= seed(ctx).finally(() => {
    seeding = null;
  });
  return seeding;
}

/** The example's city: the country's own row first (a city-state), then by population: geo's city list order. */
async function exampleCityId(db: AppContext['db']): Promise<number | null> {
  const country = await geo.countryByIso2(db, EXAMPLE_INPUT.countryCode);
  const [city] = country ? await geo.searchCities(db, { countryId: country.id, limit: 1 }) : [];
  return city?.id ?? null;
}

/** Whether checked inputs ask exactly what the example answers: the same city and industry, no brand. */
export async function isExampleRequest(db: AppContext['db'], c: Checked): Promise<boolean> {
  const cityId = await exampleCityId(db);
  return cityId !== null && c.inputKey === inputKeyOf(cityId, EXAMPLE_INPUT.industry, null);
}

/**
 * The recommendation a request opens: the example, free, when it asks what the example answers (the same facts:
 * charging for them would charge for nothing); otherwise the user's own, bought once (createRecommendation).
 */
export async function openRecommendation(ctx: AppContext, userId: string, c: Checked, locale: Locales): Promise<string> {
  if (await isExampleRequest(ctx.db, c)) {
    const id = await seedRecommendationExample(ctx);
    if (!id) throw new ApiError('NOT_FOUND');
    return id;
  }
  return createRecommendation(ctx.db, userId, c, locale, ctx.now());
}

async function seed(ctx: AppContext): Promise<string | null> {
  await cityCells(ctx.db, EXAMPLE_INPUT.countryCode, ctx.now());
  const cityId = await exampleCityId(ctx.db);
  if (cityId === null) return null;
  const checked = await checkInput(ctx.db, { cityId, industry: EXAMPLE_INPUT.industry }, baseLocale, ctx.now());
  const existing = await exampleVersion(ctx.db);
  if (existing?.dataVersion === checked.dataVersion) return existing.id;
  const facts = await recommendationFacts(ctx.db, checked, ctx.now());
  if (!facts) return null;
  if (existing) await deleteExample(ctx.db);
  // Saved as facts: each reader gets it in their own language.
  await saveRecommendation(ctx.db, { userId: null, inputKey: checked.inputKey, cityId, industry: checked.industry, brandId: null, dataVersion: checked.dataVersion, locale: baseLocale, facts, isExample: true }, ctx.now());
  return (await exampleVersion(ctx.db))?.id ?? null;
}
