import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase } from './database.js';

const parent = mkdtempSync(path.join(tmpdir(), 'lokasi-db-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

it('opens the embedded database in a folder whose parents do not exist yet (a fresh clone has no .data/)', async () => {
  const handle = await openDatabase({ dataDir: path.join(parent, 'not', 'yet', 'there') });
  try {
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
    expect(rows[0]?.one).toBe(1);
  } finally {
    await handle.close();
  }
});

const adminUrl = process.env.DATABASE_URL;
// Without DATABASE_URL there is no PostgreSQL server to ask (test-databases.ts prints that once per run).
it.skipIf(!adminUrl)('has closed every PostgreSQL connection when close() resolves, so the database can be dropped at once', async () => {
  const handle = await openDatabase({ url: adminUrl!, poolSize: 12 });
  let connected = 0;
  let ended = 0;
  handle.pool.on('connect', (client) => {
    connected++;
    client.once('end', () => ended++);
  });
  await Promise.all(Array.from({ length: 12 }, () => sql`select pg_sleep(0.05)`.execute(handle.db)));
  await handle.close();
  expect(connected).toBe(12);
  expect(ended).toBe(connected);
});
