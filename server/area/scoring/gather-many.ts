import { iso1A2Code } from '@rapideditor/country-coder';
import { gridDisk, latLngToCell } from 'h3-js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import type { Figure } from '../../../contracts/figure.js';
import { haversineM, pointInGeometry } from '../../geo/index.js';
import { INDUSTRY_GROUP_OF, type Industry } from '../../geo/index.js';
import { RADIUS_H3_RESOLUTION, RADIUS_K } from '../../geo/index.js';
import { queries as geo } from '../../geo/index.js';
import * as repo from '../repository.js';
import { gridMarketOf } from '../../geo/index.js';
import { isStoreIndustry, STOP_SEARCH_K, TRANSPORT_WALK_M } from '../rules.js';
import { coverageCells } from '../coverage-cells.js';
import { transportCoverage } from '../surroundings.js';
import { incomeLevelShares, type IncomeBands } from '../people/census-income.js';
import { buildConsumption } from '../people/consumption.js';
import { buildPassengerFlow } from '../people/passenger-flow.js';
import { buildResidents, householdSize, pooledHouseholdSize } from '../people/population.js';
import { stationCodes, type PointData } from '../people/repository.js';
import { pointData } from '../people/service.js';
import { peopleTexts } from '../people/texts.js';
import { gatherSite, inTransitSource, sourcedPeople, type PeopleMeasures, type SiteGathered, type SitePlace } from './site-inputs.js';

/*
 * gatherSite for thousands of points (the recommendation's city-wide search): the same material, read from the database once
 * per region and searched in memory, so a point costs microseconds instead of six queries. The radius searches are
 * the reports' own (an H3 r9 gridDisk of the same k, then the exact haversine distance), the people measures the
 * people reports' builders over the same PointData; gather-many.test.ts checks each point's inputs equal gatherSite's.
 */

type Db = Kysely<Database>;
type Radius = 500 | 1000;
type Point = { lat: number; lon: number };
type Bbox = readonly [number, number, number, number];

/** Points indexed by their H3 r9 cell and searched over a gridDisk, as the reports' radius queries search `h3_r9`. */
class CellIndex<T extends Point> {
  private readonly cells = new Map<string, T[]>();
  constructor(items: readonly T[]) {
    for (const item of items) {
      const cell = latLngToCell(item.lat, item.lon, RADIUS_H3_RESOLUTION);
      (this.cells.get(cell) ?? this.cells.set(cell, []).get(cell)!).push(item);
    }
  }

  /** Items within `radiusM` of the centre, nearest first; `k` as the SQL search uses it. */
  near(centre: Point, radiusM: number, k: number): Array<{ item: T; distanceM: number }> {
    const out: Array<{ item: T; distanceM: number }> = [];
    for (const cell of gridDisk(latLngToCell(centre.lat, centre.lon, RADIUS_H3_RESOLUTION), k)) {
      for (const item of this.cells.get(cell) ?? []) {
        const distanceM = haversineM(centre.lat, centre.lon, item.lat, item.lon);
        if (distanceM <= radiusM) out.push({ item, distanceM });
      }
    }
    return out.sort((a, b) => a.distanceM - b.distanceM);
  }
}

/** Degrees added around the region so a point at its edge finds what lies just outside (1000 m + a walk). */
const MARGIN_DEG = 0.02;
const inBox = (box: Bbox) => ({ minLon: box[0] - MARGIN_DEG, minLat: box[1] - MARGIN_DEG, maxLon: box[2] + MARGIN_DEG, maxLat: box[3] + MARGIN_DEG });
type Store = Omit<SitePlace, 'distanceM'>;
type Transit = { kind: 'bus_stop' | 'rail_station' | 'rail_exit'; lat: number; lon: number; datasetId: string };

async function loadStores(db: Db, box: Bbox, now: Date): Promise<Store[]> {
  const b = inBox(box);
  const [rows, standing] = await Promise.all([
    geo.currentPoisInBox(db, b),
    repo.brandStandings(db, now),
  ]);
  // The stores gatherSite counts: a store industry, and a branded store only as of its latest source.
  return rows.filter((r) => isStoreIndustry(r.industry, INDUSTRY_GROUP_OF) && (r.brand_id === null || (standing.get(r.id) ?? 'current') === 'current'))
    .map((r) => ({ id: r.id, datasetId: r.dataset_id, name: r.name ?? r.brand_name, lat: r.lat, lon: r.lon, industry: r.industry as Industry, brandId: r.brand_id }));
}

async function loadTransit(db: Db, box: Bbox) {
  const b = inBox(box);
  const { stops, mapped } = await geo.transitInBox(db, b);
  const transit: Transit[] = [...stops, ...mapped].filter((s) => ['bus_stop', 'rail_station', 'rail_exit'].includes(s.kind ?? ''))
    .map((s) => ({ kind: s.kind as Transit['kind'], lat: s.lat, lon: s.lon, datasetId: s.dataset_id }));
  // The people reports' stations: LTA's rail stations with their codes (volumes are by code).
  const stations = stops.filter((s) => s.kind === 'rail_station').map((s) => ({ name: s.name, codes: stationCodes(s.code), lat: s.lat, lon: s.lon }));
  return { transit, stations };
}

async function loadBlocks(db: Db, box: Bbox, areas: ReadonlyArray<{ id: string; geometry: unknown; bbox: Bbox }>) {
  const b = inBox(box);
  const rows = await geo.residentialBlocksInBox(db, b);
  return rows.map((r) => ({ lat: r.lat, lon: r.lon, dwellingUnits: r.dwelling_units, areaId: areaAt(areas, r)?.id ?? null }));
}

