import { describe, expect, it } from 'vitest';
import { SINGAPORE } from '../../geo/markets.js';
import type { DatasetRef } from '../../../contracts/figure.js';
import { bandMean, incomeBands, incomeLevelShares } from './census-income.js';
import { buildConsumption, consumptionBaseline } from './consumption.js';
import { buildPassengerFlow, heatIndex } from './passenger-flow.js';
import { daysOfType } from './lta-volumes.js';
import { buildAgeGender, buildIncome, buildNationality, buildResidents, circleKm2 } from './population.js';
import type { AreaStats, PointData } from './repository.js';
import { indexVolumes, type VolumeRow } from './lta-volumes.js';
import { classify, CONSUMPTION_RATING_BOUNDS, CONSUMPTION_RATING_FLOOR } from './rules.js';
import { peopleTexts } from './texts.js';

const texts = peopleTexts('en');
const ref = (id: string, vintage: string): [string, DatasetRef] => [id, { id, name: id, source: 's', licence: 'l', vintage }];
const refs = new Map([
  ref('sg-hdb-blocks', 'c. 2021'), ref('sg-planning-areas', '2019; 2020'), ref('sg-lta-train-volume', '2025-06'), ref('wpp-2024', 'WPP 2024'),
  ref('wdi-en.pop.dnst', '1960–2025'), ref('wdi-sl.emp.totl.sp.zs', '1960–2025'), ref('wdi-sm.pop.totl', '1960–2025'), ref('wdi-sp.pop.totl', '1960–2025'),
]);

const bands = (over: Record<string, number>) => ({ Total: 0, NoEmployedPerson: 0, Below_1_000: 0, '1_000_1_999': 0, '3_000_3_999': 0, '10_000_10_999': 0, '20_000andOver': 0, ...over });
const area = (id: string, population: number, b: Record<string, number>): AreaStats => ({
  id, kind: 'planning_area', name: id.toUpperCase(), parentName: null, population, areaKm2: 1, stats: { householdIncomeFromWork2020: bands(b) }, datasetId: 'sg-planning-areas',
});
// North: 100 households at SGD 1,000-1,999 (midpoint 1,500), 300 at 10,000-10,999 (10,500); 1,200 residents.
const north = area('north', 1200, { Total: 420, NoEmployedPerson: 20, '1_000_1_999': 100, '10_000_10_999': 300 });
// South: 100 households in the open top band (counted at 20,000); 250 residents.
const south = area('south', 250, { Total: 100, '20_000andOver': 100 });

function sgData(over: Partial<PointData> = {}): PointData {
  return {
    countryCode: 'SG', market: SINGAPORE, country: { name: 'Singapore', names: { ko: '싱가포르', th: 'สิงคโปร์' }, iso3: 'SGP', areaKm2: 735 }, radius: 500, refs,
    blocks: [{ dwellingUnits: 100, areaId: 'north' }, { dwellingUnits: 40, areaId: 'south' }],
    pointArea: north, baselineAreas: [north, south], baselineState: null, interpolated: null, areasById: new Map([['north', north], ['south', south]]),
    national: { employmentRatio: [{ year: 2024, value: 60 }], migrants: [{ year: 2020, value: 25 }], population: [{ year: 2020, value: 100 }] },
    pyramid: {
      year: 2025,
      bands: [
        { band: '10-14', male: 50, female: 50 }, { band: '15-19', male: 50, female: 50 }, { band: '20-24', male: 40, female: 60 },
        { band: '25-29', male: 100, female: 100 }, { band: '65-69', male: 30, female: 30 }, { band: '100+', male: 0, female: 20 },
      ],
    },
    stations: [{ name: 'Alpha', codes: ['NS1', 'EW24'], distanceM: 100 }],
    volumes: null,
    ridership: null,
    ...over,
  };
}

const volume = (code: string, dayType: string, hour: number, tapIn: number, tapOut: number): VolumeRow => ({ station_code: code, year_month: '2025-06', day_type: dayType, hour, tap_in: tapIn, tap_out: tapOut });

