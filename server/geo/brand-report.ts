import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import type { DatasetRef, Figure } from '../../contracts/figure.js';
import { ApiError } from '../http/envelope.js';
import type { BrandItem, BrandReport, StorePoint } from '../../contracts/geo.js';
import { brandDynamics, snapshotChanges } from './brand-dynamics.js';
import { figure, noData } from './figures.js';
import * as q from './queries.js';
import { reportTexts, type ReportTexts } from './report-texts.js';
import { datasetRefIn } from './dataset-refs.js';
import { INDUSTRY_GROUP_OF, type Industry } from './industries.js';
import { MONACO_DATASET_ID } from './datasets.js';

/** Sources that are dated snapshots of one area, so that stores appearing and disappearing between them are changes. */
const SNAPSHOT_SERIES = [MONACO_DATASET_ID];
import { MATCH_METHODS } from './stores/store-match.js';
import { MERGE_DISTANCE_M, standings, type StoreStanding } from './stores/store-sources.js';

type Db = Kysely<Database>;

export function toBrandItem(b: NonNullable<Awaited<ReturnType<typeof q.brandById>>>): BrandItem {
  return { id: b.id, name: b.name, category: b.category, industry: b.industry, wikidata: b.wikidata, countries: b.countries, mapStoreCount: b.mapStoreCount };
}

const toSourced = (s: Pick<q.BrandStoreRow, 'id' | 'dataset_id' | 'name' | 'lat' | 'lon' | 'country_iso2' | 'last_seen' | 'current'>) => ({
  id: s.id, datasetId: s.dataset_id, name: s.name, lat: s.lat, lon: s.lon, countryIso2: s.country_iso2, lastSeen: s.last_seen, inLatestSnapshot: s.current,
});

/** A brand's stores with how each one counts now (see stores/store-sources.ts). */
async function brandStoresWithStanding(db: Db, brandId: string, scope: { countryIso2?: string; cityId?: number }) {
  // Standings are decided over all of the brand's stores, so a scope cannot change whether a store is a duplicate.
  const all = await q.brandStores(db, brandId, {});
  const standing = standings(all.map(toSourced));
  const inScope = all.filter((s) => (!scope.countryIso2 || s.country_iso2 === scope.countryIso2.toUpperCase()) && (scope.cityId === undefined || s.city_id === scope.cityId));
  return inScope.map((s) => ({ ...s, standing: standing.get(s.id)! }));
}

/**
 * Counts stores per brand group (same Wikidata id) as the reports do, and stores them on every item of the group, so the
 * picker's count is the report's count. Run after every import.
 */
export async function refreshBrandStoreCounts(db: Db): Promise<void> {
  const rows = await q.allBrandedStores(db);
  const byGroup = new Map<string, typeof rows>();
  for (const r of rows) (byGroup.get(r.brandGroup) ?? byGroup.set(r.brandGroup, []).get(r.brandGroup)!).push(r);
  const counts = new Map<string, number>();
  for (const [group, stores] of byGroup) {
    counts.set(group, [...standings(stores.map(toSourced)).values()].filter((s) => s.status === 'current').length);
  }
  await q.setBrandStoreCounts(db, counts);
}

/** Where the brand's current stores are: by country and by city (the picker's lists after choosing a brand). */
export async function brandPlaces(db: Db, brandId: string, countryIso2?: string) {
  const stores = (await brandStoresWithStanding(db, brandId, countryIso2 ? { countryIso2 } : {})).filter((s) => s.standing.status === 'current');
  return countByPlace(stores);
}

/** Stores per country and per city (a store outside any city counts for its country only). */
function countByPlace(stores: ReadonlyArray<{ country_iso2: string; city_id: number | null }>) {
  const byCountry = new Map<string, number>();
  const byCity = new Map<number, number>();
  for (const s of stores) {
    byCountry.set(s.country_iso2, (byCountry.get(s.country_iso2) ?? 0) + 1);
    if (s.city_id !== null) byCity.set(s.city_id, (byCity.get(s.city_id) ?? 0) + 1);
  }
  return { byCountry, byCity };
}

type StandingStore = Awaited<ReturnType<typeof brandStoresWithStanding>>[number];
type RefOf = ReturnType<typeof datasetRefIn>;
type LocalName = (names: Record<string, string> | null | undefined, english: string, locale: string) => { name: string };

