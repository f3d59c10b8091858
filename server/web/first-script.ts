/*
 * The page's first script, inline in index.html ahead of the entry's tags (route-preloads.ts bundles it
 * with the route table). It matches the hash's path against the app's route table with react-router's own
 * `matchRoutes`, the function the router shows screens by, and asks for that screen's files with
 * `<link rel=modulepreload>` (scripts) and `<link rel=preload as=style>` (style sheets) while the entry is still
 * downloading. Vite's preload helper then finds the scripts already asked for; style sheets stay its own to apply, so
 * a screen still renders only once its styles are in. A path of 2,048 characters or more (no route has one; a crafted
 * link might) is left to the router without matching.
 *
 * On every route it then opens local storage, session storage and the cookie jar, a task each, while the main thread
 * would otherwise wait for the entry: the first touch of each is a synchronous round trip to the browser process
 * (1-42 ms each here at boot; the shell reads its token and language, and every request reads the cookie jar and
 * writes the recent-requests ring), which otherwise lands in the render and effect tasks after the first paint.
 *
 * For a screen that shows figures it also makes the first Intl number and date formatters in the next task, while
 * the main thread would otherwise wait for the entry: Intl's one-time start-up (its locale tables) took 35-135 ms here
 * in one piece that cannot be split, and later it lands as a long task after the first paint. The browser's own
 * locale is the app's in the usual case; another language still finds the tables loaded.
 *
 * index.html's #app holds the introduction, prerendered at build time in the base language (src/app/prerender.tsx),
 * which main.tsx hydrates. When the visit opens another screen (a deep link) or another language, the script marks
 * the page `data-prerendered="hidden"` before anything is painted (base.css hides #app for it) and main.tsx renders
 * afresh: no flash of the introduction, or of English. The language is found as src/platform/i18n/detect.ts finds it.
 */
// react-router-dom's matchRoutes is this package's (react-router re-exports it); imported from here, the script
// carries the matcher alone, without React.
import { matchRoutes } from '@remix-run/router';

/** One route of the table: its path, its files (indexes into PRELOAD_FILES), 1 when it shows figures, 1 when its screen is the prerendered one. */
export type PreloadRoute = { path: string; files: readonly number[]; figures?: 1; prerendered?: 1 };

/** The screen in index.html's markup: its language, the app's languages and where the chosen one is saved. */
export interface Prerendered {
  locale: string;
  locales: readonly string[];
  languageKey: string;
}

// Given by the build around the bundled script (route-preloads.ts); PRERENDERED is null when #app is empty.
declare const PRELOAD_FILES: readonly string[];
declare const PRELOAD_ROUTES: PreloadRoute[];
declare const PRERENDERED: Prerendered | null;

const quietly = (touch: () => unknown) => () => {
  try {
    touch();
  } catch {
    // Storage blocked (private mode, policy): the app copes when it gets there.
  }
};

setTimeout(quietly(() => localStorage.length), 0);
setTimeout(quietly(() => sessionStorage.length), 0);
setTimeout(quietly(() => document.cookie), 0);

// The location as the hash router reads it: after `#`, from the root.
const hashPath = location.hash.replace(/^#/, '');
const path = hashPath.startsWith('/') ? hashPath : `/${hashPath}`;
const route = path.length < 2048 ? matchRoutes(PRELOAD_ROUTES, path)?.[0]?.route : undefined;
/** The language the app will open in: URL `lang` (query, then the hash's query), the saved choice, the browser's, else the base. */
function visitLanguage({ locale, locales, languageKey }: Prerendered): string {
  const url = new URL(location.href);
  const q = url.hash.indexOf('?');
  let saved: string | null = null;
  quietly(() => (saved = localStorage.getItem(languageKey)))();
  const browser = typeof navigator === 'object' ? (navigator.languages?.length ? navigator.languages : [navigator.language]) : [];
  for (const tag of [url.searchParams.get('lang'), q < 0 ? null : new URLSearchParams(url.hash.slice(q + 1)).get('lang'), saved, ...browser]) {
    const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
    const code = primary === 'in' ? 'id' : primary;
    if (code && locales.includes(code)) return code;
  }
  return locale;
}
if (PRERENDERED && !(route?.prerendered && visitLanguage(PRERENDERED) === PRERENDERED.locale)) {
  document.documentElement.setAttribute('data-prerendered', 'hidden');
}

for (const file of route?.files ?? []) {
  const link = document.createElement('link');
  link.href = `./${PRELOAD_FILES[file]}`;
  link.crossOrigin = '';
  if (/\.css$/.test(link.href)) {
    link.rel = 'preload';
    link.as = 'style';
  } else link.rel = 'modulepreload';
  document.head.appendChild(link);
}
if (route?.figures && typeof Intl === 'object') {
  setTimeout(
    quietly(() => {
      new Intl.NumberFormat().format(1);
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(0);
    }),
    0,
  );
}
