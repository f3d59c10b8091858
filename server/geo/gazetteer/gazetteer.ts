import type { Kysely } from 'kysely';
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
