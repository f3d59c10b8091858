import { useEffect } from 'preact/hooks';
import { Link } from '../../../platform/routing/router.js';
import { LL } from '../../../platform/i18n/index.js';
import { PRODUCT } from '../../../platform/routing/route-def.js';
import { useAppState, type Membership } from '../../../session/state.js';

/**
 * Member benefits in this feature. Free: the counter with up to two items (the capture-rate pair), every
 * gesture, undo, sync, totals, capture rate, details, sharing. Members ("advanced counter"): up to six items, the
 * per-window charts, CSV export; and the sales estimator.
 */
export function isMember(membership: Membership | null, now = Date.now()): boolean {
  return membership !== null && Date.parse(membership.validUntil) > now;
}

/** Whether the account is a member now; asks the server once per page when the account was not loaded yet. */
export function useMember(): boolean {
  const { membership, credits, refreshAccount } = useAppState();
  useEffect(() => {
    if (credits.value === null) refreshAccount().catch(() => undefined);
  }, []);
  return isMember(membership.value);
}

export function UpgradeCard({ text }: { text: string }) {
  const t = LL.value.counter.member;
  return (
    <section class="card counter-upgrade">
      <p>{text}</p>
      <Link class="btn" to={`/${PRODUCT}/member/home`}>
        {t.upgrade()}
      </Link>
    </section>
  );
}
