/*
 * The recommendation module's public face: what other modules may use of it. A file outside server/recommendation/ imports
 * only this file (or its module.ts); eslint's lokasi/boundaries rule holds it.
 */
export { SEARCH_RADIUS, cityCells } from './city-cells.js';
export { openRecommendation } from './example.js';
export { checkInput } from './service.js';
export type { Checked } from './service.js';
