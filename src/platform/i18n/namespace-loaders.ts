/**
 * Every feature namespace of every locale (i18n/<locale>/<namespace>/index.ts), one chunk each, but the server's own
 * (error codes and mail, report provenance and rules, the AI analysis and recommendation texts the API sends already
 * translated): no screen reads them, and their 60 entries were a quarter of this table.
 */
export const namespaceLoaders = import.meta.glob<{ default: unknown }>([
  '../../../i18n/*/*/index.ts',
  '!../../../i18n/*/server/index.ts',
  '!../../../i18n/*/areaReports/index.ts',
  '!../../../i18n/*/areaPeople/index.ts',
  '!../../../i18n/*/siteAnalysis/index.ts',
  '!../../../i18n/*/recommendation/index.ts',
]);
