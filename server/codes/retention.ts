import { retentionJob } from '../jobs/index.js';

/**
 * Verification codes are kept VERIFICATION_CODES_RETENTION_DAYS after they expire: long past any use, and kept
 * while limits per address and day still count them.
 */
export const purgeVerificationCodesJob = retentionJob({
  table: 'verification_codes',
  column: 'expires_at',
  keepDays: (r) => r.verificationCodesDays,
  rows: 'verification codes',
});
