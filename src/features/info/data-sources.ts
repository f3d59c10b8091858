/**
 * Publishers whose open data Lokasi uses (shared/data/MANIFEST.md), credited on the About us page. Names and licences
 * are proper names: they stay as published in every language.
 */
export interface DataSource {
  name: string;
  licence: string;
  url: string;
}

export const DATA_SOURCES: readonly DataSource[] = [
  { name: 'World Bank, World Development Indicators', licence: 'CC BY 4.0', url: 'https://datacatalog.worldbank.org/search/dataset/0037712' },
  { name: 'United Nations, World Population Prospects 2024', licence: 'CC BY 3.0 IGO', url: 'https://population.un.org/wpp/' },
  { name: '© OpenStreetMap contributors', licence: 'ODbL 1.0', url: 'https://www.openstreetmap.org/copyright' },
  { name: 'GeoNames', licence: 'CC BY 4.0', url: 'https://www.geonames.org/' },
  { name: 'dr5hn, Countries States Cities Database', licence: 'ODbL 1.0', url: 'https://github.com/dr5hn/countries-states-cities-database' },
  {
    name: 'Singapore: SingStat, URA, LTA, HDB, NEA, MOH, AVS (data.gov.sg)',
    licence: 'Singapore Open Data Licence 1.0',
    url: 'https://data.gov.sg/open-data-licence',
  },
  { name: 'MUIS Halal Directory (Majlis Ugama Islam Singapura)', licence: 'MUIS Terms of Use', url: 'https://www.muis.gov.sg/halal' },
  { name: 'OpenDOSM, Department of Statistics Malaysia', licence: 'CC BY 4.0', url: 'https://open.dosm.gov.my/' },
  { name: 'name-suggestion-index', licence: 'BSD-3-Clause', url: 'https://github.com/osmlab/name-suggestion-index' },
];

/**
 * Software whose licence asks for a credit users can see: Lightweight Charts' NOTICE (Apache 2.0) asks for its
 * attribution notice and a link to TradingView, given here instead of a logo drawn over every chart.
 */
export const SOFTWARE_CREDITS: readonly DataSource[] = [
  { name: 'TradingView Lightweight Charts™, Copyright (c) 2025 TradingView, Inc.', licence: 'Apache 2.0', url: 'https://www.tradingview.com/' },
];
