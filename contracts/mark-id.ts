/*
 * Marks (a place the user marked), apart from their schemas (contracts/marks.ts) so a screen
 * that shows whether a place is marked carries these lines, not the schema library.
 */

/** A mark's key: the place rounded to 5 decimals (about 1 m), so marking the same place twice keeps one mark. */
export const markId = (lat: number, lon: number): string => `${lat.toFixed(5)},${lon.toFixed(5)}`;

/** Unlimited location bookmarks are a member benefit; other accounts keep this many. */
export const FREE_MARKS = 3;

/**
 * What "unlimited" holds for a member: far more than a person marks by hand, and a bound on what one account stores
 * (a mark is about 200 bytes, so 1,000 are about 200 KB).
 */
export const MEMBER_MARKS = 1000;
