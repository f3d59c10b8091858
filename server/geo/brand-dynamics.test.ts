import { describe, expect, it } from 'vitest';
import { brandDynamics } from './brand-dynamics.js';
import { reportTexts } from './report-texts.js';

const en = reportTexts('en');

const dates = ['2019-09-30', '2021-12-03', '2026-07-10'];
const ds = [{ id: 'osm-monaco', name: 'OSM Monaco', source: 'x', licence: 'ODbL', vintage: '2019–2026' }];
const store = (firstSeen: string, lastSeen: string) => ({ firstSeen, lastSeen });

describe('brand dynamics from map snapshots', () => {
  const stores = [
    store('2019-09-30', '2026-07-10'), // open throughout
    store('2019-09-30', '2021-12-03'), // closed after 2021
    store('2021-12-03', '2026-07-10'), // new in 2021, survived
    store('2021-12-03', '2021-12-03'), // new in 2021, gone
    store('2026-07-10', '2026-07-10'), // new in 2026
  ];
  const d = brandDynamics(stores, dates, ds, en);

  it('counts new, closed and net stores between snapshots, labelled as map changes', () => {
    expect(d.newStores.value).toBe(3);
    expect(d.closedStores.value).toBe(2);
    expect(d.netIncrease.value).toBe(1);
    expect(d.newStores).toMatchObject({ kind: 'measurement', vintage: '2019-09-30 – 2026-07-10', datasets: ds, note: 'Map changes between OpenStreetMap snapshots' });
  });
  it('derives closure rate, open period, lifespan and survival from the dates', () => {
    const span = (Date.parse('2026-07-10') - Date.parse('2019-09-30')) / (365.25 * 86_400_000);
    expect(d.annualClosureRate.value).toBeCloseTo((1 / 2 / span) * 100, 6);
    expect(d.newStoreSurvival.value).toBe(50);
    const y = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / (365.25 * 86_400_000);
    expect(d.lifespan.value).toBeCloseTo((y('2019-09-30', '2021-12-03') + 0) / 2, 6);
    expect(d.averageOpeningPeriod.value).toBeCloseTo((y('2019-09-30', '2026-07-10') + y('2021-12-03', '2026-07-10') + 0) / 3, 6);
  });
  it("says 'insufficient data' where the snapshots cannot support a figure", () => {
    const single = brandDynamics([store('2018-04', '2018-04')], ['2018-04'], ds, en);
    for (const f of Object.values(single)) expect(f).toMatchObject({ value: null, note: expect.stringMatching(/^Insufficient data: /) });
    const two = brandDynamics([store('2019-09-30', '2019-09-30')], ['2019-09-30', '2021-12-03'], ds, en);
    expect(two.closedStores.value).toBe(1);
    expect(two.newStoreSurvival).toMatchObject({ value: null, note: expect.stringMatching(/^Insufficient data: /) });
    expect(two.averageOpeningPeriod).toMatchObject({ value: null, note: expect.stringMatching(/^Insufficient data: /) });
  });
});
