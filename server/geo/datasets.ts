/*
 * Every dataset id of the import catalogue, written once: the importers (server/geo/import/) write rows under them,
 * the reports cite them (report-texts.ts names each in the reader's language, stores/store-sources.ts dates the
 * store sources), and the area reports read their rows by them.
 */
export const PLACES_ID = 'places';
export const GEONAMES_ID = 'geonames';
export const NSI_ID = 'nsi';
export const WPP_ID = 'wpp-2024';
export const SG_AREAS_ID = 'sg-planning-areas';
export const MY_INCOME_ID = 'my-dosm-income';
export const MY_DISTRICT_CENSUS_ID = 'my-census-districts';
export const MY_STATE_SEATS_ID = 'my-census2020-state-seats';
export const MY_PARLIAMENT_SEATS_ID = 'my-census2020-parliament-seats';
export const ASIA_2018_ID = 'osm-asia-2018';
export const HANOI_2024_ID = 'osm-hanoi-2024';
export const MONACO_DATASET_ID = 'osm-monaco';
export const SG_BUS_STOPS_ID = 'sg-bus-stops';
export const SG_RAIL_ID = 'sg-rail';
export const LTA_ID = 'sg-lta-train-volume';
export const HDB_ID = 'sg-hdb-blocks';
export const SG_HAWKER_CENTRES_ID = 'sg-hawker-centres';
export const SG_SHOPPING_MALLS_ID = 'sg-shopping-malls';
export const SG_CHAS_CLINICS_ID = 'sg-chas-clinics';
export const SG_VET_CLINICS_ID = 'sg-vet-clinics';
export const SG_HALAL_ID = 'sg-halal';
export const MY_RAIL_ID = 'my-rail';
export const MY_RAIL_RIDERSHIP_ID = 'my-rail-ridership';
export const MY_BUS_STOPS_ID = 'my-bus-stops';
/** A chain's outlet list kept apart from the map's stores: the outcome a Klang Valley site score is validated against. */
export const MY_SPEEDMART_ID = 'my-99speedmart';

/** One WDI dataset per indicator, so a figure names exactly the series it comes from. */
export const wdiDatasetId = (indicator: string) => `wdi-${indicator}`;

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

/** The WDI indicators the city report reads, by the report's key for each (report-texts.ts names them by it). */
export const CITY_REPORT_INDICATORS = {
  gdp: 'ny.gdp.mktp.cd',
  gdpGrowth: 'ny.gdp.mktp.kd.zg',
  gdpPerCapita: 'ny.gdp.pcap.cd',
  gdpPerCapitaPpp: 'ny.gdp.pcap.pp.cd',
  population: 'sp.pop.totl',
  populationGrowth: 'sp.pop.grow',
  density: 'en.pop.dnst',
  exchangeRate: 'pa.nus.fcrf',
} as const;
