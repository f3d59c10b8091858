import { batch, signal } from '@preact/signals';
import { useEffect, useState } from 'preact/hooks';
import type { Locales, Namespaces, TranslationFunctions } from '../../../i18n/i18n-types.js';
import { baseLocale, i18nObject } from '../../../i18n/i18n-util.js';
import { local } from '../storage.js';
import { LANGUAGE_KEY } from './detect.js';
import { loadBaseDictionary, loadNamespaceDictionary } from './loaders.js';

export type { Locales, Namespaces, TranslationFunctions } from '../../../i18n/i18n-types.js';
export { detectLanguage, LANGUAGE_KEY, toLocale, type LanguageSources } from './detect.js';
export { LANGUAGE_NAMES, LANGUAGE_ORDER } from './language-names.js';

/** The interface language. Change it only through `setLanguage`, which loads the texts first. */
export const language = signal<Locales>(baseLocale);
/** Translation functions of the current language; replaced (never mutated) when texts arrive, so readers re-render. */
export const LL = signal<TranslationFunctions>(i18nObject(baseLocale));

const downloads = new Map<string, Promise<void>>();
/** Keys (`en`, `en/info`) whose texts are in the dictionary. */
const done = new Set<string>();
/** Namespaces some mounted screen uses: a language switch loads them too before any text changes. */
const namespacesInUse = new Set<Namespaces>();

function once(key: string, load: () => Promise<void>): Promise<void> {
  let pending = downloads.get(key);
  if (!pending) {
    pending = load().then(
      () => void done.add(key),
      (error: unknown) => {
        downloads.delete(key); // offline for a moment: the next attempt downloads again
        throw error;
      },
    );
    downloads.set(key, pending);
  }
  return pending;
}

const loadBase = (locale: Locales) => once(locale, () => loadBaseDictionary(locale));
/** Texts that arrive for the language in use replace `LL` at once, whoever asked for them (a screen or a preload). */
const loadNamespace = (locale: Locales, ns: Namespaces) =>
  once(`${locale}/${ns}`, async () => {
    await loadNamespaceDictionary(locale, ns);
    if (language.peek() === locale) LL.value = i18nObject(locale);
  });

let switchCount = 0;
/** The language of the latest `setLanguage` while its texts download (at boot: the detected one). */
let switchingTo: Locales | null = null;

/** The language texts are needed in: the one being switched to while its texts download, else the current one. */
export const targetLanguage = (): Locales => switchingTo ?? language.peek();

/**
 * Loads the locale's base chunk (and the namespaces in use), then switches every text at once without a reload and
 * sets `<html lang>`. `persist: false` applies a detected language without making it the saved choice.
 */
export async function setLanguage(locale: Locales, { persist = true }: { persist?: boolean } = {}): Promise<void> {
  const mine = ++switchCount;
  switchingTo = locale;
  try {
    await Promise.all([loadBase(locale), ...[...namespacesInUse].map((ns) => loadNamespace(locale, ns))]);
  } finally {
    if (mine === switchCount) switchingTo = null;
  }
  if (mine !== switchCount) return; // a later choice won while this one was downloading
  if (persist) local.set(LANGUAGE_KEY, locale);
  document.documentElement.lang = locale;
  batch(() => {
    language.value = locale;
    LL.value = i18nObject(locale);
  });
}

/**
 * Downloads feature namespaces before a screen asks for them (`RouteDef.texts`), in the language being switched to if
 * a switch is under way (at boot, the detected language). Never rejects: a failure is left to the screen's own
 * `useNamespace`, which downloads again and shows it.
 */
export function preloadNamespaces(list: readonly Namespaces[]): Promise<void> {
  const locale = targetLanguage();
  return Promise.all(list.map((ns) => loadNamespace(locale, ns).catch(() => undefined))).then(() => undefined);
}

/**
 * Loads a feature namespace (`LL.value.<ns>`) for the current language and again after each switch.
 * Returns true once its texts are there; a failed download is thrown into the screen's error boundary (retry).
 */
export function useNamespace(ns: Namespaces): boolean {
  const locale = language.value;
  const [, setReady] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);
  const key = `${locale}/${ns}`;
  const ready = done.has(key);
  useEffect(() => {
    namespacesInUse.add(ns);
    if (ready) return;
    let live = true;
    loadNamespace(locale, ns).then(
      () => live && setReady((n) => n + 1),
      (error: unknown) => live && setFailure(error),
    );
    return () => {
      live = false;
    };
  }, [key]);
  if (failure) throw failure;
  return ready;
}
