import { useEffect, useState } from 'preact/hooks';
import { bridge } from '../../../platform/bridge/index.js';
import { LL, language } from '../../../platform/i18n/index.js';
import { toast } from '../../../platform/toast.js';
import { Dialog } from '../../../ui/Dialog.js';
import { ErrorState, Loading } from '../../../ui/states.js';
import { memberApi, type Catalogue, type Channel, type ProductView } from '../api.js';
import { formatPrice, productName } from '../model/names.js';
import type { PurchaseModel } from '../model/purchase.js';
import { usePurchase } from './use-purchase.js';

function SandboxCheckout({ model }: { model: PurchaseModel }) {
  const order = model.checkout.value;
  if (!order) return null;
  const t = LL.value.membership;
  const price = formatPrice(order.price.amount, order.price.currency, language.value);
  return (
    <Dialog title={t.sandbox.title()} onClose={model.closeCheckout}>
      <p class="muted">{t.sandbox.notice()}</p>
      <p>
        <strong>{productName(t, order)}</strong> · {price}
      </p>
      <div class="member-actions">
        <button type="button" class="btn" disabled={model.busy.value} onClick={() => void model.finishCheckout('paid')}>
          {t.sandbox.pay({ amount: price })}
        </button>
        <button type="button" class="btn secondary" disabled={model.busy.value} onClick={() => void model.finishCheckout('failed')}>
          {t.sandbox.decline()}
        </button>
        <button type="button" class="btn secondary" disabled={model.busy.value} onClick={() => void model.finishCheckout('cancelled')}>
          {t.sandbox.cancel()}
        </button>
      </div>
    </Dialog>
  );
}

function ProductRow({ product, model, channel }: { product: ProductView; model: PurchaseModel; channel: Channel }) {
  const t = LL.value.membership;
  return (
    <li class="card member-product">
      <div>
        <strong>{productName(t, product)}</strong>
        <span class="muted">{product.kind === 'membership' ? (product.subscription ? t.plans.renews() : t.plans.once()) : t.plans.once()}</span>
      </div>
      <span class="member-price">{formatPrice(product.price.amount, product.price.currency, language.value)}</span>
      <button type="button" class="btn" disabled={model.busy.value} onClick={() => void model.buy(product, channel)} data-product={product.id}>
        {t.plans.buy()}
      </button>
    </li>
  );
}

/**
 * Plans and/or credit packs with their prices in the user's currency, and the purchase flow of this context.
 * Outcomes other than success show the spec's messages (toast and on the page).
 */
export function Purchase({ kinds }: { kinds: ReadonlyArray<ProductView['kind']> }) {
  const [catalogue, setCatalogue] = useState<Catalogue | null>(null);
  const [failed, setFailed] = useState(false);
  const model = usePurchase();
  const [channel, setChannel] = useState<Channel>(model.channels[0]!);
  const load = () => {
    setFailed(false);
    memberApi.catalogue().then(setCatalogue, () => setFailed(true));
  };
  useEffect(load, []);
  useEffect(() => bridge.on('payResult', (d) => model.settled(d.orderId, d.status)), []);
  const outcome = model.outcome.value;
  useEffect(() => {
    if (outcome) toast(LL.value.membership.pay[outcome]());
  }, [outcome]);

  const t = LL.value.membership;
  if (failed) return <ErrorState onRetry={load} />;
  if (!catalogue) return <Loading />;
  const section = (kind: ProductView['kind']) => (
    <section key={kind}>
      <h2 class="section-title">{kind === 'membership' ? t.plans.title() : t.plans.packs()}</h2>
      <ul class="list">
        {catalogue.products
          .filter((p) => p.kind === kind)
          .map((p) => (
            <ProductRow key={p.id} product={p} model={model} channel={channel} />
          ))}
      </ul>
    </section>
  );
  return (
    <>
      {model.channels.length > 1 && (
        <fieldset class="member-channels">
          <legend>{t.pay.method()}</legend>
          {model.channels.map((c) => (
            <label key={c}>
              <input type="radio" name="pay-channel" value={c} checked={channel === c} onChange={() => setChannel(c)} />
              {c === 'checkout' ? t.sandbox.title() : t.pay[c]()}
            </label>
          ))}
        </fieldset>
      )}
      {outcome && (
        <p class="member-outcome" role="alert" data-outcome={outcome}>
          {t.pay[outcome]()}
        </p>
      )}
      {kinds.map(section)}
      {catalogue.examplePrices && <p class="muted">{t.plans.examplePrices()}</p>}
      <SandboxCheckout model={model} />
    </>
  );
}
