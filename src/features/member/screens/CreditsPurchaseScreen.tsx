import '../member.css';
import { LL, useNamespace } from '../../../platform/i18n/index.js';
import { useAccount } from './use-account.js';
import { PageHeader } from '../../../ui/PageHeader.js';
import { Loading } from '../../../ui/states.js';
import { CreditsCard } from './CreditsCard.js';
import { Purchase } from './Purchase.js';

/** The credits purchase page (every 'Get Credits'): the balance first, then the packs. */
export default function CreditsPurchaseScreen() {
  const ready = useNamespace('membership');
  const { credits } = useAccount();
  if (!ready) return <Loading />;
  return (
    <>
      <PageHeader title={LL.value.titles.equityPurchase()} />
      <main class="page">
        {credits.value && <CreditsCard credits={credits.value} />}
        <Purchase kinds={['credits']} />
      </main>
    </>
  );
}
