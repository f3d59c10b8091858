import type { DomainModule } from '../module.js';
import { creditsMigrations } from './migrations.js';
import { creditsRoutes } from './routes.js';

/** Credits ledger. Other domains call `spendCredits` / `grantCredits` from ./ledger.ts. */
export const creditsModule: DomainModule = {
  name: 'credits',
  dependsOn: ['accounts'],
  migrations: creditsMigrations,
  routes: creditsRoutes,
};
