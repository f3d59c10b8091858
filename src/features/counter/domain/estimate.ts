/** One counted session offered to the estimator: its time span, people who entered, and everyone counted. */
export interface EstimateRecord {
  id: string;
  startedAt: number;
  endedAt: number;
  entered: number;
  total: number;
}

export type EstimateField = 'records' | 'dailyPercent' | 'atv' | 'rateLow' | 'rateHigh' | 'businessDays';
export type EstimateError = 'noRecords' | 'required' | 'percentRange' | 'positive' | 'rateRange' | 'rateOrder' | 'daysRange';

export interface EstimateInput {
  records: EstimateRecord[];
  /** Share of a whole day's traffic the counted period represents, in % (0 < p ≤ 100). */
  dailyPercent: number;
  /** Average transaction value, in the user's currency. */
  atv: number;
  /** Share of people entering who buy, low and high, in %. */
  rateLow: number;
  rateHigh: number;
  businessDays: number;
}

export type Range = { low: number; mid: number; high: number };

export interface EstimateResult {
  days: number;
  countedMinutesPerDay: number;
  totalPerDay: number;
  enteredPerDay: number;
  dailyTraffic: number;
  dailyVisitors: number;
  dailyBuyers: Range;
  dailySales: Range;
  monthlySales: Range;
  /** Published guidance: counts of two hours or less can be off by up to 60 % on average. */
  shortCount: boolean;
  /** Counting on several typical days is the norm; one day cannot show day-to-day variation. */
  singleDay: boolean;
}

/** At or below this many counted minutes per day the result carries the short-count warning (the 2-hour counts of the guidance). */
export const SHORT_COUNT_MINUTES = 120;

function parseNumber(raw: string): number | null {
  const text = raw.trim().replace(/\s/g, '').replace(/,(?=\d*$)/, '.');
  if (text === '' || !/^-?\d*\.?\d+$/.test(text)) return null;
  return Number(text);
}

/** Validates the form; every field gets at most one error, each with its own message. */
export function parseEstimateForm(
  raw: Record<Exclude<EstimateField, 'records'>, string>,
  records: EstimateRecord[],
): { errors: Partial<Record<EstimateField, EstimateError>>; input: EstimateInput | null } {
  const errors: Partial<Record<EstimateField, EstimateError>> = {};
  if (records.length === 0) errors.records = 'noRecords';
  const num = (f: Exclude<EstimateField, 'records'>) => {
    const v = parseNumber(raw[f]);
    if (v === null) errors[f] = 'required';
    return v;
  };
  const dailyPercent = num('dailyPercent');
  if (dailyPercent !== null && !(dailyPercent > 0 && dailyPercent <= 100)) errors.dailyPercent = 'percentRange';
  const atv = num('atv');
  if (atv !== null && !(atv > 0)) errors.atv = 'positive';
  const rateLow = num('rateLow');
  const rateHigh = num('rateHigh');
  if (rateLow !== null && !(rateLow >= 0 && rateLow <= 100)) errors.rateLow = 'rateRange';
  if (rateHigh !== null && !(rateHigh >= 0 && rateHigh <= 100)) errors.rateHigh = 'rateRange';
  if (rateLow !== null && rateHigh !== null && !errors.rateLow && !errors.rateHigh && rateLow > rateHigh) errors.rateHigh = 'rateOrder';
  const businessDays = num('businessDays');
  if (businessDays !== null && !(Number.isInteger(businessDays) && businessDays >= 1 && businessDays <= 31)) {
    errors.businessDays = 'daysRange';
  }
  if (Object.keys(errors).length > 0) return { errors, input: null };
  return {
    errors,
    input: { records, dailyPercent: dailyPercent!, atv: atv!, rateLow: rateLow!, rateHigh: rateHigh!, businessDays: businessDays! },
  };
}

function localDay(at: number): string {
  const d = new Date(at);
  return `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;
}

/**
 * The sales estimate model. Records on the same calendar day are time slots of that day and add up; different
 * days are samples of a typical day and are averaged. Then:
 *   daily traffic = counted total per day ÷ (percentage ÷ 100)
 *   daily visitors = entered per day ÷ (percentage ÷ 100)
 *   daily sales = daily visitors × purchase rate × ATV (low, mid = average of low and high, high)
 *   monthly sales = daily sales × business days
 */
export function estimateSales(input: EstimateInput): EstimateResult {
  const byDay = new Map<string, { minutes: number; entered: number; total: number }>();
  for (const r of input.records) {
    const day = byDay.get(localDay(r.startedAt)) ?? { minutes: 0, entered: 0, total: 0 };
    day.minutes += Math.max(0, r.endedAt - r.startedAt) / 60_000;
    day.entered += r.entered;
    day.total += r.total;
    byDay.set(localDay(r.startedAt), day);
  }
  const days = byDay.size;
  const sum = (f: 'minutes' | 'entered' | 'total') => [...byDay.values()].reduce((s, d) => s + d[f], 0);
  const countedMinutesPerDay = sum('minutes') / days;
  const totalPerDay = sum('total') / days;
  const enteredPerDay = sum('entered') / days;
  const share = input.dailyPercent / 100;
  const dailyTraffic = totalPerDay / share;
  const dailyVisitors = enteredPerDay / share;
  const rates = { low: input.rateLow / 100, mid: (input.rateLow + input.rateHigh) / 200, high: input.rateHigh / 100 };
  const map = (f: (rate: number) => number): Range => ({ low: f(rates.low), mid: f(rates.mid), high: f(rates.high) });
  const dailyBuyers = map((rate) => dailyVisitors * rate);
  const dailySales = map((rate) => dailyVisitors * rate * input.atv);
  const monthlySales = map((rate) => dailyVisitors * rate * input.atv * input.businessDays);
  return {
    days,
    countedMinutesPerDay,
    totalPerDay,
    enteredPerDay,
    dailyTraffic,
    dailyVisitors,
    dailyBuyers,
    dailySales,
    monthlySales,
    shortCount: countedMinutesPerDay <= SHORT_COUNT_MINUTES,
    singleDay: days < 2,
  };
}
