import { insertRows } from './batch.js';
import type { DatasetDef } from './context.js';
import { parseCsv, num, type CsvRow } from './csv.js';
import { ImportError } from './errors.js';
import { SG_PLANNING_AREAS_FILE } from './poi-writer.js';
import { MY_DISTRICT_FILE, MY_STATE_FILE, SG_POPULATION_FILE as POPULATION_FILE } from './sub-national-places.js';
import { myDistrictId, myStateId, sgPlanningAreaId } from '../official-areas.js';
import { MY_INCOME_ID, SG_AREAS_ID } from '../datasets.js';

const INCOME_FILE = 'sg/census2020-household-income-by-planning-area.csv';

const key = (name: string) => name.toUpperCase().replace(/[^A-Z]/g, '');

/** URA planning-area boundaries joined with Census 2020 population/area and household income from work by band. */
export const sgAreasDataset: DatasetDef = {
  id: SG_AREAS_ID,
  name: 'Singapore planning areas (URA 2019) with Census 2020 population and household income',
  files: [SG_PLANNING_AREAS_FILE, POPULATION_FILE, INCOME_FILE],
  version: 1,
  async clear(trx) {
    await trx.deleteFrom('geo_areas').where('dataset_id', '=', SG_AREAS_ID).execute();
  },
  async load(ctx) {
    const population = ctx.json<Record<string, { population: number; area_km2: number; density_per_km2: number }>>(POPULATION_FILE);
    const popByKey = new Map(Object.entries(population).map(([n, v]) => [key(n), v]));
    const incomeByKey = new Map<string, Record<string, number>>();
    for (const r of parseCsv(ctx.text(INCOME_FILE), INCOME_FILE)) {
      const bands: Record<string, number> = {};
      for (const col of ['Total', 'NoEmployedPerson', 'Below_1_000', '1_000_1_999', '2_000_2_999', '3_000_3_999', '4_000_4_999',
        '5_000_5_999', '6_000_6_999', '7_000_7_999', '8_000_8_999', '9_000_9_999', '10_000_10_999', '11_000_11_999',
        '12_000_12_999', '13_000_13_999', '14_000_14_999', '15_000_17_499', '17_500_19_999', '20_000andOver']) {
        const raw = r.get(col).trim();
        bands[col] = raw === '-' || raw === '' ? 0 : num(r, col, INCOME_FILE);
      }
      incomeByKey.set(key(r.get('Number')), bands);
    }
    const fc = ctx.json<{ features: Array<{ properties: Record<string, string>; geometry: unknown }> }>(SG_PLANNING_AREAS_FILE);
    if (!Array.isArray(fc.features)) throw new ImportError(SG_PLANNING_AREAS_FILE, 1, 'expected a FeatureCollection');
    const rows = fc.features.map((f) => {
      const name = f.properties.PLN_AREA_N;
      if (!name) throw new ImportError(SG_PLANNING_AREAS_FILE, null, 'a feature lacks PLN_AREA_N');
      const pop = popByKey.get(key(name));
      const income = incomeByKey.get(key(name));
      return {
        id: sgPlanningAreaId(f.properties.PLN_AREA_C ?? key(name)), country_iso2: 'SG', kind: 'planning_area', name, parent_name: f.properties.REGION_N ?? null,
        geometry: f.geometry, population: pop?.population ?? null, area_km2: pop?.area_km2 ?? null,
        stats: { ...(income ? { householdIncomeFromWork2020: income } : {}), ...(pop ? { densityPerKm2_2020: pop.density_per_km2 } : {}) },
        dataset_id: SG_AREAS_ID,
      };
    });
    return insertRows(ctx.trx, 'geo_areas', {
      id: 'text', country_iso2: 'text', kind: 'text', name: 'text', parent_name: 'text', geometry: 'jsonb', population: 'float8',
      area_km2: 'float8', stats: 'jsonb', dataset_id: 'text',
    }, rows);
  },
};

const MY_EXPENDITURE_FILE = 'my/dosm-hh_expenditure_state.csv';
const MY_POVERTY_FILE = 'my/dosm-hh_poverty_district.csv';

type MyStats = Record<'incomeByYear' | 'povertyByYear' | 'expenditureByYear', Record<string, Record<string, number | null>>>;

/**
 * DOSM household statistics by district and by state, all survey years, as published: income (mean, median; RM per
 * month), poverty (absolute, relative; % of households) by district, expenditure (mean; RM per month), Gini and
 * absolute poverty by state. No boundaries.
 */
export const myIncomeDataset: DatasetDef = {
  id: MY_INCOME_ID,
  name: 'Malaysia DOSM household income, expenditure and poverty by state and district',
  files: [MY_DISTRICT_FILE, MY_STATE_FILE, MY_EXPENDITURE_FILE, MY_POVERTY_FILE],
  // 2: expenditure, Gini and poverty added beside income.
  version: 2,
  async clear(trx) {
    await trx.deleteFrom('geo_areas').where('dataset_id', '=', MY_INCOME_ID).execute();
  },
  async load(ctx) {
    const areas = new Map<string, Record<string, unknown> & { stats: MyStats }>();
    const add = (file: string, r: CsvRow, group: keyof MyStats, columns: Record<string, string>) => {
      const state = r.get('state');
      const district = file === MY_DISTRICT_FILE || file === MY_POVERTY_FILE ? r.get('district') : null;
      const id = district === null ? myStateId(state) : myDistrictId(state, district);
      const area = areas.get(id) ?? {
        id, country_iso2: 'MY', kind: district === null ? 'state' : 'district', name: district ?? state, parent_name: district === null ? null : state,
        geometry: null, population: null, area_km2: null, stats: { incomeByYear: {}, povertyByYear: {}, expenditureByYear: {} }, dataset_id: MY_INCOME_ID,
      };
      const year = r.get('date').slice(0, 4);
      if (!/^\d{4}$/.test(year)) throw new ImportError(file, r.line, `bad date "${r.get('date')}"`);
      area.stats[group][year] = Object.fromEntries(Object.entries(columns).map(([k, c]) => [k, r.get(c).trim() === '' ? null : num(r, c, file)]));
      areas.set(id, area);
    };
    const income = { mean: 'income_mean', median: 'income_median' };
    for (const r of parseCsv(ctx.text(MY_DISTRICT_FILE), MY_DISTRICT_FILE)) add(MY_DISTRICT_FILE, r, 'incomeByYear', income);
    for (const r of parseCsv(ctx.text(MY_STATE_FILE), MY_STATE_FILE)) add(MY_STATE_FILE, r, 'incomeByYear', income);
    for (const r of parseCsv(ctx.text(MY_POVERTY_FILE), MY_POVERTY_FILE)) add(MY_POVERTY_FILE, r, 'povertyByYear', { absolute: 'poverty_absolute', relative: 'poverty_relative' });
    for (const r of parseCsv(ctx.text(MY_EXPENDITURE_FILE), MY_EXPENDITURE_FILE)) add(MY_EXPENDITURE_FILE, r, 'expenditureByYear', { mean: 'expenditure_mean', gini: 'gini', poverty: 'poverty' });
    return insertRows(ctx.trx, 'geo_areas', {
      id: 'text', country_iso2: 'text', kind: 'text', name: 'text', parent_name: 'text', geometry: 'jsonb', population: 'float8',
      area_km2: 'float8', stats: 'jsonb', dataset_id: 'text',
    }, [...areas.values()]);
  },
};
