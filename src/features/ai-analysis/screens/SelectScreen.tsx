import { useEffect, useId, useState } from 'preact/hooks';
import type { IndustryItem, Radius } from '../../../../contracts/area.js';
import { bridge } from '../../../platform/bridge/index.js';
import { language, LL, useNamespace } from '../../../platform/i18n/index.js';
import { Link, useNavigate } from '../../../platform/routing/router.js';
import { loadSavedReports } from '../../../platform/saved-reports/index.js';
import { coordinates, metres } from '../../../ui/format.js';
import { PageHeader } from '../../../ui/PageHeader.js';
import { ErrorState, Loading } from '../../../ui/states.js';
import { useLanguageChange } from '../../../ui/use-language-change.js';
import { aiAnalysisApi } from '../api.js';
import { analysisPath, EXAMPLE_PATH, markJustCreated } from '../model/paths.js';
import { createSelectModel, type SelectModel } from '../model/select.js';
import { BrandSection } from '../views/BrandSection.js';
import { PlaceSection } from '../views/PlaceSection.js';
import '../ai-analysis.css';

const RADII: readonly Radius[] = [500, 1000];

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
  useLanguageChange(() => m.inApp || m.loadIndustries());
  if (!ready) return <Loading />;

  const t = LL.value.aiAnalysis.select;
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
        <PlaceSection m={m} problem={problems.includes('place') ? t.needPlace() : null} />
        <RadiusSection m={m} />
        <IndustrySection m={m} problem={problems.includes('industry') ? t.needIndustry() : null} />
        <BrandSection m={m} />
        {creating.status === 'error' && (
          <p class="field-error" role="alert">
            {t.createFailed()}
          </p>
        )}
        <button type="button" class="btn ai-analyze" disabled={creating.status === 'loading'} onClick={() => void analyze()}>
          {creating.status === 'loading' ? t.creating() : t.analyze()}
        </button>
        <Link class="ai-example-link" to={EXAMPLE_PATH}>
          {t.example()}
        </Link>
      </main>
    </>
  );
}

function RadiusSection({ m }: { m: SelectModel }) {
  const name = useId();
  const locale = language.value;
  return (
    <section class="card">
      <fieldset class="ai-radius-choice">
        <legend>{LL.value.aiAnalysis.select.radius()}</legend>
        {RADII.map((r) => (
          <label key={r} class="ai-choice">
            <input type="radio" name={name} checked={m.radius.value === r} onChange={() => m.setRadius(r)} />
            <span>{metres(r, locale)}</span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}

/** The industry: the app's own picker in the native app, else the translated list (grouped as the server groups it). */
function IndustrySection({ m, problem }: { m: SelectModel; problem: string | null }) {
  const ids = { field: useId(), problem: useId() };
  const t = LL.value.aiAnalysis.select;
  const industries = m.industries.value;
  const error = problem && (
    <p class="field-error" role="alert" id={ids.problem}>
      {problem}
    </p>
  );
  if (m.inApp) {
    return (
      <section class="card ai-select-part">
        <h3>{t.industry()}</h3>
        <button type="button" class="btn secondary" onClick={() => void m.chooseIndustryInApp().catch(() => undefined)}>
          {m.industry.value?.name ?? t.chooseIndustry()}
        </button>
        {error}
      </section>
    );
  }
  if (industries.status === 'error') {
    return (
      <section class="card">
        <ErrorState title={t.industriesFailed()} onRetry={() => void m.loadIndustries()} />
      </section>
    );
  }
  const groups = industries.status === 'ready' ? grouped(industries.data) : [];
  return (
    <section class="card ai-select-part">
      <label class="field" for={ids.field}>
        <span>{t.industry()}</span>
        <select
          id={ids.field}
          disabled={industries.status !== 'ready'}
          value={m.industry.value?.key ?? ''}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? ids.problem : undefined}
          onChange={(ev) => m.chooseIndustry((ev.currentTarget as HTMLSelectElement).value || null)}
        >
          <option value="">{t.chooseIndustry()}</option>
          {groups.map(({ name, items }) => (
            <optgroup key={name} label={name}>
              {items.map((i) => (
                <option key={i.key} value={i.key}>
                  {i.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      {error}
    </section>
  );
}

/** The industries under their translated group names, groups in the order the server lists them. */
function grouped(items: readonly IndustryItem[]): { name: string; items: IndustryItem[] }[] {
  const names = [...new Set(items.map((i) => i.groupName))];
  return names.map((name) => ({ name, items: items.filter((i) => i.groupName === name) }));
}