describe('LTA day types and the heat index', () => {
  it('counts the days of each type in a month, public holidays on weekdays as holidays', () => {
    expect(daysOfType('2025-06')).toEqual({ WEEKDAY: 21, 'WEEKENDS/HOLIDAY': 9 });
    // May 2025: 9 weekend days, Labour Day (Thu 1) and Vesak Day (Mon 12); Polling Day fell on Saturday 3 May.
    expect(daysOfType('2025-05')).toEqual({ WEEKDAY: 20, 'WEEKENDS/HOLIDAY': 11 });
  });

  it('scores 10 for a place busier than every station, 0 for the quietest, the share below otherwise', () => {
    expect(heatIndex(1000, [10, 20, 30, 40])).toBe(10);
    expect(heatIndex(10, [10, 20, 30, 40])).toBe(0);
    expect(heatIndex(25, [10, 20, 30, 40])).toBe(5);
  });
});

describe('census income bands', () => {
  it('reads the bands in order, the open top band without an upper bound', () => {
    expect(incomeBands(bands({})).map((b) => [b.from, b.to])).toEqual([[0, 999], [1000, 1999], [3000, 3999], [10000, 10999], [20000, null]]);
  });

  it('takes each band at its midpoint and the open top band at its lower bound, over employed households', () => {
    expect(bandMean(north.stats.householdIncomeFromWork2020 as Record<string, number>)).toBe((100 * 1500 + 300 * 10500) / 400);
    expect(bandMean(south.stats.householdIncomeFromWork2020 as Record<string, number>)).toBe(20000);
    expect(incomeLevelShares(north.stats.householdIncomeFromWork2020 as Record<string, number>)).toEqual({ high: 0, middle: 75, low: 25 });
  });
});

describe('population profile', () => {
  it("multiplies each block's dwelling units by its own planning area's residents per household", () => {
    const r = buildResidents(sgData(), texts);
    expect(r.dwellingUnits.value).toBe(140);
    expect(r.residents).toMatchObject({ value: Math.round(100 * (1200 / 420) + 40 * (250 / 100)), kind: 'model estimate', vintage: 'c. 2021; 2020' });
    expect(r.density.value).toBe(Math.round(r.residents.value! / circleKm2(500)));
    expect(r.planningArea?.name).toBe('North (planning area)');
    // No station flows: the job–residence ratio and the workers are not available, never guessed.
    expect(r.jobResidenceRatio.kind).toBe('not available');
    expect(r.workers.kind).toBe('not available');
  });

  it('knows no residents where no public housing lies within the radius, rather than showing zero', () => {
    const r = buildResidents(sgData({ blocks: [] }), texts);
    expect(r.dwellingUnits).toMatchObject({ value: 0, kind: 'public statistic' });
    expect(r.residents).toMatchObject({ value: null, kind: 'not available' });
    expect(r.residents.note).toContain('No public housing (HDB) lies within the radius');
    expect(r.density.kind).toBe('not available');
  });

  it('gives the job–residence ratio as weekday morning arrivals ÷ departures at the stations in the radius', () => {
    const volumes = [volume('EW24/NS1', 'WEEKDAY', 7, 100, 300), volume('EW24/NS1', 'WEEKDAY', 8, 100, 100), volume('EW24/NS1', 'WEEKDAY', 18, 999, 1), volume('CC1', 'WEEKDAY', 8, 5, 5)];
    const r = buildResidents(sgData({ volumes: indexVolumes(volumes) }), texts);
    expect(r.jobResidenceRatio.value).toBe(2);
    expect(r.workers.value).toBe(Math.round(r.employedResidents.value! * 2));
  });

  it('uses the national density only for a city-state, and says so elsewhere', () => {
    const national = { density: [{ year: 2023, value: 20000 }] };
    const monaco = buildResidents(sgData({ countryCode: 'MC', market: null, country: { name: 'Monaco', names: null, iso3: 'MCO', areaKm2: 2 }, blocks: [], pointArea: null, national }), texts);
    expect(monaco.residents).toMatchObject({ value: Math.round(20000 * circleKm2(500)), kind: 'model estimate', vintage: '2023' });
    const thailand = buildResidents(sgData({ countryCode: 'TH', market: null, country: { name: 'Thailand', names: null, iso3: 'THA', areaKm2: 513120 }, blocks: [], pointArea: null, national }), texts);
    expect(thailand.residents.kind).toBe('not available');
  });

  it('puts 2 of the 5 years of the 15-19 band into 18-24, labelled national', () => {
    const { ageGroups, gender } = buildAgeGender(sgData(), texts);
    const adults = 0.4 * 100 + 100 + 200 + 80;
    expect(ageGroups.find((g) => g.key === '18-24')!.figure).toMatchObject({ value: Number((((40 + 100) / adults) * 100).toFixed(1)), kind: 'model estimate', scope: 'Singapore (national)' });
    expect(ageGroups.find((g) => g.key === '65+')!.figure.value).toBe(Number(((80 / adults) * 100).toFixed(1)));
    expect(gender.map((g) => g.figure.value)).toEqual([Number(((270 / 580) * 100).toFixed(1)), Number(((310 / 580) * 100).toFixed(1))]);
  });

  it('shows born abroad from the migrant stock, and no origin split that no dataset gives', () => {
    const n = buildNationality(sgData(), texts);
    expect(n.foreignBorn).toMatchObject({ value: 25, vintage: '2020', scope: 'Singapore (national)' });
    // The country in the reader's language, never the English name inside a Korean or Thai line.
    expect(buildNationality(sgData(), peopleTexts('ko')).foreignBorn.scope).toBe('싱가포르(전국)');
    expect(buildNationality(sgData(), peopleTexts('th')).foreignBorn.scope).toContain('สิงคโปร์');
    expect(n.shares.map((s) => [s.key, s.figure.value])).toEqual([['local', 75], ['malaysia', null], ['china', null], ['others', null]]);
  });

  it("reports the planning area's income levels by the rule's edges", () => {
    const income = buildIncome(sgData(), texts);
    expect(income.levels.map((l) => [l.key, l.figure.value])).toEqual([['high', 0], ['middle', 75], ['low', 25]]);
    expect(income.rule).toBe('Households with an employed person, monthly income from work: low below SGD 4,000, high SGD 17,500 and over, middle in between.');
  });
});

