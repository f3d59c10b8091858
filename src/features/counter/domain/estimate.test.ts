import { describe, expect, it } from 'vitest';
import { estimateSales, parseEstimateForm, type EstimateRecord } from './estimate.js';

const day = (d: number, h: number, m = 0) => new Date(2026, 10, d, h, m).getTime();
const rec = (id: string, start: number, minutes: number, entered: number, total: number): EstimateRecord => ({
  id,
  startedAt: start,
  endedAt: start + minutes * 60_000,
  entered,
  total,
});
const form = { dailyPercent: '10', atv: '50', rateLow: '20', rateHigh: '40', businessDays: '26' };

describe('sales estimate arithmetic (hand-worked)', () => {
  it('one hour: 30 of 300 entered, the hour is 10 % of the day, 20-40 % buy at 50, 26 days', () => {
    const { input } = parseEstimateForm(form, [rec('a', day(21, 12), 60, 30, 300)]);
    const r = estimateSales(input!);
    // 300 / 0.10 = 3000 people pass per day; 30 / 0.10 = 300 enter.
    expect(r.dailyTraffic).toBe(3000);
    expect(r.dailyVisitors).toBe(300);
    // 300 × 20 % = 60, × 30 % = 90, × 40 % = 120 buyers; × 50 each.
    expect(r.dailyBuyers).toEqual({ low: 60, mid: 90, high: 120 });
    expect(r.dailySales).toEqual({ low: 3000, mid: 4500, high: 6000 });
    // × 26 business days.
    expect(r.monthlySales).toEqual({ low: 78000, mid: 117000, high: 156000 });
    expect(r.shortCount).toBe(true);
    expect(r.singleDay).toBe(true);
  });

  it('adds slots of one day and averages different days', () => {
    const records = [
      rec('mon-am', day(23, 9), 90, 10, 100),
      rec('mon-pm', day(23, 17), 90, 20, 200),
      rec('tue-am', day(24, 9), 90, 6, 60),
      rec('tue-pm', day(24, 17), 90, 14, 140),
    ];
    const { input } = parseEstimateForm({ ...form, dailyPercent: '25' }, records);
    const r = estimateSales(input!);
    // Monday 30 of 300, Tuesday 20 of 200 → 25 of 250 per day, 180 minutes per day.
    expect(r.days).toBe(2);
    expect(r.countedMinutesPerDay).toBe(180);
    expect(r.totalPerDay).toBe(250);
    // 250 / 0.25 = 1000; 25 / 0.25 = 100 visitors; × 20 % × 50 = 1000 per day.
    expect(r.dailyTraffic).toBe(1000);
    expect(r.dailySales.low).toBe(1000);
    expect(r.shortCount).toBe(false);
    expect(r.singleDay).toBe(false);
  });

  it('a 100 % day count is the day itself', () => {
    const { input } = parseEstimateForm({ ...form, dailyPercent: '100', rateLow: '50', rateHigh: '50', atv: '12.5', businessDays: '1' }, [
      rec('a', day(21, 8), 600, 40, 400),
    ]);
    const r = estimateSales(input!);
    expect(r.dailyTraffic).toBe(400);
    expect(r.monthlySales).toEqual({ low: 250, mid: 250, high: 250 });
  });
});

describe('sales estimate validation', () => {
  it('requires at least one record', () => {
    expect(parseEstimateForm(form, []).errors).toEqual({ records: 'noRecords' });
  });

  it('rejects each out-of-range field with its own reason', () => {
    const r = [rec('a', day(21, 12), 60, 1, 2)];
    expect(parseEstimateForm({ ...form, dailyPercent: '0' }, r).errors).toEqual({ dailyPercent: 'percentRange' });
    expect(parseEstimateForm({ ...form, dailyPercent: '100.5' }, r).errors).toEqual({ dailyPercent: 'percentRange' });
    expect(parseEstimateForm({ ...form, atv: '0' }, r).errors).toEqual({ atv: 'positive' });
    expect(parseEstimateForm({ ...form, rateLow: '120' }, r).errors).toEqual({ rateLow: 'rateRange' });
    expect(parseEstimateForm({ ...form, rateLow: '50', rateHigh: '20' }, r).errors).toEqual({ rateHigh: 'rateOrder' });
    expect(parseEstimateForm({ ...form, businessDays: '32' }, r).errors).toEqual({ businessDays: 'daysRange' });
    expect(parseEstimateForm({ ...form, businessDays: '2.5' }, r).errors).toEqual({ businessDays: 'daysRange' });
    expect(parseEstimateForm({ ...form, businessDays: '0' }, r).errors).toEqual({ businessDays: 'daysRange' });
  });

  it('requires every field and rejects text that is not a number', () => {
    const r = [rec('a', day(21, 12), 60, 1, 2)];
    expect(parseEstimateForm({ ...form, atv: '', businessDays: 'abc' }, r).errors).toEqual({ atv: 'required', businessDays: 'required' });
  });

  it('reads a decimal comma as used in many of the supported languages', () => {
    const { input } = parseEstimateForm({ ...form, atv: '12,5' }, [rec('a', day(21, 12), 60, 1, 2)]);
    expect(input?.atv).toBe(12.5);
  });
});
