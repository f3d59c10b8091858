import type { Locales, Namespaces, Translations } from '../../../i18n/i18n-types.js';
import { initFormatters } from '../../../i18n/formatters.js';
import { loadedFormatters, loadedLocales } from '../../../i18n/i18n-util.js';

/*
 * Replaces the generated i18n-util.async.ts, whose single loader table (12 locales × every namespace) would sit in the
 * first-screen bundle and grow with each feature. Here the first screen only carries the 12 base loaders; the
 * namespace tables (namespace-loaders.ts) are chunks of their own, fetched the first time a screen asks for a namespace.
 */
const baseLoaders = import.meta.glob<{ default: Translations }>('../../../i18n/*/index.ts');

function merge(locale: Locales, part: Partial<Translations>): void {
  loadedLocales[locale] = { ...loadedLocales[locale], ...part };
  loadedFormatters[locale] ??= initFormatters(locale);
}

export async function loadBaseDictionary(locale: Locales): Promise<void> {
  const load = baseLoaders[`../../../i18n/${locale}/index.ts`];
  if (!load) throw new Error(`No dictionary for ${locale}`);
  merge(locale, (await load()).default);
}

export async function loadNamespaceDictionary(locale: Locales, ns: Namespaces): Promise<void> {
  const { namespaceLoader } = await import('./namespace-loaders.js');
  const load = await namespaceLoader(locale, ns);
  if (!load) throw new Error(`No ${ns} texts for ${locale}`);
  merge(locale, { [ns]: (await load()).default } as Partial<Translations>);
}
