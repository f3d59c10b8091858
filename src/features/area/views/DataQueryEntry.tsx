import { useEffect, useId, useMemo, useState } from 'preact/hooks';
import type { IndustryItem, PlaceItem, Radius } from '../../../../contracts/area.js';
import { bridge, BridgeActionError } from '../../../platform/bridge/index.js';
import { language, LL, useNamespace } from '../../../platform/i18n/index.js';
import { Link, useNavigate } from '../../../platform/routing/router.js';
import { loadSavedReports } from '../../../platform/saved-reports/index.js';
import { debounce } from '../../../ui/debounce.js';
import { LazyPointPicker } from '../../../ui/map/index.js';
import { PageHeader } from '../../../ui/PageHeader.js';
import { ErrorState, Loading } from '../../../ui/states.js';
import { useLanguageChange } from '../../../ui/use-language-change.js';
import { areaApi } from '../api.js';
import { createEntryModel, DEFAULT_MAP_CENTRE, type EntryModel } from '../../../ui/place-entry/model.js';
import { dataQueryPath } from '../model/paths.js';
import { coordinates, metres } from './format.js';
import { SavedReportsList } from './SavedReportsList.js';

const RADII: readonly Radius[] = [500, 1000];
const KIND_KEYS = { 'planning area': 'planningArea', poi: 'poi', city: 'city' } as const;

