import { Component, h, type ComponentChildren } from 'preact';
import { Suspense } from 'preact/compat';
import { Route, Routes } from '../platform/routing/router.js';
import { LL } from '../platform/i18n/index.js';
import { ErrorState, Loading } from '../ui/states.js';
import type { ScreenEntry } from './keep-alive.js';
import { forgetScreen, screenFor } from './lazy-screens.js';

interface Props {
  entry: ScreenEntry;
  children?: ComponentChildren;
}

/**
 * Renders one screen with its own (frozen) location, so `useParams`/`useLocation` inside a hidden kept-alive screen
 * keep the values it was left with. A loading state covers the chunk download; a render error or a failed download
 * shows a retry screen that downloads and mounts the screen again.
 */
export class ScreenBoundary extends Component<Props, { error: unknown }> {
  override state = { error: null as unknown };

  static override getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error('Screen failed', this.props.entry.route.path, error);
  }

  retry = () => {
    forgetScreen(this.props.entry.route);
    this.setState({ error: null });
  };

  override render({ entry }: Props) {
    if (this.state.error) {
      const t = LL.value;
      return <ErrorState title={t.screenError.title()} text={t.screenError.text()} onRetry={this.retry} />;
    }
    return (
      <Suspense fallback={<Loading />}>
        <Routes location={entry.location}>
          <Route path={entry.route.path} element={h(screenFor(entry.route), null)} />
        </Routes>
      </Suspense>
    );
  }
}
