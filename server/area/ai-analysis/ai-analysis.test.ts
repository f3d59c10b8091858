import { BackgroundWork } from '../../background.js';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantCredits } from '../../credits/ledger.js';
import { answer, bearer, startTestApp, type TestApp } from '../../testing/harness.js';
import { openImported } from '../../testing/imported-databases.js';
import { testDatabaseTargets } from '../../testing/test-databases.js';
import type { AreaQuery } from '../../../contracts/area.js';
import type { AiAnalysisReport } from '../../../contracts/ai-analysis.js';
import type { Figure } from '../../../contracts/figure.js';
import { EXAMPLE } from '../example.js';
import { cityGrid } from '../scoring/city-grid.js';
import { numbersIn } from './narrative.js';
import { translator } from '../../http/language.js';

/*
 * The AI site analysis through the API on Singapore's imported data: locked until one paid unlock (once, whatever the
 * concurrency), refused without charge when there is nothing to score, explained factor by factor, in the reader's
 * language, with every figure's provenance and the same counts as the area reports of the same query.
 */
const dataDir = path.resolve(process.env.LOKASI_DATA_DIR ?? '../shared/data');
const DATASETS = /^(places|nsi|sg-planning-areas|osm-asia-2018|sg-(hawker-centres|shopping-malls|chas-clinics|halal|bus-stops|rail|hdb-blocks|lta-train-volume)|wpp-2024)$/;
const target = testDatabaseTargets().find((x) => x.name === 'postgres') ?? testDatabaseTargets()[0]!;

