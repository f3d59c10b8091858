import { cellToLatLng } from 'h3-js';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import type { AreaQuery } from '../../contracts/area.js';
import { translator } from '../http/language.js';
import { ReadyJson } from '../http/ready-json.js';
import { isLocale, baseLocale } from '../../i18n/i18n-util.js';
import { datasetRefIn } from '../geo/index.js';
import { haversineM, pointInGeometry } from '../geo/index.js';
import { sharedCached } from './shared-cache.js';
import { INDUSTRY_GROUP_OF, type Industry } from '../geo/index.js';
import { MONACO_DATASET_ID } from '../geo/index.js';
import { reportTexts } from '../geo/index.js';
import { coveringCells } from '../geo/index.js';
import type { AreaData, AreaPlace } from './area-data.js';
import { buildBusinessDistrict, isStore } from './business-district.js';
import { districtSaturation } from './district-saturation.js';
import { buildDataQuery, type PeopleHeadlines } from './data-query.js';
import * as repo from './repository.js';
import { STOP_SEARCH_K, TRANSPORT_WALK_M } from './rules.js';
import { coverageCells } from './coverage-cells.js';
import { buildSurroundings } from './surroundings.js';
import { outerRings } from './outline-rings.js';

type Db = Kysely<Database>;

/** Map sources that are dated snapshots of one area (new and closed stores between them are map changes). */
const SNAPSHOT_SERIES = [MONACO_DATASET_ID];
const OUTER_RADIUS = 1000;


/** The raw material of a query's reports, independent of language; kept with the imported data. */
function rawAreaData(db: Db, query: AreaQuery, now: Date) {
  return sharedCached(db, `area:data:${query.id}`, now, async () => {
    const radius = query.radius as 500 | 1000;
    const [rows, standing, sourceIds, transit, areas] = await Promise.all([
      repo.poisNear(db, query, OUTER_RADIUS, 5),
      repo.brandStandings(db, now),
      repo.sourcesIn(db, query.countryCode, now),
      // Out to 1000 m whatever the radius: the category table counts stops within 500 and 1000 m (surroundings.ts).
      repo.transitNear(db, query, Math.max(radius, OUTER_RADIUS) + TRANSPORT_WALK_M, STOP_SEARCH_K[1000]),
      repo.planningAreas(db, now),
    ]);
    const toPlace = (r: (typeof rows)[number]): AreaPlace => ({
      id: r.id, datasetId: r.dataset_id, name: r.name, lat: r.lat, lon: r.lon, industry: INDUSTRY_GROUP_OF.has(r.industry as Industry) ? (r.industry as Industry) : null,
      brandId: r.brand_id, brandName: r.brand_name, distanceM: r.distanceM,
    });
    const current = rows.filter((r) => r.current);
    const counted = (r: (typeof rows)[number]) => r.brand_id === null || (standing.get(r.id) ?? 'current') === 'current';
    const seriesId = SNAPSHOT_SERIES.find((id) => rows.some((r) => r.dataset_id === id && r.distanceM <= radius));
    const series = seriesId
      ? {
          datasetId: seriesId,
          dates: await repo.snapshotDates(db, seriesId, now),
          runs: rows.filter((r) => r.dataset_id === seriesId && r.distanceM <= radius && isStore(toPlace(r))).map((r) => ({ firstSeen: r.first_seen, lastSeen: r.last_seen })),
        }
      : null;
    const mapCells = coveringCells(query.lat, query.lon, radius).filter((c) => {
      const [lat, lon] = cellToLatLng(c);
      return haversineM(query.lat, query.lon, lat, lon) <= radius + 200;
    });
    const probes = [[query.lat, query.lon], ...mapCells.map((c) => cellToLatLng(c))];
    const outlines = areas
      .filter((a) => probes.some(([lat, lon]) => lon! >= a.bbox[0] && lon! <= a.bbox[2] && lat! >= a.bbox[1] && lat! <= a.bbox[3] && pointInGeometry(lon!, lat!, a.geometry)))
      .map((a) => ({ name: a.name, rings: outerRings(a.geometry) }));
    return {
      places: current.filter(counted).map(toPlace),
      superseded: current.filter((r) => !counted(r)).map(toPlace),
      sourceIds, series, transit, coverageCells: coverageCells(query), mapCells, outlines,
    };
  });
}

const textsOf = (locale: string) => {
  const l = isLocale(locale) ? locale : baseLocale;
  return { t: translator(l).areaReports, texts: reportTexts(l) };
};

async function areaData(db: Db, query: AreaQuery, locale: string, now: Date): Promise<AreaData> {
  const [raw, refs] = await Promise.all([rawAreaData(db, query, now), repo.datasetRefs(db, now)]);
  return { query, ...raw, ref: datasetRefIn(refs, textsOf(locale).texts) };
}

export function businessDistrict(db: Db, query: AreaQuery, locale: string, now: Date) {
  return sharedCached(db, `area:bd:${query.id}:${locale}`, now, async () => {
    const { t, texts } = textsOf(locale);
    const [data, saturation] = await Promise.all([areaData(db, query, locale, now), districtSaturation(db, query, locale, now)]);
    return buildBusinessDistrict(data, t, texts, saturation);
  });
}

export function surroundings(db: Db, query: AreaQuery, locale: string, now: Date) {
  return sharedCached(db, `area:sr:${query.id}:${locale}`, now, async () => {
    const { t, texts } = textsOf(locale);
    return buildSurroundings(await areaData(db, query, locale, now), t, texts);
  });
}

/**
 * The data query's answer data as JSON, serialized once per query and language (the same for every caller: it has no
 * locked blocks); `people` builds the population, passenger flow and consumption headlines (server/area/people).
 */
export function dataQueryJson(db: Db, query: AreaQuery, locale: string, now: Date, people: () => Promise<PeopleHeadlines>): Promise<ReadyJson> {
  return sharedCached(db, `area:dq:${query.id}:${locale}`, now, async () => {
    const [district, headlines] = await Promise.all([businessDistrict(db, query, locale, now), people()]);
    return new ReadyJson(JSON.stringify(buildDataQuery(query, district, headlines, textsOf(locale).t)));
  });
}
