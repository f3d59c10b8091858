import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import type { DatasetRef } from '../../contracts/figure.js';
import type { YearValue } from './figures.js';
import { foldSearchText } from './stores/search-fold.js';
import { MY_PARLIAMENT_SEATS_ID, MY_STATE_SEATS_ID } from './datasets.js';
import { PARLIAMENT_SEAT_KIND, STATE_SEAT_KIND, type CensusSeatStats } from './official-areas.js';

/** All SQL of the geo domain. Names arrive as JSON maps by locale; callers pick the language. */
type Db = Kysely<Database>;

export async function datasetRefs(db: Db): Promise<Map<string, DatasetRef & { checksum: string; importedAt: Date; rows: number }>> {
  const rows = await db.selectFrom('datasets').selectAll().orderBy('id').execute();
  return new Map(rows.map((r) => [r.id, { id: r.id, name: r.name, source: r.source, licence: r.licence, vintage: r.vintage, checksum: r.checksum, importedAt: r.imported_at, rows: r.rows }]));
}

export function countries(db: Db) {
  return db
    .selectFrom('geo_countries as k')
    .select(['k.id', 'k.iso2', 'k.iso3', 'k.name', 'k.names', 'k.flag', 'k.currency'])
    .select((eb) => eb.selectFrom('geo_cities as c').whereRef('c.country_id', '=', 'k.id').select(sql<number>`count(*)::int`.as('n')).as('cityCount'))
    .orderBy('k.name')
    .execute();
}

export function countryById(db: Db, id: number) {
  return db.selectFrom('geo_countries').selectAll().where('id', '=', id).executeTakeFirst();
}

export function countryByIso2(db: Db, iso2: string) {
  return db.selectFrom('geo_countries').selectAll().where('iso2', '=', iso2.toUpperCase()).executeTakeFirst();
}

export function states(db: Db, countryId: number) {
  return db
    .selectFrom('geo_states as s')
    .select(['s.id', 's.country_id', 's.code', 's.name', 's.type'])
    .select((eb) => eb.selectFrom('geo_cities as c').whereRef('c.state_id', '=', 's.id').select(sql<number>`count(*)::int`.as('n')).as('cityCount'))
    .where('s.country_id', '=', countryId)
    .orderBy('s.name')
    .execute();
}

const citySelect = (db: Db) =>
  db
    .selectFrom('geo_cities as c')
    .innerJoin('geo_countries as k', 'k.id', 'c.country_id')
    .leftJoin('geo_states as s', 's.id', 'c.state_id')
    .select([
      'c.id', 'c.name', 'c.names', 'c.state_id', 'c.country_id', 'c.lat', 'c.lon', 'c.population', 'c.is_country',
      'c.population_source', 'c.area_id',
      's.name as state_name', 'k.iso2 as country_iso2', 'k.iso3 as country_iso3', 'k.name as country_name',
      'k.names as country_names', 'k.currency',
    ]);
export type CityRow = Awaited<ReturnType<typeof cityById>> & {};

export function cityById(db: Db, id: number) {
  return citySelect(db).where('c.id', '=', id).executeTakeFirst();
}

const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/**
 * The cities of a country or state, or search as you type: the text is a prefix of a word of one of the city's names
 * (any language). Matches are ranked on geo_city_names alone (an index-only scan): names starting with the text
 * first, then city-states, then by population; only the page that is kept is joined to the cities.
 */
