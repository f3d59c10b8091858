import type { TranslationFunctions } from '../platform/i18n/index.js';
import { numberFormat } from '../platform/i18n/intl.js';
import { unitText } from '../../i18n/units.js';

/*
 * A model's inputs as a figure's details list them. Apart from figure-format.ts: only the details (fetched on the
 * first tap on a figure's sources) need them and the unit dictionary they read.
 */

/** A model input as shown under a figure: numbers in the interface language, small ratios with enough digits to mean something. */
export function formatModelInput(value: number | string, locale: string): string {
  if (typeof value === 'string') return value;
  return numberFormat(locale, { maximumSignificantDigits: Math.abs(value) < 1 ? 3 : undefined, maximumFractionDigits: Math.abs(value) < 1 ? undefined : 2 }).format(value);
}

/**
 * Units the server names model inputs in: shown in the interface language from the one unit dictionary the printed
 * reports use too (i18n/units.ts: words from `provenance.units`; symbols such as %, km², currency codes as they are).
 */
export function unitLabel(unit: string, LL: TranslationFunctions): string {
  return unitText(unit, LL.provenance.units) ?? unit;
}
