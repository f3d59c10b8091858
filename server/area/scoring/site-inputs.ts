import { iso1A2Code } from '@rapideditor/country-coder';
import type { Kysely } from 'kysely';
import type { Figure } from '../../../contracts/figure.js';
import type { Database } from '../../db/tables.js';
import { datasetRefIn } from '../../geo/index.js';
import { figure, noData } from '../../geo/index.js';
import { INDUSTRY_GROUP_OF, type Industry } from '../../geo/index.js';
import { queries as geo } from '../../geo/index.js';
import { vintageOf } from '../area-data.js';
import * as repo from '../repository.js';
import { isStoreIndustry, STOP_SEARCH_K, TRANSPORT_WALK_M } from '../rules.js';
import { coverageCells } from '../coverage-cells.js';
import { sharedCached } from '../shared-cache.js';
import { transportCoverage } from '../surroundings.js';
import { incomeLevelShares, type IncomeBands } from '../people/census-income.js';
import { buildConsumption } from '../people/consumption.js';
import { buildPassengerFlow } from '../people/passenger-flow.js';
import { buildResidents } from '../people/population.js';
import { countsNear, type PointData } from '../people/repository.js';
import { pointData } from '../people/service.js';
import { peopleTexts } from '../people/texts.js';
import { FRONTAGE_M, type InputKey, type SiteVector } from './site-vector.js';

type Db = Kysely<Database>;
type Radius = 500 | 1000;

/** A current store in the circle, counted once (a branded store as of its latest source, as every area report counts it). */
export interface SitePlace {
  id: string;
  datasetId: string;
  name: string | null;
  lat: number;
  lon: number;
  industry: Industry;
  brandId: string | null;
  distanceM: number;
}

/** What one point's inputs are made of, gathered once: every industry's inputs are then read from it without SQL. */
export interface SiteGathered {
  point: { lat: number; lon: number };
  radius: Radius;
  countryCode: string | null;
  stores: SitePlace[];
  /** Map-data sources searched in the country (a count of 0 still names them). */
  sourceIds: string[];
  busStops: Array<{ datasetId: string }>;
  rail: Array<{ datasetId: string }>;
  coverage: { covered: number; total: number; datasetIds: string[] };
  people: PeopleMeasures;
  /** Whether a transit source (stops, stations) measures the point's surroundings: without one, no stop is not zero. */
  transitSourced: boolean;
  city: CityStores;
  ref: (id: string) => ReturnType<ReturnType<typeof datasetRefIn>>;
}

/** The industry's current stores and all stores of a country (the competition baseline and the capacity ratio). */
export interface CityStores {
  total: number;
  byIndustry: ReadonlyMap<string, number>;
}

export interface SiteInputs {
  values: SiteVector;
  /** Each input as a figure: its value, kind, datasets and vintage, or 'not available' with the reason. */
  figures: Record<InputKey, Figure>;
  /** The stores within the radius, nearest first (the competitors, the brand's own and the anchors for the map). */
  stores: SitePlace[];
  /** Households by census income level (%), for the customer group match; null where none are published. */
  incomeShares: Record<'high' | 'middle' | 'low', number> | null;
}

const counted = (standing: ReadonlyMap<string, string>, r: { id: string; brand_id: string | null }) => r.brand_id === null || (standing.get(r.id) ?? 'current') === 'current';
const isStoreRow = (r: { industry: string | null }) => isStoreIndustry(r.industry, INDUSTRY_GROUP_OF);

/** A country's current stores by industry, counted once; kept with the imported data. */
function cityStores(db: Db, countryCode: string | null, now: Date): Promise<CityStores> {
  return sharedCached(db, `scoring:city:${countryCode}`, now, async () => {
    if (!countryCode) return { total: 0, byIndustry: new Map() };
    const [rows, standing] = await Promise.all([
      geo.currentPoiIndustries(db, countryCode),
      repo.brandStandings(db, now),
    ]);
    const byIndustry = new Map<string, number>();
    let total = 0;
    for (const r of rows) {
      if (!isStoreRow(r) || !counted(standing, r)) continue;
      total += 1;
      byIndustry.set(r.industry!, (byIndustry.get(r.industry!) ?? 0) + 1);
    }
    return { total, byIndustry };
  });
}

export interface PeopleMeasures {
  residents: Figure;
  workers: Figure;
  footfall: Figure;
  consumptionIndex: Figure;
  incomeShares: Record<'high' | 'middle' | 'low', number> | null;
  /**
   * Whether each measure has a source here: a figure without a value because the source finds nothing in the circle
   * (no public housing, no station with counts) is a measured 0; one without a source for the place is missing.
   */
  sourced: { residents: boolean; workers: boolean; footfall: boolean };
}

