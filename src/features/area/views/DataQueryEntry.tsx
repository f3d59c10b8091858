import { useEffect, useState } from 'preact/hooks';
import { bridge } from '../../../platform/bridge/index.js';
import { language, LL, useNamespace } from '../../../platform/i18n/index.js';
import { Link, useNavigate } from '../../../platform/routing/router.js';
import { loadSavedReports } from '../../../platform/saved-reports/index.js';
import { PageHeader } from '../../../ui/PageHeader.js';
import { IndustryField, RadiusChoice } from '../../../ui/place-entry/EntryFields.js';
import { createEntryModel } from '../../../ui/place-entry/model.js';
import { kindTexts, PlaceChooser } from '../../../ui/place-entry/PlaceChooser.js';
import { Loading } from '../../../ui/states.js';
import { useLanguageChange } from '../../../ui/use-language-change.js';
import { areaApi } from '../api.js';
import { dataQueryPath } from '../model/paths.js';
import { coordinates, metres } from './format.js';
import { SavedReportsList } from './SavedReportsList.js';

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
  useEffect(() => void (m.inApp || m.loadIndustries()), [m]);
  useLanguageChange(() => m.inApp || m.loadIndustries());
  if (!ready) return <Loading />;

  const t = LL.value;
  const e = t.area.entry;
  const locale = language.value;
  const place = m.place.value;
  const creating = m.creating.value;

  const create = async () => {
    const query = await m.create();
    if (query) navigate(dataQueryPath(query.id));
  };

  return (
    <>
      <PageHeader title={t.titles.dataQuery()} />
      <main class="page area-entry">
        <p class="muted">{e.lead()}</p>

        <PlaceChooser
          m={m}
          texts={{
            title: e.place(),
            useLocation: e.useLocation(),
            locating: e.locating(),
            locationDenied: e.locationDenied(),
            locationFailed: e.locationFailed(),
            search: e.search(),
            searchHint: e.searchHint(),
            noPlaces: e.noPlaces(),
            placesFailed: e.placesFailed(),
            kind: kindTexts(e.kind),
            onMap: e.onMap(),
            mapHelp: e.mapHelp(),
            mapLabel: e.mapLabel(),
            mapDefault: e.mapDefault(),
            mapKey: e.mapKey(),
            zoomIn: e.zoomIn(),
            zoomOut: e.zoomOut(),
            chosen: (name) => e.chosen({ name }),
            myLocation: (where) => `${e.myLocation()} (${where})`,
          }}
          landmarks={areaApi.entryMap}
          coordinates={(lat, lon) => coordinates(lat, lon, locale)}
        />
        <RadiusChoice m={m} legend={e.radius()} metres={(r) => metres(r, locale)} />
        <IndustryField m={m} texts={{ label: e.industry(), none: e.allIndustries(), choose: e.chooseIndustry(), failed: e.industriesFailed() }} />

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
