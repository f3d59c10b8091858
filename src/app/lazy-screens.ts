import type { ComponentType } from 'preact';
import { lazy } from 'preact-iso';
import type { RouteDef } from '../platform/routing/route-def.js';

type LazyScreen = ComponentType & { preload(): Promise<unknown> };

const screens = new Map<RouteDef, LazyScreen>();

/**
 * One lazy component per route (its own chunk). preact-iso's `lazy` keeps a failed download forever, so a failure
 * becomes a screen that throws into the error boundary, and `forgetScreen` lets the retry download again.
 */
export function screenFor(route: RouteDef): LazyScreen {
  let screen = screens.get(route);
  if (!screen) {
    const load = () =>
      route.load().catch((error: unknown) => ({
        default: function ScreenFailedToLoad(): never {
          throw error;
        },
      }));
    screen = lazy(load) as unknown as LazyScreen;
    screens.set(route, screen);
  }
  return screen;
}

export function forgetScreen(route: RouteDef): void {
  screens.delete(route);
}
