import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

/** NIST SP 800-63B §5.1.3.2 / §5.2.2 (6 digits). The guessing arithmetic is in README.md, "Verification codes". */
export const CODE_RULES = {
  digits: 6,
  validForMs: 10 * 60_000,
  maxFailedAttempts: 5,
  /** Wrong entries accepted against the codes of one address sent in 24 hours (NIST SP 800-63B §5.2.2: at most 100). */
  maxGuessesPerAddressPerDay: 100,
  guessWindowMs: 24 * 3_600_000,
  sendWindowMs: 10 * 60_000,
  maxSendsPerWindow: 5,
  minMsBetweenSends: 60_000,
} as const;

export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_RULES.digits)).padStart(CODE_RULES.digits, '0');
}

/** Salted with the row id so equal codes never share a hash. */
export function hashCode(id: string, code: string): string {
  return createHash('sha256').update(`${id}:${code}`).digest('hex');
}

export function codeMatches(id: string, code: string, storedHash: string): boolean {
  return timingSafeEqual(Buffer.from(hashCode(id, code), 'hex'), Buffer.from(storedHash, 'hex'));
}

export type SendRefusal = 'CODE_TOO_SOON' | 'CODE_SEND_LIMIT';

/** Whether another send is allowed, given the creation times of the recent sends to this address or by this user. */
export function sendRefusal(recentSends: readonly Date[], now: Date): SendRefusal | null {
  const t = now.getTime();
  const inWindow = recentSends.filter((d) => t - d.getTime() < CODE_RULES.sendWindowMs);
  if (inWindow.some((d) => t - d.getTime() < CODE_RULES.minMsBetweenSends)) return 'CODE_TOO_SOON';
  if (inWindow.length >= CODE_RULES.maxSendsPerWindow) return 'CODE_SEND_LIMIT';
  return null;
}
