import type { Kysely } from 'kysely';
import type { YearValue } from '../../geo/index.js';
import type { Database } from '../../db/tables.js';
import type { DatasetRef } from '../../../contracts/figure.js';
import { cached } from '../../geo/index.js';
import { haversineM } from '../../geo/index.js';
import { residentialBlocksWithin, transitStopsWithin, type RadiusM } from '../../geo/index.js';
import { queries as geo } from '../../geo/index.js';
import type { Market } from '../../geo/index.js';
import { interpolateInCircle, type CircleEstimate } from '../../geo/index.js';
import * as areaRepo from '../repository.js';
import { CITY_MATCH_MAX_KM } from '../../geo/index.js';
import { COUNT_NEAR_M } from './rules.js';
import { indexVolumes, type VolumeIndex } from './lta-volumes.js';
import { countsInBox } from '../../counter/index.js';

/**
 * All reads of the population, passenger-flow and consumption reports, through geo's queries and counter's counts.
 * Rows in, plain data out; builders do the rest.
 */
type Db = Kysely<Database>;

/** WDI indicators the reports read (national figures). */
export const PEOPLE_INDICATORS = {
  density: 'en.pop.dnst',
  employmentRatio: 'sl.emp.totl.sp.zs',
  growth: 'sp.pop.grow',
  migrants: 'sm.pop.totl',
  population: 'sp.pop.totl',
} as const;
export type PeopleIndicator = keyof typeof PEOPLE_INDICATORS;

/** An official area with its published statistics (SG planning area with Census 2020, MY district or state with DOSM). */
export interface AreaStats {
  id: string;
  kind: string;
  name: string;
  parentName: string | null;
  population: number | null;
  areaKm2: number | null;
  stats: Record<string, unknown>;
  datasetId: string;
}

interface PlanningArea extends AreaStats {
  geometry: unknown;
  bbox: [number, number, number, number];
}

export interface StationHit {
  name: string;
  codes: string[];
  distanceM: number;
}

export interface CountSessionRow {
  name: string;
  startedAt: Date;
  endedAt: Date;
  distanceM: number;
  /** Standing counts of the session's 'entered' and 'passed' items, by local hour of day and day type. */
  taps: Array<{ at: Date }>;
}

/** Everything the three reports and the data query's headlines read for one point. */
export interface PointData {
  countryCode: string | null;
  /** The market whose declared datasets describe the point (null where none does). */
  market: Market | null;
  country: { name: string; names: Record<string, string> | null; iso3: string; areaKm2: number | null } | null;
  radius: RadiusM;
  refs: ReadonlyMap<string, DatasetRef>;
  /** HDB blocks within the radius, each with the planning area holding it (null outside every polygon). */
  blocks: Array<{ dwellingUnits: number; areaId: string | null }>;
  /** The official area holding the point: SG planning area by polygon, MY district of the nearest place. */
  pointArea: AreaStats | null;
  /** Every area of the point's baseline (SG: all planning areas; MY: the districts of the point's state), and the state. */
  baselineAreas: AreaStats[];
  baselineState: AreaStats | null;
  /** Residents and households in the circle by areal interpolation of the market's census areas; null where it declares none. */
  interpolated: CircleEstimate | null;
  /** SG planning areas by id (household sizes of the blocks' areas). */
  areasById: ReadonlyMap<string, AreaStats>;
  national: Partial<Record<PeopleIndicator, YearValue[]>>;
  pyramid: { year: number; bands: Array<{ band: string; male: number; female: number }> } | null;
  stations: StationHit[];
  /** LTA volumes of every station, indexed (the heat index compares the point with all stations); null outside Singapore. */
  volumes: VolumeIndex | null;
  /** Daily tap-ins by station code, where the market declares them instead of hourly volumes. */
  ridership: DailyRidership | null;
}

/** A ridership dataset's average tap-ins a day per station code, on weekdays and weekend days, and the days it covers. */
export interface DailyRidership {
  datasetId: string;
  firstDate: string | null;
  lastDate: string | null;
  byCode: ReadonlyMap<string, { weekday: number; weekend: number | null; weekdays: number; weekendDays: number }>;
}

