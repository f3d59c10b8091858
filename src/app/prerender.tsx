/*
 * The introduction as HTML at build time (server/web/route-preloads.ts writes it into index.html's #app): the page
 * paints it before the entry has downloaded, and main.tsx hydrates it. Rendered by the app itself (App, the route
 * table, the intro's lazy screen) with preact-iso's `prerender`, in English, at `/` (`#/`): the hash never reaches a
 * server, so the page's one document is the introduction, and the page's first script hides it before the first
 * paint when the visit opens another screen or another language (first-script.ts).
 */
import { prerender as renderToHtml } from 'preact-iso';
import { baseLocale, i18nObject, locales } from '../../i18n/i18n-util.js';
import { LANGUAGE_KEY, LL } from '../platform/i18n/index.js';
import { loadBaseDictionary } from '../platform/i18n/loaders.js';
import { createPath, Router, type Navigator } from '../platform/routing/router.js';
import { appState } from '../session/state.js';
import { App, type AppRouter } from './App.js';
import { matchScreen } from './match.js';
import { routes } from './routes.js';

/** The path the build renders: the introduction's. */
export const PRERENDERED_PATH = '/';
/** For the page's first script: the markup's language, and how the app finds the visit's (detect.ts). */
export const PRERENDERED = { locale: baseLocale, locales, languageKey: LANGUAGE_KEY };

/** Links as HashRouter writes them (`#/report/city-list`), so the markup is the one the browser's render would make. */
const hashNavigator: Navigator = {
  createHref: (to) => `#${typeof to === 'string' ? to : createPath(to)}`,
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

const AtIntroduction: AppRouter = ({ future, children }) => (
  <Router location={PRERENDERED_PATH} navigator={hashNavigator} static future={future}>
    {children}
  </Router>
);

/** The introduction's markup (what goes inside #app) and document title, in the base language. */
export async function prerender(): Promise<{ html: string; title: string }> {
  await loadBaseDictionary(baseLocale);
  LL.value = i18nObject(baseLocale);
  const { html } = await renderToHtml(<App state={appState} router={AtIntroduction} />);
  const route = matchScreen(routes, PRERENDERED_PATH)!.route;
  return { html, title: route.title?.(LL.value) ?? LL.value.product() };
}
