import type { DomainModule } from '../module.js';
import { feedbackMigrations } from './migrations.js';
import { feedbackRoutes } from './routes.js';
import type { FeedbackTables } from './tables.js';

declare module '../db/tables.js' {
  interface Database extends FeedbackTables {}
}

/** Feedback from the membership centre: stored per account, limited per account, listed for operators. */
export const feedbackModule: DomainModule = {
  name: 'feedback',
  dependsOn: ['accounts'],
  migrations: feedbackMigrations,
  routes: feedbackRoutes,
  personalData: {
    tables: { feedback: { columns: ['user_id', 'text', 'contact', 'context'], keys: [{ column: 'user_id', holds: 'userId' }], erasure: 'deleted' } },
  },
};
