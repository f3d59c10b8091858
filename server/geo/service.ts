import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import type { DatasetRef, FigureKind } from '../contracts/figure.js';
import { ApiError } from '../http/envelope.js';
import type {
  BrandItem, BrandReport, CityItem, CityReport, Completeness, PreviewSection, ReportPreview, StorePoint,
} from './contract.js';
import { brandDynamics } from './brand-dynamics.js';
import { buildCityReport, CITY_REPORT_INDICATORS } from './city-report.js';
import { figure, noData } from './figures.js';
import * as q from './queries.js';
import { wdiDatasetId } from './import/wdi.js';
import { cached } from './imported-data-cache.js';
import { reportTexts } from './report-texts.js';

type Db = Kysely<Database>;

/** A name in the user's language where the data has one, else English (flagged). */
export function localName(names: Record<string, string> | null | undefined, english: string, locale: string) {
  const hit = locale === 'en' ? undefined : names?.[locale];
  return { name: hit ?? english, nameIsFallback: locale !== 'en' && hit === undefined };
}

export function toCityItem(r: NonNullable<Awaited<ReturnType<typeof q.cityById>>>, locale: string): CityItem {
  const n = localName(r.names, r.name, locale);
  return {
    id: r.id, name: n.name, nameIsFallback: n.nameIsFallback, nameEn: r.name, stateId: r.state_id, stateName: r.state_name,
    countryId: r.country_id, countryIso2: r.country_iso2, countryName: localName(r.country_names, r.country_name, locale).name,
    lat: r.lat, lon: r.lon, population: r.population === null ? null : Number(r.population), isCountry: r.is_country,
  };
}

const ref = (refs: Map<string, DatasetRef>, id: string): DatasetRef | undefined => {
  const r = refs.get(id);
  return r && { id: r.id, name: r.name, source: r.source, licence: r.licence, vintage: r.vintage };
};

/**
 * The city report as JSON: computed and serialized once per city and language for a few minutes (see
 * imported-data-cache.ts), and dated when it was computed.
 */
export function cityReportJson(db: Db, cityId: number, locale: string, now: Date): Promise<string> {
  return cached(db, `city:${cityId}:${locale}`, now.getTime(), async () => JSON.stringify(await computeCityReport(db, cityId, locale, now)));
}

async function computeCityReport(db: Db, cityId: number, locale: string, now: Date): Promise<CityReport> {
  const row = await q.cityById(db, cityId);
  if (!row) throw new ApiError('NOT_FOUND');
  const indicators = Object.values(CITY_REPORT_INDICATORS);
  const [refs, series, gdpRank, rates] = await Promise.all([
    q.datasetRefs(db),
    q.indicatorSeries(db, row.country_iso3, indicators),
    q.latestRankAmongCountries(db, CITY_REPORT_INDICATORS.gdp, row.country_iso3),
    row.currency ? q.exchangeRates(db, row.currency, row.country_iso3) : null,
  ]);
  const places = ref(refs, 'places');
  if (!places) throw new ApiError('UNAVAILABLE');
  const keys = Object.keys(CITY_REPORT_INDICATORS) as Array<keyof typeof CITY_REPORT_INDICATORS>;
  const fcrf = ref(refs, wdiDatasetId(CITY_REPORT_INDICATORS.exchangeRate));
  return buildCityReport({
    city: toCityItem(row, locale),
    currency: row.currency,
    series: Object.fromEntries(keys.map((k) => [k, series.get(CITY_REPORT_INDICATORS[k]) ?? []])),
    datasets: { ...Object.fromEntries(keys.map((k) => [k, ref(refs, wdiDatasetId(CITY_REPORT_INDICATORS[k]))])), places },
    exchangeRates: rates && fcrf ? { ...rates, dataset: fcrf } : null,
    gdpRank,
    now,
    texts: reportTexts(locale),
  });
}

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
  const r = JSON.parse(await cityReportJson(db, cityId, locale, now)) as CityReport;
  const e = r.economy;
  const p = r.population;
  const c = r.consumption;
  const cls = (x: { value: string | null; basis: Array<{ kind: FigureKind }> }) => ({ value: x.value === 'no data' ? null : x.value, kind: x.basis[0]?.kind ?? 'public statistic' as FigureKind });
  return {
    report: 'city',
    target: r.city.name,
    sections: [
      section('economy', [e.gdpTotal.usd, e.gdpGrowth, e.gdpPerCapita.usd, e.gdpRanking, { value: e.gdpTrend.points.length ? 1 : null, kind: e.gdpTrend.kind }]),
      section('population', [p.total, p.growth, p.density, { value: p.trend.points.length ? 1 : null, kind: p.trend.kind }]),
      section('consumption', [c.disposableIncome.usd, c.retailSales.usd, cls(c.rating)]),
      section('outlook', [cls(e.gdpTrendClass), cls(p.trendClass), cls(r.investmentOpportunity)]),
    ],
    datasets: r.datasets,
  };
}

export function toBrandItem(b: NonNullable<Awaited<ReturnType<typeof q.brandById>>>): BrandItem {
  return { id: b.id, name: b.name, category: b.category, industry: b.industry, wikidata: b.wikidata, countries: b.countries, mapStoreCount: b.mapStoreCount };
}

