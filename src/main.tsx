// First: takes a `?token=` out of the address bar before any other module can send a request or load a script.
import './session/url-token.js';
import './ui/base.css';
import { render } from 'preact';
import { hydrate } from 'preact-iso';
import { App } from './app/App.js';
import { screenFor } from './app/lazy-screens.js';
import { matchScreen, pathOfHash } from './app/match.js';
import { handleNativeBack } from './app/native-back.js';
import { NOT_FOUND_ROUTE } from './app/not-found.js';
import { routes } from './app/routes.js';
import { bridge } from './platform/bridge/index.js';
import { startDebugConsole } from './platform/debug-console.js';
import { env } from './platform/env.js';
import { detectLanguage, setLanguage, toLocale } from './platform/i18n/index.js';
import { startLayout } from './platform/layout.js';
import { PRODUCT } from './platform/routing/route-def.js';
import { ACCOUNT_ENDED_KEY, local } from './platform/storage.js';
import { startSession } from './session/index.js';
import { appState } from './session/state.js';

startLayout();
// The request layer (and with it the account calls) is its own chunk, fetched when a request first needs it.
startSession(() => import('./api/auth-calls.js').then((m) => m.authCalls));
bridge.on('languageChanged', ({ language }) => {
  const locale = toLocale(language);
  if (locale) void setLanguage(locale);
});
bridge.on('backPressed', () => handleNativeBack(window, () => void bridge.call('closePage').catch(() => undefined)));
startDebugConsole(env);

const locale = detectLanguage({
  url: location.href,
  storage: local,
  navigatorLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
});
const firstRoute = matchScreen(routes, pathOfHash(location.hash))?.route ?? NOT_FOUND_ROUTE;

const root = document.getElementById('app')!;

// The texts and the first screen's chunk download side by side and are both in place before the first render: no
// flash of another language, no loading state on the first screen. A failure still renders (the screen retries).
Promise.all([
  setLanguage(locale, { persist: false }).catch(() => setLanguage('en', { persist: false })),
  screenFor(firstRoute).preload(),
])
  .catch(() => undefined)
  .then(() => {
    const app = <App state={appState} />;
    const html = document.documentElement;
    // #app holds the introduction prerendered in English (src/app/prerender.tsx), made live in place when it is what
    // the app shows. The page's first script hid it before the first paint for another screen or language
    // (server/web/first-script.ts); a link followed before the entry ran leads elsewhere too. Replaced in this task
    // then: it is never seen beside or instead of that screen.
    if (html.hasAttribute('data-prerendered') || matchScreen(routes, pathOfHash(location.hash))?.route.load !== matchScreen(routes, '/')?.route.load) {
      root.textContent = '';
      html.removeAttribute('data-prerendered');
      render(app, root);
    } else hydrate(app, root);
    // This device's account was deleted (or its deletion rejected) since it last looked: say so, once (the deletion
    // screen says it itself).
    if (local.get(ACCOUNT_ENDED_KEY) && !location.hash.startsWith(`#/${PRODUCT}/user-notes`)) void import('./ui/account-ended/AccountEndedNotice.js').then((m) => m.showAccountEnded());
  });
