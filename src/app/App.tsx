import { HashRouter } from '../platform/routing/router.js';
import { AppStateProvider, type AppState } from '../session/state.js';
import { routes } from './routes.js';
import { Screens } from './Screens.js';

/** react-router 7's behaviour now (and without its console warnings): state updates in startTransition, splat-relative links. */
const FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

export function App({ state }: { state: AppState }) {
  return (
    <AppStateProvider value={state}>
      <HashRouter future={FUTURE}>
        <Screens routes={routes} />
      </HashRouter>
    </AppStateProvider>
  );
}
