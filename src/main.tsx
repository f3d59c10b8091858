// First: takes a `?token=` out of the address bar before any other module can send a request or load a script.
import './session/url-token.js';
import './ui/base.css';
import { render } from 'preact';
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
import { local } from './platform/storage.js';
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

// The texts and the first screen's chunk download side by side and are both in place before the first render: no
// flash of another language, no loading state on the first screen. A failure still renders (the screen retries).
Promise.all([
  setLanguage(locale, { persist: false }).catch(() => setLanguage('en', { persist: false })),
  screenFor(firstRoute).preload(),
])
  .catch(() => undefined)
  .then(() => render(<App state={appState} />, document.getElementById('app')!));
