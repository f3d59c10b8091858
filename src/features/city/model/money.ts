import { numberFormat } from '../../../platform/i18n/intl.js';

/** The money units ("thousand, million, billion USD"); amounts under a thousand are shown as they are. */
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

/** Languages that count large amounts in ten-thousands (만/억, 万/億, 万/亿): a billion in their words reads '6039억'. */
const MYRIAD_LOCALES = new Set(['ko', 'ja', 'zh']);

/**
 * An amount as the reader's language writes it: the spec's thousand/million/billion words ('547.4 billion'), or where
 * the language counts in ten-thousands, its own compact form ('6039억'; '603.9십억' read as a translation of billion).
 */
export function moneyAmount(locale: string, value: number, words: Record<MoneyUnit, (arg: { amount: string }) => string>): string {
  if (MYRIAD_LOCALES.has(locale)) return numberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
  const { amount, unit } = scaleMoney(value);
  const text = formatNumber(locale, amount, unit ? 1 : 0);
  return unit ? words[unit]({ amount: text }) : text;
}
