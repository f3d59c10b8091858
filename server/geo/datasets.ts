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

/** One WDI dataset per indicator, so a figure names exactly the series it comes from. */
export const wdiDatasetId = (indicator: string) => `wdi-${indicator}`;
