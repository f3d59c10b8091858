import { bridge } from '../../platform/bridge/index.js';
import './info.css';
import { LL, useNamespace } from '../../platform/i18n/index.js';
import { toast } from '../../platform/toast.js';
import { PageHeader } from '../../ui/PageHeader.js';
import { Loading } from '../../ui/states.js';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from './contact-options.js';

/** Contact us: in-app chat with customer service (native only), a phone call (native or tel:), e-mail. */
export default function ContactScreen() {
  const ready = useNamespace('info');
  const t = LL.value;
  if (!ready) return <Loading />;
  const c = t.info.contact;
  const unavailable = () => toast(c.notAvailable());
  const inApp = bridge.context.kind === 'app';
  const phone = SUPPORT_PHONE;
  return (
    <>
      <PageHeader title={t.titles.contactUs()} />
      <main class="page">
        <p>{c.lead()}</p>
        <ul class="list">
          {inApp && (
            <li>
              <button type="button" class="card contact-option" onClick={() => bridge.call('startIMChat').catch(unavailable)}>
                <strong>{c.chat()}</strong>
                <span class="muted">{c.chatText()}</span>
              </button>
            </li>
          )}
          {phone && (
            <li>
              <button
                type="button"
                class="card contact-option"
                onClick={() => bridge.call('makeaCall', { phone }).catch(unavailable)}
              >
                <strong>{c.call()}</strong>
                <span class="muted">{phone}</span>
              </button>
            </li>
          )}
          <li>
            <a class="card contact-option" href={`mailto:${SUPPORT_EMAIL}`}>
              <strong>{c.email()}</strong>
              <span class="muted">{SUPPORT_EMAIL}</span>
            </a>
          </li>
        </ul>
      </main>
    </>
  );
}