export function searchCities(db: Db, p: { countryId?: number; stateId?: number; q?: string; limit: number }) {
  const needle = p.q?.trim().toLowerCase();
  if (!needle) {
    let q = citySelect(db);
    if (p.countryId !== undefined) q = q.where('c.country_id', '=', p.countryId);
    if (p.stateId !== undefined) q = q.where('c.state_id', '=', p.stateId);
    return q.orderBy('c.is_country', 'desc').orderBy(sql`c.population desc nulls last`).orderBy('c.id').limit(p.limit).execute();
  }
  let matches = db
    .selectFrom('geo_city_names as n')
    .distinctOn('n.city_id')
    .select(['n.city_id', 'n.name_start', 'n.is_country', 'n.population'])
    .where('n.token', 'like', likePrefix(needle));
  if (p.countryId !== undefined) matches = matches.where('n.country_id', '=', p.countryId);
  if (p.stateId !== undefined) matches = matches.where('n.state_id', '=', p.stateId);
  const page = db
    .selectFrom(matches.orderBy('n.city_id').orderBy('n.name_start', 'desc').as('m'))
    .selectAll('m')
    .orderBy('m.name_start', 'desc').orderBy('m.is_country', 'desc').orderBy(sql`m.population desc nulls last`).orderBy('m.city_id')
    .limit(p.limit);
  return citySelect(db)
    .innerJoin(page.as('r'), 'r.city_id', 'c.id')
    .orderBy('r.name_start', 'desc').orderBy('r.is_country', 'desc').orderBy(sql`r.population desc nulls last`).orderBy('r.city_id')
    .execute();
}

/** An official area's published statistics (SG planning area, DOSM district or state). */
export function areaById(db: Db, id: string) {
  return db.selectFrom('geo_areas').select(['id', 'kind', 'name', 'parent_name', 'population', 'area_km2', 'stats', 'dataset_id']).where('id', '=', id).executeTakeFirst();
}
export type AreaRow = NonNullable<Awaited<ReturnType<typeof areaById>>>;

export async function indicatorSeries(db: Db, iso3: string, indicators: readonly string[]): Promise<Map<string, YearValue[]>> {
  const rows = await db
    .selectFrom('geo_indicators')
    .select(['indicator', 'year', 'value'])
    .where('country_iso3', '=', iso3)
    .where('indicator', 'in', indicators)
    .orderBy('year')
    .execute();
  const out = new Map<string, YearValue[]>();
  for (const r of rows) (out.get(r.indicator) ?? out.set(r.indicator, []).get(r.indicator)!).push({ year: r.year, value: r.value });
  return out;
}

/** Rank among countries in the latest year the economy has a value for the indicator. */
export async function latestRankAmongCountries(db: Db, indicator: string, iso3: string) {
  const latest = await db.selectFrom('geo_indicators').select('year').where('indicator', '=', indicator).where('country_iso3', '=', iso3).orderBy('year', 'desc').limit(1).executeTakeFirst();
  return latest ? rankAmongCountries(db, indicator, latest.year, iso3) : null;
}

/** Rank of an economy's value among countries (WDI aggregates excluded: only codes in the countries list) in one year. */
export async function rankAmongCountries(db: Db, indicator: string, year: number, iso3: string) {
  const row = await sql<{ rank: number | null; of: number }>`
    select (select count(*) + 1 from geo_indicators o join geo_countries k on k.iso3 = o.country_iso3
              where o.indicator = ${indicator} and o.year = ${year} and o.value > i.value)::int as rank,
           (select count(*) from geo_indicators o join geo_countries k on k.iso3 = o.country_iso3
              where o.indicator = ${indicator} and o.year = ${year})::int as of
    from geo_indicators i where i.indicator = ${indicator} and i.year = ${year} and i.country_iso3 = ${iso3}`.execute(db);
  const r = row.rows[0];
  return r && r.rank !== null ? { rank: r.rank, of: r.of, year } : null;
}

