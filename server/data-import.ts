import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { withStartLock } from './db/start-lock.js';
import { ImportError } from './geo/import/errors.js';
import { importAll } from './geo/import/run.js';
import { allMigrations } from './migrations.js';

/** `npm run data:import`: imports (or refreshes) every dataset of LOKASI_DATA_DIR into DATABASE_URL or the PGlite folder. */
const config = loadConfig();
const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.pgliteDir });
const started = performance.now();
try {
  // The same lock as a starting instance's, so an import run beside starting instances never imports twice.
  const reports = await withStartLock(handle, async () => {
    await migrateToLatest(handle.db, allMigrations);
    console.log(`Importing ${config.dataDir} into ${handle.kind}`);
    return importAll(handle.db, config.dataDir, { log: (l) => console.log(l) });
  });
  const imported = reports.filter((r) => r.status === 'imported');
  console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s: ${imported.length} imported (${imported.reduce((s, r) => s + r.rows, 0)} rows), ${reports.length - imported.length} unchanged.`);
} catch (e) {
  console.error(e instanceof ImportError ? `Import failed: ${e.message}` : e);
  process.exitCode = 1;
} finally {
  await handle.close();
}
