import '../account.css';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { Link } from '../../../platform/routing/router.js';
import { LL, LANGUAGE_NAMES, language, useNamespace, type Locales } from '../../../platform/i18n/index.js';
import { loadSavedReports } from '../../../platform/saved-reports/index.js';
import { toast } from '../../../platform/toast.js';
import { ExportButton } from '../../../ui/export/ExportButton.js';
import { PageHeader } from '../../../ui/PageHeader.js';
import { useScreenActive } from '../../../ui/screen-active.js';
import { coordinates, dateText } from '../../../ui/format.js';
import { localVintage } from '../../../ui/figure-format.js';
import { Loading } from '../../../ui/states.js';
import { loadMarks } from '../../../ui/marks/index.js';
import { accountApi } from '../api.js';
import { createMyDataModel, TABS, type MyDataItem, type MyDataModel, type Tab } from '../model/my-data.js';

/**
 * My data (10027): the user's saved reports by the spec's three tabs, each with place, date, data version and whether
 * it opens offline; each reopens and exports as PDF (the export's code loads when it is tapped). Below, everything the
 * server holds about the account as one JSON file.
 */
export default function MyDataScreen() {
  const ready = useNamespace('account');
  const [tab, setTab] = useState<Tab>('intelligence');
  const model = useMemo(() => createMyDataModel({ store: loadSavedReports, marks: loadMarks, ...accountApi }), []);
  const active = useScreenActive();
  useEffect(() => void (active && model.load()), [active]);
  if (!ready) return <Loading />;
  const t = LL.value.account.myData;
  return (
    <>
      <PageHeader title={LL.value.titles.downloadReport()} />
      <main class="page">
        <div class="account-tabs" role="tablist">
          {TABS.map((name) => (
            <button key={name} id={`my-data-tab-${name}`} type="button" role="tab" aria-selected={tab === name} aria-controls="my-data-panel" onClick={() => setTab(name)}>
              {t.tabs[name]()}
            </button>
          ))}
        </div>
        <section id="my-data-panel" role="tabpanel" aria-labelledby={`my-data-tab-${tab}`}>
          {model.loading.value ? (
            <Loading />
          ) : (
            <>
              <SavedList tab={tab} items={model.items[tab].value} />
              {tab === 'scout' && <MarkedPlaces model={model} />}
            </>
          )}
        </section>
        <AllMyData />
      </main>
    </>
  );
}

/** What else the item says: reports unlocked, an analysis's language as kept here (none when it is not kept), its kind. */
function note(item: MyDataItem): string {
  const t = LL.value.account.myData;
  if (item.kind === 'area') return t.unlocked({ count: item.unlocked ?? 0 });
  if (item.kind === 'ai-analysis') return item.lang ? t.analysisLang({ lang: LANGUAGE_NAMES[item.lang as Locales] ?? item.lang }) : '';
  // Listed beside the data queries: the report's title says which kind it is.
  if (item.kind === 'city') return LL.value.titles.city();
  if (item.kind === 'brand') return LL.value.titles.brandDetails();
  return item.about ?? '';
}

function SavedList({ tab, items }: { tab: Tab; items: MyDataItem[] }) {
  const t = LL.value.account.myData;
  const locale = language.value;
  if (items.length === 0) return <p class="card muted">{t.empty[tab]()}</p>;
  return (
    <ul class="account-reports">
      {items.map((item) => (
        <li key={`${item.kind}/${item.id}`} class="card" data-report={`${item.kind}/${item.id}`}>
          <div>
            <strong>{item.place ?? coordinates(item.lat ?? 0, item.lon ?? 0, locale)}</strong>
            <span class="muted">
              {[dateText(item.createdAt, locale), item.radius && t.radius({ radius: item.radius }), t.dataVersion({ version: localVintage(item.dataVersion, LL.value, locale) })].filter(Boolean).join(' · ')}
            </span>
            {note(item) && <span class="muted">{note(item)}</span>}
            <span class="muted">{item.onDevice ? t.onDevice() : t.onAccount()}</span>
          </div>
          <div class="account-report-actions">
            <Link class="btn secondary" to={item.to}>
              {t.open()}
            </Link>
            <ExportButton report={item.kind} id={item.id} label={t.downloadPdf()} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The places marked on recommended sites (saved to the account, kept on the device): each opens again or is unmarked. */
function MarkedPlaces({ model }: { model: MyDataModel }) {
  const t = LL.value.account.myData.marks;
  const locale = language.value;
  const marks = model.marks.value;
  return (
    <section class="account-marks" aria-labelledby="my-data-marks">
      <h3 id="my-data-marks">{t.title()}</h3>
      {marks.length === 0 ? (
        <p class="card muted">{t.empty()}</p>
      ) : (
        <ul class="account-reports">
          {marks.map((mark) => (
            <li key={mark.id} class="card" data-mark={mark.id}>
              <div>
                <strong>{mark.name || coordinates(mark.lat, mark.lon, locale)}</strong>
                <span class="muted">{t.markedOn({ date: dateText(mark.createdAt, locale) })}</span>
              </div>
              <div class="account-report-actions">
                <Link class="btn secondary" to={mark.path}>
                  {LL.value.account.myData.open()}
                </Link>
                <button type="button" class="btn secondary" aria-label={t.removeLabel({ name: mark.name })} onClick={() => void model.unmark(mark.id)}>
                  {t.remove()}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** "All my personal data": GET /v1/me/data saved as one JSON file. */
function AllMyData() {
  const t = LL.value.account.myData;
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const data = await accountApi.myData();
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = `lokasi-my-data-${data.exportedAt.slice(0, 10)}.json`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      toast(t.downloaded());
    } catch {
      toast(t.downloadFailed());
    } finally {
      setBusy(false);
    }
  };
  return (
    <section class="card account-form">
      <h3>{t.allData()}</h3>
      <p class="muted">{t.allDataText()}</p>
      <button type="button" class="btn" disabled={busy} onClick={() => void download()}>
        {t.download()}
      </button>
    </section>
  );
}