/** The sourced flags of the people figures: their notes say whether the source found nothing or there is no source. */
export function sourcedPeople(f: { residents: Figure; workers: Figure; footfall: Figure }, texts: ReturnType<typeof peopleTexts>): PeopleMeasures['sourced'] {
  const nothingHere = new Set<string>([texts.p.notes.noPublicHousing(), texts.p.notes.noStations()]);
  const sourced = (x: Figure) => x.value !== null || nothingHere.has(x.note ?? '');
  return { residents: sourced(f.residents), workers: sourced(f.workers), footfall: sourced(f.footfall) };
}

/** The consumption index with the baseline it is read against ('Klang Valley average (…) = 100') as its note. */
function consumptionAgainstBaseline(c: ReturnType<typeof buildConsumption>['index']): Figure {
  return c.index.value === null || !c.baseline ? c.index : { ...c.index, note: c.baseline };
}

/** The people measures of the point, from the people reports' own builders (no second copy of a measure). */
function peopleMeasures(data: PointData, counts: Parameters<typeof buildPassengerFlow>[1], locale: string): PeopleMeasures {
  const texts = peopleTexts(locale);
  const residents = buildResidents(data, texts);
  const flow = buildPassengerFlow(data, counts, texts);
  // The user's counts calibrate the stations' daily flow to the pavement where both exist; otherwise the stations'
  // (the summary's visitors are the user's own counted people once there are counts, so the stations' are asked apart).
  const footfall = flow.counts.calibratedDaily.value !== null ? flow.counts.calibratedDaily
    : counts.sessions.length ? buildPassengerFlow(data, { sessions: [], withoutLocation: 0 }, texts).summary.totalVisitors : flow.summary.totalVisitors;
  const bands = data.pointArea?.stats.householdIncomeFromWork2020 as IncomeBands | undefined;
  return {
    residents: residents.residents, workers: residents.workers, footfall,
    consumptionIndex: consumptionAgainstBaseline(buildConsumption(data, null, texts).index),
    incomeShares: bands ? incomeLevelShares(bands) : null,
    sourced: sourcedPeople({ residents: residents.residents, workers: residents.workers, footfall }, texts),
  };
}

type Box = { minLat: number; minLon: number; maxLat: number; maxLon: number };
/** Whether a point lies in one of the transit sources' boxes (where they measure). */
export const inTransitSource = (boxes: readonly Box[], p: { lat: number; lon: number }) =>
  boxes.some((b) => p.lat >= b.minLat && p.lat <= b.maxLat && p.lon >= b.minLon && p.lon <= b.maxLon);

/** Gathers a point's material with the area reports' queries (kept caches: standings, volumes, planning areas, refs). */
export async function gatherSite(db: Db, point: { lat: number; lon: number }, radius: Radius, now: Date, userId: string | null = null, locale = 'en'): Promise<SiteGathered> {
  const countryCode = iso1A2Code([point.lon, point.lat]) ?? null;
  const k = STOP_SEARCH_K[radius];
  const [rows, standing, transit, people, counts, city, sourceIds, refs, transitBoxes] = await Promise.all([
    repo.poisNear(db, point, radius, k),
    repo.brandStandings(db, now),
    repo.transitNear(db, point, radius + TRANSPORT_WALK_M, k),
    pointData(db, { lat: point.lat, lon: point.lon, radius, countryCode }, now),
    userId ? countsNear(db, userId, point) : { sessions: [], withoutLocation: 0 },
    cityStores(db, countryCode, now),
    repo.sourcesIn(db, countryCode, now),
    repo.datasetRefs(db, now),
    repo.transitSourceBoxes(db, now),
  ]);
  const stores = rows.filter((r) => r.current && isStoreRow(r) && counted(standing, r)).map((r): SitePlace => ({
    id: r.id, datasetId: r.dataset_id, name: r.name ?? r.brand_name, lat: r.lat, lon: r.lon, industry: r.industry as Industry, brandId: r.brand_id, distanceM: r.distanceM,
  }));
  const inRadius = transit.filter((s) => s.distanceM <= radius);
  const { covered, total } = transportCoverage(coverageCells({ ...point, radius }), transit);
  return {
    point, radius, countryCode, stores, sourceIds,
    busStops: inRadius.filter((s) => s.kind === 'bus_stop'),
    rail: inRadius.filter((s) => s.kind === 'rail_station'),
    coverage: { covered, total, datasetIds: [...new Set(transit.map((s) => s.datasetId))] },
    people: peopleMeasures(people, counts, locale),
    transitSourced: inTransitSource(transitBoxes, point),
    city,
    ref: datasetRefIn(refs, peopleTexts(locale).base),
  };
}

/** Notes of inputs no imported dataset gives. */
export const MISSING = {
  offices: 'No imported dataset locates offices.',
  schools: 'No imported dataset locates schools.',
  transit: 'No imported dataset locates stops or stations here.',
  anchors: 'The imported data maps none of these in this city.',
} as const;

const storesLeaving = (g: SiteGathered, leaveOut: string | null) => (leaveOut === null ? g.stores : g.stores.filter((s) => s.id !== leaveOut));

