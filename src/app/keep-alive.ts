import type { Location } from '../platform/routing/router.js';
import type { RouteDef } from '../platform/routing/route-def.js';

/** One mounted screen of the outlet. */
export interface ScreenEntry {
  /** pathname + search: the same report with the same id comes back as it was left, another id is another screen. */
  key: string;
  route: RouteDef;
  /** The location the screen renders with, frozen while it is hidden. */
  location: Location;
  /** Creation order: keeps the DOM order stable, so showing a kept screen again never moves nodes. */
  created: number;
  /** Last time it was shown (navigation count), for evicting the least recently used. */
  used: number;
}

/** Kept-alive screens hidden at the same time, beyond the visible one: bounds memory on budget phones. */
export const MAX_HIDDEN = 5;

export function screenKey(location: Pick<Location, 'pathname' | 'search'>): string {
  return location.pathname + location.search;
}

/**
 * The screens mounted after navigating to `location`: the current one (reused if it was kept alive), plus the
 * kept-alive screens visited before, at most MAX_HIDDEN of them, least recently used dropped first. Screens that are
 * not kept alive are unmounted as soon as the user leaves them, so they start fresh next time.
 */
export function nextEntries(
  entries: readonly ScreenEntry[],
  route: RouteDef,
  location: Location,
  tick: number,
  maxHidden = MAX_HIDDEN,
): ScreenEntry[] {
  const key = screenKey(location);
  const previous = entries.find((e) => e.key === key);
  const current: ScreenEntry = previous && previous.route === route
    ? { ...previous, location, used: tick }
    : { key, route, location, created: tick, used: tick };
  const hidden = entries
    .filter((e) => e.key !== key && e.route.keepAlive)
    .sort((a, b) => b.used - a.used)
    .slice(0, maxHidden);
  return [...hidden, current].sort((a, b) => a.created - b.created);
}
