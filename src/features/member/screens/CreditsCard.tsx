import { LL, language } from '../../../platform/i18n/index.js';
import type { Credits } from '../../../session/state.js';
import { formatDate } from '../model/names.js';

/** The balance as the ledger holds it: free credits of this month (with their expiry) and purchased ones. */
export function CreditsCard({ credits }: { credits: Credits }) {
  const t = LL.value.membership.credits;
  return (
    <section class="card member-credits" aria-label={t.title()}>
      <h2 class="section-title">{t.title()}</h2>
      <dl>
        <div>
          <dt>{t.free()}</dt>
          <dd data-credits="free">{credits.free}</dd>
          {credits.freeExpiresAt && <dd class="muted">{t.freeExpires({ date: formatDate(credits.freeExpiresAt, language.value) })}</dd>}
        </div>
        <div>
          <dt>{t.purchased()}</dt>
          <dd data-credits="purchased">{credits.purchased}</dd>
          <dd class="muted">{t.purchasedNever()}</dd>
        </div>
      </dl>
    </section>
  );
}
