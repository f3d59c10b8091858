import type { TrendClass } from '../../contracts/geo.js';
import type { YearValue } from './figures.js';
import { TREND_MIN_POINTS, TREND_WINDOW_YEARS } from './rules.js';

export interface TrendResult {
  cls: TrendClass;
  /** Mean annual growth (%) over the window, null when there were too few points. */
  meanGrowth: number | null;
  fromYear: number | null;
  toYear: number | null;
}

/**
 * Classifies an annual growth-rate series (%): the mean of the last TREND_WINDOW_YEARS years that have data,
 * compared with `bounds` (descending lower bounds); below every bound → 'negative'; too few points → 'no data'.
 */
export function classifyTrend(growth: readonly YearValue[], bounds: ReadonlyArray<{ cls: TrendClass; min: number }>): TrendResult {
  const window = [...growth].sort((a, b) => b.year - a.year).slice(0, TREND_WINDOW_YEARS);
  if (window.length < TREND_MIN_POINTS) return { cls: 'no data', meanGrowth: null, fromYear: null, toYear: null };
  const mean = window.reduce((s, p) => s + p.value, 0) / window.length;
  const cls = bounds.find((b) => mean >= b.min)?.cls ?? 'negative';
  return { cls, meanGrowth: mean, fromYear: window[window.length - 1]!.year, toYear: window[0]!.year };
}
