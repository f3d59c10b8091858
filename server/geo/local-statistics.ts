import type { DatasetRef, Figure } from '../../contracts/figure.js';
import type { ExchangeRates } from './city-report.js';
import { censusStatistics, type CensusInput } from './census-figures.js';
import type { LocalArea, LocalStatistic } from '../../contracts/geo.js';
import { atYear, figure } from './figures.js';
import { titleCase } from './official-areas.js';
import type { ReportTexts } from './report-texts.js';

/** An official area as stored (geo_areas) with the dataset its statistics come from. */
export interface AreaInput {
  id: string;
  kind: string;
  name: string;
  population: number | null;
  area_km2: number | null;
  stats: Record<string, unknown>;
  dataset: DatasetRef;
  /** The same district or state in the DOSM census by district, where it has one. */
  census?: CensusInput;
}

type ByYear = Record<string, Record<string, number | null>>;

/** The latest survey year in which `column` has a value. */
function latestOf(byYear: ByYear | undefined, column: string): { year: string; value: number } | null {
  const years = Object.keys(byYear ?? {}).filter((y) => typeof byYear![y]![column] === 'number').sort();
  const year = years.at(-1);
  return year ? { year, value: byYear![year]![column] as number } : null;
}

/**
 * The published statistics of a place's official areas, each figure exactly as its source publishes it (Census 2020
 * by planning area; DOSM household income, expenditure and poverty by district and state, latest survey year), money in
 * the local currency with USD beside at the WDI official exchange rate of the same year.
 */
export function localAreas(areas: readonly AreaInput[], currency: string | null, rates: ExchangeRates | null, texts: ReportTexts): LocalArea[] {
  const { local: l, models, inputs } = texts.report;
  const toUsd = (f: Figure): Figure | null => {
    const rate = rates && f.value !== null ? atYear(rates.points, Number(f.vintage)) : null;
    if (!rate || f.value === null || !rates) return null;
    return figure(f.value / rate.value, 'USD', f.kind, [...f.datasets, rates.dataset], f.vintage, {
      model: {
        name: models.toUsd.name(),
        inputs: [
          { label: inputs.amount(), value: f.value, unit: f.unit },
          { label: inputs.exchangeRate({ year: rate.year, economy: rates.economy }), value: rate.value, unit: `${f.unit}/USD` },
        ],
        doc: models.toUsd.doc(),
      },
    });
  };

  return areas.map((a) => {
    const stat = (key: string, label: string, value: number | null | undefined, unit: string, vintage: string): LocalStatistic | null => {
      if (value === null || value === undefined) return null;
      const f = figure(value, unit, 'public statistic', [a.dataset], vintage);
      return { key, label, figure: f, usd: unit === currency ? toUsd(f) : null };
    };
    const byYear = (group: string, column: string, key: string, label: string, unit: string) => {
      const p = latestOf(a.stats[group] as ByYear | undefined, column);
      return p ? stat(key, label, p.value, unit, p.year) : null;
    };
    let figures: Array<LocalStatistic | null>;
    let name: string;
    if (a.kind === 'planning_area') {
      name = l.planningArea({ name: titleCase(a.name) });
      const bands = a.stats.householdIncomeFromWork2020 as Record<string, number> | undefined;
      figures = [
        stat('residentPopulation', l.residentPopulation(), a.population, 'people', '2020'),
        stat('landArea', l.landArea(), a.area_km2, 'km2', '2020'),
        stat('density', l.density(), a.stats.densityPerKm2_2020 as number | undefined, 'people/km2', '2020'),
        stat('residentHouseholds', l.residentHouseholds(), bands?.Total, 'households', '2020'),
        stat('householdsNoEmployedPerson', l.householdsNoEmployedPerson(), bands?.NoEmployedPerson, 'households', '2020'),
        stat('householdsIncomeFromWork20kPlus', l.householdsIncomeFromWork20kPlus({ currency: 'SGD' }), bands?.['20_000andOver'], 'households', '2020'),
      ];
    } else {
      name = a.kind === 'district' ? l.district({ name: a.name }) : l.state({ name: a.name });
      const rm = 'MYR';
      figures = [
        ...(a.census ? censusStatistics(a.census, texts) : []),
        byYear('incomeByYear', 'mean', 'householdIncomeMean', l.householdIncomeMean(), rm),
        byYear('incomeByYear', 'median', 'householdIncomeMedian', l.householdIncomeMedian(), rm),
        byYear('expenditureByYear', 'mean', 'householdExpenditureMean', l.householdExpenditureMean(), rm),
        byYear('expenditureByYear', 'gini', 'gini', l.gini(), 'index'),
        byYear('povertyByYear', 'absolute', 'povertyAbsolute', l.povertyAbsolute(), '%'),
        byYear('povertyByYear', 'relative', 'povertyRelative', l.povertyRelative(), '%'),
        byYear('expenditureByYear', 'poverty', 'povertyAbsolute', l.povertyAbsolute(), '%'),
      ];
    }
    return { id: a.id, name, figures: figures.filter((f): f is LocalStatistic => f !== null) };
  });
}
