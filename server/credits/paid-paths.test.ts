import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/harness.js';
import { callAs, debitsOf, singaporeCityId, singaporeData, singaporeTarget, startSingaporeApp, userWithCredits } from '../testing/singapore-app.js';
import { EXAMPLE } from '../area/example.js';
import { getBalance } from './ledger.js';

/*
 * The two paid paths, an area report's unlock and a recommendation, debit and save what they buy in one transaction
 * (ledger.ts `purchase`): a save the database refuses, or a process killed with SIGKILL at the points between the debit
 * and the save, leaves no debit, and the request asked again charges once.
 */
const REPO = path.resolve(import.meta.dirname, '../..');

/** The first truthy answer of `probe`, asked every 100 ms; fails after `timeoutMs` saying what never came. */
async function waitFor<T>(probe: () => T | Promise<T>, timeoutMs: number, what: () => string): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
const onPostgres = singaporeTarget.name === 'postgres';
if (!onPostgres) console.warn('[tests] the kill -9 test of the paid paths is skipped: DATABASE_URL is not set (a killed process needs a database of its own process).');

describe.runIf(singaporeData.available)(`Paid paths on ${singaporeTarget.name}: a debit commits with what it buys`, () => {
  let t: TestApp;
  let singapore: number;
  beforeAll(async () => {
    t = await startSingaporeApp();
    singapore = await singaporeCityId(t);
  }, 900_000);
  afterAll(async () => {
    await t?.close();
    await t?.handle.close();
  });

  const balance = async (userId: string) => (await getBalance(t.ctx.db, userId, t.clock.now())).total;
  const newQuery = async (token: string) => ((await callAs(t, token, 'POST', '/area/queries', { lat: EXAMPLE.lat, lon: EXAMPLE.lon, radius: 500, industry: 'cafe', placeName: 'Paid path test' })).data as { id: string }).id;
  const unlocked = async (token: string, id: string) => ((await callAs(t, token, 'GET', `/area/queries/${id}/business-district`)).data as { unlocked: boolean }).unlocked;
  const price = async (token: string) => (await callAs(t, token, 'GET', `/recommendations/price?cityId=${singapore}&industry=restaurant`)).data as { cost: number };

  /** Runs `work` while the database refuses every insert into `table` (a trigger raising an error). */
  async function refusingInserts(table: string, work: () => Promise<void>): Promise<void> {
    await sql`CREATE OR REPLACE FUNCTION refuse_insert() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'injected fault'; END $$`.execute(t.ctx.db);
    await sql`CREATE TRIGGER refuse_insert BEFORE INSERT ON ${sql.table(table)} FOR EACH ROW EXECUTE FUNCTION refuse_insert()`.execute(t.ctx.db);
    try {
      await work();
    } finally {
      await sql`DROP TRIGGER refuse_insert ON ${sql.table(table)}`.execute(t.ctx.db);
    }
  }

  it('charges nothing when the save fails, for an unlock and a recommendation, and once when asked again', async () => {
    const { token, userId } = await userWithCredits(t, 2);
    const query = await newQuery(token);
    await refusingInserts('area_unlocks', async () => {
      expect((await callAs(t, token, 'POST', `/area/queries/${query}/business-district/unlock`)).status).toBe(500);
    });
    expect([await debitsOf(t, userId), await balance(userId), await unlocked(token, query)]).toEqual([0, 2, false]);
    expect((await callAs(t, token, 'POST', `/area/queries/${query}/business-district/unlock`)).data).toMatchObject({ unlocked: true, balance: 1 });
    expect([await debitsOf(t, userId), await unlocked(token, query)]).toEqual([1, true]);

    await refusingInserts('recommendations', async () => {
      expect((await callAs(t, token, 'POST', '/recommendations', { cityId: singapore, industry: 'restaurant' })).status).toBe(500);
    });
    expect([await debitsOf(t, userId), await balance(userId), (await price(token)).cost]).toEqual([1, 1, 1]);
    expect((await callAs(t, token, 'POST', '/recommendations', { cityId: singapore, industry: 'restaurant' })).status).toBe(200);
    expect([await debitsOf(t, userId), await balance(userId), (await price(token)).cost]).toEqual([2, 0, 0]);
  }, 300_000);

  /** The API in a process of its own on the test's database (server/testing/app-process.ts). */
  async function startProcess(): Promise<{ child: ChildProcess; url: string; output: () => string }> {
    // tsx as a loader of this one process: its CLI would run the server in a child of its own, which a SIGKILL spares.
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/testing/app-process.ts'], {
      cwd: REPO, env: { ...process.env, DATABASE_URL: t.handle.url, REDIS_URL: '' }, stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (b: Buffer) => (output += b.toString()));
    child.stderr!.on('data', (b: Buffer) => (output += b.toString()));
    const port = await waitFor(() => /listening (\d+)/.exec(output)?.[1], 60_000, () => `the process to listen:\n${output}`);
    return { child, url: `http://127.0.0.1:${port}`, output: () => output };
  }

  /**
   * Asks the process to pay for something while another session holds `table` (SHARE mode: reads pass, inserts wait),
   * so the process stops at its insert into `table`; kills it there with SIGKILL and lets the table go.
   */
  async function killedAt(table: string, request: { path: string; token: string }): Promise<void> {
    const app = await startProcess();
    const locker = new pg.Client({ connectionString: t.handle.url });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query(`LOCK TABLE ${table} IN SHARE MODE`);
      const asked = fetch(`${app.url}/v1${request.path}`, { method: 'POST', headers: { authorization: `Bearer ${request.token}` } }).then(async (r) => `${r.status} ${await r.text()}`, () => 'killed');
      let answered = '';
      void asked.then((a) => (answered = a));
      // pg_locks, not pg_stat_activity: the latter is a snapshot taken once per transaction, and this session holds one open.
      const waiting = async () => (await locker.query(`SELECT count(*)::int AS n FROM pg_locks WHERE relation = $1::regclass AND mode = 'RowExclusiveLock' AND NOT granted`, [table])).rows[0].n > 0;
      await waitFor(waiting, 120_000, () => `the process to reach its insert into ${table} (answered: ${answered}):\n${app.output()}`);
      app.child.kill('SIGKILL');
      expect(await asked).toBe('killed');
    } finally {
      if (app.child.exitCode === null && app.child.signalCode === null) app.child.kill('SIGKILL');
      await locker.query('ROLLBACK').catch(() => undefined);
      await locker.end();
    }
  }

  it.runIf(onPostgres)('leaves no debit when the process is killed (SIGKILL) between the debit and the save', async () => {
    // After the balance moved, before its ledger row; after both, before the unlock (the recommendation's save is the
    // same transaction of the same `purchase`, proven above to leave no debit when it fails).
    for (const table of ['credit_ledger', 'area_unlocks']) {
      const { token, userId } = await userWithCredits(t, 1);
      const query = await newQuery(token);
      await killedAt(table, { path: `/area/queries/${query}/business-district/unlock`, token });
      expect([await debitsOf(t, userId), await balance(userId), await unlocked(token, query)], table).toEqual([0, 1, false]);
      expect((await callAs(t, token, 'POST', `/area/queries/${query}/business-district/unlock`)).data).toMatchObject({ unlocked: true, balance: 0 });
    }
  }, 300_000);
});
