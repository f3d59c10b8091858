import type { MembershipType } from '../accounts/index.js';

const PLAN_MONTHS: Record<Exclude<MembershipType, 'lifetime'>, number> = { monthly: 1, quarterly: 3, yearly: 12 };

/** Lifetime memberships are stored with this valid-until (the column is NOT NULL; no expiry ever reaches it). */
export const LIFETIME_UNTIL = new Date(Date.UTC(9999, 11, 31));

function addMonthsUtc(from: Date, months: number): Date {
  const d = new Date(from);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  // 31 Jan + 1 month = 28/29 Feb, not 3 Mar.
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

/**
 * The membership after buying `plan`: a running membership is extended from its end, an expired or missing one
 * starts now; lifetime wins over any period and is never shortened.
 */
export function extendMembership(current: { type: MembershipType; validUntil: Date } | undefined, plan: MembershipType, now: Date): { type: MembershipType; validUntil: Date } {
  if (plan === 'lifetime' || current?.type === 'lifetime') return { type: 'lifetime', validUntil: LIFETIME_UNTIL };
  const running = current && current.validUntil > now;
  const from = running ? current.validUntil : now;
  return { type: plan, validUntil: addMonthsUtc(from, PLAN_MONTHS[plan]) };
}
