import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { openImported } from '../testing/imported-databases.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { smallestCensusUnitsInBox, type CensusUnitRow } from './queries.js';
import { interpolateInCircle } from './areal-interpolation.js';
import { MY_PARLIAMENT_SEATS_ID, MY_STATE_SEATS_ID } from './datasets.js';

/*
 * The DOSM Census 2020 seats as imported, against the raw files read with plain code: the Klang Valley's smallest
 * units add up to the census totals of its three states, which the district file gives independently.
 */

const dataDir = path.resolve(process.env.LOKASI_DATA_DIR ?? '../shared/data');
const haveData = fs.existsSync(path.join(dataDir, 'MANIFEST.md'));
const target = testDatabaseTargets().find((t) => t.name === 'postgres') ?? testDatabaseTargets()[0]!;
/** Wider than Selangor with Kuala Lumpur and Putrajaya inside it, so it reaches into the neighbouring states. */
const KV_BOX = { minLat: 2.4, maxLat: 4.0, minLon: 100.6, maxLon: 102.2 };
const KV_STATES = ['Kuala Lumpur', 'Putrajaya', 'Selangor'];

/** The district file's 2020 rows: no field of it is quoted, so a split on commas reads it. */
function districtTotals2020(): Map<string, { population: number; households: number }> {
  const [header, ...lines] = fs.readFileSync(path.join(dataDir, 'my/dosm-census2020-district.csv'), 'utf8').replace(/^\uFEFF/, '').trim().split('\n');
  const col = (name: string) => header!.split(',').indexOf(name);
  const totals = new Map<string, { population: number; households: number }>();
  for (const cells of lines.map((l) => l.split(',')).filter((c) => c[col('year')] === '2020')) {
    const state = cells[col('state')]!.replace('W.P. ', '');
    const t = totals.get(state) ?? { population: 0, households: 0 };
    t.population += Number(cells[col('population_total')]);
    t.households += Number(cells[col('household_total')]);
    totals.set(state, t);
  }
  return totals;
}

describe.skipIf(!haveData)(`DOSM Census 2020 seats (${target.name})`, () => {
  let handle: DatabaseHandle;
  let kv: CensusUnitRow[];
  beforeAll(async () => {
    handle = await openImported(target, new RegExp(`^(${MY_STATE_SEATS_ID}|${MY_PARLIAMENT_SEATS_ID})$`));
    kv = (await smallestCensusUnitsInBox(handle.db, KV_BOX)).filter((u) => KV_STATES.includes(u.state!));
  }, 300_000);
  afterAll(async () => handle?.close());

  it('imports every seat with its boundary, under the census and boundary vintages and the DOSM licence', async () => {
    const kinds = await handle.db.selectFrom('geo_areas').select(['kind', (eb) => eb.fn.countAll<number>().as('n')])
      .where('geometry', 'is not', null).where('min_lat', 'is not', null).groupBy('kind').orderBy('kind').execute();
    expect(kinds.map((k) => [k.kind, Number(k.n)])).toEqual([['parliament_seat', 222], ['state_seat', 600]]);
    const sets = await handle.db.selectFrom('datasets').select(['id', 'licence', 'vintage']).orderBy('id').execute();
    for (const d of sets) {
      expect(d.licence).toMatch(/^DOSM Open Data Licence .*Department of Statistics Malaysia/);
      expect(d.vintage).toBe('Census 2020 (published 2022); 2018 delimitation');
    }
  });

  it('reads quoted thousands as numbers and keeps the census figures, never the permuted sme_* columns', async () => {
    const belantek = await handle.db.selectFrom('geo_areas').select(['name', 'parent_name', 'area_km2', 'stats']).where('id', '=', 'my-dun:2_N.23').executeTakeFirstOrThrow();
    expect(belantek).toMatchObject({ name: 'Belantek', parent_name: 'Kedah', area_km2: 1322 });
    const seat = await handle.db.selectFrom('geo_areas').select('stats').where('id', '=', 'my-parlimen:P.126').executeTakeFirstOrThrow();
    expect(Object.keys(seat.stats).sort()).toEqual(['censusYear', 'code', 'expenditureMean', 'householdSizeAvg', 'households', 'incomeMean', 'incomeMedian']);
  });

  it("gives state seats in Selangor and parliamentary seats in the federal territories, adding up to the states' census totals", () => {
    const byState = (state: string) => kv.filter((u) => u.state === state);
    expect(byState('Selangor').map((u) => u.kind)).toEqual(Array(56).fill('state_seat'));
    expect([...byState('Kuala Lumpur'), ...byState('Putrajaya')].map((u) => u.kind)).toEqual(Array(12).fill('parliament_seat'));
    const totals = districtTotals2020();
    const expected = KV_STATES.reduce((s, state) => s + totals.get(state)!.population, 0);
    expect(kv.reduce((s, u) => s + u.population!, 0)).toBe(expected);
    expect(expected).toBe(9_085_737);
    expect(kv.reduce((s, u) => s + u.households!, 0)).toBe(KV_STATES.reduce((s, state) => s + totals.get(state)!.households, 0));
  });

  it('interpolates all of the Klang Valley inside a circle round it, and a circle in Kuala Lumpur from units that cover it', () => {
    const units = kv.map((u) => ({ id: u.id, geometry: u.geometry, population: u.population, households: u.households }));
    const all = interpolateInCircle(units, { lat: 3.2, lon: 101.45, radiusM: 130_000 });
    expect(all.units.every((u) => u.weight > 0.999999)).toBe(true);
    expect(all.population).toBeCloseTo(9_085_737, 0);
    const klcc = interpolateInCircle(units, { lat: 3.1579, lon: 101.7116, radiusM: 1000 });
    expect(klcc.coveredShare).toBeGreaterThan(0.98);
    expect(klcc.units.every((u) => u.id.startsWith('my-parlimen:') && u.weight > 0 && u.weight < 1)).toBe(true);
    expect(klcc.population).toBeGreaterThan(0);
  });
});
