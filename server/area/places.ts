/** The place search of the point entries is geo's gazetteer (server/geo/gazetteer/place-search.ts). */
export { searchPlaces } from '../geo/index.js';
