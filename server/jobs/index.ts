import type { Job } from './scheduler.js';
import { monthlyFreeCreditsJob } from './monthly-free-credits.js';

/** Every scheduled job; later modules (reconciliation, deletions, exports) append theirs here. */
export const jobs: Job[] = [monthlyFreeCreditsJob];