function dailyRidership(db: Db, datasetId: string, now: number): Promise<DailyRidership> {
  return cached(db, `area-people:ridership:${datasetId}`, now, async () => {
    const r = await geo.stationWeekdayTapIns(db, datasetId);
    const byCode = new Map<string, { weekday: number; weekend: number | null; weekdays: number; weekendDays: number }>();
    for (const s of r.stations) for (const code of stationCodes(s.stationCode)) byCode.set(code, { weekday: s.weekdayAverage, weekend: s.weekendAverage, weekdays: s.weekdays, weekendDays: s.weekendDays });
    return { datasetId, firstDate: r.firstDate, lastDate: r.lastDate, byCode };
  });
}

const toArea = (r: { id: string; kind: string; name: string; parent_name: string | null; population: number | null; area_km2: number | null; stats: Record<string, unknown>; dataset_id: string }): AreaStats => ({
  id: r.id, kind: r.kind, name: r.name, parentName: r.parent_name, population: r.population, areaKm2: r.area_km2, stats: r.stats, datasetId: r.dataset_id,
});

/** A market's small areas with boundaries (Singapore's 55: 2 MB of GeoJSON), read once per import cache period. */
async function boundedAreas(db: Db, market: Market, now: number): Promise<PlanningArea[]> {
  return (await areaRepo.marketAreas(db, market, new Date(now))).map((r) => ({ ...toArea(r), geometry: r.geometry, bbox: r.bbox }));
}


/** All LTA rows (7,260), indexed once per import cache period: every heat index needs every station's flow. */
function allVolumes(db: Db, now: number): Promise<VolumeIndex | null> {
  return cached(db, 'area-people:volumes', now, async () => indexVolumes(await geo.transitVolumes(db)));
}

/** What a report reads about a country (its row, WDI series, WPP pyramid): the same for every point in it. */
function countryData(db: Db, countryCode: string, now: number) {
  return cached(db, `area-people:country:${countryCode}`, now, async () => {
    const row = await geo.countryByIso2(db, countryCode);
    if (!row) return null;
    const [series, pyramid] = await Promise.all([
      geo.indicatorSeries(db, row.iso3, Object.values(PEOPLE_INDICATORS)),
      geo.latestPyramid(db, row.iso3, new Date(now).getUTCFullYear()),
    ]);
    const keys = Object.keys(PEOPLE_INDICATORS) as PeopleIndicator[];
    return {
      country: { name: row.name, names: row.names, iso3: row.iso3, areaKm2: row.area_km2 },
      national: Object.fromEntries(keys.map((k) => [k, series.get(PEOPLE_INDICATORS[k])])) as PointData['national'],
      pyramid,
    };
  });
}

/** Station codes as LTA writes them ('NE1/CC29') and as the rail map does ('NS17-CC15'): one code each. */
export const stationCodes = (codes: string | null): string[] => (codes ?? '').split(/[-/]/).map((c) => c.trim()).filter(Boolean);

/** The area of the nearest place that names one of the kind (for statistics published by area name, without boundaries). */
async function areaOfNearestPlace(db: Db, countryCode: string, kind: string, lat: number, lon: number): Promise<AreaStats | null> {
  const deg = CITY_MATCH_MAX_KM / 111;
  const rows = await geo.placeAreasInBox(db, countryCode, kind, { minLat: lat - deg, maxLat: lat + deg, minLon: lon - deg, maxLon: lon + deg });
  const near = rows.map((r) => ({ r, d: haversineM(lat, lon, r.lat, r.lon) })).filter((x) => x.d <= CITY_MATCH_MAX_KM * 1000).sort((a, b) => a.d - b.d)[0];
  return near ? toArea(near.r) : null;
}

type Point = { lat: number; lon: number; radius: RadiusM; countryCode: string | null };
type Areas = Pick<PointData, 'pointArea' | 'baselineAreas' | 'baselineState'> & { bounded: PlanningArea[] };

