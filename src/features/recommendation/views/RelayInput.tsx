import type { ComponentChildren } from 'preact';
import { useId, useState } from 'preact/hooks';
import { LL } from '../../../platform/i18n/index.js';
import { Link } from '../../../platform/routing/router.js';
import { GET_CREDITS_PATH } from '../../../ui/unlock/model.js';
import type { RelayModel } from '../model/relay.js';
import { listPath } from '../model/paths.js';

/** A line to send (the city, the brand, the place), with the step's own extra buttons. */
function Ask({ label, busy, onSend, children }: { label: string; busy: boolean; onSend: (text: string) => void; children?: ComponentChildren }) {
  const [text, setText] = useState('');
  const id = useId();
  const send = (e: Event) => {
    e.preventDefault();
    if (!text.trim() || busy) return;
    onSend(text);
    setText('');
  };
  return (
    <form class="rec-ask" onSubmit={send}>
      <label for={id} class="visually-hidden">{label}</label>
      <input id={id} value={text} placeholder={label} autocomplete="off" enterKeyHint="send" onInput={(e) => setText((e.currentTarget as HTMLInputElement).value)} />
      <button type="submit" class="btn" disabled={busy} aria-busy={busy}>
        {LL.value.recommendationScreens.relay.send()}
      </button>
      {children}
    </form>
  );
}

/** What the reader can answer at this step of the relay. */
export function RelayInput({ m }: { m: RelayModel }) {
  const t = LL.value.recommendationScreens.relay;
  const busy = m.busy.value;
  const choices = m.choices.value;
  const industryId = useId();
  const options = choices && (
    <ul class="rec-choices">
      {choices.kind === 'city' && choices.items.map((c) => <li key={c.id}><button type="button" class="btn secondary" onClick={() => m.chooseCity(c)}>{[c.name, c.stateName, c.countryName].filter(Boolean).join(', ')}</button></li>)}
      {choices.kind === 'brand' && choices.items.map((b) => <li key={b.id}><button type="button" class="btn secondary" onClick={() => m.chooseBrand(b)}>{b.name}</button></li>)}
      {choices.kind === 'place' && choices.items.map((p, i) => <li key={i}><button type="button" class="btn secondary" onClick={() => m.choosePlace(p)}>{p.detail ? `${p.name} · ${p.detail}` : p.name}</button></li>)}
    </ul>
  );
  switch (m.step.value) {
    case 'city':
      return <>{options}<Ask label={t.city()} busy={busy} onSend={(x) => void m.answerCity(x)} /></>;
    case 'brand':
      return (
        <>
          {options}
          <Ask label={t.brand()} busy={busy} onSend={(x) => void m.answerBrand(x)}>
            <button type="button" class="btn secondary" onClick={() => m.chooseBrand(null)}>{t.noBrand()}</button>
          </Ask>
        </>
      );
    case 'industry':
      return (
        <label class="field rec-ask" for={industryId}>
          <span>{t.industry()}</span>
          <select id={industryId} value="" onChange={(e) => {
            const item = m.industries.value.find((i) => i.key === (e.currentTarget as HTMLSelectElement).value);
            if (item) m.chooseIndustry(item);
          }}>
            <option value="">{t.industry()}</option>
            {m.industries.value.map((i) => <option key={i.key} value={i.key}>{i.name}</option>)}
          </select>
        </label>
      );
    case 'kind':
      return (
        <div class="rec-choices">
          <button type="button" class="btn secondary" onClick={() => m.chooseKind('analysis', t.analysis())}>{t.analysis()}</button>
          <button type="button" class="btn secondary" onClick={() => m.chooseKind('recommendation', t.recommendation())}>{t.recommendation()}</button>
        </div>
      );
    case 'place':
      return <>{options}<Ask label={t.place()} busy={busy} onSend={(x) => void m.answerPlace(x)} /></>;
    case 'confirm': {
      const existing = m.price.value?.existingId;
      if (existing) return <Link class="btn" to={listPath(existing)}>{t.openExisting()}</Link>;
      return m.insufficient.value ? (
        <Link class="btn" to={GET_CREDITS_PATH}>{t.getCredits()}</Link>
      ) : (
        <button type="button" class="btn rec-start" disabled={busy} aria-busy={busy} onClick={() => void m.start()}>{t.start()}</button>
      );
    }
    default:
      return null;
  }
}
