import { insertRows } from './batch.js';
import type { DatasetDef } from './context.js';
import { parseCsv, num } from './csv.js';
import { ImportError } from './errors.js';
import { wdiDatasetId } from '../datasets.js';

/** WDI indicators the data folder carries, with their World Bank titles (shown as dataset names). */
export const WDI_INDICATORS: Record<string, string> = {
  'en.pop.dnst': 'Population density (people per sq. km of land area)',
  'en.urb.lcty.ur.zs': 'Population in the largest city (% of urban population)',
  'en.urb.mcty.tl.zs': 'Population in urban agglomerations of more than 1 million (% of total population)',
  'fp.cpi.totl.zg': 'Inflation, consumer prices (annual %)',
  'ny.gdp.mktp.cd': 'GDP (current US$)',
  'ny.gdp.mktp.kd.zg': 'GDP growth (annual %)',
  'ny.gdp.pcap.cd': 'GDP per capita (current US$)',
  'ny.gdp.pcap.kd.zg': 'GDP per capita growth (annual %)',
  'ny.gdp.pcap.pp.cd': 'GDP per capita, PPP (current international $)',
  'ny.gnp.pcap.cd': 'GNI per capita, Atlas method (current US$)',
  'ny.gnp.pcap.pp.cd': 'GNI per capita, PPP (current international $)',
  'pa.nus.fcrf': 'Official exchange rate (LCU per US$, period average)',
  'pa.nus.ppp': 'PPP conversion factor, GDP (LCU per international $)',
  'se.ter.enrr': 'School enrollment, tertiary (% gross)',
  'si.dst.02nd.20': 'Income share held by second 20%',
  'si.dst.03rd.20': 'Income share held by third 20%',
  'si.dst.04th.20': 'Income share held by fourth 20%',
  'si.dst.05th.20': 'Income share held by highest 20%',
  'si.dst.frst.20': 'Income share held by lowest 20%',
  'si.pov.gini': 'Gini index',
  'si.spr.pcap': 'Survey mean consumption or income per capita, total population (2017 PPP $ per day)',
  'sl.emp.totl.sp.zs': 'Employment to population ratio, 15+, total (%)',
  'sl.srv.empl.fe.zs': 'Employment in services, female (% of female employment)',
  'sl.srv.empl.ma.zs': 'Employment in services, male (% of male employment)',
  'sl.tlf.totl.in': 'Labor force, total',
  'sl.uem.totl.zs': 'Unemployment, total (% of total labor force)',
  'sm.pop.totl': 'International migrant stock, total',
  'sp.pop.0014.to.zs': 'Population ages 0-14 (% of total population)',
  'sp.pop.1564.to.zs': 'Population ages 15-64 (% of total population)',
  'sp.pop.65up.to.zs': 'Population ages 65 and above (% of total population)',
  'sp.pop.dpnd': 'Age dependency ratio (% of working-age population)',
  'sp.pop.grow': 'Population growth (annual %)',
  'sp.pop.totl': 'Population, total',
  'sp.pop.totl.fe.zs': 'Population, female (% of total population)',
  'sp.urb.totl': 'Urban population',
  'sp.urb.totl.in.zs': 'Urban population (% of total population)',
};


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
