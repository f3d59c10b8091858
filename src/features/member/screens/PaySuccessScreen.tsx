import '../member.css';
import { useEffect, useState } from 'preact/hooks';
import { Link, useSearchParams } from '../../../platform/routing/router.js';
import { LL, language, useNamespace } from '../../../platform/i18n/index.js';
import { PRODUCT } from '../../../platform/routing/route-def.js';
import { session } from '../../../platform/storage.js';
import { useAppState } from '../../../session/state.js';
import { PageHeader } from '../../../ui/PageHeader.js';
import { Loading } from '../../../ui/states.js';
import { memberApi, type OrderView } from '../api.js';
import { formatPrice, productName } from '../model/names.js';
import { LAST_ORDER_KEY, outcomeOf } from '../model/purchase.js';
import { RETURN_AFTER_CREDITS_KEY } from '../../../ui/unlock/model.js';

/** How often and how long the page asks the server while the provider has not confirmed yet. */
const POLL_MS = 1500;
const POLLS = 20;

/**
 * Payment success (10022): asks the server what this order bought; only a paid order says 'Payment Successful'. A
 * confirmation that does not come says so and offers 'Check again'; a page without an order says there is none.
 */
export default function PaySuccessScreen() {
  const ready = useNamespace('membership');
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? session.get(LAST_ORDER_KEY);
  const { refreshAccount } = useAppState();
  const [order, setOrder] = useState<OrderView | null>(null);
  const [gaveUp, setGaveUp] = useState(!orderId);
  // 'Check again' after a delayed confirmation asks the server for another round.
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!orderId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async (left: number) => {
      const found = await memberApi.order(orderId).catch(() => null);
      if (stopped) return;
      if (found) setOrder(found);
      if (found && outcomeOf(found) !== 'confirming') {
        if (found.status === 'paid') void refreshAccount().catch(() => undefined);
        return;
      }
      if (left <= 1) setGaveUp(true);
      else timer = setTimeout(() => void ask(left - 1), POLL_MS);
    };
    setGaveUp(false);
    void ask(POLLS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [orderId, round]);

  if (!ready) return <Loading />;
  const t = LL.value.membership;
  const outcome = order ? outcomeOf(order) : 'confirming';
  // Credits bought from a report's unlock dialog: the way back to that report.
  const returnTo = session.get(RETURN_AFTER_CREDITS_KEY);
  // The title follows what happened: 'Payment Successful' only for a paid order.
  const title = !orderId ? t.pay.noOrderTitle() : outcome !== 'confirming' ? t.pay[outcome]() : gaveUp ? t.pay.notConfirmedTitle() : t.pay.confirmingTitle();
  return (
    <>
      <PageHeader title={title} />
      <main class="page">
        {!orderId ? (
          <p role="status">{t.pay.noOrder()}</p>
        ) : outcome === 'confirming' ? (
          gaveUp ? (
            <section class="card" role="status" data-outcome="delayed">
              <p>{t.pay.notConfirmed()}</p>
              <button type="button" class="btn" onClick={() => setRound(round + 1)}>
                {t.pay.checkAgain()}
              </button>
            </section>
          ) : (
            <Loading label={t.pay.confirming()} />
          )
        ) : (
          <section class="card" role="status" data-outcome={outcome}>
            <h2 class="section-title">{t.pay[outcome]()}</h2>
            {order && outcome === 'success' && (
              <p>
                {t.pay.bought({ product: productName(t, order) })} · {formatPrice(order.price.amount, order.price.currency, language.value)}
              </p>
            )}
            {order?.environment === 'sandbox' && <p class="muted">{t.sandbox.receipt()}</p>}
            {outcome === 'success' && returnTo && (
              <Link class="btn" to={returnTo} onClick={() => session.remove(RETURN_AFTER_CREDITS_KEY)}>
                {t.pay.backToReport()}
              </Link>
            )}
          </section>
        )}
        <div class="member-actions">
          <Link class="btn secondary" to={`/${PRODUCT}/member/order`}>
            {t.links.orders()}
          </Link>
          <Link class="btn secondary" to={`/${PRODUCT}/member/home`}>
            {LL.value.titles.memberHome()}
          </Link>
        </div>
      </main>
    </>
  );
}
