/**
 * A bookmark's key: the place rounded to 5 decimals (about 1 m). Its own file, so a screen that shows whether a place
 * is marked (index.ts re-exports it) carries this line, not the bookmarks table's code, until the store opens.
 */
export const bookmarkId = (lat: number, lon: number) => `${lat.toFixed(5)},${lon.toFixed(5)}`;
