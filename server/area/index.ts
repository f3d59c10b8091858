/*
 * The area module's public face: what other modules may use of it. A file outside server/area/ imports
 * only this file (or its module.ts); eslint's lokasi/boundaries rule holds it.
 */
export { refsOfFigures, vintageOf } from './area-data.js';
export { REPORT_PRICES } from './locks.js';
export { buildReport } from './report-answer.js';
export { isStoreIndustry } from './rules.js';
export { currentDataVersion, insertQuery } from './saved-queries.js';
export { cellVector } from './scoring/cell-counts.js';
export type { CellCounts } from './scoring/cell-counts.js';
export { GRID_RADIUS, cityGrid } from './scoring/city-grid.js';
export type { CityGrid } from './scoring/city-grid.js';
export { TIER_BOUNDS } from './scoring/classes.js';
export type { Tier } from './scoring/classes.js';
export { scoringConfigOf } from './scoring/config.js';
export type { FactorKey } from './scoring/config.js';
export { scoreSite } from './scoring/engine.js';
export type { SitesGatherer } from './scoring/gather-many.js';
export { mappingCoverage } from './scoring/mapping-coverage.js';
export type { MappingCoverage } from './scoring/mapping-coverage.js';
export { roomAt, storedRoomModelOn } from './scoring/room-data.js';
export type { MarketRoom } from './scoring/room-data.js';
export { inputsFrom, siteVector } from './scoring/site-inputs.js';
export type { SiteGathered, SiteInputs } from './scoring/site-inputs.js';
export type { SiteVector } from './scoring/site-vector.js';
export { sharedCached } from './shared-cache.js';
export { unlockReport } from './unlock.js';
export * as repository from './repository.js';
