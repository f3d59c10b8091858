/**
 * A bookmark's key: the place rounded to 5 decimals (about 1 m), the account's mark id (contracts/mark-id.ts). Its own
 * file, so a screen that shows whether a place is marked (index.ts re-exports it) carries this line, not the bookmarks
 * table's code, until the store opens.
 */
export { markId as bookmarkId } from '../../../contracts/mark-id.js';
