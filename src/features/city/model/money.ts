import { numberFormat } from '../../../platform/i18n/intl.js';

/** The money units of spec §9 ("thousand, million, billion USD"); amounts under a thousand are shown as they are. */
export type MoneyUnit = 'thousand' | 'million' | 'billion';

const UNITS: ReadonlyArray<readonly [MoneyUnit, number]> = [
  ['billion', 1e9],
  ['million', 1e6],
  ['thousand', 1e3],
];

/** Splits an amount into a short number and its unit word, e.g. 501_400_000_000 → { amount: 501.4, unit: 'billion' }. */
export function scaleMoney(value: number): { amount: number; unit: MoneyUnit | null } {
  const size = Math.abs(value);
  for (const [unit, factor] of UNITS) if (size >= factor) return { amount: value / factor, unit };
  return { amount: value, unit: null };
}

/** A number in the user's language with at most `digits` decimals (grouping as the locale writes it). */
export function formatNumber(locale: string, value: number, digits = 1): string {
  return numberFormat(locale, { maximumFractionDigits: digits }).format(value);
}
