import type { Figure } from '../../contracts/figure.js';
import type { AreaQuery, DataQueryReport, Headline, HeadlineKey, ReportKind } from '../../contracts/area.js';
import type { AreaTexts, buildBusinessDistrict } from './business-district.js';

/** The people figures of the headline, built by the population, passenger flow and consumption reports (server/area/people). */
export type PeopleHeadlines = Record<'residents' | 'workers' | 'passengerFlow' | 'consumptionIndex', Figure>;

const OPENS: Record<HeadlineKey, ReportKind> = {
  stores: 'business-district', businessTypes: 'business-district', chainRatio: 'business-district', competition: 'business-district',
  residents: 'population', workers: 'population', passengerFlow: 'passenger-flow', consumptionIndex: 'consumption',
};

/** The data query's headline measures, each a Figure naming the report it opens. */
export function buildDataQuery(query: AreaQuery, district: ReturnType<typeof buildBusinessDistrict>, people: PeopleHeadlines, t: AreaTexts): DataQueryReport {
  const figures: Record<HeadlineKey, Figure> = {
    stores: district.overview.stores,
    businessTypes: district.overview.businessTypes,
    chainRatio: district.overview.chainRatio,
    residents: people.residents,
    workers: people.workers,
    passengerFlow: people.passengerFlow,
    consumptionIndex: people.consumptionIndex,
    competition: district.levels.competition.figure,
  };
  const headlines: Headline[] = (Object.keys(OPENS) as HeadlineKey[]).map((key) => ({ key, label: t.headlines[key](), figure: figures[key], report: OPENS[key] }));
  return { query, headlines };
}
