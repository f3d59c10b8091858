import type { ConsumptionRating, InvestmentOpportunity, TrendClass } from '../../contracts/geo.js';
import {
  GDP_PPP_RATING_BOUNDS, GDP_PPP_RATING_FLOOR, INVESTMENT_BOUNDS, INVESTMENT_FLOOR, RATING_POINTS, TREND_POINTS,
} from './rules.js';

/** Consumption rating from GDP per capita, PPP (current international $); null input → null rating. */
export function consumptionRating(gdpPerCapitaPpp: number | null): ConsumptionRating | null {
  if (gdpPerCapitaPpp === null) return null;
  return GDP_PPP_RATING_BOUNDS.find((b) => gdpPerCapitaPpp >= b.min)?.cls ?? GDP_PPP_RATING_FLOOR;
}

/** Investment opportunity: points of the GDP trend, population trend and consumption rating (rules.ts), summed. */
export function investmentOpportunity(
  gdpTrend: TrendClass,
  populationTrend: TrendClass,
  rating: ConsumptionRating | null,
): { value: InvestmentOpportunity | null; points: number } {
  if (gdpTrend === 'no data' && populationTrend === 'no data' && rating === null) return { value: null, points: 0 };
  const points = (TREND_POINTS[gdpTrend] ?? 0) + (TREND_POINTS[populationTrend] ?? 0) + (rating ? RATING_POINTS[rating] ?? 0 : 0);
  return { value: INVESTMENT_BOUNDS.find((b) => points >= b.min)?.cls ?? INVESTMENT_FLOOR, points };
}
