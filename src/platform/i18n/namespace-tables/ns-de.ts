// The 'de' feature namespaces, one chunk each, keyed `./<namespace>/index.ts`: see ../namespace-loaders.ts (one such
// file per locale, alike but for the locale: import.meta.glob takes literals only, so a locale's table cannot be made
// from a shared list; namespace-loaders.test.ts checks that every table lists the same namespaces).
export const loaders = import.meta.glob<{ default: unknown }>(
  ['./*/index.ts', '!./server/index.ts', '!./areaReports/index.ts', '!./areaPeople/index.ts', '!./siteAnalysis/index.ts', '!./recommendation/index.ts'],
  { base: '../../../../i18n/de' },
);
