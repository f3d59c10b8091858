/**
 * Every feature namespace of every locale (i18n/<locale>/<namespace>/index.ts), one chunk each, but the server's own
 * (error codes and mail, report provenance and rules, the AI analysis and recommendation texts the API sends already
 * translated): no screen reads them, and their 60 entries were a quarter of the table.
 *
 * One table per locale (namespace-tables/ns-<locale>.ts, keyed `./<namespace>/index.ts`), fetched when that locale
 * first needs a namespace: a phone reads one language, and the table of all 12 locales (1.6 KiB gzip, mostly the
 * chunks' hashes) sat in the cold open of every screen with texts of its own. This chunk only maps a locale to its table.
 */
export const namespaceTables = import.meta.glob<Record<string, () => Promise<{ default: unknown }>>>('./namespace-tables/ns-*.ts', {
  import: 'loaders',
});

/** The loader of a namespace's chunk in a locale, or undefined when that locale has no such namespace. */
export async function namespaceLoader(locale: string, ns: string): Promise<(() => Promise<{ default: unknown }>) | undefined> {
  const table = namespaceTables[`./namespace-tables/ns-${locale}.ts`];
  return table && (await table())[`./${ns}/index.ts`];
}
