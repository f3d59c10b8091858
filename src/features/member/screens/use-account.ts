import { useEffect } from 'preact/hooks';
import { useAppState } from '../../../session/state.js';

/** Membership and credits, re-read from the server when the screen opens (a purchase may have happened elsewhere). */
export function useAccount() {
  const state = useAppState();
  useEffect(() => {
    state.refreshAccount().catch(() => undefined);
  }, []);
  return state;
}