/** Exchange rates for a currency: the economy's own series, else that of another economy using the same currency. */
export async function exchangeRates(db: Db, currency: string, iso3: string) {
  const rows = await sql<{ country_iso3: string; year: number; value: number }>`
    select i.country_iso3, i.year, i.value from geo_indicators i
    where i.indicator = 'pa.nus.fcrf' and i.country_iso3 = (
      select k.iso3 from geo_countries k
      where k.currency = ${currency} and exists (select 1 from geo_indicators x where x.indicator = 'pa.nus.fcrf' and x.country_iso3 = k.iso3)
      order by (k.iso3 = ${iso3}) desc, k.iso3 limit 1)
    order by i.year`.execute(db);
  if (!rows.rows.length) return null;
  return { economy: rows.rows[0]!.country_iso3, points: rows.rows.map((r) => ({ year: r.year, value: r.value })) };
}

const brandColumns = ['b.id', 'b.name', 'b.category', 'b.industry', 'b.wikidata', 'b.countries', 'b.map_store_count as mapStoreCount'] as const;

/**
 * Brand search as you type: the (folded) text starts a word of the brand's name. Only brands with stores in Lokasi's
 * map data are offered, one item per brand (NSI files a brand once per country or script: McDonald's, 麦当劳, 맥도날드
 * share one Wikidata id and one store count): the item whose name the text starts, then the shortest name.
 */
export function searchBrands(db: Db, p: { q: string; countryIso2?: string; limit: number }) {
  const prefix = likePrefix(foldSearchText(p.q.trim()));
  let q = db
    .selectFrom('geo_brands as b')
    .select(brandColumns)
    .select(sql<number>`row_number() over (partition by coalesce(b.wikidata, b.id) order by b.search like ${prefix} desc, length(b.name), b.id)`.as('pick'))
    .where('b.map_store_count', '>', 0)
    .where('b.id', 'in', db.selectFrom('geo_brand_names as n').select('n.brand_id').where('n.token', 'like', prefix));
  // A brand "in" a country: Lokasi's map data has one of its stores there.
  if (p.countryIso2) {
    q = q.where(sql<boolean>`exists (select 1 from geo_pois p join geo_brands g on g.id = p.brand_id
      where coalesce(g.wikidata, g.id) = coalesce(b.wikidata, b.id) and p.country_iso2 = ${p.countryIso2.toUpperCase()})`);
  }
  return db
    .selectFrom(q.as('r'))
    .select(['r.id', 'r.name', 'r.category', 'r.industry', 'r.wikidata', 'r.countries', 'r.mapStoreCount'])
    .where('r.pick', '=', 1)
    .orderBy(sql`(select search from geo_brands x where x.id = r.id) like ${prefix}`, 'desc')
    .orderBy('r.mapStoreCount', 'desc')
    .orderBy(sql`length(r.name)`)
    .orderBy('r.id')
    .limit(p.limit)
    .execute();
}

export function brandById(db: Db, id: string) {
  return db.selectFrom('geo_brands as b').select(brandColumns).where('b.id', '=', id).executeTakeFirst();
}

/** The NSI items of the same brand (same Wikidata id), or the item alone when it has none. */
const brandGroup = (db: Db, brandId: string) =>
  db.selectFrom('geo_brands as g').select('g.id').where(sql<boolean>`coalesce(g.wikidata, g.id) = (select coalesce(wikidata, id) from geo_brands where id = ${brandId})`);

const storeColumns = ['p.id', 'p.name', 'p.lat', 'p.lon', 'p.city_id', 'p.country_iso2', 'p.district', 'p.dataset_id', 'p.first_seen', 'p.last_seen', 'p.current', 'p.match_method'] as const;

/** Every store of a brand in the map data (all sources and snapshots), optionally within a country or city. */
export function brandStores(db: Db, brandId: string, scope: { countryIso2?: string; cityId?: number }) {
  let q = db.selectFrom('geo_pois as p').select(storeColumns).where('p.brand_id', 'in', brandGroup(db, brandId));
  if (scope.countryIso2) q = q.where('p.country_iso2', '=', scope.countryIso2.toUpperCase());
  if (scope.cityId !== undefined) q = q.where('p.city_id', '=', scope.cityId);
  return q.orderBy('p.id').execute();
}
export type BrandStoreRow = Awaited<ReturnType<typeof brandStores>>[number];

