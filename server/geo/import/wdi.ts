import { insertRows } from './batch.js';
import type { DatasetDef } from './context.js';
import { parseCsv, num } from './csv.js';
import { ImportError } from './errors.js';
import { WDI_INDICATORS, wdiDatasetId } from '../datasets.js';

/** One dataset per indicator file, so a figure names exactly the series it comes from. */
export function wdiDatasets(): DatasetDef[] {
  return Object.entries(WDI_INDICATORS).map(([indicator, title]) => {
    const file = `world/wdi/${indicator}.csv`;
    return {
      id: wdiDatasetId(indicator),
      name: `World Bank WDI: ${title} [${indicator.toUpperCase()}]`,
      files: [file],
      version: 1,
      async clear(trx) {
        await trx.deleteFrom('geo_indicators').where('indicator', '=', indicator).execute();
      },
      async load(ctx) {
        const rows = parseCsv(ctx.text(file), file).flatMap((r) => {
          if (r.get('Value').trim() === '') return [];
          const code = r.get('Country Code');
          if (!/^[A-Z0-9]{3}$/.test(code)) throw new ImportError(file, r.line, `bad country code "${code}"`);
          return [{ indicator, country_iso3: code, year: num(r, 'Year', file), value: num(r, 'Value', file) }];
        });
        return insertRows(ctx.trx, 'geo_indicators', { indicator: 'text', country_iso3: 'text', year: 'int4', value: 'float8' }, rows);
      },
    };
  });
}