/** The point's small area and its baseline, as its market declares them. */
async function smallAreasOf(db: Db, market: Market | null, point: Point, now: number): Promise<Areas> {
  const none: Areas = { pointArea: null, baselineAreas: [], baselineState: null, bounded: [] };
  const areas = market?.smallAreas;
  if (!areas) return none;
  if (areas.locate === 'boundary') {
    const bounded = await boundedAreas(db, market, now);
    return { pointArea: areaRepo.inAreas(bounded, point.lat, point.lon), baselineAreas: bounded, baselineState: null, bounded };
  }
  const pointArea = await areaOfNearestPlace(db, point.countryCode!, areas.kinds[0]!, point.lat, point.lon);
  if (!pointArea?.parentName) return { ...none, pointArea };
  const rows = await geo.areasUnder(db, areas.datasetIds[0]!, pointArea.parentName);
  return { ...none, pointArea, baselineAreas: rows.filter((r) => areas.kinds.includes(r.kind)).map(toArea), baselineState: rows.map(toArea).find((r) => r.kind === 'state') ?? null };
}

/** The census areas' residents and households in the circle, each area weighted by the share of it inside. */
function interpolatedIn(areas: readonly PlanningArea[], point: Point): CircleEstimate {
  const units = areas.map((a) => ({ id: a.id, geometry: a.geometry, population: a.population, households: typeof a.stats.households === 'number' ? a.stats.households : null }));
  return interpolateInCircle(units, { lat: point.lat, lon: point.lon, radiusM: point.radius });
}

export async function loadPointData(db: Db, point: Point, now: number): Promise<PointData> {
  const centre = { lat: point.lat, lon: point.lon };
  const market = await areaRepo.marketAt(db, point, new Date(now));
  const [refs, national, blockHits, stationHits, areas, volumes, ridership] = await Promise.all([
    cached(db, 'area-people:dataset-refs', now, () => geo.datasetRefs(db)),
    point.countryCode ? countryData(db, point.countryCode, now) : null,
    market?.residents?.method === 'dwellings' ? residentialBlocksWithin(db, centre, point.radius) : [],
    market?.railFlows || market?.dailyRidership ? transitStopsWithin(db, centre, point.radius) : [],
    smallAreasOf(db, market, point, now),
    market?.railFlows ? allVolumes(db, now) : null,
    market?.dailyRidership ? dailyRidership(db, market.dailyRidership.datasetId, now) : null,
  ]);
  const blocks = blockHits.map(({ row }) => ({ dwellingUnits: row.dwelling_units, areaId: areaRepo.inAreas(areas.bounded, row.lat, row.lon)?.id ?? null }));
  const interpolated = market?.residents?.method === 'interpolated' ? interpolatedIn(areas.bounded, point) : null;
  const stations = stationHits
    .filter(({ row }) => row.kind === 'rail_station')
    .map(({ row, distanceM }) => ({ name: row.name, codes: stationCodes(row.code), distanceM }));
  return {
    countryCode: point.countryCode, market, country: national?.country ?? null, radius: point.radius, refs, blocks,
    pointArea: areas.pointArea, baselineAreas: areas.baselineAreas, baselineState: areas.baselineState, interpolated,
    areasById: new Map(areas.bounded.map((a) => [a.id, a])),
    national: national?.national ?? {}, pyramid: national?.pyramid ?? null, stations, volumes, ridership,
  };
}

/**
 * The user's own counter sessions within COUNT_NEAR_M of the point that have ended, with their standing taps of items
 * counting people ('entered' customers and 'passed' passers-by); `withoutLocation`: their sessions no report can place.
 */
export async function countsNear(db: Db, userId: string, centre: { lat: number; lon: number }): Promise<{ sessions: CountSessionRow[]; withoutLocation: number }> {
  const deg = COUNT_NEAR_M / 111_000;
  const lonDeg = deg / Math.max(0.1, Math.cos((centre.lat * Math.PI) / 180));
  const box = { south: centre.lat - deg, north: centre.lat + deg, west: centre.lon - lonDeg, east: centre.lon + lonDeg };
  const { sessions: inBox, withoutLocation } = await countsInBox(db, userId, box);
  const sessions = inBox
    .map((r) => ({ r, distanceM: haversineM(centre.lat, centre.lon, r.latitude, r.longitude) }))
    .filter((x) => x.distanceM <= COUNT_NEAR_M)
    .map(({ r, distanceM }) => {
      const people = new Set(r.items.flatMap((item, i) => (item.role === 'entered' || item.role === 'passed' ? [i] : [])));
      return { name: r.name, startedAt: r.startedAt, endedAt: r.endedAt, distanceM, taps: r.taps.filter((t) => people.has(t.item)).map((t) => ({ at: t.at })) };
    });
  return { sessions, withoutLocation };
}
