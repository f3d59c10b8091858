/*
 * The geo module's public face: what other modules may use of it. A file outside server/geo/ imports
 * only this file (or its module.ts); eslint's lokasi/boundaries rule holds it.
 */
export { interpolateInCircle } from './areal-interpolation.js';
export type { CircleEstimate } from './areal-interpolation.js';
export { snapshotChanges } from './brand-dynamics.js';
export { datasetRefIn } from './dataset-refs.js';
export { ASIA_2018_ID, HANOI_2024_ID, MONACO_DATASET_ID, MY_INCOME_ID, MY_PARLIAMENT_SEATS_ID, MY_STATE_SEATS_ID, SG_AREAS_ID, WPP_ID, wdiDatasetId } from './datasets.js';
export { atYear, figure, latest, noData } from './figures.js';
export type { YearValue } from './figures.js';
export { namePoints } from './gazetteer/site-name.js';
export type { SiteName } from './gazetteer/site-name.js';
export { bboxOf, haversineM, pointInGeometry } from './geo-math.js';
export { cached } from './imported-data-cache.js';
export { INDUSTRY_GROUPS, INDUSTRY_GROUP_OF } from './industries.js';
export type { Industry, IndustryGroup } from './industries.js';
export { EXAMPLE_MARKET, MARKETS, SINGAPORE, coversCountry, gridMarketOf, hasGrid, marketsOf } from './markets.js';
export type { Market } from './markets.js';
export { titleCase } from './official-areas.js';
export { coveringCells, residentialBlocksWithin, transitStopsWithin } from './radius.js';
export type { RadiusM } from './radius.js';
export { reportTexts } from './report-texts.js';
export type { ReportTexts } from './report-texts.js';
export { CITY_MATCH_MAX_KM, CITY_STATE_MAX_AREA_KM2, COUNTRY_TIME_ZONES, DYNAMICS_MIN_SNAPSHOTS_FOR_CHANGE, RADIUS_H3_RESOLUTION, RADIUS_K } from './rules.js';
export { localName } from './service.js';
export { standings } from './stores/store-sources.js';
export type { GeoTransitVolumesTable } from './tables.js';
export * as queries from './queries.js';
export { searchPlaces } from './gazetteer/place-search.js';
export { sharedCached } from './imported-data-cache.js';
export { inAreas, jointBox, marketAreas, marketAt } from './market-land.js';
export type { MarketArea } from './market-land.js';
