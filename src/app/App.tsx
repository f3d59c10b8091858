import type { ComponentChildren, ComponentType } from 'preact';
import { HashRouter } from '../platform/routing/router.js';
import { AppStateProvider, type AppState } from '../session/state.js';
import { routes } from './routes.js';
import { Screens } from './Screens.js';

/** react-router 7's behaviour now (and without its console warnings): state updates in startTransition, splat-relative links. */
const FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

/** The router the screens run in: the page's hash, or (prerender.tsx, at build time) one fixed location. */
export type AppRouter = ComponentType<{ future: typeof FUTURE; children: ComponentChildren }>;

export function App({ state, router: Router = HashRouter }: { state: AppState; router?: AppRouter }) {
  return (
    <AppStateProvider value={state}>
      <Router future={FUTURE}>
        <Screens routes={routes} />
      </Router>
    </AppStateProvider>
  );
}
