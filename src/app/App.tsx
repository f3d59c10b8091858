import { HashRouter } from '../platform/routing/router.js';
import { AppStateProvider, type AppState } from '../session/state.js';
import { routes } from './routes.js';
import { Screens } from './Screens.js';

export function App({ state }: { state: AppState }) {
  return (
    <AppStateProvider value={state}>
      <HashRouter>
        <Screens routes={routes} />
      </HashRouter>
    </AppStateProvider>
  );
}