export async function computeBrandReport(
  db: Db,
  brandId: string,
  scope: { countryIso2?: string; cityId?: number },
  locale: string,
  now: Date,
  localName: LocalName,
): Promise<BrandReport> {
  const brand = await q.brandById(db, brandId);
  if (!brand) throw new ApiError('NOT_FOUND');
  const texts = reportTexts(locale);
  const ref = datasetRefIn(await q.datasetRefs(db), texts);
  const stores = await brandStoresWithStanding(db, brandId, scope);
  const current = stores.filter((s) => s.standing.status === 'current');
  const currentSourceIds = [...new Set(current.map((s) => s.dataset_id))].sort();
  const nsi = ref('nsi');
  const footprintRefs = [...currentSourceIds.map((id) => ref(id)).filter((d): d is DatasetRef => !!d), ...(nsi ? [nsi] : [])];
  const vintage = [...new Set(current.map((s) => s.last_seen))].sort().join(', ');
  const countFigure = (n: number) => figure(n, 'stores', 'measurement', footprintRefs, vintage, { note: texts.report.notes.mapStores() });
  const places = await storesByPlace(db, current, locale, localName, countFigure);
  const sourceIds = [...new Set(stores.map((s) => s.dataset_id))];
  const sources = storeSources(stores, sourceIds, ref, texts);
  const { dynamics, dynamicsRefs } = await storeDynamics(db, stores, sourceIds, ref, texts);

  return {
    brand: toBrandItem(brand),
    industryName: brand.industry && INDUSTRY_GROUP_OF.has(brand.industry as Industry) ? texts.industry(brand.industry as Industry) : null,
    analysisDate: now.toISOString(),
    scope: { countryIso2: scope.countryIso2?.toUpperCase() ?? null, cityId: scope.cityId ?? null },
    footprint: {
      mapStores: countFigure(current.length),
      byCountry: places.byCountry,
      byCity: places.byCity,
      districtsCovered: districtsCovered(current, footprintRefs, vintage, texts),
      sources,
      matchMethods: MATCH_METHODS.map((method) => ({ method, stores: current.filter((s) => s.match_method === method).length })).filter((m) => m.stores > 0),
      mergeDistanceM: MERGE_DISTANCE_M,
    },
    stores: stores.map((s): StorePoint => ({
      id: s.id, name: s.name ?? brand.name, lat: s.lat, lon: s.lon, cityId: s.city_id, firstSeen: s.first_seen, lastSeen: s.last_seen,
      inLatestSnapshot: s.current, datasetId: s.dataset_id, matchMethod: s.match_method, status: s.standing.status,
      mergedInto: s.standing.mergedInto ?? null,
    })),
    dynamics,
    datasets: [...new Map([...footprintRefs, ...dynamicsRefs, ...sources.map((s) => s.dataset)].map((d) => [d.id, d])).values()],
  };
}

/** The current stores per country and per city, most stores first, named in the reader's language. */
async function storesByPlace(db: Db, current: readonly StandingStore[], locale: string, localName: LocalName, countFigure: (n: number) => Figure) {
  const { byCountry, byCity } = countByPlace(current);
  const cities = await q.citiesByIds(db, [...byCity.keys()]);
  const countries = await q.countriesByIso2(db, [...byCountry.keys()]);
  const countryNames = new Map(countries.map((k) => [k.iso2, localName(k.names, k.name, locale).name]));
  return {
    byCountry: [...byCountry.entries()].sort((a, b) => b[1] - a[1]).map(([iso2, n]) => ({ iso2, name: countryNames.get(iso2) ?? iso2, stores: countFigure(n) })),
    byCity: cities
      .map((c) => ({ cityId: c.id, name: localName(c.names, c.name, locale).name, countryIso2: c.country_iso2, stores: countFigure(byCity.get(c.id) ?? 0) }))
      .sort((a, b) => (b.stores.value ?? 0) - (a.stores.value ?? 0)),
  };
}

/** How many districts hold a current store, saying so where only some of the stores have a known district. */
function districtsCovered(current: readonly StandingStore[], footprintRefs: DatasetRef[], vintage: string, texts: ReportTexts): Figure {
  const { notes } = texts.report;
  const withDistrict = current.filter((s) => s.district !== null);
  return withDistrict.length === 0
    ? noData('count')
    : figure(new Set(withDistrict.map((s) => s.district)).size, 'count', 'measurement', footprintRefs, vintage, {
        note: withDistrict.length < current.length
          ? notes.districtsPartlyKnown({ known: withDistrict.length, total: current.length })
          : notes.districtsHoldingStores(),
      });
}

/** Every source the brand's stores in scope come from, with its date and what became of its stores, newest first. */
function storeSources(stores: readonly StandingStore[], sourceIds: readonly string[], ref: RefOf, texts: ReportTexts) {
  return sourceIds
    .map((id) => {
      const own = stores.filter((s) => s.dataset_id === id);
      const count = (status: StoreStanding['status']) => own.filter((s) => s.standing.status === status).length;
      return {
        dataset: ref(id) ?? { id, name: id, source: '', licence: '', vintage: texts.dateUnknown() },
        date: own.reduce((d, s) => (s.last_seen > d ? s.last_seen : d), ''),
        found: own.filter((s) => s.current).length,
        current: count('current'), duplicates: count('duplicate'), notInLatestSource: count('not in latest source'), closed: count('closed'),
      };
    })
    .sort((a, b) => b.date.localeCompare(a.date) || a.dataset.id.localeCompare(b.dataset.id));
}

/**
 * How the stores changed between the dates of the source with the most snapshots. Dynamics need one map source seen at
 * several dates of the same area: only a snapshot series qualifies (the Hanoi export's two files carry two dates but
 * cover different things).
 */
async function storeDynamics(db: Db, stores: readonly StandingStore[], sourceIds: readonly string[], ref: RefOf, texts: ReportTexts) {
  const dates = await q.snapshotDates(db, sourceIds.filter((id) => SNAPSHOT_SERIES.includes(id)));
  const multi = [...dates.entries()].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))[0];
  const dynamicsStores = multi ? stores.filter((s) => s.dataset_id === multi[0]) : [];
  const dynamicsRefs = multi ? [ref(multi[0])].filter((d): d is DatasetRef => !!d) : [];
  const runs = dynamicsStores.map((s) => ({ firstSeen: s.first_seen, lastSeen: s.last_seen }));
  const dynamics: BrandReport['dynamics'] = {
    snapshots: multi ? multi[1].map((d) => ({ datasetId: multi[0], date: d, area: dynamicsStores[0]?.country_iso2 ?? '' })) : [],
    changes: multi ? snapshotChanges(runs, multi[1]) : [],
    ...brandDynamics(runs, multi?.[1] ?? [], dynamicsRefs, texts),
  };
  return { dynamics, dynamicsRefs };
}
