/*
 * Ids and names of the official areas (geo_areas rows): Singapore's URA planning areas, Malaysia's DOSM districts and
 * states. Written once: the importers (import/sg-areas.ts, import/sub-national-places.ts) write rows under them, the
 * reports (local-statistics.ts, service.ts, the area's people reports) read them.
 */

export const sgPlanningAreaId = (code: string) => `sg-pa:${code}`;
export const myDistrictId = (state: string, district: string) => `my-district:${state}/${district}`;
export const myStateId = (state: string) => `my-state:${state}`;

/** An official name as the reports write it ('ANG MO KIO' -> 'Ang Mo Kio'). */
export const titleCase = (s: string) => s.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_, sep: string, ch: string) => sep + ch.toUpperCase());
