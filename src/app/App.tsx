import { HashRouter } from 'react-router-dom';
import { AppStateProvider, type AppState } from '../platform/state.js';
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
