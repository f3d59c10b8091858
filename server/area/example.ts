import type { AppContext, StartupTask } from '../module.js';
import { EXAMPLE_MARKET, hasGrid, MARKETS } from '../geo/index.js';
import { currentDataVersion, exampleQuery, insertQuery } from './saved-queries.js';
import { businessDistrict, surroundings } from './service.js';
import { cityGrid } from './scoring/city-grid.js';
import { storedRoomModelOn } from './scoring/room-data.js';

/**
 * The example of /report/data-query/example: Raffles Place MRT station, Singapore's central business district, where
 * the map data is densest (≈600 stores within 1 km in the 2018 map and the 2025 directories) and LTA rail flows,
 * HDB and Census data all apply. 500 m around a café: a shop owner's question, every block free.
 */
export const EXAMPLE = { ...EXAMPLE_MARKET.example!.site, countryCode: EXAMPLE_MARKET.countries[0]! };

/**
 * Seeds the example once (a unique index keeps it one across instances) and keeps its data version current; then
 * builds its reports, which also fills the shared caches every report reads (store standings of every brand,
 * planning areas), so the first visitor after a start does not wait for them (about 1.3 s on the loaded host). Every
 * market's city grid (stored once per data version: seconds of CPU for the first instance, a read for the others) and
 * the example industry's market-room model are warmed in the background, so the first AI analysis does not wait.
 */
export const seedExampleTask: StartupTask = {
  name: 'area-example',
  async run(ctx, log, background) {
    const version = await currentDataVersion(ctx.db);
    const existing = await exampleQuery(ctx.db);
    if (!existing) {
      const q = await insertQuery(ctx.db, { ...EXAMPLE, userId: null, dataVersion: version, isExample: true }, ctx.now());
      log.info({ id: q.id }, 'area example query seeded');
    } else if (existing.dataVersion !== version) {
      await ctx.db.updateTable('area_queries').set({ data_version: version }).where('id', '=', existing.id).execute();
    }
    const example = (await exampleQuery(ctx.db))!;
    await Promise.all([businessDistrict(ctx.db, example, 'en', ctx.now()), surroundings(ctx.db, example, 'en', ctx.now())]);
    if (!ctx.config.warmRecommendationsAtStart) return;
    background.start(warmGrids(ctx.db, ctx.now()).catch((error: unknown) => log.warn({ err: error }, 'city grid warm-up failed')));
  },
};

/** Each grid market's city grid, one after the other (the example's first), and the example industry's room model. */
async function warmGrids(db: AppContext['db'], now: Date): Promise<void> {
  const countries = [EXAMPLE.countryCode, ...MARKETS.filter(hasGrid).flatMap((m) => m.countries)];
  for (const country of new Set(countries)) {
    const grid = await cityGrid(db, country, now);
    if (grid && country === EXAMPLE.countryCode) await storedRoomModelOn(db, grid, EXAMPLE.industry);
  }
}
