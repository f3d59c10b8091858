import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { withStartLock } from './db/start-lock.js';
import type { AppContext, StartupTask } from './module.js';
import { modules } from './modules.js';

/** Every module's startup tasks, in module order (e.g. the importer's geo data import). */
export const startupTasks: StartupTask[] = modules.flatMap((m) => m.startup ?? []);

/**
 * What `npm start` does before listening: migrate, then run every startup task, holding the database-wide start
 * lock so instances started together do it one at a time (the first imports, the others find nothing stale).
 * Returns the names of the migrations it applied.
 */
export async function prepareDatabase(handle: DatabaseHandle, ctx: AppContext, log: FastifyBaseLogger): Promise<string[]> {
  return withStartLock(handle, async () => {
    const applied = await migrateToLatest(handle.db);
    if (applied.length) log.info({ migrations: applied }, 'database migrated');
    for (const task of startupTasks) {
      log.info({ task: task.name }, 'startup task');
      await task.run(ctx, log);
    }
    return applied;
  });
}
