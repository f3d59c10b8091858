import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openChangeFeed } from '../db/change-feed.js';
import { openDatabase } from '../db/database.js';

/*
 * The API on DATABASE_URL in a process of its own, for tests that end it as a crash would (kill -9 mid-request):
 * `node --import tsx server/testing/app-process.ts` (one process: the tsx CLI would run it in a child of its own). No migration, startup task or scheduler: the test's database is ready. It
 * prints `listening <port>` once it answers.
 */
const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env, PORT: '0', HOST: '127.0.0.1' });
if (!config.databaseUrl) throw new Error('app-process: DATABASE_URL names the database to serve');
const handle = await openDatabase({ url: config.databaseUrl });
const changes = await openChangeFeed(handle);
const app = await buildApp({ config, db: handle.db, dbKind: handle.kind, changes, now: () => new Date() }, undefined, { serveWeb: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : ''}`);
