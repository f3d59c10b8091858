import type { ComponentType } from 'preact';
import type { Namespaces, TranslationFunctions } from '../../../i18n/i18n-types.js';

/** The product segment of every path ("/{product}/..."). */
export const PRODUCT = 'lokasi';

/**
 * One entry of the route table. Features declare theirs in src/features/<feature>/routes.ts;
 * the app shell (src/app/routes.ts) concatenates them. Keep these files tiny: they are in the first-screen bundle,
 * so screens are only referenced through `load` (a dynamic import, one chunk per screen).
 */
export interface RouteDef {
  /** Route path in react-router's syntax, e.g. `/${PRODUCT}/counterDetail` or `/report/city/:id?`. */
  path: string;
  /** Page-tracking id; page views fall back to the path when absent. */
  trackingId?: number;
  /** Document title; absent means the product name. Must only use keys of the base (non-namespaced) dictionary. */
  title?: (LL: TranslationFunctions) => string;
  /** true: leaving and coming back finds the screen as it was left (reports, pickers, counter); false: recreated (forms that submitted). */
  keepAlive: boolean;
  /**
   * Feature texts the screen reads (`useNamespace`): downloaded alongside its code instead of after the screen has
   * mounted, which on a phone saves a round trip before the route's first screen.
   */
  texts?: readonly Namespaces[];
  /**
   * The screen calls authenticated endpoints as it opens: a browser without a token gets its anonymous account while
   * the screen's code downloads, not after.
   */
  account?: boolean;
  /**
   * The screen shows numbers or dates as it opens: Intl's first formatters (ICU data, tens of milliseconds on a phone)
   * are made while its code downloads, not in its first render.
   */
  figures?: boolean;
  load: () => Promise<{ default: ComponentType }>;
}
