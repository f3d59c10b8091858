import { useId } from 'preact/hooks';
import { LL } from '../../../platform/i18n/index.js';
import type { RemoteData } from '../../../ui/remote-data.js';
import { SearchField } from '../../../ui/place-entry/SearchField.js';

export interface SearchPickTexts {
  title: string;
  search: string;
  hint: string;
  none: string;
  failed: string;
  remove: (name: string) => string;
}

/** A thing chosen by searching its name (a city, a brand): the search box, its results to tap, or the choice made. */
export function SearchPick<T>({ texts, chosen, found, name, detail, onSearch, onChoose, onClear, problem }: {
  texts: SearchPickTexts;
  chosen: T | null;
  found: RemoteData<T[]>;
  name: (item: T) => string;
  /** A second line telling same-named results apart (a city's state and country). */
  detail?: (item: T) => string;
  onSearch: (q: string) => void;
  onChoose: (item: T) => void;
  onClear: () => void;
  problem?: string | null;
}) {
  const ids = { title: useId(), hint: useId() };
  return (
    <section class="card" aria-labelledby={ids.title}>
      <h3 id={ids.title}>{texts.title}</h3>
      <p class="muted" id={ids.hint}>
        {texts.hint}
      </p>
      {chosen ? (
        <p class="rec-chosen">
          <strong>{name(chosen)}</strong>
          <button type="button" class="btn secondary" onClick={onClear}>
            {texts.remove(name(chosen))}
          </button>
        </p>
      ) : (
        <SearchField label={texts.search} onSearch={onSearch} describedBy={ids.hint} invalid={!!problem} />
      )}
      {problem && !chosen && <p class="field-error" role="alert">{problem}</p>}
      {found.status === 'loading' && <p class="muted" role="status">{LL.value.states.loading()}</p>}
      {found.status === 'error' && <p class="field-error" role="alert">{texts.failed}</p>}
      {found.status === 'ready' && found.data.length === 0 && <p class="muted" role="status">{texts.none}</p>}
      {found.status === 'ready' && found.data.length > 0 && (
        <ul class="list rec-found">
          {found.data.map((item, i) => (
            <li key={i}>
              <button type="button" class="rec-option" onClick={() => onChoose(item)}>
                <span>{name(item)}</span>
                {detail && <span class="muted">{detail(item)}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
