import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import { roomAt, storedRoomModelOn, type MarketRoom } from '../area/index.js';
import type { SiteVector } from '../area/index.js';
import { INDUSTRY_GROUP_OF, type Industry } from '../geo/index.js';
import { isStoreIndustry } from '../area/index.js';
import type { CityCells } from './city-cells.js';

type Db = Kysely<Database>;

/*
 * Where the recommendation looks for room: a site's merit is its location quality weighed by the market room there,
 * so a good place with fewer stores than its demand supports (a void) outranks an equally good place crowded beyond it.
 */

/**
 * What the search ranks: quality × (½ + ½ · room value) × own-brand weight. The room value is the competition
 * factor's (1 where the stores are at most four fifths of what demand supports, 0 where they are twice it:
 * market-room.ts); half the weight stays with quality, so a crowded prime place still beats an empty poor one, but of
 * two equal places the one with room wins. Where the city maps no store of the industry there is no room to read and
 * quality alone ranks. The own-brand weight is 1 ÷ (1 + the brand's own stores in the trade area): with n of its stores
 * drawing alike there, a new one adds about a (n + 1)-th of the brand's custom rather than taking it from a rival.
 */
export function meritOf(quality: number, room: MarketRoom | null, ownBrandStores: number | null): number {
  const roomWeight = room ? 0.5 + 0.5 * room.value : 1;
  return (quality * roomWeight) / (1 + (ownBrandStores ?? 0));
}

/** The room judge of a city's search for an industry: the room of any site under the city's count model. */
export async function roomJudge(db: Db, city: CityCells, industry: Industry): Promise<(v: SiteVector) => MarketRoom | null> {
  const model = await storedRoomModelOn(db, city.grid, industry);
  return (v) => (model ? roomAt(model, v) : null);
}

/**
 * Every store industry's count model on the city's cells ahead of requests: read from the grid's stored row, or fitted
 * (tenths of a second each on a large grid) and stored for the other instances, yielding between industries so
 * requests are served meanwhile.
 */
export async function warmRoomModels(db: Db, city: CityCells): Promise<void> {
  for (const industry of INDUSTRY_GROUP_OF.keys()) {
    if (!isStoreIndustry(industry, INDUSTRY_GROUP_OF)) continue;
    await storedRoomModelOn(db, city.grid, industry);
    await new Promise((resolve) => setImmediate(resolve));
  }
}