/** Every branded store, with its brand group (Wikidata id, else the item id), for the store counts. */
export function allBrandedStores(db: Db) {
  return db
    .selectFrom('geo_pois as p')
    .innerJoin('geo_brands as b', 'b.id', 'p.brand_id')
    .select([...storeColumns, sql<string>`coalesce(b.wikidata, b.id)`.as('brandGroup')])
    .execute();
}

/** Sets every brand item's store count to its brand group's count (0 for groups not given). */
export async function setBrandStoreCounts(db: Db, counts: ReadonlyMap<string, number>) {
  const groups = [...counts.keys()];
  const values = groups.map((g) => counts.get(g)!);
  await sql`update geo_brands b set map_store_count = coalesce(v.n, 0)
    from (select g.id, c.n from geo_brands g left join unnest(${groups}::text[], ${values}::int[]) as c(k, n) on c.k = coalesce(g.wikidata, g.id)) v
    where b.id = v.id and b.map_store_count is distinct from coalesce(v.n, 0)`.execute(db);
}

export function countriesByIso2(db: Db, iso2s: readonly string[]) {
  if (!iso2s.length) return Promise.resolve([]);
  return db.selectFrom('geo_countries as k').select(['k.id as countryId', 'k.iso2', 'k.name', 'k.names', 'k.flag']).where('k.iso2', 'in', iso2s).execute();
}

/** The snapshot dates of map sources (a source with one date cannot show changes). */
export async function snapshotDates(db: Db, datasetIds: readonly string[]): Promise<Map<string, string[]>> {
  if (!datasetIds.length) return new Map();
  const rows = await sql<{ dataset_id: string; d: string }>`
    select distinct dataset_id, first_seen as d from geo_pois where dataset_id in (${sql.join(datasetIds)})
    union select distinct dataset_id, last_seen from geo_pois where dataset_id in (${sql.join(datasetIds)})`.execute(db);
  const out = new Map<string, string[]>();
  for (const r of rows.rows) (out.get(r.dataset_id) ?? out.set(r.dataset_id, []).get(r.dataset_id)!).push(r.d);
  for (const list of out.values()) list.sort();
  return out;
}

export function citiesByIds(db: Db, ids: readonly number[]) {
  if (!ids.length) return Promise.resolve([]);
  return citySelect(db).where('c.id', 'in', ids).execute();
}

/*
 * What the area reports (server/area) read of the imported data. Rows in the tables' own shape; the reports measure
 * distances, filter and cache.
 */

/** A box of latitudes and longitudes (degrees). */
export interface LatLonBox {
  minLat: number;
  maxLat: number;
  minLon: number;
  maxLon: number;
}

const brandName = (eb: ExpressionBuilder<Database & { p: Database['geo_pois'] }, 'p'>) =>
  // A lookup per branded row (a join would hash all 19,000 brands for a few dozen names).
  eb.selectFrom('geo_brands as b').select('b.name').whereRef('b.id', '=', 'p.brand_id').as('brand_name');

/** Every map record in the H3 r9 cells (all sources and snapshots), with its brand's name. */
export function poisInCells(db: Db, cells: readonly string[]) {
  return db
    .selectFrom('geo_pois as p')
    .select(['p.id', 'p.dataset_id', 'p.name', 'p.lat', 'p.lon', 'p.industry', 'p.brand_id', 'p.current', 'p.first_seen', 'p.last_seen', 'p.country_iso2'])
    .select(brandName)
    .where(sql<boolean>`p.h3_r9 = any(${cells}::text[])`)
    .execute();
}

