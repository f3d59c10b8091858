import { competitionValue, expectedStores, fitRoomModel, saturationRatio, type RoomCell, type RoomModel } from '../area/scoring/market-room.js';
import type { SiteVector } from '../area/scoring/site-vector.js';
import type { Industry } from '../geo/industries.js';
import { cellVector, SEARCH_RADIUS, type CityCells } from './city-cells.js';

/*
 * Where the recommendation looks for room: a site's merit is its location quality weighed by the market room there,
 * so a good place with fewer stores than its demand supports (a void) outranks an equally good place crowded beyond it.
 */

/** The trade area's km², the circle every candidate is scored within. */
const AREA_KM2 = (Math.PI * SEARCH_RADIUS ** 2) / 1e6;

/** A candidate's inputs as the count model reads them: the demand within its circle and the industry's stores there. */
export function roomCellOf(id: string, v: SiteVector): RoomCell {
  return {
    id,
    inputs: { residents: v.residents, footfall: v.footfall, busStops: v.busStops, malls: v.malls, hawkerCentres: v.hawkerCentres, railStations: v.railStations },
    areaKm2: AREA_KM2,
    stores: v.competitors,
  };
}

/** The room at a site: the stores its demand supports (the count model's expectation), those there, and their ratio. */
export interface Room {
  expected: number;
  existing: number;
  /** Existing ÷ expected, smoothed (market-room.ts): below 0.8 there is room, from 2 on the market is highly saturated. */
  ratio: number;
}

export function roomAt(model: RoomModel, v: SiteVector): Room {
  const expected = expectedStores(model, roomCellOf('', v));
  return { expected, existing: v.competitors, ratio: saturationRatio(v.competitors, expected) };
}

/**
 * What the search ranks: quality × (½ + ½ · room value), room value 1 where the stores are at most four fifths of what
 * demand supports and 0 where they are twice it (the competition factor's own scale, market-room.ts). Half the weight
 * stays with quality: a crowded prime place still beats an empty poor one, but of two equal places the one with room wins.
 */
export const meritOf = (quality: number, room: Room): number => quality * (0.5 + 0.5 * competitionValue(room.ratio));

/** Per city and industry: the count model fitted on every candidate cell, once (about 6,600 cells in Singapore). */
const fitted = new WeakMap<CityCells, Map<Industry, RoomModel>>();

export function cityRoomModel(city: CityCells, industry: Industry): RoomModel {
  let byIndustry = fitted.get(city);
  if (!byIndustry) fitted.set(city, (byIndustry = new Map()));
  let model = byIndustry.get(industry);
  if (!model) {
    model = fitRoomModel(city.cells.map((c) => roomCellOf(c.cell, cellVector(c, industry, null))));
    byIndustry.set(industry, model);
  }
  return model;
}
