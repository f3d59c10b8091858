// The 'fr' feature namespaces, one chunk each, keyed `./<namespace>/index.ts`: see ../namespace-loaders.ts (one such
// file per locale, alike but for the locale).
export const loaders = import.meta.glob<{ default: unknown }>(
  ['./*/index.ts', '!./server/index.ts', '!./areaReports/index.ts', '!./areaPeople/index.ts', '!./siteAnalysis/index.ts', '!./recommendation/index.ts'],
  { base: '../../../../i18n/fr' },
);