export function brandReportJson(
  db: Db,
  brandId: string,
  scope: { countryIso2?: string; cityId?: number },
  locale: string,
  now: Date,
): Promise<string> {
  const key = `brand:${brandId}:${scope.countryIso2?.toUpperCase() ?? ''}:${scope.cityId ?? ''}:${locale}`;
  return cached(db, key, now.getTime(), async () => JSON.stringify(await computeBrandReport(db, brandId, scope, locale, now)));
}

async function computeBrandReport(
  db: Db,
  brandId: string,
  scope: { countryIso2?: string; cityId?: number },
  locale: string,
  now: Date,
): Promise<BrandReport> {
  const brand = await q.brandById(db, brandId);
  if (!brand) throw new ApiError('NOT_FOUND');
  const refs = await q.datasetRefs(db);
  const stores = await q.brandStores(db, brandId, scope);
  const current = stores.filter((s) => s.current);
  const sourceIds = [...new Set(stores.map((s) => s.dataset_id))];
  const sources = sourceIds.map((id) => ref(refs, id)).filter((d): d is DatasetRef => !!d);
  const nsi = ref(refs, 'nsi');
  const footprintRefs = [...sources, ...(nsi ? [nsi] : [])];
  const vintage = [...new Set(current.map((s) => s.last_seen))].sort().join(', ');
  const texts = reportTexts(locale);
  const { notes } = texts.report;
  const countFigure = (n: number) => figure(n, 'stores', 'measurement', footprintRefs, vintage, { note: notes.mapStores() });

  const byCountry = new Map<string, number>();
  const byCity = new Map<number, number>();
  for (const s of current) {
    byCountry.set(s.country_iso2, (byCountry.get(s.country_iso2) ?? 0) + 1);
    if (s.city_id !== null) byCity.set(s.city_id, (byCity.get(s.city_id) ?? 0) + 1);
  }
  const cities = await q.citiesByIds(db, [...byCity.keys()]);
  const countryNames = new Map(cities.map((c) => [c.country_iso2, localName(c.country_names, c.country_name, locale).name]));
  for (const iso2 of byCountry.keys()) {
    if (!countryNames.has(iso2)) {
      const k = await q.countryByIso2(db, iso2);
      if (k) countryNames.set(iso2, localName(k.names, k.name, locale).name);
    }
  }
  const withDistrict = current.filter((s) => s.district !== null);
  const districtsCovered = withDistrict.length === 0
    ? noData('count', 'measurement')
    : figure(new Set(withDistrict.map((s) => s.district)).size, 'count', 'measurement', footprintRefs, vintage, {
        note: withDistrict.length < current.length
          ? notes.districtsPartlyKnown({ known: withDistrict.length, total: current.length })
          : notes.districtsHoldingStores(),
      });

  // Dynamics need one map source seen at several dates; take the source with the most snapshots among the brand's stores.
  const dates = await q.snapshotDates(db, sourceIds);
  const multi = [...dates.entries()].sort((a, b) => b[1].length - a[1].length)[0];
  const dynamicsStores = multi ? stores.filter((s) => s.dataset_id === multi[0]) : [];
  const dynamicsRefs = multi ? [ref(refs, multi[0])].filter((d): d is DatasetRef => !!d) : [];
  const dynamics = brandDynamics(dynamicsStores.map((s) => ({ firstSeen: s.first_seen, lastSeen: s.last_seen })), multi?.[1] ?? [], dynamicsRefs, texts);

  const storePoints: StorePoint[] = stores.map((s) => ({
    id: s.id, name: s.name ?? brand.name, lat: s.lat, lon: s.lon, cityId: s.city_id, firstSeen: s.first_seen, lastSeen: s.last_seen, inLatestSnapshot: s.current,
  }));
  return {
    brand: toBrandItem(brand),
    analysisDate: now.toISOString(),
    scope: { countryIso2: scope.countryIso2?.toUpperCase() ?? null, cityId: scope.cityId ?? null },
    footprint: {
      mapStores: countFigure(current.length),
      byCountry: [...byCountry.entries()].sort((a, b) => b[1] - a[1]).map(([iso2, n]) => ({ iso2, name: countryNames.get(iso2) ?? iso2, stores: countFigure(n) })),
      byCity: cities
        .map((c) => ({ cityId: c.id, name: localName(c.names, c.name, locale).name, countryIso2: c.country_iso2, stores: countFigure(byCity.get(c.id) ?? 0) }))
        .sort((a, b) => (b.stores.value ?? 0) - (a.stores.value ?? 0)),
      districtsCovered,
    },
    stores: storePoints,
    dynamics: { snapshots: multi ? multi[1].map((d) => ({ datasetId: multi[0], date: d, area: dynamicsStores[0]?.country_iso2 ?? '' })) : [], ...dynamics },
    datasets: footprintRefs,
  };
}

export async function brandPreview(db: Db, brandId: string, scope: { countryIso2?: string; cityId?: number }, locale: string, now: Date): Promise<ReportPreview> {
  const r = JSON.parse(await brandReportJson(db, brandId, scope, locale, now)) as BrandReport;
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
