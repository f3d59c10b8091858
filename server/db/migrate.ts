import { Migrator, type Migration, type MigrationProvider, type Kysely } from 'kysely';

class InCodeProvider implements MigrationProvider {
  constructor(private readonly migrations: Record<string, Migration>) {}
  async getMigrations() {
    return this.migrations;
  }
}

/**
 * Applies `migrations` (server/migrations.ts has every module's) in name order. Names start with a date so domains
 * interleave predictably. Domains are written in parallel, so a new migration may sort before one a database already
 * ran (a `…-counter-002` landing after `…-geo-brand-001` was applied): it is applied then instead of stopping the start.
 */
export async function migrateToLatest(db: Kysely<any>, migrations: Record<string, Migration>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new InCodeProvider(migrations), allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '?'} failed: ${(error as Error).message ?? error}`);
  }
  return (results ?? []).map((r) => r.migrationName);
}
