import '../account.css';
import { useEffect, useState } from 'preact/hooks';
import { Link } from '../../../platform/routing/router.js';
import { LL, LANGUAGE_NAMES, language, useNamespace, type Locales } from '../../../platform/i18n/index.js';
import { loadSavedReports, type SavedReports } from '../../../platform/saved-reports/index.js';
import { toast } from '../../../platform/toast.js';
import { PageHeader } from '../../../ui/PageHeader.js';
import { coordinates, dateText } from '../../../ui/format.js';
import { Loading } from '../../../ui/states.js';
import { accountApi } from '../api.js';

const TABS = ['intelligence', 'evaluation', 'scout'] as const;
type Tab = (typeof TABS)[number];

/**
 * My data (10027): the reports kept on this device (they open offline), by the spec's three tabs, and everything the
 * server holds about the account as one JSON file. Location scout lists nothing until recommendations exist.
 */
export default function MyDataScreen() {
  const ready = useNamespace('account');
  const [tab, setTab] = useState<Tab>('intelligence');
  const [reports, setReports] = useState<SavedReports | null | undefined>(undefined);
  useEffect(() => {
    loadSavedReports().then(setReports, () => setReports(null));
  }, []);
  if (!ready) return <Loading />;
  const t = LL.value.account.myData;
  return (
    <>
      <PageHeader title={LL.value.titles.downloadReport()} />
      <main class="page">
        <div class="account-tabs" role="tablist">
          {TABS.map((name) => (
            <button key={name} type="button" role="tab" aria-selected={tab === name} onClick={() => setTab(name)}>
              {t.tabs[name]()}
            </button>
          ))}
        </div>
        <section role="tabpanel">{reports === undefined ? <Loading /> : <SavedList tab={tab} reports={reports} />}</section>
        <AllMyData />
      </main>
    </>
  );
}

function SavedList({ tab, reports }: { tab: Tab; reports: SavedReports | null }) {
  const t = LL.value.account.myData;
  const locale = language.value;
  const saved = reports?.list.value ?? [];
  const items =
    tab === 'intelligence'
      ? saved.map((r) => ({ r, to: `/report/data-query/${encodeURIComponent(r.id)}`, note: t.unlocked({ count: r.unlocked.length }) }))
      : tab === 'evaluation'
        ? saved.flatMap((r) => {
            const analysis = reports!.getAnalysis(r.id);
            const lang = analysis && LANGUAGE_NAMES[analysis.lang as Locales];
            return analysis ? [{ r, to: `/report/ai-analysis/${encodeURIComponent(r.id)}`, note: t.analysisLang({ lang: lang ?? analysis.lang }) }] : [];
          })
        : [];
  if (items.length === 0) return <p class="card muted">{t.empty[tab]()}</p>;
  return (
    <ul class="account-reports">
      {items.map(({ r, to, note }) => (
        <li key={r.id} class="card">
          <div>
            <strong>{r.placeName ?? coordinates(r.lat, r.lon, locale)}</strong>
            <span class="muted">
              {dateText(r.createdAt, locale)} · {t.radius({ radius: r.radius })} · {t.dataVersion({ version: r.dataVersion })}
            </span>
            <span class="muted">{note}</span>
          </div>
          <Link class="btn secondary" to={to}>
            {t.open()}
          </Link>
        </li>
      ))}
    </ul>
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
