import type { DomainModule } from '../module.js';
import { mailMigrations } from './migrations.js';
import { purgeOutboxJob } from './retention.js';
import type { MailTables } from './tables.js';

declare module '../db/tables.js' {
  interface Database extends MailTables {}
}

/** Sends e-mail over SMTP, or keeps it in the outbox table while SMTP_URL is unset. */
export const mailModule: DomainModule = {
  name: 'mail',
  dependsOn: ['jobs'],
  migrations: mailMigrations,
  jobs: [purgeOutboxJob],
  personalData: {
    tables: { outbox: { columns: ['to_address', 'body'], keys: [{ column: 'to_address', holds: 'email' }], erasure: 'deleted' } },
  },
};
