/*
 * The counter module's public face: what other modules may use of it. A file outside server/counter/ imports
 * only this file (or its module.ts); eslint's lokasi/boundaries rule holds it.
 */
export { countsInBox } from './near.js';
