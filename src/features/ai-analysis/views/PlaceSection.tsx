import { useEffect, useId, useMemo } from 'preact/hooks';
import type { PlaceItem } from '../../../../contracts/area.js';
import { BridgeActionError } from '../../../platform/bridge/index.js';
import { language, LL } from '../../../platform/i18n/index.js';
import { debounce } from '../../../ui/debounce.js';
import { coordinates } from '../../../ui/format.js';
import { LazyPointPicker } from '../../../ui/map/index.js';
import { DEFAULT_MAP_CENTRE } from '../../../ui/place-entry/model.js';
import { aiAnalysisApi } from '../api.js';
import type { SelectModel } from '../model/select.js';

const KIND_KEYS = { 'planning area': 'planningArea', poi: 'poi', city: 'city' } as const;

/** Where the site is: the device's location (the app's `getLocation`, else the browser's), a searched place, or a tap on the map. */
export function PlaceSection({ m, problem }: { m: SelectModel; problem: string | null }) {
  const search = useMemo(() => debounce((q: string) => void m.search(q), 300), [m]);
  useEffect(() => () => search.cancel(), [search]);
  const ids = { title: useId(), hint: useId(), mapHelp: useId(), problem: useId() };
  const t = LL.value.aiAnalysis.select;
  const place = m.place.value;
  const located = m.location.value;
  const denied = located.status === 'error' && located.error instanceof BridgeActionError && located.error.code === 'permission_denied';
  return (
    <section class="card ai-select-part" aria-labelledby={ids.title}>
      <h3 id={ids.title}>{t.place()}</h3>
      <button type="button" class="btn secondary" onClick={() => void m.useDeviceLocation()} disabled={located.status === 'loading'}>
        {located.status === 'loading' ? t.locating() : t.useLocation()}
      </button>
      {located.status === 'error' && (
        <p class="field-error" role="alert">
          {denied ? t.locationDenied() : t.locationFailed()}
        </p>
      )}
      <label class="field">
        <span>{t.search()}</span>
        <input
          type="search"
          autocomplete="off"
          enterKeyHint="search"
          aria-describedby={problem ? `${ids.hint} ${ids.problem}` : ids.hint}
          aria-invalid={problem ? true : undefined}
          onInput={(ev) => search.call((ev.currentTarget as HTMLInputElement).value)}
          onKeyDown={(ev) => ev.key === 'Enter' && search.flush()}
        />
      </label>
      <p class="muted" id={ids.hint}>
        {t.searchHint()}
      </p>
      <Found state={m.places.value} onChoose={(p) => m.choosePlace(p)} />
      <h4>{t.onMap()}</h4>
      <p class="muted" id={ids.mapHelp}>
        {t.mapHelp()}
      </p>
      <LazyPointPicker
        label={t.mapLabel()}
        describedBy={ids.mapHelp}
        point={place}
        start={DEFAULT_MAP_CENTRE}
        radius={m.radius.value}
        onPick={(p) => m.chooseOnMap(p)}
        landmarks={aiAnalysisApi.entryMap}
        zoomLabels={{ zoomIn: t.zoomIn(), zoomOut: t.zoomOut() }}
      />
      {!place && <p class="muted">{t.mapDefault()}</p>}
      {place && (
        <p class="ai-chosen" role="status">
          {t.chosen({ name: place.name ?? `${t.myLocation()} (${coordinates(place.lat, place.lon, language.value)})` })}
        </p>
      )}
      {problem && (
        <p class="field-error" role="alert" id={ids.problem}>
          {problem}
        </p>
      )}
    </section>
  );
}

function Found({ state, onChoose }: { state: SelectModel['places']['value']; onChoose: (p: PlaceItem) => void }) {
  const t = LL.value.aiAnalysis.select;
  if (state.status === 'loading') return <p class="muted" role="status">{LL.value.states.loading()}</p>;
  if (state.status === 'error') return <p class="field-error" role="alert">{t.placesFailed()}</p>;
  if (state.status !== 'ready') return null;
  if (state.data.length === 0) return <p class="muted" role="status">{t.noPlaces()}</p>;
  return (
    <ul class="list ai-found">
      {state.data.map((p, i) => (
        <li key={`${p.name}-${i}`}>
          <button type="button" class="ai-option" onClick={() => onChoose(p)}>
            <span>{p.name}</span>
            <span class="muted">{t.kind[KIND_KEYS[p.kind]]()}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
