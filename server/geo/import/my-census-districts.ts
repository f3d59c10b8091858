import { insertRows } from './batch.js';
import type { DatasetDef } from './context.js';
import { optGroupedNum, parseCsv, type CsvRow } from './csv.js';
import { ImportError } from './errors.js';
import { MY_DISTRICT_CENSUS_ID } from '../datasets.js';
import {
  CENSUS_DISTRICT_KIND, CENSUS_STATE_KIND, myCensusDistrictId, myCensusStateId, myStateName, type CensusAreaStats,
} from '../official-areas.js';

const FILE = 'my/dosm-census2020-district.csv';
const CENSUS_YEAR = 2020;

interface CensusArea {
  id: string; kind: string; name: string; parent_name: string | null; population: number | null; area_km2: number | null;
  stats: CensusAreaStats;
}

/** A district's row of one census year: population and area always read, the household figures of the latest census. */
function addDistrictYear(districts: Map<string, CensusArea>, r: CsvRow) {
  const n = (column: string) => optGroupedNum(r, column, FILE);
  const state = myStateName(r.get('state'));
  const name = myStateName(r.get('district'));
  const year = n('year');
  if (year === null) throw new ImportError(FILE, r.line, 'blank census year');
  const id = myCensusDistrictId(state, name);
  const d = districts.get(id) ?? {
    id, kind: CENSUS_DISTRICT_KIND, name, parent_name: state, population: null, area_km2: null,
    stats: { censusYear: CENSUS_YEAR, households: null, populationGrowth: null, populationByYear: {}, districts: 1 },
  };
  const population = n('population_total');
  if (population !== null) d.stats.populationByYear[String(year)] = population;
  if (year === CENSUS_YEAR) {
    Object.assign(d, { population, area_km2: n('area_km2') });
    Object.assign(d.stats, { households: n('household_total'), populationGrowth: n('population_growth') });
  }
  districts.set(id, d);
}

/**
 * A state as the sum of its districts (they partition it): population, area and households of the latest census, and
 * the population of each earlier census year in which every district has a count. No growth rate: DOSM publishes it
 * per district, and a rate is not a sum.
 */
function stateOf(state: string, districts: readonly CensusArea[]): CensusArea {
  const sum = (values: Array<number | null>) => (values.every((v) => v !== null) ? values.reduce((s: number, v) => s + v!, 0) : null);
  const years = [...new Set(districts.flatMap((d) => Object.keys(d.stats.populationByYear)))];
  const populationByYear = Object.fromEntries(years.flatMap((y) => {
    const total = sum(districts.map((d) => d.stats.populationByYear[y] ?? null));
    return total === null ? [] : [[y, total]];
  }));
  return {
    id: myCensusStateId(state), kind: CENSUS_STATE_KIND, name: state, parent_name: null,
    population: sum(districts.map((d) => d.population)), area_km2: sum(districts.map((d) => d.area_km2)),
    stats: { censusYear: CENSUS_YEAR, households: sum(districts.map((d) => d.stats.households)), populationGrowth: null, populationByYear, districts: districts.length },
  };
}

/**
 * DOSM census by administrative district (160), every census year from 1970 to 2020: population and area, and the
 * latest census's households and annual population growth; each state as the sum of its districts. No boundaries.
 */
export const myDistrictCensusDataset: DatasetDef = {
  id: MY_DISTRICT_CENSUS_ID,
  name: 'Malaysia DOSM Census by administrative district, 1970–2020',
  files: [FILE],
  version: 1,
  async clear(trx) {
    await trx.deleteFrom('geo_areas').where('dataset_id', '=', MY_DISTRICT_CENSUS_ID).execute();
  },
  async load(ctx) {
    const districts = new Map<string, CensusArea>();
    for (const r of parseCsv(ctx.text(FILE), FILE)) addDistrictYear(districts, r);
    const byState = new Map<string, CensusArea[]>();
    for (const d of districts.values()) byState.set(d.parent_name!, [...(byState.get(d.parent_name!) ?? []), d]);
    const rows = [...districts.values(), ...[...byState].map(([state, ds]) => stateOf(state, ds))];
    return insertRows(ctx.trx, 'geo_areas', {
      id: 'text', country_iso2: 'text', kind: 'text', name: 'text', parent_name: 'text', population: 'float8',
      area_km2: 'float8', stats: 'jsonb', dataset_id: 'text',
    }, rows.map((r) => ({ ...r, country_iso2: 'MY', dataset_id: MY_DISTRICT_CENSUS_ID })));
  },
};
