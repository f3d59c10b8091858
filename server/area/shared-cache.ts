/** The imported-data cache with one computation per key at a time (geo's, which the area reports share). */
export { sharedCached } from '../geo/index.js';
