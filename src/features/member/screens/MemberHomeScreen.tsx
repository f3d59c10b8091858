import '../member.css';
import { Link } from '../../../platform/routing/router.js';
import { useEffect, useState } from 'preact/hooks';
import { bridge } from '../../../platform/bridge/index.js';
import { LL, language, useNamespace } from '../../../platform/i18n/index.js';
import { PRODUCT } from '../../../platform/routing/route-def.js';
import { PageHeader } from '../../../ui/PageHeader.js';
import type { Membership } from '../../../session/account.js';
import { Loading } from '../../../ui/states.js';
import { memberApi } from '../api.js';
import { formatDate } from '../model/names.js';
import { subscriptionCancelled } from '../model/renewal.js';
import { RESTORE_TIMEOUT_MS, restorePurchases, type Restored } from '../model/restore.js';
import { CreditsCard } from './CreditsCard.js';
import { AccountEmailCard } from './AccountEmailCard.js';
import { Purchase } from './Purchase.js';
import { useAccount } from './use-account.js';

const BENEFITS = ['freeCredits', 'bookmarks', 'counter', 'estimator', 'cancel', 'restore'] as const;

/** Restore purchases on this page: the store's purchases where the native app can ask the store, and the account's open orders. */
const restoreHere = () =>
  restorePurchases({
    inApp: bridge.context.kind === 'app',
    storePurchases: () => bridge.call('restorePurchases', undefined, { timeoutMs: RESTORE_TIMEOUT_MS }).then((r) => r.purchases),
    orders: memberApi.orders,
    restore: memberApi.restore,
  });

/** Membership centre (10005): type and valid-until, credits, benefits, plans, restore, orders. */
export default function MemberHomeScreen() {
  const ready = useNamespace('membership');
  const { membership, credits, refreshAccount } = useAccount();
  const [restoring, setRestoring] = useState(false);
  /** What the last restore found (null before one; 'failed' when it could not ask). */
  const [restored, setRestored] = useState<Restored | 'failed' | null>(null);
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
    setRestored(null);
    try {
      setRestored(await restoreHere());
      await refreshAccount().catch(() => undefined);
    } catch {
      setRestored('failed');
    } finally {
      setRestoring(false);
    }
  };

  return (
    <>
      <PageHeader title={LL.value.titles.memberHome()} />
      <main class="page">
        <MembershipStatus membership={active ? m : null} cancelled={cancelled} />
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
          <button type="button" class="btn secondary" disabled={restoring} aria-busy={restoring} onClick={() => void restore()}>
            {restoring ? t.restore.checking() : t.restore.button()}
          </button>
        </div>
        <RestoreOutcome restored={restored} />
        <section>
          <h2 class="section-title">{t.benefits.title()}</h2>
          <ul class="member-benefits">
            {BENEFITS.map((b) => (
              <li key={b}>{t.benefits[b]()}</li>
            ))}
          </ul>
        </section>
        <Purchase kinds={['membership']} />
        <AccountEmailCard holdsPurchases={active || (credits.value?.purchased ?? 0) > 0} />
      </main>
    </>
  );
}

/** The membership held (null: none, or expired) and until when; a subscription cancelled runs to the end of its period. */
function MembershipStatus({ membership: m, cancelled }: { membership: Membership | null; cancelled: boolean }) {
  const t = LL.value.membership;
  return (
    <section class="card member-status" data-member={m ? m.type : 'none'}>
      <h2 class="section-title">{t.status.title()}</h2>
      <p>
        <strong>{m ? t.status[m.type]() : t.status.none()}</strong>
      </p>
      {m && (
        <p class="muted">
          {m.type === 'lifetime'
            ? t.status.forever()
            : (cancelled ? t.status.cancelledUntil : t.status.validUntil)({ date: formatDate(m.validUntil, language.value) })}
        </p>
      )}
    </section>
  );
}

/**
 * What "Restore purchases" found, said where the button is: purchases restored, every purchase already on the account,
 * or none at all (then where purchases made with another account come back: signing in with its e-mail, below).
 */
function RestoreOutcome({ restored }: { restored: Restored | 'failed' | null }) {
  const t = LL.value.membership.restore;
  if (restored === null) return <p class="member-restore" role="status" />;
  const text = restored === 'failed' ? t.failed() : restored.restored > 0 ? t.found({ count: restored.restored }) : restored.paid > 0 ? t.nothing() : t.none();
  return (
    <div class="member-restore card" role="status" data-restored={restored === 'failed' ? 'failed' : restored.restored}>
      <p>{text}</p>
      {restored !== 'failed' && restored.paid === 0 && (
        <>
          <p class="muted">{t.elsewhere()}</p>
          <button type="button" class="btn secondary" onClick={() => document.getElementById('member-email')?.scrollIntoView({ behavior: 'smooth', block: 'center' })}>
            {t.signIn()}
          </button>
        </>
      )}
    </div>
  );
}
