import { marketLands, type MarketLand } from './market-land.js';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import type { DatasetRef, FigureKind } from '../../contracts/figure.js';
import { ApiError } from '../http/envelope.js';
import { ReadyJson } from '../http/ready-json.js';
import type {
  BrandReport, CityItem, CityReport, Completeness, PreviewSection, ReportPreview,
} from '../../contracts/geo.js';
import { computeBrandReport } from './brand-report.js';
import { datasetRefIn } from './dataset-refs.js';
import { buildCityReport, placePopulation } from './city-report.js';
import { localAreas } from './local-statistics.js';
import { myCensusDistrictId, myCensusStateId, myStateId, type CensusAreaStats } from './official-areas.js';
import { placeCensus, type CensusInput } from './census-figures.js';
import { figure } from './figures.js';
import * as q from './queries.js';
import { cached } from './imported-data-cache.js';
import { reportTexts } from './report-texts.js';
import { CITY_REPORT_INDICATORS, GEONAMES_ID, PLACES_ID, SG_AREAS_ID, wdiDatasetId } from './datasets.js';

type Db = Kysely<Database>;

/** A name in the user's language where the data has one, else English (flagged). */
export function localName(names: Record<string, string> | null | undefined, english: string, locale: string) {
  const hit = locale === 'en' ? undefined : names?.[locale];
  return { name: hit ?? english, nameIsFallback: locale !== 'en' && hit === undefined };
}

/** A city as the pickers list it; `localData` names the market whose local datasets cover it (market-land.ts). */
export function toCityItem(r: NonNullable<Awaited<ReturnType<typeof q.cityById>>>, locale: string, localData: MarketLand): CityItem {
  const n = localName(r.names, r.name, locale);
  return {
    id: r.id, name: n.name, nameIsFallback: n.nameIsFallback, nameEn: r.name, stateId: r.state_id, stateName: r.state_name,
    countryId: r.country_id, countryIso2: r.country_iso2, countryName: localName(r.country_names, r.country_name, locale).name,
    lat: r.lat, lon: r.lon, population: r.population === null ? null : Number(r.population), isCountry: r.is_country,
    localData: localData({ lat: r.lat, lon: r.lon, countryCode: r.country_iso2 }),
  };
}

/**
 * The city report as JSON: computed and serialized once per city and language for a few minutes (see
 * imported-data-cache.ts), and dated when it was computed.
 */
export function cityReportJson(db: Db, cityId: number, locale: string, now: Date): Promise<ReadyJson> {
  return cached(db, `city:${cityId}:${locale}`, now.getTime(), async () => new ReadyJson(JSON.stringify(await computeCityReport(db, cityId, locale, now))));
}

async function computeCityReport(db: Db, cityId: number, locale: string, now: Date): Promise<CityReport> {
  const row = await q.cityById(db, cityId);
  if (!row) throw new ApiError('NOT_FOUND');
  const indicators = Object.values(CITY_REPORT_INDICATORS);
  const area = row.area_id === null ? undefined : await q.areaById(db, row.area_id);
  // A DOSM district is shown with its state.
  const parent = area?.kind === 'district' && area.parent_name !== null ? await q.areaById(db, myStateId(area.parent_name)) : undefined;
  const [refs, series, gdpRank, rates] = await Promise.all([
    q.datasetRefs(db),
    q.indicatorSeries(db, row.country_iso3, indicators),
    row.is_country ? q.latestRankAmongCountries(db, CITY_REPORT_INDICATORS.gdp, row.country_iso3) : null,
    row.currency ? q.exchangeRates(db, row.currency, row.country_iso3) : null,
  ]);
  const texts = reportTexts(locale);
  const dataset = datasetRefIn(refs, texts);
  const keys = Object.keys(CITY_REPORT_INDICATORS) as Array<keyof typeof CITY_REPORT_INDICATORS>;
  const fcrf = dataset(wdiDatasetId(CITY_REPORT_INDICATORS.exchangeRate));
  const exchangeRates = rates && fcrf ? { ...rates, dataset: fcrf } : null;
  const censusRows = await Promise.all([area, parent].map((a) => censusOf(db, a)));
  const areas = [area, parent].flatMap((a, i) => {
    const d = a && dataset(a.dataset_id);
    const census = censusRows[i] && dataset(censusRows[i].dataset_id);
    return a && d ? [{ ...a, population: a.population === null ? null : Number(a.population), dataset: d, census: census ? censusInput(censusRows[i]!, census) : undefined }] : [];
  });
  const districtCensus = areas.find((a) => a.kind === 'district')?.census;
  const planningArea = areas.find((a) => a.kind === 'planning_area');
  const densityStat = planningArea?.stats.densityPerKm2_2020;
  return buildCityReport({
    city: toCityItem(row, locale, await marketLands(db, now)),
    currency: row.currency,
    series: Object.fromEntries(keys.map((k) => [k, series.get(CITY_REPORT_INDICATORS[k]) ?? []])),
    datasets: Object.fromEntries(keys.map((k) => [k, dataset(wdiDatasetId(CITY_REPORT_INDICATORS[k]))])),
    placePopulation: placePopulation(row.population === null ? null : Number(row.population), row.population_source, {
      geonames: dataset(GEONAMES_ID), places: dataset(PLACES_ID), census: planningArea?.dataset ?? dataset(SG_AREAS_ID),
    }, texts),
    placeDensity: planningArea && typeof densityStat === 'number' ? figure(densityStat, 'people/km2', 'public statistic', [planningArea.dataset], '2020') : null,
    placeCensus: districtCensus && area ? placeCensus(districtCensus, texts.report.local.district({ name: area.name }), texts) : null,
    local: localAreas(areas, row.currency, exchangeRates, texts),
    exchangeRates,
    gdpRank,
    now,
    texts,
  });
}

