import type { Kysely } from 'kysely';
import type { StartupTask } from '../../module.js';
import type { Database } from '../../db/tables.js';
import { sharedCached } from '../imported-data-cache.js';
import * as q from '../queries.js';
import { buildGazetteer, GAZETTEER_INDUSTRIES, type Gazetteer } from './entries.js';

/**
 * The gazetteer of the imported data: areas, stations, stops, streets, malls and hawker centres of every market whose
 * datasets are imported (a market joins by its rows in geo's tables, not by code), built once per instance and import
 * (the imported-data cache) and searched in memory: about 20,000 records for Singapore.
 */
export function gazetteerOf(db: Kysely<Database>, now: Date): Promise<Gazetteer> {
  return sharedCached(db, 'geo:gazetteer', now, async () => {
    const [stops, pois, blocks, areas] = await Promise.all([
      q.namedTransitStops(db), q.namedPoisOfIndustries(db, GAZETTEER_INDUSTRIES), q.residentialBlockAddresses(db), q.planningAreaBoundaries(db),
    ]);
    return buildGazetteer({ stops, pois, blocks, areas });
  });
}

/**
 * Builds the gazetteer in the background at start (a few hundred milliseconds of queries and indexing), so the first
 * place search and the first recommendation's site names do not wait for it.
 */
export const gazetteerWarmTask: StartupTask = {
  name: 'gazetteer warm-up',
  run(ctx, log, background) {
    if (ctx.config.warmRecommendationsAtStart) {
      background.start(gazetteerOf(ctx.db, ctx.now()).then(() => undefined, (error: unknown) => log.warn({ err: error }, 'gazetteer warm-up failed')));
    }
    return Promise.resolve();
  },
};