/** The current map records in the box, with their brand's name, by id. */
export function currentPoisInBox(db: Db, b: LatLonBox) {
  return db.selectFrom('geo_pois as p')
    .select(['p.id', 'p.dataset_id', 'p.name', 'p.lat', 'p.lon', 'p.industry', 'p.brand_id'])
    .select(brandName)
    .where('p.current', '=', true).where('p.lat', '>=', b.minLat).where('p.lat', '<=', b.maxLat).where('p.lon', '>=', b.minLon).where('p.lon', '<=', b.maxLon)
    .orderBy('p.id').execute();
}

/** A country's current map records: their industry and brand, for counts over the whole country. */
export function currentPoiIndustries(db: Db, countryIso2: string) {
  return db.selectFrom('geo_pois').select(['id', 'industry', 'brand_id']).where('country_iso2', '=', countryIso2).where('current', '=', true).execute();
}

/** A country's current map records of the industries, with their positions, by id. */
export function currentPoisOfIndustries(db: Db, countryIso2: string, industries: readonly string[]) {
  return db.selectFrom('geo_pois').select(['id', 'lat', 'lon', 'industry', 'brand_id']).where('country_iso2', '=', countryIso2).where('current', '=', true)
    .where('industry', 'in', [...industries]).orderBy('id').execute();
}

/** A country's current records of the industries with their source (mapping coverage compares sources). */
export function currentPoiSourcesOfIndustries(db: Db, countryIso2: string, industries: readonly string[]) {
  return db.selectFrom('geo_pois').select(['id', 'dataset_id', 'lat', 'lon', 'industry']).where('country_iso2', '=', countryIso2).where('current', '=', true)
    .where('industry', 'in', [...industries]).orderBy('id').execute();
}

/** Each transit source's bounding box (the stops of LTA and the map's own stops and stations): where it measures. */
export async function transitSourceBoxes(db: Db): Promise<Array<{ datasetId: string; minLat: number; minLon: number; maxLat: number; maxLon: number }>> {
  const [stops, mapped] = await Promise.all([
    db.selectFrom('geo_transit_stops').select(['dataset_id', (eb) => eb.fn.min<number>('lat').as('min_lat'), (eb) => eb.fn.min<number>('lon').as('min_lon'), (eb) => eb.fn.max<number>('lat').as('max_lat'), (eb) => eb.fn.max<number>('lon').as('max_lon')])
      .groupBy('dataset_id').execute(),
    db.selectFrom('geo_pois').select(['dataset_id', (eb) => eb.fn.min<number>('lat').as('min_lat'), (eb) => eb.fn.min<number>('lon').as('min_lon'), (eb) => eb.fn.max<number>('lat').as('max_lat'), (eb) => eb.fn.max<number>('lon').as('max_lon')])
      .where('industry', 'in', TRANSIT_POI_INDUSTRIES).where('current', '=', true).groupBy('dataset_id').execute(),
  ]);
  return [...stops, ...mapped].map((r) => ({ datasetId: r.dataset_id, minLat: Number(r.min_lat), minLon: Number(r.min_lon), maxLat: Number(r.max_lat), maxLon: Number(r.max_lon) }));
}

/** The map sources holding places in a country. */
export async function poiSourcesIn(db: Db, countryIso2: string): Promise<string[]> {
  return (await db.selectFrom('geo_pois').select('dataset_id').distinct().where('country_iso2', '=', countryIso2).execute()).map((r) => r.dataset_id);
}

/** Current named places whose name starts with the text (a prefix of the whole name). */
export function currentPoisNamed(db: Db, text: string, limit: number) {
  return db.selectFrom('geo_pois').select(['name', 'lat', 'lon', 'country_iso2']).where('current', '=', true)
    .where(sql<boolean>`lower(name) like ${likePrefix(text)}`).orderBy('name').limit(limit).execute();
}

const TRANSIT_POI_INDUSTRIES = ['bus_stop', 'rail_station'];

