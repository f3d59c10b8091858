import type { DomainModule } from '../module.js';
import { accountsMigrations } from './migrations.js';
import { accountsRoutes } from './routes.js';

/** Anonymous accounts, sessions, e-mail code login/link, deletion. Other modules authenticate with ./authenticate.ts. */
export const accountsModule: DomainModule = {
  name: 'accounts',
  dependsOn: ['mail'],
  migrations: accountsMigrations,
  routes: accountsRoutes,
};
