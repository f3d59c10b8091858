import '../member.css';
import { useEffect, useState } from 'preact/hooks';
import { LL, language, useNamespace } from '../../../platform/i18n/index.js';
import { toast } from '../../../platform/toast.js';
import { Dialog } from '../../../ui/Dialog.js';
import { ExportButton } from '../../../ui/export/ExportButton.js';
import { PageHeader } from '../../../ui/PageHeader.js';
import { Empty, ErrorState, Loading } from '../../../ui/states.js';
import { memberApi, type OrderView } from '../api.js';
import { formatDateTime } from '../../../platform/i18n/intl.js';
import { formatDate, formatPrice, productName } from '../model/names.js';

function subscriptionText(order: OrderView): string {
  const t = LL.value.membership.orders;
  if (order.status === 'pending') return t.pending();
  if (order.subscription === 'active') return t.active();
  if (order.subscription === 'cancelled') return t.cancelled({ date: order.periodEnd ? formatDate(order.periodEnd, language.value) : '' });
  return t.oneTime();
}

/**
 * Order list (10025): payment time, product, amount, subscription state; a paid order's receipt downloads as PDF from the
 * export service (report 'receipt', its code loaded when tapped); active subscriptions can be cancelled.
 */
export default function OrdersScreen() {
  const ready = useNamespace('membership');
  const [orders, setOrders] = useState<OrderView[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [cancelling, setCancelling] = useState<OrderView | null>(null);
  const load = () => {
    setFailed(false);
    memberApi.orders().then(setOrders, () => setFailed(true));
  };
  useEffect(load, []);

  const confirmCancel = async () => {
    const order = cancelling;
    setCancelling(null);
    if (!order) return;
    const updated = await memberApi.cancel(order.id).catch(() => null);
    if (!updated) return;
    toast(LL.value.membership.orders.cancelDone());
    setOrders((list) => list && list.map((o) => (o.id === updated.id ? updated : o)));
  };

  if (!ready) return <Loading />;
  const t = LL.value.membership.orders;
  return (
    <>
      <PageHeader title={LL.value.titles.orders()} />
      <main class="page">
        {failed ? (
          <ErrorState onRetry={load} />
        ) : !orders ? (
          <Loading />
        ) : orders.length === 0 ? (
          <Empty>{t.empty()}</Empty>
        ) : (
          <ul class="list">
            {orders.map((o) => (
              <OrderCard key={o.id} order={o} onCancel={() => setCancelling(o)} />
            ))}
          </ul>
        )}
        {cancelling && (
          <Dialog title={t.cancelTitle()} onClose={() => setCancelling(null)}>
            <p>{t.cancelText({ date: cancelling.periodEnd ? formatDate(cancelling.periodEnd, language.value) : '' })}</p>
            <div class="member-actions">
              <button type="button" class="btn" onClick={() => void confirmCancel()}>
                {t.cancel()}
              </button>
              <button type="button" class="btn secondary" onClick={() => setCancelling(null)}>
                {t.keep()}
              </button>
            </div>
          </Dialog>
        )}
      </main>
    </>
  );
}

/** One order: its product, amount, payment time and state, with its receipt when paid and Cancel while its subscription runs. */
function OrderCard({ order: o, onCancel }: { order: OrderView; onCancel(): void }) {
  const m = LL.value.membership;
  const t = m.orders;
  return (
    <li class="card member-order" data-order={o.id} data-status={o.status}>
      <dl>
        <div>
          <dt>{t.product()}</dt>
          <dd>{productName(m, o)}</dd>
        </div>
        <div>
          <dt>{t.amount()}</dt>
          <dd>{formatPrice(o.price.amount, o.price.currency, language.value)}</dd>
        </div>
        <div>
          <dt>{t.paidAt()}</dt>
          <dd>{o.paidAt ? formatDateTime(language.value, o.paidAt) : '—'}</dd>
        </div>
        <div>
          <dt>{t.state()}</dt>
          <dd>{subscriptionText(o)}</dd>
        </div>
      </dl>
      <div class="member-actions">
        {o.status === 'paid' && (
          <ExportButton report="receipt" id={o.id} label={t.receiptPdf()} />
        )}
        {o.subscription === 'active' && (
          <button type="button" class="btn secondary" onClick={onCancel}>
            {t.cancel()}
          </button>
        )}
      </div>
    </li>
  );
}
