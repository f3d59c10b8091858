// The server under load for perf/bench.ts, in its own process so the load generator does not share its event loop.
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { openDatabase } from '../server/db/database.js';
import { openChangeFeed } from '../server/db/change-feed.js';
import { migrateToLatest } from '../server/db/migrate.js';
import { allMigrations } from '../server/migrations.js';
import { startupTasks } from '../server/startup.js';
import { BackgroundWork } from '../server/background.js';
import { gracefulShutdown } from '../server/shutdown.js';

const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.pgliteDir, poolSize: 20 });
await migrateToLatest(handle.db, allMigrations);
const changes = await openChangeFeed(handle);
const ctx = { config, db: handle.db, dbKind: handle.kind, changes, now: () => new Date() };
const app = await buildApp(ctx, undefined, { serveWeb: false });
// Same start as npm start (e.g. the geo data import), so data-backed scenarios measure real reports.
const background = new BackgroundWork();
for (const task of startupTasks) await task.run(ctx, app.log, background);
await app.listen({ port: config.port, host: '127.0.0.1' });
// The scenarios measure a started instance: its start-up warming (grids, room models, the gazetteer) done first, and timed.
const warming = performance.now();
await background.close();
console.log(`[bench] start-up warming finished in ${Math.round(performance.now() - warming)} ms after listening`);
process.send?.({ ready: true, database: handle.kind });
process.on('SIGTERM', () => void gracefulShutdown(app, [background, changes, handle])('SIGTERM'));
