import type { Migration } from 'kysely';
import type { DomainModule } from './module.js';
import { modules } from './modules.js';

/**
 * Every module's migrations under their own names. Kysely runs them sorted by name (a plain string sort, not the
 * order of this object), and names start with a date, so the list order of modules never changes what runs when.
 */
function migrationsOf(list: readonly DomainModule[]): Record<string, Migration> {
  const all: Record<string, Migration> = {};
  for (const m of list) {
    for (const [name, migration] of Object.entries(m.migrations ?? {})) {
      if (all[name]) throw new Error(`Migration "${name}" of module "${m.name}" is declared twice`);
      all[name] = migration;
    }
  }
  return all;
}

/** The migrations of every registered module: what `npm start`, `npm run data:import` and the test databases apply. */
export const allMigrations = migrationsOf(modules);
