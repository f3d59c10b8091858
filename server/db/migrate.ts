import { Migrator, type Migration, type MigrationProvider, type Kysely } from 'kysely';
import { allMigrations } from './migrations.js';

class InCodeProvider implements MigrationProvider {
  constructor(private readonly migrations: Record<string, Migration>) {}
  async getMigrations() {
    return this.migrations;
  }
}

/** Applies every domain's migrations in name order. Names start with a date so domains interleave predictably. */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new InCodeProvider(allMigrations) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '?'} failed: ${(error as Error).message ?? error}`);
  }
  return (results ?? []).map((r) => r.migrationName);
}
