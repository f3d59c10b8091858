import '../member.css';
import { Link } from '../../../platform/routing/router.js';
import { useEffect, useState } from 'preact/hooks';
import { bridge } from '../../../platform/bridge/index.js';
import { LL, language, useNamespace } from '../../../platform/i18n/index.js';
import { PRODUCT } from '../../../platform/routing/route-def.js';
import { toast } from '../../../platform/toast.js';
import { PageHeader } from '../../../ui/PageHeader.js';
import { Loading } from '../../../ui/states.js';
import { memberApi } from '../api.js';
import { formatDate } from '../model/names.js';
import { subscriptionCancelled } from '../model/renewal.js';
import { RESTORE_TIMEOUT_MS, restorePurchases } from '../model/restore.js';
import { CreditsCard } from './CreditsCard.js';
import { LinkEmailCard } from './LinkEmailCard.js';
import { Purchase } from './Purchase.js';
import { useAccount } from './use-account.js';

const BENEFITS = ['freeCredits', 'bookmarks', 'counter', 'estimator', 'cancel', 'restore'] as const;

/** Membership centre (10005): type and valid-until, credits, benefits, plans, restore, orders. */
export default function MemberHomeScreen() {
  const ready = useNamespace('membership');
  const { membership, credits, refreshAccount } = useAccount();
  const [restoring, setRestoring] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  const renewing = membership.value !== null && membership.value.type !== 'lifetime';
  useEffect(() => {
    if (renewing) void memberApi.orders().then((list) => setCancelled(subscriptionCancelled(list)), () => undefined);
  }, [renewing]);
  if (!ready) return <Loading />;
  const t = LL.value.membership;
  const m = membership.value;
  const active = m !== null && Date.parse(m.validUntil) > Date.now();

  const restore = async () => {
    setRestoring(true);
    try {
      const restored = await restorePurchases({
        inApp: bridge.context.kind === 'app',
        storePurchases: () => bridge.call('restorePurchases', undefined, { timeoutMs: RESTORE_TIMEOUT_MS }).then((r) => r.purchases),
        orders: memberApi.orders,
        restore: memberApi.restore,
      });
      await refreshAccount();
      toast(restored > 0 ? t.restore.done() : t.restore.nothing());
    } catch {
      // The request layer already showed the server's message.
    } finally {
      setRestoring(false);
    }
  };

  return (
    <>
      <PageHeader title={LL.value.titles.memberHome()} />
      <main class="page">
        <section class="card member-status" data-member={active ? m!.type : 'none'}>
          <h2 class="section-title">{t.status.title()}</h2>
          <p>
            <strong>{active ? t.status[m!.type]() : t.status.none()}</strong>
          </p>
          {active && (
            <p class="muted">
              {m!.type === 'lifetime'
                ? t.status.forever()
                : (cancelled ? t.status.cancelledUntil : t.status.validUntil)({ date: formatDate(m!.validUntil, language.value) })}
            </p>
          )}
        </section>
        {credits.value && <CreditsCard credits={credits.value} />}
        <div class="member-actions">
          <Link class="btn secondary" to={`/${PRODUCT}/member/credits`}>
            {t.credits.get()}
          </Link>
          <Link class="btn secondary" to={`/${PRODUCT}/member/order`}>
            {t.links.orders()}
          </Link>
          <Link class="btn secondary" to={`/${PRODUCT}/download-report`}>
            {LL.value.titles.downloadReport()}
          </Link>
          <Link class="btn secondary" to={`/${PRODUCT}/feedback?from=/${PRODUCT}/member/home`}>
            {LL.value.titles.feedback()}
          </Link>
          <Link class="btn secondary" to={`/${PRODUCT}/user-notes`}>
            {LL.value.titles.userNotes()}
          </Link>
          <button type="button" class="btn secondary" disabled={restoring} onClick={() => void restore()}>
            {t.restore.button()}
          </button>
        </div>
        <section>
          <h2 class="section-title">{t.benefits.title()}</h2>
          <ul class="member-benefits">
            {BENEFITS.map((b) => (
              <li key={b}>{t.benefits[b]()}</li>
            ))}
          </ul>
        </section>
        <Purchase kinds={['membership']} />
        <LinkEmailCard />
        <p class="muted">{t.restore.webHint()}</p>
      </main>
    </>
  );
}
