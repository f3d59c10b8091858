import type { DomainModule } from '../module.js';
import { accountsMigrations } from './migrations.js';
import { purgeUnusedAccountsJob } from './retention.js';
import { accountsRoutes } from './routes.js';
import type { AccountsTables } from './tables.js';

declare module '../db/tables.js' {
  interface Database extends AccountsTables {}
}

/** Anonymous accounts, sessions, e-mail code login/link, deletion. Routes authenticate with one hook per scope (server/http/authenticate.ts). */
export const accountsModule: DomainModule = {
  name: 'accounts',
  dependsOn: ['mail', 'codes', 'jobs'],
  migrations: accountsMigrations,
  routes: accountsRoutes,
  jobs: [purgeUnusedAccountsJob],
};
