import type { DatasetRef, Figure } from '../../contracts/figure.js';
import type { LocalStatistic, Series } from '../../contracts/geo.js';
import { figure } from './figures.js';
import type { CensusAreaStats } from './official-areas.js';
import type { ReportTexts } from './report-texts.js';

/** A DOSM census district or state as stored (geo_areas, kind census_district / census_state) with its dataset. */
export interface CensusInput {
  population: number | null;
  area_km2: number | null;
  stats: CensusAreaStats;
  dataset: DatasetRef;
}

/** A place's population figures when the place is a census district: its own counts instead of a gazetteer's. */
export interface PlaceCensus {
  total: Figure;
  growth: Figure | null;
  density: Figure | null;
  trend: Series;
}

const vintageOf = (c: CensusInput) => String(c.stats.censusYear);

/** Residents per km²: the census's residents over its land area, shown with both as the model's inputs. */
function density(c: CensusInput, texts: ReportTexts, scope: string): Figure | null {
  if (c.population === null || !c.area_km2) return null;
  const { local, models } = texts.report;
  return figure(c.population / c.area_km2, 'people/km2', 'public statistic', [c.dataset], vintageOf(c), {
    scope,
    model: {
      name: models.density.name(),
      inputs: [{ label: local.residentPopulation(), value: c.population, unit: 'people' }, { label: local.landArea(), value: c.area_km2, unit: 'km2' }],
      doc: models.density.doc(),
    },
  });
}

/** The census counts of every year, oldest first: DOSM's own series for the place. */
function trend(c: CensusInput): Series {
  const points = Object.entries(c.stats.populationByYear).map(([year, value]) => ({ year: Number(year), value })).sort((a, b) => a.year - b.year);
  return { unit: 'people', kind: 'public statistic', datasets: [c.dataset], vintage: `${points[0]?.year}–${points.at(-1)?.year}`, points };
}

/** Population, growth since the census before, density and the census series of a place that is a census district. */
export function placeCensus(c: CensusInput, scope: string, texts: ReportTexts): PlaceCensus | null {
  if (c.population === null) return null;
  const years = Object.keys(c.stats.populationByYear).map(Number).filter((y) => y < c.stats.censusYear);
  const growth = c.stats.populationGrowth === null || !years.length
    ? null
    : figure(c.stats.populationGrowth, '%', 'public statistic', [c.dataset], `${Math.max(...years)}–${c.stats.censusYear}`, { scope });
  return { total: figure(c.population, 'people', 'public statistic', [c.dataset], vintageOf(c), { scope }), growth, density: density(c, texts, scope), trend: trend(c) };
}

/** The census counts among an official area's local statistics; a state's say they sum its districts. */
export function censusStatistics(c: CensusInput, texts: ReportTexts): LocalStatistic[] {
  const { local, notes } = texts.report;
  const note = c.stats.districts > 1 ? notes.sumOfDistricts({ count: c.stats.districts }) : undefined;
  const stat = (key: string, label: string, value: number | null, unit: string): LocalStatistic[] =>
    value === null ? [] : [{ key, label, figure: figure(value, unit, 'public statistic', [c.dataset], vintageOf(c), { note }), usd: null }];
  return [
    ...stat('residentPopulation', local.residentPopulation(), c.population, 'people'),
    ...stat('landArea', local.landArea(), c.area_km2, 'km2'),
    ...stat('residentHouseholds', local.residentHouseholds(), c.stats.households, 'households'),
  ];
}
