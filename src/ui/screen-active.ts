import { createContext } from 'preact';
import { useContext } from 'preact/hooks';

/**
 * false while a kept-alive screen is hidden behind another route. Screens that run timers, sensors or polling pause
 * them when inactive; everything else can ignore it.
 */
export const ScreenActiveContext = createContext(true);

export function useScreenActive(): boolean {
  return useContext(ScreenActiveContext);
}
