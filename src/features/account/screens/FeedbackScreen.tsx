import '../account.css';
import { useMemo } from 'preact/hooks';
import { LL, useNamespace } from '../../../platform/i18n/index.js';
import { toast } from '../../../platform/toast.js';
import { PageHeader } from '../../../ui/PageHeader.js';
import { Loading } from '../../../ui/states.js';
import { FEEDBACK_CATEGORIES, FEEDBACK_CONTACT_MAX, FEEDBACK_TEXT } from '../../../../contracts/account-data.js';
import { accountApi } from '../api.js';
import { createFeedback, linkedFrom } from '../model/feedback.js';

/** Feedback (10024): category, message, optional contact; the app's version and this context go along. */
export default function FeedbackScreen() {
  const ready = useNamespace('account');
  const f = useMemo(() => createFeedback(accountApi.sendFeedback, linkedFrom(location.hash)), []);
  if (!ready) return <Loading />;
  const t = LL.value.account.feedback;
  const send = async () => {
    if (await f.submit()) toast(t.submitted());
  };
  const length = [...f.text.value.trim()].length;
  return (
    <>
      <PageHeader title={LL.value.titles.feedback()} />
      <main class="page">
        <form class="account-form" onSubmit={(e) => (e.preventDefault(), void send())} noValidate>
          <label>
            {t.category()}
            <select value={f.category.value} onChange={(e) => (f.category.value = e.currentTarget.value as typeof f.category.value)}>
              {FEEDBACK_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t.categories[c]()}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t.text()}
            <textarea value={f.text.value} aria-invalid={length > FEEDBACK_TEXT.max} onInput={(e) => (f.text.value = e.currentTarget.value)} />
            <span class={length > FEEDBACK_TEXT.max ? 'field-error' : 'muted'} aria-live="polite">
              {length > FEEDBACK_TEXT.max ? t.tooLong({ max: FEEDBACK_TEXT.max, over: length - FEEDBACK_TEXT.max }) : t.characters({ count: length, max: FEEDBACK_TEXT.max })}
            </span>
          </label>
          <label>
            {t.contact()}
            <input maxLength={FEEDBACK_CONTACT_MAX} autocomplete="email" value={f.contact.value} onInput={(e) => (f.contact.value = e.currentTarget.value)} />
            <span class="muted">{t.contactHint()}</span>
          </label>
          {f.problem.value && (
            <p class="account-outcome" role="alert">
              {f.problem.value === 'tooShort' ? t.tooShort({ min: FEEDBACK_TEXT.min })
                : f.problem.value === 'tooLong' ? t.tooLong({ max: FEEDBACK_TEXT.max, over: length - FEEDBACK_TEXT.max }) : t.failed()}
            </p>
          )}
          {f.sent.value && <p role="status">{t.submitted()}</p>}
          <button type="submit" class="btn" disabled={f.busy.value}>
            {t.submit()}
          </button>
        </form>
      </main>
    </>
  );
}
