/*
 * The export id of a brand report in a scope (POST /v1/exports, contracts/exports.ts). Apart from the export's schemas
 * so that a screen building an id (My data) does not load the schema library with them.
 */

/** Where a brand report looks (GET /v1/geo/brands/:brandId/report's `countryIso2` and `cityId`); none: the whole brand. */
export interface BrandExportScope {
  countryIso2?: string | null;
  cityId?: number | null;
}

/** The export id of a brand report in a scope: the brand id, then the scope as a query ('?countryIso2=SG&cityId=1'). */
export function brandExportId(brandId: string, scope: BrandExportScope = {}): string {
  const query = [
    ...(scope.countryIso2 ? [`countryIso2=${scope.countryIso2.toUpperCase()}`] : []),
    ...(scope.cityId ? [`cityId=${scope.cityId}`] : []),
  ].join('&');
  return query ? `${brandId}?${query}` : brandId;
}

/** The brand and scope of a brand export id (the inverse of `brandExportId`); null when the scope is malformed. */
export function parseBrandExportId(id: string): { brandId: string; scope: { countryIso2?: string; cityId?: number } } | null {
  const at = id.indexOf('?');
  if (at < 0) return { brandId: id, scope: {} };
  const m = /^(?:countryIso2=([A-Za-z]{2}))?(?:(?:^|&)cityId=([1-9]\d{0,9}))?$/.exec(id.slice(at + 1));
  const brandId = id.slice(0, at);
  if (!m || !brandId || (!m[1] && !m[2])) return null;
  return { brandId, scope: { ...(m[1] ? { countryIso2: m[1].toUpperCase() } : {}), ...(m[2] ? { cityId: Number(m[2]) } : {}) } };
}
