import fs from 'node:fs';
import path from 'node:path';
import { grantCredits } from '../credits/ledger.js';
import { answer, bearer, startTestApp, type TestApp } from './harness.js';
import { gridsStored } from './grids-stored.js';
import { openImported } from './imported-databases.js';
import { testDatabaseTargets } from './test-databases.js';

/*
 * An app on Singapore's imported data for API tests of the paid reports: the datasets the site-scoring engine reads
 * (imported once into a template, about 30 s, then copied for each file: imported-databases.ts), users with credits,
 * calls with a token, and the debits a user was charged.
 */
const dataDir = path.resolve(process.env.LOKASI_DATA_DIR ?? '../shared/data');
export const SINGAPORE_DATASETS = /^(places|nsi|sg-planning-areas|osm-asia-2018|sg-(hawker-centres|shopping-malls|chas-clinics|halal|bus-stops|rail|hdb-blocks|lta-train-volume)|wpp-2024)$/;

export const singaporeData = { available: fs.existsSync(path.join(dataDir, 'MANIFEST.md')) };
export const singaporeTarget = testDatabaseTargets().find((x) => x.name === 'postgres') ?? testDatabaseTargets()[0]!;

/** The industries the paid-report tests ask for in Singapore: their room fits come with the stored grid. */
const SINGAPORE_TEST_INDUSTRIES = ['cafe', 'restaurant'] as const;

/**
 * The app on a fresh copy of Singapore's data, with the datasets of `more` imported on top when given (a template of
 * its own), and Singapore's city grid stored as a started instance stores it, unless `gridsGathered` (a test of the
 * gathering itself).
 */
export async function startSingaporeApp(options: { more?: RegExp; gridsGathered?: boolean } = {}): Promise<TestApp> {
  const layers = [SINGAPORE_DATASETS, ...(options.more ? [options.more] : [])];
  const handle = await openImported(singaporeTarget, ...layers, ...(options.gridsGathered ? [] : [gridsStored('SG', SINGAPORE_TEST_INDUSTRIES)]));
  return startTestApp(singaporeTarget, {}, handle);
}

/** The id of Singapore's city (the whole country, as its picker lists it first). */
export async function singaporeCityId(t: TestApp): Promise<number> {
  return (await t.ctx.db.selectFrom('geo_cities as c').innerJoin('geo_countries as k', 'k.id', 'c.country_id').select('c.id')
    .where('k.iso2', '=', 'SG').orderBy('c.is_country', 'desc').orderBy('c.id').executeTakeFirstOrThrow()).id;
}

/** A fresh anonymous user holding `credits` purchased credits. */
export async function userWithCredits(t: TestApp, credits = 0): Promise<{ token: string; userId: string }> {
  const token = await t.anonymousToken();
  const me = answer<{ userId: string }>(await t.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(token) }));
  if (credits) await grantCredits(t.ctx.db, me.data.userId, { amount: credits, kind: 'purchased', ref: `order:test-${me.data.userId}` }, t.clock.now());
  return { token, userId: me.data.userId };
}

/** An API call with the user's token: the envelope's code, message and data with the HTTP status. */
export const callAs = async (t: TestApp, token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  answer(await t.app.inject({ method, url: `/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) }));

/** How many debits the user's ledger holds. */
export const debitsOf = async (t: TestApp, userId: string) =>
  (await t.ctx.db.selectFrom('credit_ledger').select('ref').where('user_id', '=', userId).where('kind', '=', 'spend').execute()).length;
