import type { DomainModule } from '../module.js';
import { codesMigrations } from './migrations.js';
import { purgeVerificationCodesJob } from './retention.js';
import type { CodesTables } from './tables.js';

declare module '../db/tables.js' {
  interface Database extends CodesTables {}
}

/** One-time e-mail verification codes (issue, verify, limits); accounts uses them for login, link and deletion. */
export const codesModule: DomainModule = {
  name: 'codes',
  dependsOn: ['jobs'],
  migrations: codesMigrations,
  jobs: [purgeVerificationCodesJob],
  personalData: {
    tables: {
      verification_codes: { columns: ['user_id', 'email'], keys: [{ column: 'user_id', holds: 'userId' }, { column: 'email', holds: 'email' }], erasure: 'deleted', merge: 'deleted' },
    },
  },
};
