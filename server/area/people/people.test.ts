import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Figure } from '../../../contracts/figure.js';
import type { ConsumptionReport, PassengerFlowReport, PopulationReport } from '../../../contracts/area-people.js';
import { testDatabaseTargets } from '../../testing/test-databases.js';
import { answer, bearer, startTestApp, type TestApp } from '../../testing/harness.js';
import { openImported } from '../../testing/imported-databases.js';
import { insertQuery, recordUnlock } from '../saved-queries.js';

/*
 * The three people reports on real PostgreSQL with the Singapore, Malaysia and Monaco data imported, recounted from the
 * raw files with plain readers written here (not the import modules): HDB dwelling units and LTA peak hour and volume
 * within the radius, a planning area's census income ratio; the consumption index averages 100 over its baseline;
 * every figure names its dataset and vintage; locked blocks carry no data; the user's own counts come first.
 */

const dataDir = path.resolve(process.env.LOKASI_DATA_DIR ?? '../shared/data');
const haveData = fs.existsSync(path.join(dataDir, 'MANIFEST.md'));
const target = testDatabaseTargets().find((t) => t.name === 'postgres');
const DATASETS = /^(places|wpp-2024|sg-planning-areas|my-dosm-income|sg-rail|sg-lta-train-volume|sg-hdb-blocks|wdi-(en\.pop\.dnst|sl\.emp\.totl\.sp\.zs|sp\.pop\.grow|sm\.pop\.totl|sp\.pop\.totl))$/;

/** Ang Mo Kio MRT station: HDB estates, one interchange-free station, a planning area with census income bands. */
const SG_POINT = { lat: 1.36993, lon: 103.84955 };
const MONACO_POINT = { lat: 43.7396, lon: 7.4276 };
/** Klang town centre, Selangor: a DOSM district with published household income. */
const KLANG_POINT = { lat: 3.0449, lon: 101.4456 };

// ---- plain readers of the raw files (these CSVs have no quoted fields)
const raw = (file: string) => fs.readFileSync(path.join(dataDir, file), 'utf8');
function csv(file: string): Array<Record<string, string>> {
  const [header, ...lines] = raw(file).trim().split(/\r?\n/);
  const cols = header!.split(',');
  return lines.map((l) => Object.fromEntries(l.split(',').map((v, i) => [cols[i], v])));
}
function metres(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const r = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * r) / 2) ** 2 + Math.cos(a.lat * r) * Math.cos(b.lat * r) * Math.sin(((b.lon - a.lon) * r) / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(h));
}
/** Every figure object anywhere in an answer. */
function figuresIn(value: unknown, out: Figure[] = []): Figure[] {
  if (Array.isArray(value)) value.forEach((v) => figuresIn(v, out));
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if ('kind' in o && 'value' in o && 'datasets' in o && 'unit' in o) out.push(o as unknown as Figure);
    else Object.values(o).forEach((v) => figuresIn(v, out));
  }
  return out;
}

