import type { DomainModule } from '../module.js';
import { liveSessionOf } from './authenticate.js';
import { mergeMemberships } from './merge.js';
import { accountsMigrations } from './migrations.js';
import { purgeErasedSessionsJob } from './retention.js';
import { accountsRoutes } from './routes.js';
import type { AccountsTables } from './tables.js';

declare module '../db/tables.js' {
  interface Database extends AccountsTables {}
}

/** Anonymous accounts, sessions, e-mail code login/link, deletion requests (their review and erasure: server/privacy). Every request's caller is the live session of its token (identifyCaller); routes authenticate with one hook per scope (server/http/authenticate.ts). */
export const accountsModule: DomainModule = {
  name: 'accounts',
  dependsOn: ['mail', 'codes', 'jobs'],
  migrations: accountsMigrations,
  routes: accountsRoutes,
  identifyCaller: liveSessionOf,
  jobs: [purgeErasedSessionsJob],
  personalData: {
    tables: {
      // An anonymous account that joins the account its device signs in to is retired: its row goes, last.
      users: { columns: ['id', 'email', 'language'], keys: [{ column: 'id', holds: 'userId' }], erasure: 'deleted', merge: 'deleted' },
      // Its sessions end with it: the device signs in with the session the sign-in answered.
      sessions: { columns: ['user_id', 'token_hash'], keys: [{ column: 'user_id', holds: 'userId' }], erasure: 'deleted', keepsAccount: { since: 'last_used_at' }, merge: 'deleted' },
      memberships: { columns: ['user_id'], keys: [{ column: 'user_id', holds: 'userId' }], erasure: 'deleted', keepsAccount: true, merge: 'module' },
      // Kept as the record that the request was made and carried out, with nothing that names the person.
      deletion_requests: { columns: ['user_id', 'email'], keys: [{ column: 'user_id', holds: 'userId' }], erasure: 'pseudonymised' },
      // Written by the erasure: keyed hashes of the erased sessions' token hashes, with no key to the person (only a
      // token's holder, with the server's key, can match a row), purged after ERASED_SESSIONS_RETENTION_DAYS.
      erased_sessions: { columns: ['token_key'], erasure: 'deleted' },
    },
    mergeAccounts: mergeMemberships,
  },
};
