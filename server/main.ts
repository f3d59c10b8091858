import path from 'node:path';
import { loadConfig, ConfigError } from './config.js';
import { openDatabase } from './db/database.js';
import { openChangeFeed } from './db/change-feed.js';
import { buildApp } from './app.js';
import { modules } from './modules.js';
import { jobsOf } from './jobs/index.js';
import { startScheduler } from './jobs/scheduler.js';
import { prepareDatabase, sandboxStartNote } from './startup.js';
import { BackgroundWork } from './background.js';
import { gracefulShutdown } from './shutdown.js';
import { buildWebApp, webBuildIsStale } from './web/build.js';

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}\nSee .env.example for every variable.`);
    process.exit(1);
  }
  throw error;
}

const root = path.resolve(import.meta.dirname, '..');
if (webBuildIsStale(root, config.distDir)) {
  console.log('Building the web app (dist/ is missing or older than its sources)...');
  buildWebApp(root, config.distDir);
}

const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.pgliteDir });
const changes = await openChangeFeed(handle);
const ctx = { config, db: handle.db, dbKind: handle.kind, changes, now: () => new Date() };
const app = await buildApp(ctx);
const sandboxNote = sandboxStartNote(config);
app.log[sandboxNote.level](sandboxNote.msg);
const background = new BackgroundWork();
await prepareDatabase(handle, ctx, app.log, background);
const scheduler = startScheduler(ctx, jobsOf(modules), app.log);

const shutdown = gracefulShutdown(app, [scheduler, background, changes, handle]);
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
console.log(`Lokasi is running at http://${shownHost}:${config.port}/ (database: ${handle.kind === 'pglite' ? `embedded PGlite in ${config.pgliteDir}` : 'PostgreSQL'}; payment sandbox ${config.paymentsSandbox ? 'on: simulated payments, no money moves' : 'off'})`);
