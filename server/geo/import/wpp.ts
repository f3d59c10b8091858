import { insertRows } from './batch.js';
import type { DatasetDef } from './context.js';
import { ImportError } from './errors.js';
import { WPP_ID } from '../datasets.js';

const COUNTRIES = ['brazil', 'brunei', 'cambodia', 'china', 'france', 'germany', 'indonesia', 'japan', 'laos', 'malaysia',
  'myanmar', 'philippines', 'portugal', 'singapore', 'south-korea', 'spain', 'thailand', 'vietnam'];

interface WppFile {
  countryCode: string;
  years: Record<string, { ageGroups: Array<{ ageRange: string; male: number; female: number }> }>;
}

export const wppDataset: DatasetDef = {
  id: WPP_ID,
  name: 'UN World Population Prospects 2024: population by age and sex',
  files: COUNTRIES.map((c) => `world/wpp/${c}.json`),
  version: 1,
  async clear(trx) {
    await trx.deleteFrom('geo_pyramids').execute();
  },
  async load(ctx) {
    const rows: Array<Record<string, unknown>> = [];
    for (const file of this.files) {
      const data = ctx.json<WppFile>(file);
      if (!data?.countryCode || typeof data.years !== 'object') throw new ImportError(file, 1, 'expected countryCode and years');
      for (const [year, y] of Object.entries(data.years)) {
        for (const g of y.ageGroups ?? []) {
          if (!Number.isFinite(g.male) || !Number.isFinite(g.female)) {
            throw new ImportError(file, null, `year ${year} age ${g.ageRange}: male/female not numbers`);
          }
          rows.push({ country_iso3: data.countryCode, year: Number(year), age_band: g.ageRange, male: g.male, female: g.female });
        }
      }
    }
    return insertRows(ctx.trx, 'geo_pyramids', { country_iso3: 'text', year: 'int4', age_band: 'text', male: 'float8', female: 'float8' }, rows);
  },
};