/** The census district or state of a DOSM household-income area (the same place under the census's own id). */
function censusOf(db: Db, area: q.AreaRow | undefined) {
  if (area?.kind === 'district' && area.parent_name !== null) return q.areaById(db, myCensusDistrictId(area.parent_name, area.name));
  if (area?.kind === 'state') return q.areaById(db, myCensusStateId(area.name));
  return undefined;
}

const censusInput = (row: q.AreaRow, dataset: DatasetRef): CensusInput => ({
  population: row.population === null ? null : Number(row.population), area_km2: row.area_km2, stats: row.stats as unknown as CensusAreaStats, dataset,
});

function completeness(withData: number, total: number): Completeness {
  return withData === 0 ? 'none' : withData === total ? 'complete' : 'partial';
}

function section(key: string, figures: Array<{ value: unknown; kind: FigureKind }>): PreviewSection {
  const withData = figures.filter((f) => f.value !== null && f.value !== undefined).length;
  return {
    key, completeness: completeness(withData, figures.length), figuresWithData: withData, figuresTotal: figures.length,
    kinds: [...new Set(figures.filter((f) => f.value !== null).map((f) => f.kind))],
  };
}

export async function cityPreview(db: Db, cityId: number, locale: string, now: Date): Promise<ReportPreview> {
  const r = JSON.parse((await cityReportJson(db, cityId, locale, now)).text) as CityReport;
  const e = r.economy;
  const p = r.population;
  const c = r.consumption;
  const cls = (x: { value: string | null; basis: Array<{ kind: FigureKind }> }) => ({ value: x.value === 'no data' ? null : x.value, kind: x.basis[0]?.kind ?? 'not available' as FigureKind });
  return {
    report: 'city',
    target: r.city.name,
    sections: [
      section('economy', [e.gdpTotal.usd, e.gdpGrowth, e.gdpPerCapita.usd, e.gdpRanking, { value: e.gdpTrend.points.length ? 1 : null, kind: e.gdpTrend.kind }]),
      section('population', [p.total, p.growth, p.density, { value: p.trend.points.length ? 1 : null, kind: p.trend.kind }]),
      section('consumption', [c.disposableIncome.usd, c.retailSales.usd, cls(c.rating)]),
      section('outlook', [cls(e.gdpTrendClass), cls(p.trendClass), cls(r.investmentOpportunity)]),
      ...(r.local.length ? [section('local', r.local.flatMap((a) => a.figures.map((f) => f.figure)))] : []),
    ],
    datasets: r.datasets,
  };
}

export function brandReportJson(
  db: Db,
  brandId: string,
  scope: { countryIso2?: string; cityId?: number },
  locale: string,
  now: Date,
): Promise<ReadyJson> {
  const key = `brand:${brandId}:${scope.countryIso2?.toUpperCase() ?? ''}:${scope.cityId ?? ''}:${locale}`;
  return cached(db, key, now.getTime(), async () => new ReadyJson(JSON.stringify(await computeBrandReport(db, brandId, scope, locale, now, localName))));
}

export async function brandPreview(db: Db, brandId: string, scope: { countryIso2?: string; cityId?: number }, locale: string, now: Date): Promise<ReportPreview> {
  const r = JSON.parse((await brandReportJson(db, brandId, scope, locale, now)).text) as BrandReport;
  const d = r.dynamics;
  const place = scope.cityId !== undefined ? r.footprint.byCity.find((c) => c.cityId === scope.cityId)?.name : scope.countryIso2 ? r.footprint.byCountry.find((c) => c.iso2 === scope.countryIso2?.toUpperCase())?.name : undefined;
  return {
    report: 'brand',
    target: place ? `${r.brand.name} · ${place}` : r.brand.name,
    sections: [
      section('identity', [{ value: r.brand.name, kind: 'public statistic' }, { value: r.brand.wikidata, kind: 'public statistic' }, { value: r.brand.countries.length ? 1 : null, kind: 'public statistic' }]),
      section('footprint', [r.footprint.mapStores.value === 0 ? { value: null, kind: 'measurement' } : r.footprint.mapStores, r.footprint.districtsCovered]),
      section('storeMap', [{ value: r.stores.length ? r.stores.length : null, kind: 'measurement' }]),
      section('dynamics', [d.newStores, d.closedStores, d.netIncrease, d.annualClosureRate, d.averageOpeningPeriod, d.lifespan, d.newStoreSurvival]),
    ],
    datasets: r.datasets,
  };
}
