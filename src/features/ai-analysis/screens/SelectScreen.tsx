import { useSignalEffect } from '@preact/signals';
import { useEffect, useState } from 'preact/hooks';
import { bridge } from '../../../platform/bridge/index.js';
import { language, LL, useNamespace, type TranslationFunctions } from '../../../platform/i18n/index.js';
import { Link, useNavigate } from '../../../platform/routing/router.js';
import { loadSavedReports } from '../../../platform/saved-reports/index.js';
import { coordinates, metres } from '../../../ui/format.js';
import { PageHeader } from '../../../ui/PageHeader.js';
import { IndustryField, RadiusChoice } from '../../../ui/place-entry/EntryFields.js';
import { kindTexts, PlaceChooser, type PlaceChooserTexts } from '../../../ui/place-entry/PlaceChooser.js';
import { Loading } from '../../../ui/states.js';
import { useLanguageChange } from '../../../ui/use-language-change.js';
import { aiAnalysisApi } from '../api.js';
import { analysisPath, EXAMPLE_PATH, markJustCreated } from '../model/paths.js';
import { createSelectModel } from '../model/select.js';
import { BrandSection } from '../views/BrandSection.js';
import { SavedAnalyses } from '../views/SavedAnalyses.js';
import { SelectPreview } from '../views/SelectPreview.js';
import '../ai-analysis.css';

/**
 * `/report/ai-analysis-select`: the site, radius, industry and optional brand; Analyze saves the query and opens its
 * analysis with the unlock dialog (the price shown before any charge).
 */
export default function SelectScreen() {
  const ready = useNamespace('aiAnalysis');
  const navigate = useNavigate();
  const [m] = useState(() =>
    createSelectModel({
      api: aiAnalysisApi,
      locate: () => bridge.call('getLocation'),
      pickIndustry: bridge.context.kind === 'app' ? () => bridge.call('selectIndustry') : null,
      mapPointName: (lat, lon) => LL.value.aiAnalysis.select.mapPoint({ coordinates: coordinates(lat, lon, language.value, 5) }),
      saved: (query) => void loadSavedReports().then((reports) => reports.put(query), () => undefined),
    }),
  );
  useEffect(() => void (m.inApp || m.loadIndustries()), [m]);
  // What the analysis measures there follows the place, radius and industry, and is worded in the reader's language.
  useSignalEffect(() => void m.refreshPreview());
  useLanguageChange(() => {
    if (!m.inApp) void m.loadIndustries();
    void m.refreshPreview();
  });
  if (!ready) return <Loading />;

  const t = LL.value.aiAnalysis.select;
  const locale = language.value;
  const problems = m.shownProblems.value;
  const creating = m.creating.value;
  const analyze = async () => {
    const query = await m.submit();
    if (!query) return;
    markJustCreated(query.id);
    navigate(analysisPath(query.id));
  };

  return (
    <>
      <PageHeader title={LL.value.titles.aiAnalysisSelect()} />
      <main class="page ai-select">
        <p class="muted">{t.lead()}</p>
        <PlaceChooser
          m={m}
          texts={placeChooserTexts(t)}
          landmarks={aiAnalysisApi.entryMap}
          coordinates={(lat, lon) => coordinates(lat, lon, locale)}
          problem={problems.includes('place') ? t.needPlace() : null}
        />
        <RadiusChoice m={m} legend={t.radius()} metres={(r) => metres(r, locale)} />
        <IndustryField
          m={m}
          texts={{ label: t.industry(), none: t.chooseIndustry(), choose: t.chooseIndustry(), failed: t.industriesFailed() }}
          problem={problems.includes('industry') ? t.needIndustry() : null}
        />
        <BrandSection m={m} />
        <SelectPreview state={m.preview} />
        {creating.status === 'error' && (
          <p class="field-error" role="alert">
            {t.createFailed()}
          </p>
        )}
        <button type="button" class="btn ai-analyze" disabled={creating.status === 'loading'} onClick={() => void analyze()}>
          {creating.status === 'loading' ? t.creating() : t.analyze()}
        </button>
        {/* One link a line: side by side they read as one label ('See a free example analysisReport assistant'). */}
        <ul class="ai-example-links">
          <li><Link class="ai-example-link" to={EXAMPLE_PATH}>{t.example()}</Link></li>
          <li><Link class="ai-example-link" to="/report/report-relay">{LL.value.titles.reportRelay()}</Link></li>
          {/* "Where should I open?": the location recommendation's picker, the other half of the location assessment. */}
          <li><Link class="ai-example-link" to="/report/location-recommendation">{LL.value.titles.locationRecommendation()}</Link></li>
        </ul>
        <SavedAnalyses />
      </main>
    </>
  );
}

/** The place chooser's words, from the select screen's texts. */
function placeChooserTexts(t: TranslationFunctions['aiAnalysis']['select']): PlaceChooserTexts {
  return {
    title: t.place(),
    useLocation: t.useLocation(),
    locating: t.locating(),
    locationDenied: t.locationDenied(),
    locationFailed: t.locationFailed(),
    search: t.search(),
    searchHint: t.searchHint(),
    noPlaces: t.noPlaces(),
    placesFailed: t.placesFailed(),
    kind: kindTexts(t.kind),
    onMap: t.onMap(),
    mapHelp: t.mapHelp(),
    mapLabel: t.mapLabel(),
    mapDefault: t.mapDefault(),
    zoomIn: t.zoomIn(),
    zoomOut: t.zoomOut(),
    chosen: (name) => t.chosen({ name }),
    myLocation: (where) => `${t.myLocation()} (${where})`,
  };
}