/** Bus stops, rail stations and exits in the H3 r9 cells: LTA's tables, and the map's own current stops (e.g. Monaco's). */
export async function transitInCells(db: Db, cells: readonly string[]) {
  const [stops, mapped] = await Promise.all([
    db.selectFrom('geo_transit_stops').select(['name', 'kind', 'lat', 'lon', 'dataset_id']).where(sql<boolean>`h3_r9 = any(${cells}::text[])`).execute(),
    db.selectFrom('geo_pois').select(['name', 'industry as kind', 'lat', 'lon', 'dataset_id'])
      .where(sql<boolean>`h3_r9 = any(${cells}::text[])`).where('current', '=', true).where('industry', 'in', TRANSIT_POI_INDUSTRIES).execute(),
  ]);
  return [...stops, ...mapped];
}

/** The transit in the box: LTA's stops and stations (with their codes), and the map's own current stops. */
export async function transitInBox(db: Db, b: LatLonBox) {
  const [stops, mapped] = await Promise.all([
    db.selectFrom('geo_transit_stops').select(['name', 'code', 'kind', 'lat', 'lon', 'dataset_id'])
      .where('lat', '>=', b.minLat).where('lat', '<=', b.maxLat).where('lon', '>=', b.minLon).where('lon', '<=', b.maxLon).execute(),
    db.selectFrom('geo_pois').select(['industry as kind', 'lat', 'lon', 'dataset_id']).where('current', '=', true).where('industry', 'in', TRANSIT_POI_INDUSTRIES)
      .where('lat', '>=', b.minLat).where('lat', '<=', b.maxLat).where('lon', '>=', b.minLon).where('lon', '<=', b.maxLon).execute(),
  ]);
  return { stops, mapped };
}

/** Rail stations with their names: LTA's table, and the map data's own current stations (e.g. Monaco's). */
export async function railStations(db: Db) {
  const [lta, mapped] = await Promise.all([
    db.selectFrom('geo_transit_stops').select(['name', 'lat', 'lon']).where('kind', '=', 'rail_station').execute(),
    db.selectFrom('geo_pois').select(['name', 'lat', 'lon']).where('current', '=', true).where('industry', '=', 'rail_station').execute(),
  ]);
  return [...lta, ...mapped];
}

/** Every LTA passenger-volume row. */
export function transitVolumes(db: Db) {
  return db.selectFrom('geo_transit_volumes').selectAll().execute();
}

export interface StationWeekdayTapIns {
  /** The first and last day the dataset covers (YYYY-MM-DD), null when it has no rows. */
  firstDate: string | null;
  lastDate: string | null;
  /** Per station code (geo_transit_stops writes an interchange's codes joined by '-'), by code. */
  stations: Array<{ stationCode: string; weekdayAverage: number; weekdays: number; weekendAverage: number | null; weekendDays: number }>;
}

/**
 * Each station code's average daily tap-ins over the dataset's weekdays (Monday to Friday by the calendar: the
 * operator's data does not mark public holidays, so those falling on a weekday are among them) and weekend days.
 */
export async function stationWeekdayTapIns(db: Db, datasetId: string): Promise<StationWeekdayTapIns> {
  const days = db.selectFrom('geo_station_days').where('dataset_id', '=', datasetId);
  const weekday = sql<boolean>`extract(isodow from date::date) between 1 and 5`;
  const [range, stations] = await Promise.all([
    days.select([sql<string | null>`min(date)`.as('first'), sql<string | null>`max(date)`.as('last')]).executeTakeFirstOrThrow(),
    days.select([
      'station_code',
      sql<number>`avg(tap_in) filter (where ${weekday})::float8`.as('average'), sql<number>`count(*) filter (where ${weekday})::int`.as('weekdays'),
      sql<number | null>`avg(tap_in) filter (where not ${weekday})::float8`.as('weekend'), sql<number>`count(*) filter (where not ${weekday})::int`.as('weekend_days'),
    ]).groupBy('station_code').having(sql<boolean>`count(*) filter (where ${weekday}) > 0`).orderBy('station_code').execute(),
  ]);
  return {
    firstDate: range.first, lastDate: range.last,
    stations: stations.map((s) => ({ stationCode: s.station_code, weekdayAverage: s.average, weekdays: s.weekdays, weekendAverage: s.weekend, weekendDays: s.weekend_days })),
  };
}

