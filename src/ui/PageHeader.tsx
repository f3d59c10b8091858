import { useNavigate } from '../platform/routing/router.js';
import { bridge } from '../platform/bridge/index.js';
import { LL } from '../platform/i18n/index.js';

/** The router keeps the position in its own history entries; 0 means this is the first page the app showed. */
function historyIndex(): number {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' ? state.idx : 0;
}

/**
 * Screen title with a back button: history back when there is somewhere to go back to; otherwise the native app closes
 * the page and a browser goes to the home screen.
 */
export function PageHeader({ title }: { title: string }) {
  const navigate = useNavigate();
  const back = () => {
    if (historyIndex() > 0) navigate(-1);
    else if (bridge.context.kind === 'app') void bridge.call('closePage').catch(() => navigate('/', { replace: true }));
    else navigate('/', { replace: true });
  };
  return (
    <header class="page-header">
      <button type="button" class="icon-btn" onClick={back} aria-label={LL.value.states.back()}>
        <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2">
          <path d="M15 5l-7 7 7 7" />
        </svg>
      </button>
      <h1>{title}</h1>
    </header>
  );
}
