import { fitRoomModel, type RoomCell, type RoomModel } from '../area/scoring/market-room.js';
import { roomAt, roomInputsOf, type MarketRoom } from '../area/scoring/room-data.js';
import type { SiteVector } from '../area/scoring/site-vector.js';
import { INDUSTRY_GROUP_OF, type Industry } from '../geo/industries.js';
import { circleAreaKm2, isStoreIndustry } from '../area/rules.js';
import { cellVector, type CityCells } from './city-cells.js';

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

const fitted = new WeakMap<CityCells, Map<Industry, RoomModel | null>>();

/**
 * The count model of the city's grid for the industry, as roomModelOn fits it (the same rows: each cell's inputs and
 * stores within its circle), read from the counts kept with the cells rather than a pass over every cell's stores, so
 * a cold search fits it in a fraction of the time. Null where the city maps no store of the industry. Once per data version.
 */
export function cityRoomModel(city: CityCells, industry: Industry): RoomModel | null {
  let byIndustry = fitted.get(city);
  if (!byIndustry) fitted.set(city, (byIndustry = new Map()));
  if (!byIndustry.has(industry)) {
    const rows = city.cells.map((c): RoomCell => {
      const v = cellVector(c, industry, null);
      return { id: c.cell, inputs: roomInputsOf(v), areaKm2: circleAreaKm2(v.radius), stores: v.competitors };
    });
    byIndustry.set(industry, rows.some((r) => r.stores > 0) ? fitRoomModel(rows) : null);
  }
  return byIndustry.get(industry)!;
}

/** The room judge of a city's search for an industry: the room of any site under the city's count model. */
export function roomJudge(city: CityCells, industry: Industry): (v: SiteVector) => MarketRoom | null {
  const model = cityRoomModel(city, industry);
  return (v) => (model ? roomAt(model, v) : null);
}

/**
 * Fits the count model of every store industry on the city's cells ahead of requests (≈0.3 s of CPU each on
 * Singapore's 6,576 cells, so a first search of an industry does not pay for it), yielding between fits so requests
 * are served meanwhile.
 */
export async function warmRoomModels(city: CityCells): Promise<void> {
  for (const industry of INDUSTRY_GROUP_OF.keys()) {
    if (!isStoreIndustry(industry, INDUSTRY_GROUP_OF)) continue;
    cityRoomModel(city, industry);
    await new Promise((resolve) => setImmediate(resolve));
  }
}
