import { describe, expect, it } from 'vitest';
import type { DatasetRef } from '../../contracts/figure.js';
import type { Level } from '../../contracts/area.js';
import { translator } from '../http/language.js';
import { reportTexts } from '../geo/report-texts.js';
import type { Industry } from '../geo/industries.js';
import type { AreaData, AreaPlace } from './area-data.js';
import { buildBusinessDistrict } from './business-district.js';
import { lockedReport } from './locks.js';
import { levelOf, RICHNESS_BOUNDS } from './rules.js';
import { buildSurroundings, transportCoverage } from './surroundings.js';

const t = translator('en').areaReports;
const texts = reportTexts('en');
const ref = (id: string, vintage: string): DatasetRef => ({ id, name: id, source: 's', licence: 'l', vintage });
const refs = new Map([['osm-monaco', ref('osm-monaco', '2019; 2021-12; 2026-07-10')], ['nsi', ref('nsi', 'npm 8')], ['sg-bus-stops', ref('sg-bus-stops', '2026-04-01')]]);
let n = 0;
const place = (industry: Industry | null, distanceM: number, brand: string | null = null): AreaPlace =>
  ({ id: `p${(n += 1)}`, datasetId: 'osm-monaco', name: `Place ${n}`, lat: 43.7, lon: 7.4, industry, brandId: brand, brandName: brand, distanceM });

function data(places: AreaPlace[], extra: Partial<AreaData> = {}): AreaData {
  return {
    query: { id: 'q', lat: 43.7, lon: 7.4, radius: 500, industry: 'cafe', countryCode: 'MC', placeName: null, brandId: null, createdAt: '', dataVersion: '' },
    places, superseded: [], sourceIds: ['osm-monaco'], series: null, transit: [], coverageCells: [], mapCells: [], outlines: [],
    ref: (id) => refs.get(id), ...extra,
  };
}

describe('levels 1–5', () => {
  it('puts a value at a lower bound into the higher level, and below the first bound into level 1', () => {
    expect([0, 9.9, 10, 39, 40, 80, 149, 150, 10_000].map((v) => levelOf(v, RICHNESS_BOUNDS))).toEqual([1, 1, 2, 2, 3, 4, 4, 5, 5]);
    expect(levelOf(5, [1, 2, 3, 4])).toBe(5);
  });
});

/** The market room's level, measured on a city's data (district-saturation.ts): placed as given. */
const SATURATION: Level = { level: 3, label: 'Balanced', rule: 'rule', figure: { value: 1, unit: 'ratio', kind: 'model estimate', datasets: [], vintage: '' } };

describe('business district', () => {
  const places = [place('cafe', 100, 'Starbucks'), place('cafe', 200), place('bakery', 300), place('bank', 400, 'HSBC'), place('atm', 50), place('park', 60), place('bus_stop', 70), place('cafe', 700)];
  const bd = buildBusinessDistrict(data(places), t, texts, SATURATION);

  it('counts stores within the radius only, leaving out cash machines, parks and stops', () => {
    expect(bd.overview.stores).toMatchObject({ value: 4, kind: 'measurement', vintage: '2019; 2021-12; 2026-07-10' });
    expect(bd.overview.businessTypes.value).toBe(3);
    expect(bd.overview.chainRatio.value).toBe(50);
    expect(bd.overview.chainRatio.datasets.map((d) => d.id)).toEqual(['osm-monaco', 'nsi']);
    expect(bd.overview.averageRating).toMatchObject({ value: null, kind: 'not available', note: t.notes.noRatings() });
    expect(bd.industries.top.map((i) => [i.key, i.stores.value, i.share.value])).toEqual([['cafe', 2, 50], ['bakery', 1, 25], ['bank', 1, 25]]);
  });

  it('draws the industry mix from the general map source alone, and says so: a one-kind directory does not outweigh it', () => {
    const halal = Array.from({ length: 80 }, (_, i) => ({ ...place('restaurant_halal', 100 + i), datasetId: 'sg-halal' }));
    const mixed = buildBusinessDistrict(data([...places, ...halal], { sourceIds: ['osm-monaco', 'sg-halal'] }), t, texts, SATURATION);
    expect(mixed.overview.stores.value).toBe(84);
    expect(mixed.industries.top.map((i) => [i.key, i.stores.value, i.share.value])).toEqual([['cafe', 2, 50], ['bakery', 1, 25], ['bank', 1, 25]]);
    expect(mixed.industries.top[0]!.share.datasets.map((d) => d.id)).toEqual(['osm-monaco']);
    expect(mixed.industries.note).toBe(t.notes.mixFromMap());
  });

  it('measures competition for the chosen industry and classifies richness by its rule', () => {
    expect(bd.levels.competition.figure.value).toBe(50);
    expect(bd.industryStores.count.value).toBe(2);
    expect(bd.industryStores.stores.map((s) => s.distanceM)).toEqual([100, 200]);
    // 4 stores in 0.785 km² = 5.1/km²: emerging; 2 cafés = 2.5/km²: undersupplied.
    expect(bd.levels.richness).toMatchObject({ level: 1, label: 'Emerging' });
    expect(bd.levels.richness.rule).toContain('Prime (core area): from 150 stores/km²');
  });

  it('says competition needs an industry when none was chosen, without a value', () => {
    const none = buildBusinessDistrict({ ...data(places), query: { ...data(places).query, industry: null } }, t, texts, SATURATION);
    expect(none.levels.competition.figure).toMatchObject({ value: null, kind: 'not available', note: t.notes.chooseIndustry() });
  });

  it('words snapshot differences as dated map changes, and says so when there is only one snapshot', () => {
    const series = { datasetId: 'osm-monaco', dates: ['2019-09-30', '2021-12-03', '2026-07-10'], runs: [
      { firstSeen: '2019-09-30', lastSeen: '2026-07-10' }, { firstSeen: '2019-09-30', lastSeen: '2019-09-30' }, { firstSeen: '2021-12-03', lastSeen: '2026-07-10' }, { firstSeen: '2026-07-10', lastSeen: '2026-07-10' },
    ] };
    const changes = buildBusinessDistrict(data(places, { series }), t, texts, SATURATION).changes;
    expect(changes.periods.map((p) => [p.from, p.to, p.opened.value, p.closed.value])).toEqual([['2019-09-30', '2021-12-03', 1, 1], ['2021-12-03', '2026-07-10', 1, 0]]);
    expect(changes.periods[0]!.wording).toBe(t.notes.mapChanges({ from: '2019-09-30', to: '2021-12-03' }));
    expect(bd.changes).toEqual({ periods: [], note: t.notes.insufficientSnapshots() });
  });

  it('has no count where no map source covers the country, rather than a zero', () => {
    const empty = buildBusinessDistrict({ ...data([]), sourceIds: [] }, t, texts, SATURATION);
    expect(empty.overview.stores).toMatchObject({ value: null, kind: 'not available' });
  });
});

