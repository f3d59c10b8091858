import { useId } from 'preact/hooks';
import type { EntryMap, EntryMapQuery, PlaceItem, PlaceKind } from '../../../contracts/area.js';
import { BridgeActionError } from '../../platform/bridge/index.js';
import { LL } from '../../platform/i18n/index.js';
import { LazyPointPicker } from '../map/index.js';
import { DEFAULT_MAP_CENTRE, type EntryModel } from './model.js';
import { SearchField } from './SearchField.js';
import './place-entry.css';

/** The chooser's texts, from the feature that shows it, already in the reader's language. */
export interface PlaceChooserTexts {
  title: string;
  useLocation: string;
  locating: string;
  locationDenied: string;
  locationFailed: string;
  search: string;
  searchHint: string;
  noPlaces: string;
  placesFailed: string;
  kind: Record<PlaceKindKey, string>;
  onMap: string;
  mapHelp: string;
  mapLabel: string;
  /** Said under the map while nothing is chosen (where it starts). */
  mapDefault: string;
  /** Said under the map always (what its lines and dots are), if anything. */
  mapKey?: string;
  zoomIn: string;
  zoomOut: string;
  /** 'Chosen: …' for the chosen place's name ('my location (1.3521, 103.8198)' for the device's position). */
  chosen: (name: string) => string;
  myLocation: (coordinates: string) => string;
}

const KIND_KEYS = {
  'planning area': 'planningArea', station: 'station', 'bus stop': 'busStop', street: 'street', mall: 'mall', 'hawker centre': 'hawkerCentre', poi: 'poi', city: 'city',
} as const satisfies Record<PlaceKind, string>;
export type PlaceKindKey = (typeof KIND_KEYS)[PlaceKind];

/** The kind labels from a feature's translations (`LL.….kind`), read in the current language. */
export const kindTexts = (kind: Record<PlaceKindKey, () => string>): Record<PlaceKindKey, string> =>
  Object.fromEntries(Object.entries(kind).map(([key, text]) => [key, text()])) as Record<PlaceKindKey, string>;

/**
 * Where a report of a point is for (src/ui/place-entry/model.ts): the device's location (the app's `getLocation`, else
 * the browser's), a searched place, or a tap on the map; `problem` is what to say when the user went on without one.
 */
export function PlaceChooser({ m, texts: t, landmarks, coordinates, problem = null }: {
  m: EntryModel;
  texts: PlaceChooserTexts;
  landmarks: (box: EntryMapQuery) => Promise<EntryMap>;
  coordinates: (lat: number, lon: number) => string;
  problem?: string | null;
}) {
  const ids = { title: useId(), hint: useId(), mapHelp: useId(), problem: useId() };
  const place = m.place.value;
  const located = m.location.value;
  const denied = located.status === 'error' && located.error instanceof BridgeActionError && located.error.code === 'permission_denied';
  const mapNote = [place ? null : t.mapDefault, t.mapKey].filter(Boolean).join(' ');
  return (
    <section class="card" aria-labelledby={ids.title}>
      <h3 id={ids.title}>{t.title}</h3>
      <button type="button" class="btn secondary" onClick={() => void m.useDeviceLocation()} disabled={located.status === 'loading'}>
        {located.status === 'loading' ? t.locating : t.useLocation}
      </button>
      {located.status === 'error' && (
        <p class="field-error" role="alert">
          {denied ? t.locationDenied : t.locationFailed}
        </p>
      )}
      <SearchField label={t.search} onSearch={(q) => void m.search(q)} describedBy={problem ? `${ids.hint} ${ids.problem}` : ids.hint} invalid={problem !== null} />
      <p class="muted" id={ids.hint}>
        {t.searchHint}
      </p>
      <PlaceResults state={m.places.value} texts={t} onChoose={(p) => m.choosePlace(p)} />
      <h4>{t.onMap}</h4>
      <p class="muted" id={ids.mapHelp}>
        {t.mapHelp}
      </p>
      <LazyPointPicker
        label={t.mapLabel}
        describedBy={ids.mapHelp}
        point={place}
        start={DEFAULT_MAP_CENTRE}
        radius={m.radius.value}
        onPick={(p) => m.chooseOnMap(p)}
        landmarks={landmarks}
        zoomLabels={{ zoomIn: t.zoomIn, zoomOut: t.zoomOut }}
      />
      {mapNote && <p class="muted">{mapNote}</p>}
      {place && (
        <p class="area-chosen" role="status">
          {t.chosen(place.name ?? t.myLocation(coordinates(place.lat, place.lon)))}
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

function PlaceResults({ state, texts: t, onChoose }: { state: EntryModel['places']['value']; texts: PlaceChooserTexts; onChoose: (p: PlaceItem) => void }) {
  if (state.status === 'loading') return <p class="muted" role="status">{LL.value.states.loading()}</p>;
  if (state.status === 'error') return <p class="field-error" role="alert">{t.placesFailed}</p>;
  if (state.status !== 'ready') return null;
  if (state.data.length === 0) return <p class="muted" role="status">{t.noPlaces}</p>;
  return (
    <ul class="list area-places-found">
      {state.data.map((p, i) => (
        <li key={`${p.name}-${i}`}>
          <button type="button" class="area-place" onClick={() => onChoose(p)}>
            <span class="area-place-name">
              {p.name}
              {p.detail && <span class="muted area-place-detail">{p.detail}</span>}
            </span>
            <span class="muted area-place-kind">{t.kind[KIND_KEYS[p.kind]]}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
