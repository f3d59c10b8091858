import type { Generated } from 'kysely';

/** One imported dataset (a MANIFEST.md row or an npm data package): provenance of every figure derived from it. */
export interface DatasetsTable {
  id: string;
  name: string;
  source: string;
  licence: string;
  vintage: string;
  /** SHA-256 over the dataset's files (each checked against MANIFEST.md); unchanged → import skipped. */
  checksum: string;
  imported_at: Date;
  rows: number;
}

export interface GeoCountriesTable {
  id: number;
  iso2: string;
  iso3: string;
  name: string;
  /** Names by locale (only locales the data translates; English is `name`). */
  names: Record<string, string>;
  flag: string | null;
  currency: string | null;
  area_km2: number | null;
  lat: number | null;
  lon: number | null;
}

export interface GeoStatesTable {
  id: number;
  country_id: number;
  code: string | null;
  name: string;
  type: string | null;
  lat: number | null;
  lon: number | null;
}

export interface GeoCitiesTable {
  id: number;
  country_id: number;
  state_id: number | null;
  name: string;
  names: Record<string, string>;
  /** Lower-cased English and translated names joined by '|', for search as you type. */
  search: string;
  lat: number;
  lon: number;
  population: number | null;
  /** Where `population` comes from (import/places.ts PopulationSource); 'geonames-placeholder': GeoNames' figure was a placeholder, population null. */
  population_source: string | null;
  geonames_id: number | null;
  is_country: boolean;
  /** The geo_areas row holding the place's official local statistics (SG planning area, DOSM district or state). */
  area_id: string | null;
}

/** Word-start suffixes of a city's names (all languages), lower-cased: the picker's prefix search. */
export interface GeoCityNamesTable {
  city_id: number;
  country_id: number;
  state_id: number | null;
  token: string;
  /** The city's ranking, copied here so a search reads one index and never joins the matches it discards. */
  population: number | null;
  is_country: boolean;
  /** The token starts one of the city's names (not a later word of it). */
  name_start: boolean;
}

/** Word-start suffixes of a brand's name, lower-cased: the brand picker's prefix search. */
export interface GeoBrandNamesTable {
  brand_id: string;
  token: string;
}

/** WDI: one value of one indicator for one economy and year. */
export interface GeoIndicatorsTable {
  indicator: string;
  country_iso3: string;
  year: number;
  value: number;
}

/** WPP: population of one 5-year age band and sex for one country and year. */
export interface GeoPyramidsTable {
  country_iso3: string;
  year: number;
  age_band: string;
  male: number;
  female: number;
}

/**
 * Statistical areas: SG planning areas (polygon + Census 2020), MY districts (income, no polygon), MY state and
 * parliamentary seats (polygon + Census 2020).
 */
export interface GeoAreasTable {
  id: string;
  country_iso2: string;
  kind: string;
  name: string;
  parent_name: string | null;
  /** GeoJSON geometry, null where the source has no boundary. */
  geometry: unknown | null;
  population: number | null;
  area_km2: number | null;
  /** Source statistics as published (e.g. household income bands, mean/median income by year). */
  stats: Record<string, unknown>;
  dataset_id: string;
  /** Bounding box of the geometry (degrees); null where the importer does not compute it (see migrations.ts). */
  min_lat: number | null;
  min_lon: number | null;
  max_lat: number | null;
  max_lon: number | null;
}

export interface GeoPoisTable {
  /** Source-scoped id, e.g. 'osm:node/123', 'sg-hawker:119091'. */
  id: string;
  dataset_id: string;
  name: string | null;
  lat: number;
  lon: number;
  h3_r9: string;
  h3_r8: string;
  industry: string | null;
  brand_id: string | null;
  city_id: number | null;
  country_iso2: string;
  district: string | null;
  tags: Record<string, string>;
  /** Snapshot dates (YYYY-MM-DD) bracketing the POI's presence in its map source. */
  first_seen: string;
  last_seen: string;
  /** Present in the latest snapshot of its source (always true for single-snapshot sources). */
  current: boolean;
  /** How the store was tied to brand_id (see server/geo/stores/store-match.ts); null without a brand. */
  match_method: string | null;
}

/** name-suggestion-index brands. */
export interface GeoBrandsTable {
  id: string;
  name: string;
  category: string;
  industry: string | null;
  wikidata: string | null;
  countries: string[];
  search: string;
  /** Stores in the latest state of Lokasi's map data; refreshed after every import run. */
  map_store_count: Generated<number>;
}

export interface GeoTransitStopsTable {
  id: string;
  dataset_id: string;
  kind: string;
  code: string | null;
  name: string;
  names: Record<string, string>;
  lat: number;
  lon: number;
  h3_r9: string;
  h3_r8: string;
}

/** LTA monthly tap-in/out totals per station code, day type and hour of day. */
export interface GeoTransitVolumesTable {
  station_code: string;
  year_month: string;
  day_type: string;
  hour: number;
  tap_in: number;
  tap_out: number;
}

/** Daily tap-ins by origin station (Rapid Rail, Klang Valley): one row per station code and day. */
export interface GeoStationDaysTable {
  dataset_id: string;
  /** The station code as geo_transit_stops writes it (one of a station's codes, e.g. 'AG7' of 'AG7-SP7-KJ13'). */
  station_code: string;
  /** YYYY-MM-DD, the operator's service day. */
  date: string;
  tap_in: number;
}

/**
 * A chain's own outlet list, kept out of geo_pois so no area report counts its outlets among the stores: it is the
 * outcome a site score of `validates_industry` is validated against, independent of the score's inputs.
 */
export interface GeoValidationOutletsTable {
  id: string;
  dataset_id: string;
  chain: string;
  name: string;
  address: string;
  validates_industry: string;
  country_iso2: string;
  lat: number;
  lon: number;
  h3_r9: string;
  h3_r8: string;
}

export interface GeoResidentialBlocksTable {
  id: string;
  block: string;
  street: string;
  dwelling_units: number;
  year_completed: number | null;
  commercial: boolean;
  market_hawker: boolean;
  lat: number;
  lon: number;
  h3_r9: string;
  h3_r8: string;
}

export interface GeoTables {
  datasets: DatasetsTable;
  geo_countries: GeoCountriesTable;
  geo_states: GeoStatesTable;
  geo_cities: GeoCitiesTable;
  geo_city_names: GeoCityNamesTable;
  geo_indicators: GeoIndicatorsTable;
  geo_pyramids: GeoPyramidsTable;
  geo_areas: GeoAreasTable;
  geo_pois: GeoPoisTable;
  geo_brands: GeoBrandsTable;
  geo_brand_names: GeoBrandNamesTable;
  geo_transit_stops: GeoTransitStopsTable;
  geo_transit_volumes: GeoTransitVolumesTable;
  geo_station_days: GeoStationDaysTable;
  geo_validation_outlets: GeoValidationOutletsTable;
  geo_residential_blocks: GeoResidentialBlocksTable;
}
