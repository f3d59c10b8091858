import { useEffect } from 'preact/hooks';
import { useScreenActive } from './screen-active.js';

/**
 * Runs `keep` (a report kept on this device, for offline) when the reader leaves the screen: a kept-alive screen
 * stops being shown, the app is hidden, or the screen unmounts. Never while the report loads: the device store's code
 * (tinybase, ~11 KiB gzip) stays out of the route's cold open.
 */
export function useKeepOnDevice(keep: () => Promise<void>, key: unknown): void {
  const active = useScreenActive();
  const run = () => void keep().catch(() => undefined);
  useEffect(() => void (active || run()), [active]);
  useEffect(() => {
    const onHidden = () => document.visibilityState === 'hidden' && run();
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      run();
    };
  }, [key]);
}
