import { SG_INCOME_HIGH_FROM, SG_INCOME_LOW_BELOW } from './rules.js';

/** Census 2020 'household income from work' columns as stored in geo_areas.stats.householdIncomeFromWork2020. */
export type IncomeBands = Record<string, number>;

export interface Band {
  column: string;
  /** SGD a month; `to` is null for the open top band. */
  from: number;
  to: number | null;
  households: number;
}

const amount = (s: string) => Number(s.replace(/_/g, ''));

/** The income bands of an area in ascending order ('Below_1_000', '1_000_1_999', …, '20_000andOver'), without totals. */
export function incomeBands(bands: IncomeBands): Band[] {
  const out: Band[] = [];
  for (const [column, households] of Object.entries(bands)) {
    let m: RegExpMatchArray | null;
    if ((m = column.match(/^Below_([\d_]+)$/))) out.push({ column, from: 0, to: amount(m[1]!) - 1, households });
    else if ((m = column.match(/^([\d_]+)andOver$/))) out.push({ column, from: amount(m[1]!), to: null, households });
    else if ((m = column.match(/^(\d+_\d{3})_(\d+_\d{3})$/))) out.push({ column, from: amount(m[1]!), to: amount(m[2]!), households });
  }
  return out.sort((a, b) => a.from - b.from);
}

/** Households with an employed person (every band; 'NoEmployedPerson' is not a band). */
export const employedHouseholds = (bands: IncomeBands): number => incomeBands(bands).reduce((s, b) => s + b.households, 0);

/**
 * Total monthly income from work of an area's households, from its bands: each band at its midpoint (a band 1,000-1,999
 * is 1,000 wide, midpoint 1,500); the open top band ('20,000 and over') at its lower bound, so means are lower bounds
 * and rich areas are understated, never flattered. The same rule makes the consumption index's baseline, so the
 * household-weighted mean of all areas' indices is exactly 100.
 */
export function bandIncomeTotal(bands: IncomeBands): number {
  return incomeBands(bands).reduce((s, b) => s + b.households * (b.to === null ? b.from : (b.from + b.to + 1) / 2), 0);
}

/** Mean monthly household income from work over households with an employed person, null without any. */
export function bandMean(bands: IncomeBands): number | null {
  const n = employedHouseholds(bands);
  return n > 0 ? bandIncomeTotal(bands) / n : null;
}

/** Households with an employed person by income level (rules.ts edges), as shares in %. */
export function incomeLevelShares(bands: IncomeBands): { high: number; middle: number; low: number } | null {
  const list = incomeBands(bands);
  const n = list.reduce((s, b) => s + b.households, 0);
  if (n === 0) return null;
  const low = list.filter((b) => b.to !== null && b.to < SG_INCOME_LOW_BELOW).reduce((s, b) => s + b.households, 0);
  const high = list.filter((b) => b.from >= SG_INCOME_HIGH_FROM).reduce((s, b) => s + b.households, 0);
  return { high: (high / n) * 100, middle: ((n - low - high) / n) * 100, low: (low / n) * 100 };
}