/** A validation dataset's outlets in the box (never among the stores the area reports count), by id. */
export function validationOutletsInBox(db: Db, datasetId: string, b: LatLonBox) {
  return db.selectFrom('geo_validation_outlets').select(['id', 'chain', 'name', 'address', 'validates_industry', 'lat', 'lon'])
    .where('dataset_id', '=', datasetId)
    .where('lat', '>=', b.minLat).where('lat', '<=', b.maxLat).where('lon', '>=', b.minLon).where('lon', '<=', b.maxLon)
    .orderBy('id').execute();
}

/** HDB blocks in the box with their dwellings. */
export function residentialBlocksInBox(db: Db, b: LatLonBox) {
  return db.selectFrom('geo_residential_blocks').select(['lat', 'lon', 'dwelling_units'])
    .where('lat', '>=', b.minLat).where('lat', '<=', b.maxLat).where('lon', '>=', b.minLon).where('lon', '<=', b.maxLon).execute();
}

/** Every HDB block's position, by id. */
export function residentialBlockPoints(db: Db) {
  return db.selectFrom('geo_residential_blocks').select(['lat', 'lon']).orderBy('id').execute();
}

/** Planning areas with their boundaries. */
export function planningAreaBoundaries(db: Db) {
  return db.selectFrom('geo_areas').select(['id', 'name', 'geometry', 'country_iso2', 'dataset_id']).where('kind', '=', 'planning_area').where('geometry', 'is not', null).execute();
}

const areaColumns = ['id', 'kind', 'name', 'parent_name', 'population', 'area_km2', 'stats', 'dataset_id'] as const;

/** A dataset's official areas that have boundaries, with their statistics and boundaries, by id. */
export function areasWithBoundaries(db: Db, datasetId: string) {
  return db.selectFrom('geo_areas').select([...areaColumns, 'geometry']).where('dataset_id', '=', datasetId).where('geometry', 'is not', null).orderBy('id').execute();
}

/** A dataset's official areas under a parent (a state's districts) and the parent state itself, by id. */
export function areasUnder(db: Db, datasetId: string, parentName: string) {
  return db.selectFrom('geo_areas').select(areaColumns)
    .where('dataset_id', '=', datasetId).where((eb) => eb.or([eb('parent_name', '=', parentName), eb.and([eb('kind', '=', 'state'), eb('name', '=', parentName)])]))
    .orderBy('id').execute();
}

/** The places of a country in the box that link to an official area of the kind, each with its place's position. */
export function placeAreasInBox(db: Db, countryIso2: string, kind: string, b: LatLonBox) {
  return db.selectFrom('geo_cities as c').innerJoin('geo_countries as k', 'k.id', 'c.country_id').innerJoin('geo_areas as a', 'a.id', 'c.area_id')
    .select(['c.lat', 'c.lon', 'a.id', 'a.kind', 'a.name', 'a.parent_name', 'a.population', 'a.area_km2', 'a.stats', 'a.dataset_id'])
    .where('k.iso2', '=', countryIso2).where('a.kind', '=', kind)
    .where('c.lat', '>=', b.minLat).where('c.lat', '<=', b.maxLat).where('c.lon', '>=', b.minLon).where('c.lon', '<=', b.maxLon)
    .execute();
}

const seatStat = (key: keyof CensusSeatStats) => sql<number | null>`(a.stats->>${key})::float8`;

/**
 * Malaysia's smallest census units meeting the box, with their boundaries and Census 2020 figures: the state seats,
 * and the parliamentary seats of states without state seats (the federal territories: Kuala Lumpur, Putrajaya,
 * Labuan). Units partly inside the box are included whole; by id.
 */