describe.runIf(fs.existsSync(path.join(dataDir, 'MANIFEST.md')))(`AI site analysis on ${target.name} with Singapore's data`, () => {
  let t: TestApp;
  beforeAll(async () => {
    const handle = await openImported(target, DATASETS);
    t = await startTestApp(target, {}, handle);
    const { seedExampleTask } = await import('../example.js');
    await seedExampleTask.run(t.ctx, t.app.log, new BackgroundWork());
    // The server warms the city's grid at start (the example's background work); the tests wait for it once here.
    await cityGrid(t.ctx.db, 'SG', t.clock.now());
  }, 900_000);
  afterAll(async () => {
    await t?.close();
    await t?.handle.close();
  });

  async function newUser(credits = 0) {
    const token = await t.anonymousToken();
    const me = answer<{ userId: string }>(await t.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(token) }));
    if (credits) await grantCredits(t.ctx.db, me.data.userId, { amount: credits, kind: 'purchased', ref: `order:ai-${me.data.userId}` }, t.clock.now());
    return { token, userId: me.data.userId };
  }
  const call = async (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    answer(await t.app.inject({ method, url: `/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) }));
  const create = async (token: string, body: Record<string, unknown> = {}) =>
    (await call(token, 'POST', '/area/queries', { lat: EXAMPLE.lat, lon: EXAMPLE.lon, radius: 500, industry: 'cafe', placeName: 'Raffles Place', ...body })).data as AreaQuery;
  const analysis = async (token: string, id: string, lang = 'en') => {
    const res = await call(token, 'GET', `/area/queries/${id}/ai-analysis?lang=${lang}`);
    expect(res.status).toBe(200);
    return res.data as AiAnalysisReport;
  };
  const spends = async (userId: string) => (await t.ctx.db.selectFrom('credit_ledger').select('ref').where('user_id', '=', userId).where('kind', '=', 'spend').execute()).length;

  it('sends a locked analysis with no score and no narrative, priced before any charge', async () => {
    const { token } = await newUser();
    const q = await create(token);
    const locked = await analysis(token, q.id);
    expect(locked).toMatchObject({ unlocked: false, unlockCost: 1, industry: { key: 'cafe' }, brand: null });
    for (const [name, block] of Object.entries(locked.blocks)) expect(block, name).toEqual({ locked: true, data: null });
    // What the credit will measure, and the oldest source behind it, before any charge.
    expect(locked.preview).toMatchObject({ coverage: { text: '4 of 4 factors measured', missing: [] }, mapping: { kind: 'measured' }, dataAsOf: '2018-04' });
  });

  it('refuses the unlock at zero balance without a debit, and 20 concurrent unlocks debit one credit', async () => {
    const poor = await newUser();
    const q = await create(poor.token);
    const refused = await call(poor.token, 'POST', `/area/queries/${q.id}/ai-analysis/unlock`);
    expect(refused.status).toBe(409);
    expect(refused.data).toMatchObject({ balance: 0, cost: 1 });
    expect(await spends(poor.userId)).toBe(0);
    expect((await analysis(poor.token, q.id)).blocks.score).toEqual({ locked: true, data: null });

    const { token, userId } = await newUser(3);
    const mine = await create(token);
    const unlocks = await Promise.all(Array.from({ length: 20 }, () => call(token, 'POST', `/area/queries/${mine.id}/ai-analysis/unlock`)));
    expect(unlocks.map((u) => u.status)).toEqual(Array(20).fill(200));
    expect(await spends(userId)).toBe(1);
    const first = await analysis(token, mine.id);
    const again = await analysis(token, mine.id);
    expect(again).toEqual(first);
    expect((await call(token, 'POST', `/area/queries/${mine.id}/ai-analysis/unlock`)).data).toMatchObject({ unlocked: true, balance: 2 });
    expect(await spends(userId)).toBe(1);
  });

  it("lets another user open a shared analysis with their own credit, never the owner's", async () => {
    const owner = await newUser();
    const friend = await newUser(1);
    const q = await create(owner.token);
    expect((await call(friend.token, 'POST', `/area/queries/${q.id}/ai-analysis/unlock`)).data).toMatchObject({ unlocked: true, balance: 0 });
    expect((await analysis(friend.token, q.id)).blocks.score.locked).toBe(false);
    expect((await analysis(owner.token, q.id)).blocks.score).toEqual({ locked: true, data: null });
    expect(await spends(owner.userId)).toBe(0);
    expect(await spends(friend.userId)).toBe(1);
  });

  it('explains the score: factors add up to it, each input carries its provenance, counts agree with the area reports', async () => {
    const { token } = await newUser(2);
    const q = await create(token);
    await call(token, 'POST', `/area/queries/${q.id}/ai-analysis/unlock`);
    await call(token, 'POST', `/area/queries/${q.id}/business-district/unlock`);
    const a = await analysis(token, q.id);
    const s = a.blocks.score.data!;
    expect(s.score).toMatchObject({ kind: 'model estimate', unit: 'points' });
    expect(s.score.value).toBeGreaterThanOrEqual(0);
    expect(s.score.value).toBeLessThanOrEqual(100);
    expect(s.score.datasets.length).toBeGreaterThan(0);
    // Location quality's four factors, then competition: the market room's ratio, read by the verdict, not scored.
    expect(s.factors.map((f) => f.key)).toEqual(['demand', 'complementarity', 'accessibility', 'spendingPower', 'competition']);
    expect(s.factors.find((f) => f.key === 'competition')).toMatchObject({ weight: 0, contribution: 0, measured: true });
    expect(s.coverage).toMatchObject({ measured: ['demand', 'complementarity', 'accessibility', 'spendingPower'], missing: [], text: '4 of 4 factors measured', note: null });
    // The page is as fresh as its oldest source: the 2018 map extract, not the import date.
    expect(s.dataAsOf).toBe('2018-04');
    expect(s.factors.reduce((sum, f) => sum + f.contribution, 0)).toBeCloseTo(s.score.value!, 0);
    expect(s.tier.key).toMatch(/^(prime|premium|standard|marginal|poor)$/);
    for (const f of s.factors) {
      expect(f.reason.length).toBeGreaterThan(10);
      for (const input of f.inputs) {
        expect(input.label, `${f.key}.${input.key}`).toMatch(/\p{L}{3}/u);
        expectProvenance(input.figure, `${f.key}.${input.key}`);
      }
    }

    const district = (await call(token, 'GET', `/area/queries/${q.id}/business-district`)).data as any;
    expect(a.blocks.competition.data!.competitors.value).toBe(district.blocks.industryStores.data.count.value);
    expect(a.blocks.businessActivity.data!.stores.value).toBe(district.blocks.overview.data.stores.value);
    const competitionInputs = s.factors.find((f) => f.key === 'competition')!.inputs;
    expect(competitionInputs.find((i) => i.key === 'competitors')!.figure.value).toBe(district.blocks.industryStores.data.count.value);
    expect(a.blocks.tradeArea.data!.radii.map((r) => r.radius)).toEqual([500, 1000]);
    const [r500, r1000] = a.blocks.tradeArea.data!.radii;
    expect(r1000!.residents.value ?? 0).toBeGreaterThanOrEqual(r500!.residents.value ?? 0);
    expect(r1000!.consumers.value ?? 0).toBeGreaterThanOrEqual(r500!.consumers.value ?? 0);

    // Each class says its own rule: the verdict table, tier by saturation level.
    expect(a.blocks.economy.data!.investmentOpportunity.rule).toMatch(/Prime: level 1 Pursue actively · Excellent.*level 5 Proceed with caution · Limited/);
    expect(a.blocks.competition.data!.mapping).toMatchObject({ kind: 'measured', recall: { unit: '%', kind: 'measurement' } });
    expect(a.blocks.competition.data!.projectedCapacity).toMatchObject({ kind: 'model estimate', unit: 'stores' });
    // ATV and purchase frequency have no source: never invented.
    for (const f of [a.blocks.economy.data!.payback, a.blocks.economy.data!.averageTransactionValue, a.blocks.economy.data!.purchaseFrequency]) {
      expect(f).toMatchObject({ value: null, kind: 'not available' });
      expect(f.note).toMatch(/Insufficient data/);
    }
    const words = a.blocks.narrative.data!;
    expect(words.source).toBe('template');
    expect(words.paragraphs.join(' ')).toContain(`${s.score.value}`);
    // Every number of the narrative is a figure of the answer (or the score's scale of 100).
    const shown = new Set(['100', ...JSON.stringify(a.blocks).match(/-?\d+(\.\d+)?/g)!.flatMap((n) => [n, Number(n).toLocaleString('en')])]);
    for (const n of words.paragraphs.flatMap(numbersIn)) expect(shown.has(n.replace(/,/g, '')) || shown.has(n), n).toBe(true);
  });

  it('speaks the reader language: Thai labels and narrative for the same unlocked analysis', async () => {
    const { token } = await newUser(1);
    const q = await create(token);
    await call(token, 'POST', `/area/queries/${q.id}/ai-analysis/unlock`);
    const th = await analysis(token, q.id, 'th');
    const en = await analysis(token, q.id, 'en');
    expect(th.blocks.score.data!.score.value).toBe(en.blocks.score.data!.score.value);
    expect(th.blocks.narrative.data!.paragraphs.join('')).toMatch(/[\u0E00-\u0E7F]/);
    expect(th.blocks.score.data!.tier.label).toMatch(/[\u0E00-\u0E7F]/);
    expect(th.blocks.score.data!.factors[0]!.name).toMatch(/[\u0E00-\u0E7F]/);
  });

  it("reads a brand's own stores nearby into the verdict", async () => {
    const brand = await t.ctx.db.selectFrom('geo_brands').select('id').where('name', '=', 'Starbucks').orderBy('id').executeTakeFirst();
    expect(brand).toBeTruthy();
    const { token } = await newUser(1);
    const q = await create(token, { brandId: brand!.id, radius: 1000 });
    expect(q.brandId).toBe(brand!.id);
    await call(token, 'POST', `/area/queries/${q.id}/ai-analysis/unlock`);
    const a = await analysis(token, q.id);
    expect(a.brand).toEqual({ id: brand!.id, name: 'Starbucks' });
    const own = a.blocks.competition.data!.ownBrandStores;
    expect(own.kind).toBe('measurement');
    expect(own.value).toBeGreaterThan(0);
    expect(a.blocks.score.data!.factors.find((f) => f.key === 'cannibalisation')).toMatchObject({ weight: 0, measured: true });
    expect(a.blocks.score.data!.verdict.caps.map((c) => c.key)).toContain('ownStoresNearby');
    expect(['pursueActively', 'pursue']).not.toContain(a.blocks.score.data!.advice.key);
    expect((await call(token, 'POST', '/area/queries', { lat: 1.3, lon: 103.8, radius: 500, industry: 'cafe', placeName: null, brandId: 'no-such-brand' })).status).toBe(400);
  });

  it('calls Tanjong Pagar a prime place for a café in a highly saturated market, and advises accordingly', async () => {
    const { token } = await newUser(2);
    const q = await create(token, { lat: 1.27645, lon: 103.84567, placeName: 'Tanjong Pagar' });
    await call(token, 'POST', `/area/queries/${q.id}/ai-analysis/unlock`);
    const a = await analysis(token, q.id);
    const s = a.blocks.score.data!;
    const c = a.blocks.competition.data!;
    expect(s.tier.key).toBe('prime');
    expect(c.saturation).toMatchObject({ level: 5, label: 'Highly saturated' });
    expect(c.existingStores.value!).toBeGreaterThan(2 * c.projectedCapacity.value!);
    expect(s.advice.key).toBe('proceedWithCaution');
    expect(a.blocks.economy.data!.investmentOpportunity.key).toBe('limited');
    expect(s.verdict.reason).toMatch(/look nearby/);
    // Narrative, advice and competition block say the same thing.
    const text = a.blocks.narrative.data!.paragraphs.join(' ');
    for (const words of ['Proceed with caution', 'Highly saturated', 'look nearby']) expect(text).toContain(words);
    expect(text).not.toContain('Pursue actively');
    // The business district report of the same place reads the same saturation, from the same room.
    await call(token, 'POST', `/area/queries/${q.id}/business-district/unlock`);
    const district = (await call(token, 'GET', `/area/queries/${q.id}/business-district`)).data as any;
    expect(district.blocks.levels.data.saturation).toMatchObject({ level: 5, label: 'Highly saturated', rule: c.saturation.rule, figure: { value: c.saturation.figure.value, unit: 'ratio' } });
  });

  it('states the coverage of a Kuala Lumpur and a Bangkok analysis and does not count missing factors as zero', async () => {
    const { token } = await newUser(2);
    for (const [lat, lon, placeName] of [[3.1466, 101.7101, 'Bukit Bintang'], [13.7466, 100.5393, 'Siam']] as const) {
      const q = await create(token, { lat, lon, placeName });
      await call(token, 'POST', `/area/queries/${q.id}/ai-analysis/unlock`);
      const s = (await analysis(token, q.id)).blocks.score.data!;
      expect(s.coverage.missing, placeName).toContain('demand');
      expect(s.coverage.text, placeName).toMatch(/^\d of 4 factors measured$/);
      expect(s.coverage.note, placeName).toMatch(/Not measured here: .*Demand/);
      const demand = s.factors.find((f) => f.key === 'demand')!;
      expect(demand, placeName).toMatchObject({ weight: 0, contribution: 0, measured: false });
      expect(s.factors.filter((f) => f.measured && f.key !== 'competition').reduce((sum, f) => sum + f.weight, 0), placeName).toBeCloseTo(100, 0);
      expect(s.verdict.caps.map((c) => c.key), placeName).toContain('demandNotMeasured');
      expect(['prime', 'premium']).not.toContain(s.tier.key);
      expect(['pursueActively', 'pursue']).not.toContain(s.advice.key);
    }
  });

  it('previews what an analysis will measure before anything is saved or charged, in the reader\'s language', async () => {
    const { token, userId } = await newUser();
    const preview = (query: string) => call(token, 'GET', `/area/ai-analysis/preview?radius=500&${query}`);
    const tanjongPagar = await preview('lat=1.27645&lon=103.84567&industry=cafe');
    expect(tanjongPagar.status).toBe(200);
    const siam = await preview('lat=13.7466&lon=100.5393&industry=cafe&lang=th');
    expect((siam.data as AiAnalysisReport['preview']).coverage.missing).toContain('demand');
    expect((siam.data as AiAnalysisReport['preview']).coverage.text).toMatch(/[\u0E00-\u0E7F]/);
    // Refused with the reason: not a store industry, an unknown one, a place no map covers, a point off the globe.
    for (const query of ['lat=1.3&lon=103.8&industry=park', 'lat=1.3&lon=103.8&industry=nonsense', 'lat=0&lon=-140&industry=cafe', 'lat=91&lon=0&industry=cafe', 'lat=1.3&lon=103.8']) {
      expect((await preview(query)).status, query).toBe(400);
    }
    expect((await preview('lat=0&lon=-140&industry=cafe')).data).toMatchObject({ fields: [{ field: 'location', message: translator('en').siteAnalysis.notes.notCovered() }] });
    expect(await t.ctx.db.selectFrom('area_queries').select('id').where('user_id', '=', userId).execute()).toEqual([]);
    expect(await spends(userId)).toBe(0);
    // The analysis then saved there sends the same preview with its unlock dialog.
    const q = await create(token, { lat: 1.27645, lon: 103.84567, placeName: 'Tanjong Pagar' });
    expect(tanjongPagar.data).toEqual((await analysis(token, q.id)).preview);
  });

  it('refuses to score a query without a store industry, and charges nothing for it', async () => {
    const { token, userId } = await newUser(1);
    const q = await create(token, { industry: null });
    expect((await call(token, 'GET', `/area/queries/${q.id}/ai-analysis`)).status).toBe(400);
    expect((await call(token, 'POST', `/area/queries/${q.id}/ai-analysis/unlock`)).status).toBe(400);
    expect(await spends(userId)).toBe(0);
  });

  it("counts the anchors and stops the raw files hold within the radius (recounted here with the test's own readers)", async () => {
    const { token } = await newUser();
    const example = (await call(token, 'GET', '/area/example')).data as AreaQuery;
    const a = await analysis(token, example.id);
    const near = (lat: number, lon: number) => metres(example, { lat, lon }) <= example.radius;
    const json = (file: string) => JSON.parse(fs.readFileSync(path.join(dataDir, file), 'utf8'));
    type Point = { geometry: { type: string; coordinates: [number, number] }; properties: Record<string, unknown> };
    const rail = (json('sg/rail-2022-11.geojson').features as Point[]).filter((f) => f.geometry.type === 'Point' && f.properties.stop_type === 'station');
    const stations = rail.filter((f) => near(f.geometry.coordinates[1], f.geometry.coordinates[0])).length;
    const hawkers = (json('sg/hawker-centres.geojson').features as Point[]).filter((f) => near(f.geometry.coordinates[1], f.geometry.coordinates[0])).length;
    const stops = (json('sg/bus-stops-2026-04.json') as Array<{ Latitude: number; Longitude: number }>).filter((b) => near(b.Latitude, b.Longitude)).length;
    const anchors = Object.fromEntries(a.blocks.businessActivity.data!.anchors.map((x) => [x.key, x.count.value]));
    expect({ railStations: anchors.railStations, hawkerCentres: anchors.hawkerCentres }).toEqual({ railStations: stations, hawkerCentres: hawkers });
    const busStops = a.blocks.score.data!.factors.find((f) => f.key === 'accessibility')!.inputs.find((i) => i.key === 'busStops')!.figure.value;
    expect(busStops).toBe(stops);
    expect(stations).toBeGreaterThan(0);
    expect(stops).toBeGreaterThan(0);
  });

  it('refuses what an attacker sends: no token, malformed and unknown ids, oversized fields and bodies, a flood of unlocks from rotating addresses', async () => {
    const { token, userId } = await newUser(3);
    const q = await create(token);
    expect((await t.app.inject({ method: 'GET', url: `/v1/area/queries/${q.id}/ai-analysis` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: `/v1/area/queries/${q.id}/ai-analysis/unlock`, headers: { authorization: 'Bearer forged-token-0000000000000000000' } })).statusCode).toBe(401);
    for (const id of ['../../etc', 'x', "a'; drop table area_queries;--aaaaaaa", 'A'.repeat(65)]) {
      expect((await call(token, 'GET', `/area/queries/${encodeURIComponent(id)}/ai-analysis`)).status, id).toBeGreaterThanOrEqual(400);
    }
    expect((await call(token, 'GET', `/area/queries/${'A'.repeat(22)}/ai-analysis`)).status).toBe(404);
    expect((await call(token, 'POST', '/area/queries', { lat: 1.3, lon: 103.8, radius: 500, industry: 'cafe', placeName: null, brandId: 'b'.repeat(10_000) })).status).toBe(400);
    const huge = await t.app.inject({ method: 'POST', url: '/v1/area/queries', headers: { ...bearer(token), 'content-type': 'application/json' }, payload: JSON.stringify({ lat: 1.3, lon: 103.8, radius: 500, industry: 'cafe', placeName: 'x'.repeat(2_000_000) }) });
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.statusCode).toBeLessThan(500);
    // Unlocks are limited per account (30 a minute), whatever address the client claims: 40 at once from 40 claimed
    // addresses get no more than the account's share, and spend one credit at most.
    const flood = await Promise.all(Array.from({ length: 40 }, (_, i) => t.app.inject({
      method: 'POST', url: `/v1/area/queries/${q.id}/ai-analysis/unlock`, headers: { ...bearer(token), 'x-forwarded-for': `203.0.113.${i}` },
    })));
    expect(flood.filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(10);
    expect(flood.every((r) => r.statusCode === 200 || r.statusCode === 429)).toBe(true);
    expect(await spends(userId)).toBeLessThanOrEqual(1);
  });

  it('gives the example analysis free', async () => {
    const { token, userId } = await newUser();
    const example = (await call(token, 'GET', '/area/example')).data as AreaQuery;
    const a = await analysis(token, example.id);
    expect(a.blocks.score).toMatchObject({ locked: false });
    expect(a.blocks.score.data!.score.value).not.toBeNull();
    expect(await spends(userId)).toBe(0);
  });
});

/** Great-circle distance in metres (the test's own, not the importer's). */
function metres(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 2 * 6371008.8 * Math.asin(Math.sqrt(h));
}

function expectProvenance(f: Figure, where: string) {
  if (f.kind === 'not available') {
    expect(f.value, where).toBeNull();
    expect(f.note, where).toBeTruthy();
  } else {
    expect(f.datasets.length, where).toBeGreaterThan(0);
    expect(f.vintage, where).toBeTruthy();
  }
}
