import type { DomainModule } from '../module.js';
import { purgeExpiredKeysJob } from './keys.js';
import { cryptoMigrations } from './migrations.js';
import { cryptoRoutes } from './routes.js';
import type { CryptoTables } from './tables.js';

declare module '../db/tables.js' {
  interface Database extends CryptoTables {}
}

/** Response encryption: per-session keys and the hooks that encrypt answers (see ./README.md). */
export const cryptoModule: DomainModule = {
  name: 'crypto',
  dependsOn: ['accounts'],
  migrations: cryptoMigrations,
  routes: cryptoRoutes,
  jobs: [purgeExpiredKeysJob],
  personalData: {
    tables: { response_keys: { columns: ['session_id', 'key'], erasedWith: 'sessions', erasure: 'deleted' } },
  },
};