describe('consumption index', () => {
  it('makes the household-weighted mean of every area of the baseline exactly 100', () => {
    const b = consumptionBaseline(sgData())!;
    const weighted = b.areas.reduce((s, a) => s + ((a.mean * 100) / b.mean) * a.households!, 0) / b.areas.reduce((s, a) => s + a.households!, 0);
    expect(weighted).toBeCloseTo(100, 10);
    const c = buildConsumption(sgData(), 'cafe', texts);
    expect(c.index.index.value).toBe(Number(((((100 * 1500 + 300 * 10500) / 400) * 100) / ((100 * 1500 + 300 * 10500 + 100 * 20000) / 500)).toFixed(1)));
    expect(c.spending).toMatchObject({ industry: 'Café', atv: { kind: 'not available' }, purchaseFrequency: { kind: 'not available' } });
  });

  it("names the spending level in the request language with the rule's own words", () => {
    // Index 77.8: 'low' (60 ≤ index < 80).
    const en = buildConsumption(sgData(), null, texts).index.spendingLevel;
    expect(en).toMatchObject({ value: 'low', name: 'Low' });
    expect(en.rule).toContain('Low ≥ 60');
    const th = buildConsumption(sgData(), null, peopleTexts('th')).index.spendingLevel;
    expect(th).toMatchObject({ value: 'low', name: 'ต่ำ' });
    expect(th.rule).toContain('ต่ำ ≥ 60');
  });

  it('classifies by lower bounds, the floor below the last', () => {
    expect(classify(150, CONSUMPTION_RATING_BOUNDS, CONSUMPTION_RATING_FLOOR)).toBe('premium');
    expect(classify(69.9, CONSUMPTION_RATING_BOUNDS, CONSUMPTION_RATING_FLOOR)).toBe('basic');
    expect(classify(null, CONSUMPTION_RATING_BOUNDS, CONSUMPTION_RATING_FLOOR)).toBeNull();
  });

  it('says why where no official area gives income', () => {
    const c = buildConsumption(sgData({ countryCode: 'MC', market: null, pointArea: null, baselineAreas: [] }), null, texts);
    expect(c.index.index).toMatchObject({ value: null, kind: 'not available', note: 'No official area statistics give household income for this place.' });
    expect(c.index.rating.value).toBeNull();
    expect(c.index.spendingLevel).toMatchObject({ value: null, name: null });
  });
});

