/**
 * Intl formatters made once per locale and options. Constructing one costs about 20 times formatting with it (0.13 ms
 * against 0.007 ms in Node; a locale's first DateTimeFormat 16 ms), and a report formats hundreds of figures: the city
 * report's view spent 30-70 ms of its first render constructing formatters, the largest part of its blocking time.
 * The set of keys is small and fixed by the code (locales x the options screens use, currencies of the data), so the
 * cache needs no eviction.
 */
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames>();

function once<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames>(key: string, make: () => T): T {
  let formatter = made.get(key) as T | undefined;
  if (!formatter) made.set(key, (formatter = make()));
  return formatter;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  once(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat =>
  once(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

export const displayNames = (locale: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames =>
  once(`r|${locale}|${JSON.stringify(options)}`, () => new Intl.DisplayNames([locale], options));

/** A moment as date and time ('23 Nov 2026, 14:05' in en) in the interface language, not the browser's. */
export const formatDateTime = (locale: string, at: string | number | Date): string =>
  dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));

/** A moment's time of day ('14:05' in en-GB style, as the locale writes it). */
export const formatTime = (locale: string, at: string | number | Date): string => dateTimeFormat(locale, { timeStyle: 'short' }).format(new Date(at));

/**
 * Makes the locale's first number and date formatters, one per task, as soon as the main thread gets to them. A page's
 * first Intl formatter initialises ICU: in Chromium here that took 35-60 ms (133 ms at 4x CPU), whatever the kind and
 * options, and the next ones under 5 ms. Made in a report's first render, it was most of the surrounding analysis'
 * longest task (111 of 181 ms at 3x CPU); made in idle time while the answer was in flight, it waited for an idle
 * period until the report was on screen and was a long task of its own there. Called when a screen that shows figures
 * starts downloading (`RouteDef.figures`), it runs while the screen's code and texts download.
 */
export function warmFormatters(locale: string): void {
  const steps = [() => numberFormat(locale), () => dateTimeFormat(locale, { dateStyle: 'medium' })];
  const next = () => {
    steps.shift()?.();
    if (steps.length > 0) setTimeout(next, 0);
  };
  setTimeout(next, 0);
}
