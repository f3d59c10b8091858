import { numberFormat } from '../../../platform/i18n/intl.js';
import { formatFigureValue } from '../../../ui/figure-format.js';

export { coordinates, dateText, metres } from '../../../ui/format.js';

/** A money figure in its currency (its unit is an ISO 4217 code, e.g. SGD); any other unit as the figure's default. */
export function money(locale: string) {
  return (value: number, unit: string): string =>
    /^[A-Z]{3}$/.test(unit)
      ? numberFormat(locale, { style: 'currency', currency: unit, maximumFractionDigits: value >= 100 ? 0 : 2 }).format(value)
      : formatFigureValue(value, unit, locale);
}