export function smallestCensusUnitsInBox(db: Db, b: LatLonBox) {
  return db.selectFrom('geo_areas as a')
    .select(['a.id', 'a.kind', 'a.name', 'a.parent_name as state', 'a.geometry', 'a.population', 'a.area_km2', 'a.dataset_id'])
    .select([
      seatStat('households').as('households'), seatStat('householdSizeAvg').as('household_size_avg'),
      seatStat('incomeMedian').as('income_median'), seatStat('incomeMean').as('income_mean'), seatStat('expenditureMean').as('expenditure_mean'),
      seatStat('censusYear').as('census_year'),
    ])
    .where('a.dataset_id', 'in', [MY_STATE_SEATS_ID, MY_PARLIAMENT_SEATS_ID])
    .where((eb) => eb.or([
      eb('a.kind', '=', STATE_SEAT_KIND),
      eb.and([
        eb('a.kind', '=', PARLIAMENT_SEAT_KIND),
        eb.not(eb.exists(eb.selectFrom('geo_areas as s').select('s.id').where('s.kind', '=', STATE_SEAT_KIND).whereRef('s.parent_name', '=', 'a.parent_name'))),
      ]),
    ]))
    .where('a.max_lat', '>=', b.minLat).where('a.min_lat', '<=', b.maxLat).where('a.max_lon', '>=', b.minLon).where('a.min_lon', '<=', b.maxLon)
    .orderBy('a.id').execute();
}
export type CensusUnitRow = Awaited<ReturnType<typeof smallestCensusUnitsInBox>>[number];

/** The country's latest WPP age pyramid up to `year`. */
export async function latestPyramid(db: Db, iso3: string, year: number): Promise<{ year: number; bands: Array<{ band: string; male: number; female: number }> } | null> {
  const latest = await db.selectFrom('geo_pyramids').select(sql<number | null>`max(year)`.as('year')).where('country_iso3', '=', iso3).where('year', '<=', year).executeTakeFirst();
  if (!latest?.year) return null;
  const bands = await db.selectFrom('geo_pyramids').select(['age_band as band', 'male', 'female']).where('country_iso3', '=', iso3).where('year', '=', latest.year).execute();
  return { year: latest.year, bands };
}

/** When the newest dataset was imported (null before any import). */
export async function latestImportAt(db: Db): Promise<Date | null> {
  const row = await db.selectFrom('datasets').select(sql<Date | null>`max(imported_at)`.as('at')).executeTakeFirst();
  return row?.at ?? null;
}

/*
 * The gazetteer's sources (gazetteer/): every named place a user may search for or a site may be named by, from
 * whichever market's data is imported. Kinds are the tables' own (transit stop kinds, POI industries, area kinds).
 */

/** Stations and stops with their other-language names (a stop's `names.road` is the road it stands on). */
export function namedTransitStops(db: Db) {
  return db.selectFrom('geo_transit_stops').select(['id', 'kind', 'code', 'name', 'names', 'lat', 'lon', 'dataset_id'])
    .where('kind', 'in', ['rail_station', 'bus_stop']).where('name', '<>', '').orderBy('id').execute();
}

/** Current named map records of the industries (malls, hawker centres, the map's own stations and stops). */
export function namedPoisOfIndustries(db: Db, industries: readonly string[]) {
  return db.selectFrom('geo_pois').select(['id', 'industry', 'name', 'lat', 'lon', 'country_iso2']).where('current', '=', true)
    .where('industry', 'in', [...industries]).where('name', 'is not', null).where('name', '<>', '').orderBy('id').execute();
}

/** Every residential block's number, street and position (addresses). */
export function residentialBlockAddresses(db: Db) {
  return db.selectFrom('geo_residential_blocks').select(['block', 'street', 'lat', 'lon']).orderBy('id').execute();
}
