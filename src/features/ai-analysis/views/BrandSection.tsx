import { useEffect, useId, useMemo } from 'preact/hooks';
import { LL } from '../../../platform/i18n/index.js';
import { debounce } from '../../../ui/debounce.js';
import type { SelectModel } from '../model/select.js';

/** The optional brand: searched by name; its own stores near the site count against it (cannibalisation). */
export function BrandSection({ m }: { m: SelectModel }) {
  const search = useMemo(() => debounce((q: string) => void m.searchBrands(q), 300), [m]);
  useEffect(() => () => search.cancel(), [search]);
  const ids = { title: useId(), hint: useId() };
  const t = LL.value.aiAnalysis.select;
  const brand = m.brand.value;
  const found = m.brands.value;
  return (
    <section class="card ai-select-part" aria-labelledby={ids.title}>
      <h3 id={ids.title}>{t.brand()}</h3>
      <p class="muted" id={ids.hint}>
        {t.brandHint()}
      </p>
      {brand ? (
        <p class="ai-chosen ai-brand-chosen">
          <span>{brand.name}</span>
          <button type="button" class="btn secondary" onClick={m.clearBrand}>
            {t.removeBrand({ name: brand.name })}
          </button>
        </p>
      ) : (
        <label class="field">
          <span>{t.brandSearch()}</span>
          <input
            type="search"
            autocomplete="off"
            enterKeyHint="search"
            aria-describedby={ids.hint}
            onInput={(ev) => search.call((ev.currentTarget as HTMLInputElement).value)}
            onKeyDown={(ev) => ev.key === 'Enter' && search.flush()}
          />
        </label>
      )}
      {found.status === 'loading' && <p class="muted" role="status">{LL.value.states.loading()}</p>}
      {found.status === 'error' && <p class="field-error" role="alert">{t.brandsFailed()}</p>}
      {found.status === 'ready' &&
        (found.data.length === 0 ? (
          <p class="muted" role="status">{t.noBrands()}</p>
        ) : (
          <ul class="list ai-found">
            {found.data.map((b) => (
              <li key={b.id}>
                <button type="button" class="ai-option" onClick={() => m.chooseBrand(b)}>
                  <span>{b.name}</span>
                </button>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
