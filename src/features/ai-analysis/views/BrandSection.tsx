import { useId } from 'preact/hooks';
import { LL } from '../../../platform/i18n/index.js';
import { SearchField } from '../../../ui/place-entry/SearchField.js';
import type { SelectModel } from '../model/select.js';

/** The optional brand: searched by name; its own stores near the site count against it (cannibalisation). */
export function BrandSection({ m }: { m: SelectModel }) {
  const ids = { title: useId(), hint: useId() };
  const t = LL.value.aiAnalysis.select;
  const brand = m.brand.value;
  const found = m.brands.value;
  return (
    <section class="card" aria-labelledby={ids.title}>
      <h3 id={ids.title}>{t.brand()}</h3>
      <p class="muted" id={ids.hint}>
        {t.brandHint()}
      </p>
      {brand ? (
        <p class="area-chosen ai-brand-chosen">
          <span>{brand.name}</span>
          <button type="button" class="btn secondary" onClick={m.clearBrand}>
            {t.removeBrand({ name: brand.name })}
          </button>
        </p>
      ) : (
        <SearchField label={t.brandSearch()} onSearch={(q) => void m.searchBrands(q)} describedBy={ids.hint} />
      )}
      {found.status === 'loading' && <p class="muted" role="status">{LL.value.states.loading()}</p>}
      {found.status === 'error' && <p class="field-error" role="alert">{t.brandsFailed()}</p>}
      {found.status === 'ready' && found.data.length === 0 && <p class="muted" role="status">{t.noBrands()}</p>}
      {found.status === 'ready' && found.data.length > 0 && (
        <ul class="list ai-brands-found">
          {found.data.map((b) => (
            <li key={b.id}>
              <button type="button" class="area-place" onClick={() => m.chooseBrand(b)}>
                <span>{b.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