describe('surroundings', () => {
  it('counts places by translated category at 500 and 1000 m, and competitors nearest first', () => {
    const s = buildSurroundings(data([place('cafe', 100), place('bakery', 450), place('cafe', 900), place('school', 950), place(null, 10)]), t, texts);
    const food = s.categories.items.find((i) => i.key === 'food')!;
    expect([food.name, food.within500, food.within1000]).toEqual([texts.industryGroup('food'), 1, 2]);
    expect(s.categories.items.find((i) => i.key === 'retail')!.within500).toBe(1);
    expect([s.categories.total500.value, s.categories.total1000.value]).toEqual([2, 4]);
    expect(s.categories.total500.datasets.length).toBeGreaterThan(0);
    expect(s.competitors.stores.map((c) => c.distanceM)).toEqual([100]);
  });

  it('covers a cell when its centre is within 300 m of a stop', () => {
    const cells = [{ lat: 1.3, lon: 103.8 }, { lat: 1.3, lon: 103.8025 }, { lat: 1.3, lon: 103.81 }];
    // 0.0025° of longitude at 1.3° N is 278 m; 0.01° is 1,112 m.
    expect(transportCoverage(cells, [{ lat: 1.3, lon: 103.8 }])).toEqual({ covered: 2, total: 3 });
    const s = buildSurroundings(data([], { coverageCells: cells, transit: [{ name: 'A', kind: 'bus_stop', lat: 1.3, lon: 103.8, distanceM: 10, datasetId: 'sg-bus-stops' }] }), t, texts);
    expect(s.transport.coverage).toMatchObject({ unit: '%', kind: 'measurement', vintage: '2026-04-01' });
    expect(s.transport.coverage.value).toBeCloseTo(66.67, 1);
    expect(s.transport.busStops[0]).toMatchObject({ kindName: 'Bus stop', distanceM: 10 });
  });
});

describe('locked blocks', () => {
  const shown = (value: number | null) => ({ value, unit: '%', kind: value === null ? 'not available' : 'public statistic', datasets: [], vintage: '' });

  it('sends null for a locked block with data and counts its figures; the free blocks and an unlocked report carry data', () => {
    const blocks = { overview: 'o', changes: { a: shown(3), rows: [{ f: shown(4) }, { f: shown(null) }], stores: [{ name: 'A', lat: 1 }] } };
    expect(lockedReport('business-district', blocks, false)).toEqual({
      blocks: { overview: { locked: false, data: 'o' }, changes: { locked: true, data: null } }, opens: 3, cost: 1,
    });
    expect(lockedReport('business-district', blocks, true)).toMatchObject({ blocks: { changes: { locked: false, data: blocks.changes } }, opens: 0, cost: 0 });
  });

  it('never charges for nothing: a block whose figures are all not available is open and the report costs 0', () => {
    const empty = { shares: [{ key: 'a', figure: shown(null) }, { key: 'b', figure: shown(null) }] };
    const answer = lockedReport('population', { residents: { r: shown(10) }, education: empty }, false);
    expect(answer).toEqual({ blocks: { residents: { locked: false, data: { r: shown(10) } }, education: { locked: false, data: empty } }, opens: 0, cost: 0 });
  });
});
