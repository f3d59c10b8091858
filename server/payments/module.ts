import type { DomainModule } from '../module.js';
import { paymentsMigrations } from './migrations.js';
import { buildProviders } from './providers/index.js';
import { reconcileJob } from './reconcile.js';
import { paymentsRoutes } from './routes.js';
import type { PaymentsTables } from './tables.js';
import { paymentsReports } from './report-readers.js';

declare module '../db/tables.js' {
  interface Database extends PaymentsTables {}
}

/** Catalogue, orders, payment providers and their notifications; grants through the credits ledger and memberships. */
export const paymentsModule: DomainModule = {
  name: 'payments',
  dependsOn: ['accounts', 'credits'],
  migrations: paymentsMigrations,
  routes: paymentsRoutes,
  jobs: [reconcileJob(buildProviders)],
  personalData: {
    // Accounting keeps the orders (a late store notification must still find its order); they move to the pseudonym.
    tables: { orders: { columns: ['user_id'], keys: [{ column: 'user_id', holds: 'userId' }], erasure: 'pseudonymised', keepsAccount: true } },
  },
  reports: paymentsReports,
};
