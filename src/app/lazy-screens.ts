import type { ComponentType } from 'preact';
import { lazy } from 'preact-iso';
import { preloadNamespaces, targetLanguage } from '../platform/i18n/index.js';
import type { RouteDef } from '../platform/routing/route-def.js';
import { sessionPort } from '../session/index.js';

type LazyScreen = ComponentType & { preload(): Promise<unknown> };

const screens = new Map<RouteDef, LazyScreen>();

/**
 * One lazy component per route (its own chunk), whose download starts what the screen will ask for first (its texts,
 * the session, Intl's formatters) alongside its code. preact-iso's `lazy` keeps a failed download forever, so a failure
 * becomes a screen that throws into the error boundary, and `forgetScreen` lets the retry download again.
 */
export function screenFor(route: RouteDef): LazyScreen {
  let screen = screens.get(route);
  if (!screen) {
    const load = () => {
      const texts = preloadNamespaces(route.texts ?? []);
      if (route.account) sessionPort.demand();
      if (route.figures) void import('../platform/i18n/intl.js').then((intl) => intl.warmFormatters(targetLanguage()), () => undefined);
      // The screen appears with its texts in place: no loading state of its own before its content.
      return Promise.all([route.load(), texts])
        .then(([screen]) => screen)
        .catch((error: unknown) => ({
          default: function ScreenFailedToLoad(): never {
            throw error;
          },
        }));
    };
    screen = lazy(load) as unknown as LazyScreen;
    screens.set(route, screen);
  }
  return screen;
}

export function forgetScreen(route: RouteDef): void {
  screens.delete(route);
}
