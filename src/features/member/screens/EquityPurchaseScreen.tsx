import '../member.css';
import { LL, useNamespace } from '../../../platform/i18n/index.js';
import { PageHeader } from '../../../ui/PageHeader.js';
import { Loading } from '../../../ui/states.js';
import { Purchase } from './Purchase.js';

/** Buy equity (10006): membership plans and credit packs. */
export default function EquityPurchaseScreen() {
  const ready = useNamespace('membership');
  if (!ready) return <Loading />;
  return (
    <>
      <PageHeader title={LL.value.titles.equityPurchase()} />
      <main class="page">
        <Purchase kinds={['membership', 'credits']} />
      </main>
    </>
  );
}
