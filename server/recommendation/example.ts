import type { AppContext, StartupTask } from '../module.js';
import { baseLocale } from '../../i18n/i18n-util.js';
import { cityCells } from './city-cells.js';
import { countryByIso2, searchCities } from '../geo/queries.js';
import { deleteExample, exampleVersion, saveRecommendation } from './repository.js';
import { checkInput, recommendationFacts } from './service.js';

/** The example of /report/location-recommendation/example: where to open a café in Singapore (the city-state's row). */
export const EXAMPLE_INPUT = { industry: 'cafe', countryCode: 'SG' } as const;

/**
 * Precomputes Singapore's candidate cells (about 10 s: 6,600 cells gathered in memory) in the background, so the first
 * recommendation does not wait for them, then seeds the example once per data version (a unique index keeps it one
 * across instances). The start does not wait: until the cells are ready a request waits for the same computation.
 */
export const seedRecommendationExampleTask: StartupTask = {
  name: 'recommendation-example',
  run(ctx, log, background) {
    if (!ctx.config.warmRecommendationsAtStart) return Promise.resolve();
    background.start(seedRecommendationExample(ctx).then(
      (id) => log.info({ id }, 'recommendation example ready'),
      (error: unknown) => log.error({ err: error }, 'recommendation example: seeding failed'),
    ));
    return Promise.resolve();
  },
};

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

async function seed(ctx: AppContext): Promise<string | null> {
  await cityCells(ctx.db, EXAMPLE_INPUT.countryCode, ctx.now());
  const country = await countryByIso2(ctx.db, EXAMPLE_INPUT.countryCode);
  // The country's own row first (a city-state), then by population: geo's city list order.
  const [city] = country ? await searchCities(ctx.db, { countryId: country.id, limit: 1 }) : [];
  if (!city) return null;
  const cityId = city.id;
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
