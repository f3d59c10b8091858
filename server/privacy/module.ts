import type { DomainModule } from '../module.js';
import { purgeUnusedAccountsJob } from '../accounts/index.js';
import { eraseApprovedJob, overdueReviewsJob } from './jobs.js';
import { privacyRoutes } from './routes.js';

/**
 * Acts on every other module's personal-data declaration: erasure after an approved deletion, the unused-account
 * purge, "all my personal data", joining a device's anonymous account into the account it signs in to (so signing in
 * is served here), and the operators' review of deletion requests. Built from the modules it reads the
 * declarations of (server/modules.ts passes them), so it comes last in the registry.
 */
export function privacyModule(list: readonly DomainModule[]): DomainModule {
  return {
    name: 'privacy',
    dependsOn: ['accounts', 'jobs'],
    routes: (app, ctx) => privacyRoutes(app, ctx, list),
    jobs: [purgeUnusedAccountsJob(list), eraseApprovedJob(list), overdueReviewsJob],
  };
}