/** One industry's input vector from a gathered point, without the figures: the city-wide search weighs thousands of points. */
export function siteVector(g: SiteGathered, industry: Industry, brandId: string | null, leaveOut: string | null = null): SiteVector {
  const stores = storesLeaving(g, leaveOut);
  const competitors = stores.filter((s) => s.industry === industry);
  const of = (i: Industry) => stores.filter((s) => s.industry === i).length;
  const own = brandId === null ? null : stores.filter((s) => s.brandId === brandId).length;
  const people = g.people;
  const person = (k: 'residents' | 'workers' | 'footfall') => people[k].value ?? (people.sourced[k] ? 0 : null);
  const transit = (n: number) => (g.transitSourced ? n : null);
  // An anchor kind the city's data maps nowhere is missing, not absent.
  const anchor = (i: Industry) => ((g.city.byIndustry.get(i) ?? 0) > 0 ? of(i) : null);
  return {
    radius: g.radius,
    residents: person('residents'),
    workers: person('workers'),
    footfall: person('footfall'),
    busStops: transit(g.busStops.length),
    transportCoverage: transit(g.coverage.total ? g.coverage.covered / g.coverage.total : 0),
    consumptionIndex: people.consumptionIndex.value,
    stores: stores.length,
    competitors: competitors.length,
    neighbours: stores.filter((s) => s.industry !== industry && s.distanceM <= FRONTAGE_M).length,
    ownBrandStores: own,
    nearestCompetitorM: competitors.length ? Math.round(competitors[0]!.distanceM) : null,
    malls: anchor('mall'),
    railStations: transit(g.rail.length),
    hawkerCentres: anchor('hawker_centre'),
    clinics: anchor('clinic'),
    offices: null,
    schools: null,
  };
}

/**
 * One industry's inputs from a gathered point; `leaveOut` drops one store from every count (a real store scored for
 * validation does not compete with itself).
 */
export function inputsFrom(g: SiteGathered, industry: Industry, brandId: string | null, leaveOut: string | null = null): SiteInputs {
  const stores = storesLeaving(g, leaveOut);
  const refs = (ids: Iterable<string>) => [...new Set(ids)].sort().map(g.ref).filter((r) => r !== undefined);
  const storeRefs = refs(g.sourceIds);
  const count = (n: number, unit: string, datasets = storeRefs) => figure(datasets.length ? n : null, unit, datasets.length ? 'measurement' : 'not available', datasets, vintageOf(datasets));
  const maybe = (n: number | null, unit: string, missing: string, datasets = storeRefs) => (n === null ? noData(unit, missing) : count(n, unit, datasets));
  const values = siteVector(g, industry, brandId, leaveOut);
  const own = values.ownBrandStores;
  const people = g.people;
  const stopRefs = refs(g.busStops.map((s) => s.datasetId));
  const railRefs = refs(g.rail.map((s) => s.datasetId));
  const coverageRefs = refs(g.coverage.datasetIds);
  return {
    values,
    figures: {
      residents: people.residents,
      workers: people.workers,
      footfall: people.footfall,
      consumptionIndex: people.consumptionIndex,
      busStops: maybe(values.busStops, 'stops', MISSING.transit, stopRefs.length ? stopRefs : coverageRefs),
      transportCoverage: values.transportCoverage === null ? noData('%', MISSING.transit)
        : figure(coverageRefs.length && g.coverage.total ? values.transportCoverage * 100 : null, '%', coverageRefs.length ? 'measurement' : 'not available', coverageRefs, vintageOf(coverageRefs)),
      stores: count(values.stores, 'stores'),
      competitors: count(values.competitors, 'stores'),
      neighbours: count(values.neighbours, 'stores'),
      ownBrandStores: own === null ? noData('stores', 'No brand was chosen.') : count(own, 'stores'),
      nearestCompetitorM: values.nearestCompetitorM === null ? noData('m', 'No store of the industry within the radius.') : count(values.nearestCompetitorM, 'm'),
      malls: maybe(values.malls, 'places', MISSING.anchors),
      railStations: maybe(values.railStations, 'stations', MISSING.transit, railRefs.length ? railRefs : coverageRefs),
      hawkerCentres: maybe(values.hawkerCentres, 'places', MISSING.anchors),
      clinics: maybe(values.clinics, 'places', MISSING.anchors),
      offices: noData('places', MISSING.offices),
      schools: noData('places', MISSING.schools),
    },
    stores,
    incomeShares: people.incomeShares,
  };
}

/**
 * One site's inputs for an industry (and optionally a brand, whose own stores count as cannibalisation), with every
 * input's provenance; `userId` adds the user's own counts near the point; `locale` is the figures' language.
 */
export async function siteInputs(db: Db, point: { lat: number; lon: number }, radius: Radius, industry: Industry, brandId: string | null, now: Date, userId: string | null = null, locale = 'en'): Promise<SiteInputs> {
  return inputsFrom(await gatherSite(db, point, radius, now, userId, locale), industry, brandId);
}