function areaAt<A extends { geometry: unknown; bbox: Bbox }>(areas: readonly A[], p: Point): A | null {
  return areas.find((a) => p.lon >= a.bbox[0] && p.lon <= a.bbox[2] && p.lat >= a.bbox[1] && p.lat <= a.bbox[3] && pointInGeometry(p.lon, p.lat, a.geometry)) ?? null;
}

const NO_COUNTS = { sessions: [], withoutLocation: 0 };

/**
 * The people measures of gatherSite (no user's counts: a city search is the same for everyone). The consumption index
 * reads only the point's planning area, so it is built once per area (it took 1.2 ms of a point's 3.5 ms).
 */
function peopleOf(data: PointData, consumption: Map<string | null, Figure>): PeopleMeasures {
  const texts = peopleTexts('en');
  const areaId = data.pointArea?.id ?? null;
  if (!consumption.has(areaId)) consumption.set(areaId, buildConsumption(data, null, texts).index.index);
  const bands = data.pointArea?.stats.householdIncomeFromWork2020 as IncomeBands | undefined;
  const residents = buildResidents(data, texts);
  const footfall = buildPassengerFlow(data, NO_COUNTS, texts).summary.totalVisitors;
  return {
    residents: residents.residents,
    workers: residents.workers,
    footfall,
    consumptionIndex: consumption.get(areaId)!,
    incomeShares: bands ? incomeLevelShares(bands) : null,
    sourced: sourcedPeople({ residents: residents.residents, workers: residents.workers, footfall }, texts),
  };
}

export interface SitesGatherer {
  countryCode: string;
  /** A point of the region (its country), gathered as gatherSite gathers it, in memory. */
  gather(point: Point, radius: Radius): SiteGathered;
  /** The HDB blocks within the radius with their residents as the population report estimates them (dwellings × household size). */
  residentsNear(point: Point, radius: Radius): Array<{ lat: number; lon: number; people: number }>;
}

/**
 * Reads a region's material once (stores, stops, stations, HDB blocks, planning areas) and returns a gatherer for any
 * point of it. `reference` is a point of the region: its gatherSite gives what is the same for the whole country
 * (city-wide store counts, sources searched, dataset references) and its PointData the country's and planning areas'
 * statistics.
 */
export async function gathererFor(db: Db, box: Bbox, reference: Point, now: Date): Promise<SitesGatherer> {
  const countryCode = iso1A2Code([reference.lon, reference.lat]);
  if (!countryCode) throw new Error('the reference point is in no country');
  const market = gridMarketOf(countryCode);
  const areas = market ? await repo.marketAreas(db, market, now) : [];
  const [base, basePoint, stores, { transit, stations }, blocks, transitBoxes] = await Promise.all([
    gatherSite(db, reference, 500, now),
    pointData(db, { ...reference, radius: 500, countryCode }, now),
    loadStores(db, box, now),
    loadTransit(db, box),
    loadBlocks(db, box, areas),
    repo.transitSourceBoxes(db, now),
  ]);
  const storeIndex = new CellIndex(stores);
  const transitIndex = new CellIndex(transit);
  const stationIndex = new CellIndex(stations);
  const blockIndex = new CellIndex(blocks);
  const consumption = new Map<string | null, Figure>();
  const pooled = pooledHouseholdSize(basePoint.areasById.values());
  const sizeOf = (areaId: string | null) => {
    const area = areaId === null ? undefined : basePoint.areasById.get(areaId);
    return (area && householdSize(area)) ?? pooled ?? 0;
  };
  return {
    countryCode,
    residentsNear(point, radius) {
      return blockIndex.near(point, radius, RADIUS_K[radius]).map(({ item }) => ({ lat: item.lat, lon: item.lon, people: item.dwellingUnits * sizeOf(item.areaId) }));
    },
    gather(point, radius) {
      const k = STOP_SEARCH_K[radius];
      const near = transitIndex.near(point, radius + TRANSPORT_WALK_M, k);
      const inRadius = near.filter((s) => s.distanceM <= radius).map((s) => s.item);
      const area = areaAt(areas, point);
      const data: PointData = {
        ...basePoint,
        radius,
        blocks: blockIndex.near(point, radius, RADIUS_K[radius]).map(({ item }) => ({ dwellingUnits: item.dwellingUnits, areaId: item.areaId })),
        stations: stationIndex.near(point, radius, RADIUS_K[radius]).map(({ item, distanceM }) => ({ name: item.name, codes: item.codes, distanceM })),
        pointArea: area ? (basePoint.areasById.get(area.id) ?? null) : null,
      };
      const { covered, total } = transportCoverage(coverageCells({ ...point, radius }), near.map((s) => s.item));
      return {
        point, radius, countryCode,
        stores: storeIndex.near(point, radius, k).map(({ item, distanceM }) => ({ ...item, distanceM })).sort((a, b) => a.distanceM - b.distanceM || a.id.localeCompare(b.id)),
        sourceIds: base.sourceIds,
        busStops: inRadius.filter((s) => s.kind === 'bus_stop'),
        rail: inRadius.filter((s) => s.kind === 'rail_station'),
        coverage: { covered, total, datasetIds: [...new Set(near.map((s) => s.item.datasetId))] },
        people: peopleOf(data, consumption),
        transitSourced: inTransitSource(transitBoxes, point),
        city: base.city,
        ref: base.ref,
      };
    },
  };
}
