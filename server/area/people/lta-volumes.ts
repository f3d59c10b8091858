import type { GeoTransitVolumesTable } from '../../geo/index.js';
import { SG_PUBLIC_HOLIDAYS_2025, WEEKDAY, WEEKEND } from './rules.js';

/** One LTA row as imported: a month total of tap-ins and tap-outs at a station code for an hour of a day type. */
export type VolumeRow = GeoTransitVolumesTable;

const HOLIDAYS = new Set(SG_PUBLIC_HOLIDAYS_2025);

/** LTA's day type of a local date: Saturdays, Sundays and public holidays are 'WEEKENDS/HOLIDAY'. */
export function dayType(date: string, weekday: number): string {
  return weekday === 0 || weekday === 6 || HOLIDAYS.has(date) ? WEEKEND : WEEKDAY;
}

/** Days of each LTA day type in a month ('2025-06' → 21 weekdays, 9 weekend/holiday days). */
export function daysOfType(yearMonth: string): Record<string, number> {
  const [y, m] = yearMonth.split('-').map(Number) as [number, number];
  const out: Record<string, number> = { [WEEKDAY]: 0, [WEEKEND]: 0 };
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  for (let d = 1; d <= days; d++) {
    const date = `${yearMonth}-${String(d).padStart(2, '0')}`;
    out[dayType(date, new Date(Date.UTC(y, m - 1, d)).getUTCDay())]! += 1;
  }
  return out;
}

/** The LTA month indexed once per import: rows by single station code, and every station's average weekday flow. */
export interface VolumeIndex {
  month: string;
  days: Record<string, number>;
  /** 'NS1' → the rows of every LTA code naming it ('NS1/EW24' is listed under both codes). */
  byCode: ReadonlyMap<string, readonly VolumeRow[]>;
  /** Average weekday tap-ins + tap-outs of every LTA station code (the heat index compares a place with all of them). */
  weekdayPerStation: readonly number[];
}

/** Indexes the newest month of the rows; null without rows. */
export function indexVolumes(rows: readonly VolumeRow[]): VolumeIndex | null {
  const month = rows.reduce<string | null>((m, r) => (m === null || r.year_month > m ? r.year_month : m), null);
  if (month === null) return null;
  const days = daysOfType(month);
  const byCode = new Map<string, VolumeRow[]>();
  const perStation = new Map<string, number>();
  for (const r of rows) {
    if (r.year_month !== month) continue;
    for (const code of r.station_code.split('/')) (byCode.get(code) ?? byCode.set(code, []).get(code)!).push(r);
    if (r.day_type === WEEKDAY) perStation.set(r.station_code, (perStation.get(r.station_code) ?? 0) + (r.tap_in + r.tap_out) / days[WEEKDAY]!);
  }
  return { month, days, byCode, weekdayPerStation: [...perStation.values()] };
}

/** The rows of the stations with these codes, each LTA row once (an interchange's row names several codes). */
export function rowsOf(index: VolumeIndex, codes: Iterable<string>): VolumeRow[] {
  const out = new Set<VolumeRow>();
  for (const c of codes) for (const r of index.byCode.get(c) ?? []) out.add(r);
  return [...out];
}
