import type { FastifyBaseLogger } from 'fastify';
import type { BackgroundWork } from './background.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { allMigrations } from './migrations.js';
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
export async function prepareDatabase(handle: DatabaseHandle, ctx: AppContext, log: FastifyBaseLogger, background: BackgroundWork): Promise<string[]> {
  return withStartLock(handle, async () => {
    const applied = await migrateToLatest(handle.db, allMigrations);
    if (applied.length) log.info({ migrations: applied }, 'database migrated');
    for (const task of startupTasks) {
      log.info({ task: task.name }, 'startup task');
      await task.run(ctx, log, background);
    }
    return applied;
  });
}

export interface StartNote {
  level: 'info' | 'warn';
  msg: string;
}

/**
 * What the start log says about the settings that decide whether anyone can get something for nothing: the payment
 * sandbox (credits and memberships for a simulated payment) and who can reach it.
 */
export function sandboxStartNote(config: Pick<Config, 'paymentsSandbox' | 'facesNetwork' | 'production' | 'trustProxy' | 'host'>): StartNote {
  if (!config.paymentsSandbox) {
    const why = config.facesNetwork ? ` (HOST=${config.host} faces a network; PAYMENTS_SANDBOX=true turns it on for a demo)` : '';
    return { level: 'info', msg: `payment sandbox off: only real payment providers take orders${why}` };
  }
  const reachable = config.facesNetwork || config.production || config.trustProxy !== false;
  return reachable
    ? { level: 'warn', msg: 'payment sandbox ON and reachable from the network (PAYMENTS_SANDBOX=true): anyone can get credits and memberships with a simulated payment' }
    : { level: 'info', msg: `payment sandbox on for this machine only (HOST=${config.host}): simulated payments, no money moves; PAYMENTS_SANDBOX=false turns it off` };
}
