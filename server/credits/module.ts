import type { DomainModule } from '../module.js';
import { mergeCredits } from './merge.js';
import { creditsMigrations } from './migrations.js';
import { monthlyFreeCreditsJob } from './monthly-free-credits.js';
import { creditsRoutes } from './routes.js';
import { forgetRefs } from './ledger.js';
import type { CreditsTables } from './tables.js';

declare module '../db/tables.js' {
  interface Database extends CreditsTables {}
}

/** Credits ledger. Other domains call `purchase` (a debit and what it buys, in one transaction) / `grantCredits` from ./ledger.ts. */
export const creditsModule: DomainModule = {
  name: 'credits',
  dependsOn: ['accounts'],
  migrations: creditsMigrations,
  routes: creditsRoutes,
  jobs: [monthlyFreeCreditsJob],
  personalData: {
    // Accounting keeps the ledger: its rows move to the pseudonym with the balance they add up to.
    tables: {
      credit_balances: { columns: ['user_id'], keys: [{ column: 'user_id', holds: 'userId' }], erasure: 'pseudonymised', merge: 'module' },
      credit_ledger: { columns: ['user_id'], keys: [{ column: 'user_id', holds: 'userId' }], erasure: 'pseudonymised', keepsAccount: true, merge: 'module' },
    },
    forgetMentions: (db, ids) => forgetRefs(db, ids),
    // Joining two accounts adds up their balances with the ledger rows that make them.
    mergeAccounts: mergeCredits,
  },
};