describe('passenger flow', () => {
  const volumes = [volume('NS1/EW24', 'WEEKDAY', 8, 2100, 0), volume('NS1/EW24', 'WEEKDAY', 18, 4200, 2100), volume('NS1/EW24', 'WEEKENDS/HOLIDAY', 12, 900, 0), volume('CC1', 'WEEKDAY', 8, 21, 0)];

  it('divides month totals by the days of their type and finds the weekday peak', () => {
    const f = buildPassengerFlow(sgData({ volumes: indexVolumes(volumes) }), { sessions: [], withoutLocation: 2 }, texts);
    expect(f.summary).toMatchObject({ source: 'stations', peakTime: '18:00', peakVisitors: { value: 300 }, totalVisitors: { value: 400 }, totalVisitorsWeekend: { value: 100 } });
    // One of the two stations (CC1) has less weekday flow than the circle's.
    expect(f.summary.heatIndex.figure.value).toBe(5);
    expect(f.hourly.weekday.points[8]).toEqual({ hour: 8, value: 100 });
    expect(f.counts.note).toBe('You have no finished counter sessions within 200 m of this point. 2 of your counter sessions carry no location, so they cannot be placed near any point.');
  });

  it("reads the user's counts by local hour and compares them with the stations in the same hours", () => {
    // Monday 16 June 2025, 18:00-19:00 in Singapore (10:00-11:00 UTC): 600 people counted.
    const startedAt = new Date('2025-06-16T10:00:00Z');
    const taps = Array.from({ length: 600 }, (_, i) => ({ at: new Date(startedAt.getTime() + i * 6000) }));
    const f = buildPassengerFlow(sgData({ volumes: indexVolumes(volumes) }), { sessions: [{ name: 'Shop', startedAt, endedAt: new Date('2025-06-16T11:00:00Z'), distanceM: 50, taps }], withoutLocation: 0 }, texts);
    expect(f.summary).toMatchObject({ source: 'counts', peakTime: '18:00', peakVisitors: { value: 600, kind: 'user count' }, totalVisitors: { value: 600 } });
    expect(f.summary.totalVisitorsWeekend.kind).toBe('not available');
    expect(f.counts.stationsPerHour.value).toBe(300);
    expect(f.counts.ratio.value).toBe(2);
    expect(f.counts.calibratedDaily).toMatchObject({ value: 800, kind: 'model estimate' });
  });

  it("draws the hourly profile from the user's counts where no station gives one, in the point's local time", () => {
    // Monday 16 June 2025, 10:00-11:30 UTC = 12:00-13:30 in Monaco (CEST): 600 people in the first hour, 150 in the half hour after.
    const startedAt = new Date('2025-06-16T10:00:00Z');
    const taps = Array.from({ length: 750 }, (_, i) => ({ at: new Date(startedAt.getTime() + (i < 600 ? i * 6000 : 3_600_000 + (i - 600) * 12_000)) }));
    const monaco = sgData({ countryCode: 'MC', market: null, country: { name: 'Monaco', names: null, iso3: 'MCO', areaKm2: 2 }, stations: [], volumes: null });
    const f = buildPassengerFlow(monaco, { sessions: [{ name: 'Casino', startedAt, endedAt: new Date('2025-06-16T11:30:00Z'), distanceM: 20, taps }], withoutLocation: 0 }, texts);
    expect(f.summary).toMatchObject({ source: 'counts', peakTime: '12:00', peakVisitors: { value: 600 } });
    expect(f.hourly.weekday).toMatchObject({ kind: 'user count', points: [{ hour: 12, value: 600 }, { hour: 13, value: 300 }] });
    expect(f.hourly.weekend).toMatchObject({ kind: 'not available', note: 'Insufficient data: none of your counts near the point fall on this type of day.' });
    expect(f.counts.ratio.kind).toBe('not available');
  });

  it('outside Singapore invents no flow', () => {
    const f = buildPassengerFlow(sgData({ countryCode: 'MC', market: null, stations: [], volumes: null }), { sessions: [], withoutLocation: 0 }, texts);
    expect(f.summary).toMatchObject({ source: 'none', peakTime: null, totalVisitors: { kind: 'not available' }, heatIndex: { figure: { kind: 'not available' } } });
    expect(f.hourly.weekday).toMatchObject({ kind: 'not available', points: [] });
  });
});
