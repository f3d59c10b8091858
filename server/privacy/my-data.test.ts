import { gunzipSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { bearer, startTestApp, type TestApp } from '../testing/harness.js';
import { freshIp } from '../testing/codes-helpers.js';
import { createSession } from '../accounts/repository.js';
import { modules } from '../modules.js';
import { Codes } from '../../contracts/errors.js';
import { MY_DATA_PER_10_MINUTES } from './my-data.js';
import { isSecretColumn } from './export.js';

const MB = 1024 * 1024;

/** Where in a JSON document a value is a byte array: a serialized Buffer, or an array of 16 or more bytes. */
function byteArrays(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) {
    if (value.length >= 16 && value.every((v) => Number.isInteger(v) && v >= 0 && v <= 255)) return [path];
    return value.flatMap((v, i) => byteArrays(v, `${path}[${i}]`));
  }
  if (value && typeof value === 'object') {
    if ((value as { type?: unknown }).type === 'Buffer') return [path];
    return Object.entries(value).flatMap(([k, v]) => byteArrays(v, `${path}.${k}`));
  }
  return [];
}

for (const target of testDatabaseTargets()) {
  describe(`"all my personal data" on ${target.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(target);
    });
    afterAll(() => t.close());

    const download = (token: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: '/v1/me/data', headers: { ...bearer(token), ...headers }, remoteAddress: freshIp() });

    /** An account with four PDF exports in the queue's tables, as the export service leaves them: 7 MB of files. */
    async function accountWithFourExports() {
      const token = await t.anonymousToken();
      const { userId } = (await t.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(token) })).json().data as { userId: string };
      const now = t.clock.now();
      const kinds = [['area', 'q1', 'en'], ['ai-analysis', 'q1', 'th'], ['recommendation', 'r1', 'en'], ['receipt', 'o1', 'ko']] as const;
      for (const [i, [report, reportId, lang]] of kinds.entries()) {
        const cacheKey = `${report}|${reportId}|${lang}|2026-11-20|${userId}|`;
        await t.ctx.db.insertInto('export_files').values({ cache_key: cacheKey, owner_id: userId, pdf: randomBytes(1.5 * MB), png: i === 0 ? randomBytes(1 * MB) : null, created_at: now, expires_at: new Date(now.getTime() + 86_400_000) }).execute();
        await t.ctx.db.insertInto('exports').values({ user_id: userId, report, report_id: reportId, lang, subject: 'ตันจงปาการ์', cache_key: cacheKey, state: 'done', progress: 100, error: null, file_name: `lokasi-${report}-2026-11-21.pdf`, created_at: now, started_at: now, finished_at: now }).execute();
      }
      return { token, userId };
    }

    it('lists the exports by kind, place, date and language, never their bytes: four exports are a file of a few KB', async () => {
      const { token, userId } = await accountWithFourExports();
      const res = await download(token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="lokasi-my-data-2026-11-21\.json"$/);
      expect(res.rawPayload.length).toBeLessThan(1 * MB);
      expect(res.rawPayload.length).toBeLessThan(20_000);
      const body = res.json() as { code: number; data: { userId: string; modules: Record<string, Record<string, Array<Record<string, unknown>>>>; omitted: object } };
      expect(body.code).toBe(0);
      expect(byteArrays(body)).toEqual([]);
      expect(body.data.userId).toBe(userId);
      expect(body.data.omitted).toEqual({});
      const { exports, export_files: files } = body.data.modules.exports!;
      // Kind, place, language and date: what each export is, in the reader's words.
      expect(exports!.map((e) => [e.report, e.subject, e.lang, e.created_at])).toEqual(expect.arrayContaining([['ai-analysis', 'ตันจงปาการ์', 'th', '2026-11-21T10:00:00.000Z']]));
      expect(exports!).toHaveLength(4);
      expect(exports![0]).toMatchObject({ report_id: expect.any(String), created_at: '2026-11-21T10:00:00.000Z', state: 'done' });
      expect(files!.map((f) => f.pdf)).toEqual(Array(4).fill({ bytes: 1.5 * MB }));
      expect(files!.map((f) => f.png)).toEqual(expect.arrayContaining([{ bytes: 1 * MB }, null]));
      // Gzipped for a client that takes it: the same document.
      const zipped = await download(token, { 'accept-encoding': 'gzip, deflate' });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(zipped.rawPayload).toString()).data.modules).toEqual(body.data.modules);
    });

    it('declares every byte column of a personal table as a file (or it is a secret, left out), so none reaches the file as bytes', async () => {
      const declared = modules.flatMap((m) => Object.entries(m.personalData?.tables ?? {}).map(([table, t]) => ({ table, files: t.files ?? [] })));
      const bytea = await sql<{ table_name: string; column_name: string }>`
        SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema() AND data_type = 'bytea'`.execute(t.ctx.db);
      const undeclared = bytea.rows.filter((c) => !isSecretColumn(c.column_name) && declared.some((d) => d.table === c.table_name && !d.files.includes(c.column_name)));
      expect(undeclared).toEqual([]);
    });

    it(`allows ${MY_DATA_PER_10_MINUTES} downloads per account in 10 minutes, whichever session and address asks`, async () => {
      const { token, userId } = await accountWithFourExports();
      const other = await createSession(t.ctx.db, userId, t.clock.now());
      for (let i = 0; i < MY_DATA_PER_10_MINUTES; i++) expect((await download(i % 2 ? other : token)).statusCode).toBe(200);
      const refused = await download(other);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: Codes.RATE_LIMITED.code });
      // Another account is not held back by this one.
      expect((await download(await t.anonymousToken())).statusCode).toBe(200);
    });
  });
}
