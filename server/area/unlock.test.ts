import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantCredits } from '../credits/ledger.js';
import { answer, bearer, startTestApp, type TestApp } from '../testing/harness.js';
import { openImported } from '../testing/imported-databases.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import type { AreaQuery, ReportKind, UnlockAnswer } from '../../contracts/area.js';
import type { AiAnalysisReport } from '../../contracts/ai-analysis.js';
import { EXAMPLE } from './example.js';
import { cityGrid } from './scoring/city-grid.js';

/*
 * One paid open, one way: the unlock checks access and builds the report once, prices it from the report's own answer
 * (nothing to open costs nothing) and answers the unlocked report, the same the report's route then sends.
 *
 * The analysis's builds are counted where they can be seen from outside: each build asks the narrative's rephrasing
 * endpoint once, and here that endpoint is a local stand-in that counts what it is asked (and answers an error, so the
 * template narrative stands).
 */
const dataDir = path.resolve(process.env.LOKASI_DATA_DIR ?? '../shared/data');
// The AI analysis tests' subset: one imported template serves both files.
const DATASETS = /^(places|nsi|sg-planning-areas|osm-asia-2018|sg-(hawker-centres|shopping-malls|chas-clinics|halal|bus-stops|rail|hdb-blocks|lta-train-volume)|wpp-2024)$/;
const target = testDatabaseTargets().find((x) => x.name === 'postgres') ?? testDatabaseTargets()[0]!;

describe.runIf(fs.existsSync(path.join(dataDir, 'MANIFEST.md')))(`unlocking a report on ${target.name} with Singapore's data`, () => {
  let t: TestApp;
  let llm: Server;
  let builds = 0;
  beforeAll(async () => {
    llm = createServer((req, res) => {
      builds++;
      req.resume().on('end', () => res.writeHead(503).end());
    });
    await new Promise<void>((resolve) => llm.listen(0, '127.0.0.1', resolve));
    const handle = await openImported(target, DATASETS);
    t = await startTestApp(target, { LLM_URL: `http://127.0.0.1:${(llm.address() as AddressInfo).port}/v1`, LLM_MODEL: 'stand-in' }, handle);
    await cityGrid(t.ctx.db, 'SG', t.clock.now());
  }, 900_000);
  afterAll(async () => {
    await t?.close();
    await t?.handle.close();
    await new Promise((resolve) => llm?.close(resolve));
  });

  async function newUser(credits = 0) {
    const token = await t.anonymousToken();
    const me = answer<{ userId: string }>(await t.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(token) }));
    if (credits) await grantCredits(t.ctx.db, me.data.userId, { amount: credits, kind: 'purchased', ref: `order:unlock-${me.data.userId}` }, t.clock.now());
    return { token, userId: me.data.userId };
  }
  const call = async <T,>(token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    answer<T>(await t.app.inject({ method, url: `/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) }));
  const create = async (token: string, at: { lat: number; lon: number } = EXAMPLE) =>
    (await call<AreaQuery>(token, 'POST', '/area/queries', { lat: at.lat, lon: at.lon, radius: 500, industry: 'cafe', placeName: null })).data;
  const report = <R,>(token: string, id: string, kind: ReportKind) => call<R>(token, 'GET', `/area/queries/${id}/${kind}?lang=en`);
  const unlock = <R,>(token: string, id: string, kind: ReportKind) => call<UnlockAnswer<R>>(token, 'POST', `/area/queries/${id}/${kind}/unlock?lang=en`);
  const spends = async (userId: string) => (await t.ctx.db.selectFrom('credit_ledger').select('ref').where('user_id', '=', userId).where('kind', '=', 'spend').execute()).length;

  it('builds the analysis once for a paid open and answers the analysis the next GET sends, figure for figure', async () => {
    const { token, userId } = await newUser(2);
    // Opened cold: the unlock builds the analysis, prices it and answers it unlocked.
    const cold = await create(token);
    const before = builds;
    const opened = await unlock<AiAnalysisReport>(token, cold.id, 'ai-analysis');
    expect(opened.status).toBe(200);
    expect(builds - before).toBe(1);
    expect(opened.data).toMatchObject({ unlocked: true, balance: 1, report: { unlocked: true, unlockCost: 0, query: { id: cold.id } } });
    expect(opened.data.report.blocks.score.data!.score.value).toEqual(expect.any(Number));
    const shown = await report<AiAnalysisReport>(token, cold.id, 'ai-analysis');
    expect(shown.data).toEqual(opened.data.report);
    expect(builds - before).toBe(1);

    // Seen locked first (as the unlock dialog is reached): the unlock builds nothing more.
    const seen = await create(token, { lat: 1.27645, lon: 103.84567 });
    const locked = await report<AiAnalysisReport>(token, seen.id, 'ai-analysis');
    expect(locked.data).toMatchObject({ unlocked: false, unlockCost: 1 });
    const afterLocked = builds;
    const paid = await unlock<AiAnalysisReport>(token, seen.id, 'ai-analysis');
    expect(paid.data.balance).toBe(0);
    expect((await report<AiAnalysisReport>(token, seen.id, 'ai-analysis')).data).toEqual(paid.data.report);
    expect(builds).toBe(afterLocked);
    expect(await spends(userId)).toBe(2);
  });

  it('answers an unlocked people report equal to its GET, and a repeated unlock charges nothing more', async () => {
    const { token, userId } = await newUser(1);
    const q = await create(token);
    expect((await report<{ unlockCost: number }>(token, q.id, 'population')).data.unlockCost).toBe(1);
    const opened = await unlock<{ unlocked: boolean; blocks: Record<string, { locked: boolean }> }>(token, q.id, 'population');
    expect(opened.data.balance).toBe(0);
    expect(Object.values(opened.data.report.blocks).every((b) => !b.locked)).toBe(true);
    expect((await report(token, q.id, 'population')).data).toEqual(opened.data.report);
    expect((await unlock(token, q.id, 'population')).data).toEqual(opened.data);
    expect(await spends(userId)).toBe(1);
  });

  it.each(['business-district', 'surroundings', 'population'] as const)('costs nothing for a %s whose every figure is not available, and charges nothing', async (kind) => {
    const { token, userId } = await newUser();
    // The open South Pacific: no source covers the point.
    const q = await create(token, { lat: -30, lon: -140 });
    const locked = (await report<{ unlockCost: number; unlockOpens: number }>(token, q.id, kind)).data;
    expect(locked).toMatchObject({ unlockCost: 0, unlockOpens: 0 });
    const opened = await unlock<{ unlocked: boolean; unlockCost: number }>(token, q.id, kind);
    expect(opened.status).toBe(200);
    expect(opened.data).toMatchObject({ unlocked: true, balance: 0, report: { unlocked: true, unlockCost: 0 } });
    expect(await spends(userId)).toBe(0);
  });
});
