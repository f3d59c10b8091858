import type { Locales, TranslationFunctions } from '../../i18n/i18n-types.js';
import { baseLocale, isLocale } from '../../i18n/i18n-util.js';
import { translator } from '../http/language.js';
import type { ConsumptionRating, InvestmentOpportunity, TrendClass } from '../../contracts/geo.js';
import type { Industry, IndustryGroup } from './industries.js';
import { ASIA_2018_ID, CITY_REPORT_INDICATORS, GEONAMES_ID, HANOI_2024_ID, HDB_ID, LTA_ID, MONACO_DATASET_ID, MY_BUS_STOPS_ID, MY_DISTRICT_CENSUS_ID, MY_INCOME_ID, MY_PARLIAMENT_SEATS_ID, MY_RAIL_ID, MY_RAIL_RIDERSHIP_ID, MY_SPEEDMART_ID, MY_STATE_SEATS_ID, NSI_ID, PLACES_ID, SG_AREAS_ID, SG_BUS_STOPS_ID, SG_CHAS_CLINICS_ID, SG_HALAL_ID, SG_HAWKER_CENTRES_ID, SG_RAIL_ID, SG_SHOPPING_MALLS_ID, SG_VET_CLINICS_ID, WDI_INDICATORS, WPP_ID, wdiDatasetId } from './datasets.js';

/** One language's words for a report's provenance (models, inputs, units, notes) and for its classification rules. */
export interface ReportTexts {
  report: TranslationFunctions['server']['report'];
  trendClass(cls: TrendClass): string;
  rating(cls: ConsumptionRating): string;
  opportunity(cls: InvestmentOpportunity): string;
  /** "a, b, c" in the language's own list style. */
  list(items: readonly string[]): string;
  number(value: number): string;
  /** 'date unknown': the vintage of a figure whose source does not date it. */
  dateUnknown(): string;
  /** A dataset's name in the language where the dictionary has it (the datasets table keeps English), else `english`. */
  datasetName(id: string, english: string): string;
  /** An industry's name (the one translated table of server/geo/industries.ts), never a raw OSM tag such as amenity/cafe. */
  industry(industry: Industry): string;
  industryGroup(group: IndustryGroup): string;
}

/** Dictionary keys of the import catalogue's datasets other than WDI (city-report.test.ts checks every catalogue id has one). */
const NAMED_DATASETS = {
  [PLACES_ID]: 'places', [GEONAMES_ID]: 'geonames', [SG_AREAS_ID]: 'sgPlanningAreas', [MY_INCOME_ID]: 'myDosm',
  [MY_DISTRICT_CENSUS_ID]: 'myDistrictCensus', [MY_STATE_SEATS_ID]: 'myStateSeats', [MY_PARLIAMENT_SEATS_ID]: 'myParliamentSeats',
  [ASIA_2018_ID]: 'osmAsia2018', [HANOI_2024_ID]: 'osmHanoi2024', [MONACO_DATASET_ID]: 'osmMonaco', [NSI_ID]: 'nsi',
  [WPP_ID]: 'wpp', [SG_HAWKER_CENTRES_ID]: 'sgHawkerCentres', [SG_SHOPPING_MALLS_ID]: 'sgShoppingMalls', [SG_CHAS_CLINICS_ID]: 'sgChasClinics',
  [SG_VET_CLINICS_ID]: 'sgVetClinics', [SG_HALAL_ID]: 'sgHalal', [SG_BUS_STOPS_ID]: 'sgBusStops', [SG_RAIL_ID]: 'sgRail',
  [LTA_ID]: 'sgTrainVolume', [HDB_ID]: 'sgHdbBlocks', [MY_RAIL_ID]: 'myRail', [MY_RAIL_RIDERSHIP_ID]: 'myRailRidership',
  [MY_BUS_STOPS_ID]: 'myBusStops', [MY_SPEEDMART_ID]: 'mySpeedmart',
} as const;
type WdiTitleKey = keyof TranslationFunctions['server']['report']['datasets']['wdiTitles'];
/**
 * The wdiTitles key of each WDI dataset: the city report's indicators by their report key, the others by their code with
 * dots as underscores (en.pop.dnst -> en_pop_dnst).
 */
const WDI_KEYS = new Map<string, { key: string; code: string }>(Object.keys(WDI_INDICATORS).map((code) => [wdiDatasetId(code), { key: code.replace(/\./g, '_'), code }]));
for (const [key, code] of Object.entries(CITY_REPORT_INDICATORS)) WDI_KEYS.set(wdiDatasetId(code), { key, code });

const cache = new Map<Locales, ReportTexts>();

export function reportTexts(language: string): ReportTexts {
  const locale = isLocale(language) ? language : baseLocale;
  let texts = cache.get(locale);
  if (!texts) {
    const t = translator(locale);
    const classes = t.city.report;
    const listFormat = new Intl.ListFormat(locale, { type: 'conjunction', style: 'narrow' });
    const numberFormat = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    texts = {
      report: t.server.report,
      trendClass: (cls) => (cls === 'no data' ? classes.trendClass.noData() : classes.trendClass[cls]()),
      rating: (cls) => classes.rating[cls](),
      opportunity: (cls) => classes.opportunity[cls](),
      list: (items) => listFormat.format(items),
      number: (value) => numberFormat.format(value),
      dateUnknown: () => t.server.report.dateUnknown(),
      industry: (industry) => t.server.industries[industry](),
      industryGroup: (group) => t.server.industryGroups[group](),
      datasetName: (id, english) => {
        const d = t.server.report.datasets;
        const named = NAMED_DATASETS[id as keyof typeof NAMED_DATASETS];
        if (named) return d[named]();
        const wdi = WDI_KEYS.get(id);
        const title = wdi && d.wdiTitles[wdi.key as WdiTitleKey];
        return wdi && title ? d.wdi({ title: title(), code: wdi.code.toUpperCase() }) : english;
      },
    };
    cache.set(locale, texts);
  }
  return texts;
}