describe.skipIf(!haveData || !target)('area people reports on PostgreSQL against the raw files', () => {
  let t: TestApp;
  let token: string;
  let userId: string;
  const ids: Record<string, string> = {};
  const get = async <T,>(url: string, lang = 'en') => answer<T>(await t.app.inject({ method: 'GET', url, headers: { ...bearer(token), 'app-language': lang } }));

  beforeAll(async () => {
    const handle = await openImported(target!, DATASETS);
    t = await startTestApp(target!, {}, handle);
    token = await t.anonymousToken();
    userId = answer<{ userId: string }>(await t.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(token) })).data.userId;
    const now = t.clock.now();
    for (const [key, p, cc, radius] of [['sg', SG_POINT, 'SG', 500], ['sg1000', SG_POINT, 'SG', 1000], ['mc', MONACO_POINT, 'MC', 500], ['my', KLANG_POINT, 'MY', 500]] as const) {
      const q = await insertQuery(t.ctx.db, { userId, lat: p.lat, lon: p.lon, radius, industry: 'cafe', countryCode: cc, placeName: null, dataVersion: 'test' }, now);
      ids[key] = q.id;
      for (const kind of ['population', 'passenger-flow', 'consumption'] as const) await recordUnlock(t.ctx.db, userId, q.id, kind, now);
    }
  }, 600_000);
  afterAll(async () => {
    await t?.close();
    await t?.handle.close();
  });

  it('counts the HDB dwelling units within the radius exactly as the HDB file has them, and names the planning area', async () => {
    for (const [key, radius] of [['sg', 500], ['sg1000', 1000]] as const) {
      const units = csv('sg/hdb-blocks.csv')
        .filter((r) => metres(SG_POINT, { lat: Number(r.latitude), lon: Number(r.longitude) }) <= radius)
        .reduce((s, r) => s + Number(r.total_dwelling_units), 0);
      const r = await get<PopulationReport>(`/v1/area/queries/${ids[key]}/population`);
      expect(r.status).toBe(200);
      const res = r.data.blocks.residents.data!;
      expect(res.dwellingUnits).toMatchObject({ value: units, kind: 'public statistic' });
      expect(res.residents.kind).toBe('model estimate');
      expect(res.residents.value).toBeGreaterThan(units);
      expect(res.planningArea?.name).toBe('Ang Mo Kio (planning area)');
      const census = JSON.parse(raw('sg/census2020-population-by-planning-area.json'))['ANG MO KIO'];
      expect(res.planningArea?.population).toMatchObject({ value: census.population, kind: 'public statistic', vintage: '2020' });
    }
  });

  it('finds the LTA peak hour and volume of the stations within the radius (month totals ÷ days of the type)', async () => {
    const rail = JSON.parse(raw('sg/rail-2022-11.geojson')) as { features: Array<{ geometry: { type: string; coordinates: [number, number] }; properties: Record<string, string> }> };
    const codes = new Set(rail.features
      .filter((f) => f.properties.stop_type === 'station' && f.geometry.type === 'Point' && metres(SG_POINT, { lon: f.geometry.coordinates[0], lat: f.geometry.coordinates[1] }) <= 500)
      .flatMap((f) => f.properties.station_codes!.split('-')));
    expect(codes.size).toBeGreaterThan(0);
    // June 2025: Sundays 1, 8, 15, 22, 29 and Saturdays 7, 14, 21, 28 (Hari Raya Haji fell on Saturday 7 June).
    const weekdays = 30 - 9;
    const hourly = Array(24).fill(0);
    for (const r of csv('sg/lta-train-volume-2025-06.csv')) {
      if (r.DAY_TYPE === 'WEEKDAY' && r.PT_CODE!.split('/').some((c) => codes.has(c))) hourly[Number(r.TIME_PER_HOUR)] += Number(r.TOTAL_TAP_IN_VOLUME) + Number(r.TOTAL_TAP_OUT_VOLUME);
    }
    const peakHour = hourly.indexOf(Math.max(...hourly));
    const r = await get<PassengerFlowReport>(`/v1/area/queries/${ids.sg}/passenger-flow`);
    const s = r.data.blocks.summary.data!;
    expect(s.source).toBe('stations');
    expect(s.peakTime).toBe(`${String(peakHour).padStart(2, '0')}:00`);
    expect(s.peakVisitors.value).toBe(Math.round(hourly[peakHour] / weekdays));
    expect(s.totalVisitors).toMatchObject({ value: Math.round(hourly.reduce((a, b) => a + b, 0) / weekdays), kind: 'public statistic', vintage: '2025-06' });
    expect(s.heatIndex.figure.value).toBeGreaterThan(0);
    expect(s.heatIndex.figure.value).toBeLessThanOrEqual(10);
    expect(s.visitorGrowth.kind).toBe('not available');
    expect(s.newVisitorRatio.kind).toBe('not available');
    expect(r.data.blocks.hourly.data!.weekday.points[peakHour]!.value).toBe(Math.round(hourly[peakHour] / weekdays));
  });

  it("recomputes the planning area's census income ratio, and the baseline's household-weighted index is 100", async () => {
    const rows = csv('sg/census2020-household-income-by-planning-area.csv').filter((r) => r.Number !== 'Total' && r.Number !== 'Others');
    const bandCols = Object.keys(rows[0]!).filter((c) => !['Number', 'Total', 'NoEmployedPerson'].includes(c));
    const value = (col: string) => {
      const nums = col.match(/\d+(?:_\d{3})?/g)!.map((n) => Number(n.replace('_', '')));
      if (col.startsWith('Below')) return nums[0]! / 2;
      if (col.endsWith('andOver')) return nums[0]!;
      return (nums[0]! + nums[1]! + 1) / 2;
    };
    const n = (v: string | undefined) => (v === '-' || !v ? 0 : Number(v));
    const income = (r: Record<string, string>) => bandCols.reduce((s, c) => s + n(r[c]) * value(c), 0);
    const households = (r: Record<string, string>) => bandCols.reduce((s, c) => s + n(r[c]), 0);
    const baseline = rows.reduce((s, r) => s + income(r), 0) / rows.reduce((s, r) => s + households(r), 0);
    const amk = rows.find((r) => r.Number === 'Ang Mo Kio')!;
    const r = await get<ConsumptionReport>(`/v1/area/queries/${ids.sg}/consumption`);
    const idx = r.data.blocks.index.data!;
    expect(idx.index.value).toBeCloseTo(((income(amk) / households(amk)) * 100) / baseline, 1);
    expect(idx.area).toBe('Ang Mo Kio (planning area)');
    expect(idx.rating.value).not.toBeNull();
    expect(idx.spendingLevel.name).toEqual(expect.any(String));
    const items = r.data.blocks.areas.data!.items;
    expect(items).toHaveLength(rows.length);
    const weighted = items.reduce((s, a) => s + a.index.value! * a.households.value!, 0) / items.reduce((s, a) => s + a.households.value!, 0);
    expect(Math.abs(weighted - 100)).toBeLessThan(0.05);
    expect(r.data.blocks.spending.data!.atv.kind).toBe('not available');
  });

  it('gives every figure of every report a dataset and a vintage, or says why it is not available', async () => {
    for (const id of Object.values(ids)) {
      for (const report of ['population', 'passenger-flow', 'consumption']) {
        const r = await get<unknown>(`/v1/area/queries/${id}/${report}`, 'th');
        expect(r.status).toBe(200);
        for (const f of figuresIn(r.data)) {
          if (f.kind === 'not available') expect(f.note, report).toBeTruthy();
          else {
            expect(f.datasets.length, `${report} ${JSON.stringify(f)}`).toBeGreaterThan(0);
            expect(f.vintage, report).not.toBe('');
          }
        }
      }
    }
  });

  it('Monaco: residents from the national density (a city-state), labelled an estimate; no rail flow invented', async () => {
    const p = await get<PopulationReport>(`/v1/area/queries/${ids.mc}/population`);
    const res = p.data.blocks.residents.data!;
    expect(res.residents.kind).toBe('model estimate');
    expect(res.residents.model?.inputs.length).toBe(2);
    expect(res.dwellingUnits.kind).toBe('not available');
    expect(p.data.blocks.ageGender.data!.ageGroups.length).toBe(6);
    const f = await get<PassengerFlowReport>(`/v1/area/queries/${ids.mc}/passenger-flow`);
    expect(f.data.blocks.summary.data!).toMatchObject({ source: 'none', peakTime: null });
    expect(f.data.blocks.summary.data!.totalVisitors.kind).toBe('not available');
  });

  it("Malaysia: the district's DOSM income and its index against the state's published mean", async () => {
    const latest = (rows: Array<Record<string, string>>) => rows.sort((a, b) => b.date!.localeCompare(a.date!))[0]!;
    const klang = latest(csv('my/dosm-hh_income_district.csv').filter((r) => r.state === 'Selangor' && r.district === 'Klang'));
    const selangor = csv('my/dosm-hh_income_state.csv').find((r) => r.state === 'Selangor' && r.date === klang.date)!;
    const p = await get<PopulationReport>(`/v1/area/queries/${ids.my}/population`);
    const income = p.data.blocks.income.data!;
    expect(income.area).toBe('Klang (district)');
    expect(income.mean).toMatchObject({ value: Number(klang.income_mean), unit: 'MYR', kind: 'public statistic', vintage: klang.date!.slice(0, 4) });
    expect(income.median.value).toBe(Number(klang.income_median));
    const c = await get<ConsumptionReport>(`/v1/area/queries/${ids.my}/consumption`);
    const idx = c.data.blocks.index.data!;
    expect(idx.baseline).toBe('Selangor average (DOSM) = 100');
    expect(idx.index.value).toBe(Number(((Number(klang.income_mean) * 100) / Number(selangor.income_mean)).toFixed(1)));
  });

  it("sends no data for a locked block to another user who has not unlocked the report; blocks without data are open and free", async () => {
    const other = await t.anonymousToken();
    const r = answer<PopulationReport>(await t.app.inject({ method: 'GET', url: `/v1/area/queries/${ids.sg}/population`, headers: bearer(other) }));
    expect(r.data.unlocked).toBe(false);
    expect(r.data.blocks.residents.locked).toBe(false);
    expect(r.data.blocks.residents.data?.residents.value).toBeGreaterThan(0);
    for (const key of ['ageGender', 'income', 'nationality'] as const) expect(r.data.blocks[key]).toEqual({ locked: true, data: null });
    // No dataset gives education or occupation: a credit would buy only 'No Data Available', so they are never locked.
    for (const key of ['education', 'occupation'] as const) {
      expect(r.data.blocks[key].locked).toBe(false);
      expect(r.data.blocks[key].data!.shares.every((s) => s.figure.kind === 'not available' && s.figure.note)).toBe(true);
    }
    expect(r.data.unlockCost).toBe(1);
    expect(r.data.unlockOpens).toBeGreaterThan(5);
    const missing = answer(await t.app.inject({ method: 'GET', url: '/v1/area/queries/AAAAAAAAAAAAAAAAAAAAAA/population', headers: bearer(other) }));
    expect(missing.status).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/v1/area/queries/${ids.sg}/population` });
    expect(anonymous.statusCode).toBe(401);
  });

  it("puts the user's own counts near the point first, beside the station flow and how far apart they are", async () => {
    const session = '5d6b7c4e-0000-4000-8000-000000000001';
    const start = Date.parse('2026-11-16T01:00:00Z'); // a Monday, 09:00 in Singapore
    const taps = Array.from({ length: 120 }, (_, i) => ({ id: `5d6b7c4e-0000-4000-8000-${String(i + 100).padStart(12, '0')}`, sessionId: session, seq: i, item: i % 2, at: start + i * 25_000, undoes: null }));
    const sync = await t.app.inject({
      method: 'POST', url: '/v1/counter/sync', headers: bearer(token),
      payload: {
        sessions: [{ id: session, startedAt: start, endedAt: start + 3_600_000, name: 'Ang Mo Kio hub', notes: '', updatedAt: start + 3_600_000,
          items: [{ title: 'Customers', operation: 'click', role: 'entered' }, { title: 'Passersby', operation: 'doubleClick', role: 'passed' }],
          location: { latitude: SG_POINT.lat + 0.0005, longitude: SG_POINT.lon, accuracyM: 10 } }],
        taps, deleted: [],
      },
    });
    expect(sync.statusCode).toBe(200);
    const r = await get<PassengerFlowReport>(`/v1/area/queries/${ids.sg}/passenger-flow`);
    const { summary, counts } = r.data.blocks;
    expect(summary.data!.source).toBe('counts');
    expect(summary.data!.totalVisitors).toMatchObject({ value: 120, kind: 'user count' });
    expect(summary.data!.peakTime).toBe('09:00');
    expect(counts.data!.sessions).toHaveLength(1);
    expect(counts.data!.perHour).toMatchObject({ value: 120, kind: 'user count' });
    expect(counts.data!.stationsPerHour.value).toBeGreaterThan(0);
    expect(counts.data!.ratio.value).toBeCloseTo(120 / counts.data!.stationsPerHour.value!, 1);
    expect(counts.data!.calibratedDaily.kind).toBe('model estimate');
    // Another user sees the station flow, never these counts.
    const other = await t.anonymousToken();
    const theirs = answer<PassengerFlowReport>(await t.app.inject({ method: 'GET', url: `/v1/area/queries/${ids.sg}/passenger-flow`, headers: bearer(other) }));
    expect(theirs.data.blocks.summary.data!.source).toBe('stations');
  });
});