/** The data query entry: where (device location or search), how far (500 / 1000 m) and optionally which industry. */
export function DataQueryEntry() {
  const ready = useNamespace('area');
  const navigate = useNavigate();
  const [m] = useState(() =>
    createEntryModel({
      api: areaApi,
      locate: () => bridge.call('getLocation'),
      pickIndustry: bridge.context.kind === 'app' ? () => bridge.call('selectIndustry') : null,
      mapPointName: (lat, lon) => LL.value.area.entry.mapPoint({ coordinates: coordinates(lat, lon, language.value, 5) }),
      saved: (query) => void loadSavedReports().then((reports) => reports.put(query), () => undefined),
    }),
  );
  const search = useMemo(() => debounce((q: string) => void m.search(q), 300), [m]);
  useEffect(() => () => search.cancel(), [search]);
  useEffect(() => void (m.inApp || m.loadIndustries()), [m]);
  useLanguageChange(() => m.inApp || m.loadIndustries());
  const ids = { search: useId(), radius: useId(), industry: useId(), hint: useId(), mapHelp: useId() };
  if (!ready) return <Loading />;

  const t = LL.value;
  const e = t.area.entry;
  const locale = language.value;
  const place = m.place.value;
  const located = m.location.value;
  const found = m.places.value;
  const industries = m.industries.value;
  const creating = m.creating.value;

  const create = async () => {
    const query = await m.create();
    if (query) navigate(dataQueryPath(query.id));
  };
  const locationError =
    located.status === 'error'
      ? located.error instanceof BridgeActionError && located.error.code === 'permission_denied'
        ? e.locationDenied()
        : e.locationFailed()
      : null;

  return (
    <>
      <PageHeader title={t.titles.dataQuery()} />
      <main class="page area-entry">
        <p class="muted">{e.lead()}</p>

        <section class="card" aria-labelledby={ids.search}>
          <h3 id={ids.search}>{e.place()}</h3>
          <button type="button" class="btn secondary" onClick={() => void m.useDeviceLocation()} disabled={located.status === 'loading'}>
            {located.status === 'loading' ? e.locating() : e.useLocation()}
          </button>
          {locationError && (
            <p class="field-error" role="alert">
              {locationError}
            </p>
          )}
          <label class="field">
            <span>{e.search()}</span>
            <input
              type="search"
              autocomplete="off"
              enterKeyHint="search"
              aria-describedby={ids.hint}
              onInput={(ev) => search.call((ev.currentTarget as HTMLInputElement).value)}
              onKeyDown={(ev) => ev.key === 'Enter' && search.flush()}
            />
          </label>
          <p class="muted" id={ids.hint}>
            {e.searchHint()}
          </p>
          <PlaceResults state={found} onChoose={(p) => m.choosePlace(p)} />
          <h4>{e.onMap()}</h4>
          <p class="muted" id={ids.mapHelp}>
            {e.mapHelp()}
          </p>
          <LazyPointPicker
            label={e.mapLabel()}
            describedBy={ids.mapHelp}
            point={place}
            start={DEFAULT_MAP_CENTRE}
            radius={m.radius.value}
            onPick={(p) => m.chooseOnMap(p)}
            landmarks={areaApi.entryMap}
            zoomLabels={{ zoomIn: e.zoomIn(), zoomOut: e.zoomOut() }}
          />
          <p class="muted">{place ? e.mapKey() : `${e.mapDefault()} ${e.mapKey()}`}</p>
          {place && (
            <p class="area-chosen" role="status">
              {e.chosen({ name: place.name ?? `${e.myLocation()} (${coordinates(place.lat, place.lon, locale)})` })}
            </p>
          )}
        </section>

        <section class="card">
          <fieldset class="area-radius">
            <legend>{e.radius()}</legend>
            <div class="area-choices">
              {RADII.map((r) => (
                <label key={r} class="area-choice">
                  <input type="radio" name={ids.radius} checked={m.radius.value === r} onChange={() => m.setRadius(r)} />
                  <span>{metres(r, locale)}</span>
                </label>
              ))}
            </div>
          </fieldset>
        </section>

        <section class="card">
          {m.inApp ? (
            <>
              <h3>{e.industry()}</h3>
              <button type="button" class="btn secondary" onClick={() => void m.chooseIndustryInApp().catch(() => undefined)}>
                {m.industry.value?.name ?? e.chooseIndustry()}
              </button>
            </>
          ) : industries.status === 'error' ? (
            <ErrorState title={e.industriesFailed()} onRetry={() => void m.loadIndustries()} />
          ) : (
            <label class="field" for={ids.industry}>
              <span>{e.industry()}</span>
              <select
                id={ids.industry}
                disabled={industries.status !== 'ready'}
                value={m.industry.value?.key ?? ''}
                onChange={(ev) => m.chooseIndustry((ev.currentTarget as HTMLSelectElement).value || null)}
              >
                <option value="">{e.allIndustries()}</option>
                {industries.status === 'ready' &&
                  byGroup(industries.data).map(([group, items]) => (
                    <optgroup key={group} label={group}>
                      {items.map((i) => (
                        <option key={i.key} value={i.key}>
                          {i.name}
                        </option>
                      ))}
                    </optgroup>
                  ))}
              </select>
            </label>
          )}
        </section>

        {creating.status === 'error' && (
          <p class="field-error" role="alert">
            {e.createFailed()}
          </p>
        )}
        <button type="button" class="btn area-create" disabled={!m.canCreate.value} onClick={() => void create()}>
          {creating.status === 'loading' ? e.creating() : e.create()}
        </button>
        {!place && <p class="muted">{e.choosePlaceFirst()}</p>}
        <Link class="area-open" to="/report/data-query/example">
          {e.example()}
        </Link>
        <SavedReportsList />
      </main>
    </>
  );
}

function PlaceResults({ state, onChoose }: { state: EntryModel['places']['value']; onChoose: (p: PlaceItem) => void }) {
  const e = LL.value.area.entry;
  if (state.status === 'loading') return <p class="muted" role="status">{LL.value.states.loading()}</p>;
  if (state.status === 'error') return <p class="field-error" role="alert">{e.placesFailed()}</p>;
  if (state.status !== 'ready') return null;
  if (state.data.length === 0) return <p class="muted" role="status">{e.noPlaces()}</p>;
  return (
    <ul class="list area-places-found">
      {state.data.map((p, i) => (
        <li key={`${p.name}-${i}`}>
          <button type="button" class="area-place" onClick={() => onChoose(p)}>
            <span>{p.name}</span>
            <span class="muted">{e.kind[KIND_KEYS[p.kind]]()}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The industries under their translated group names, in the server's order. */
function byGroup(items: readonly IndustryItem[]): [string, IndustryItem[]][] {
  const groups = new Map<string, IndustryItem[]>();
  for (const item of items) {
    const list = groups.get(item.groupName);
    if (list) list.push(item);
    else groups.set(item.groupName, [item]);
  }
  return [...groups];
}
