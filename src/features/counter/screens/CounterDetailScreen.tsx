import { useEffect, useMemo, useState } from 'preact/hooks';
import { Link, useNavigate, useSearchParams } from '../../../platform/routing/router.js';
import { bridge } from '../../../platform/bridge/index.js';
import { language, LL, useNamespace } from '../../../platform/i18n/index.js';
import { PRODUCT } from '../../../platform/routing/route-def.js';
import { toast } from '../../../platform/toast.js';
import { Dialog } from '../../../ui/Dialog.js';
import { PageHeader } from '../../../ui/PageHeader.js';
import { ErrorState, Loading } from '../../../ui/states.js';
import { enteredAndPassed, totalOf } from '../data/history.js';
import type { LocalSession } from '../data/local-store.js';
import { windowsCsv } from '../domain/csv.js';
import { captureRate, effectiveCounts, totalsPerItem } from '../domain/taps.js';
import { bucketByWindow, WINDOW_MINUTES, type WindowMinutes } from '../domain/windows.js';
import type { OpenedSession } from '../library.js';
import { counterRuntime, type CounterRuntime } from '../runtime.js';
import { UpgradeCard, useMember } from './membership.js';
import { CountList } from './CountList.js';
import { SyncBadge } from './SyncBadge.js';
import { WindowChart } from './WindowChart.js';
import '../counter.css';
import { formatDateTime, formatTime } from '../../../platform/i18n/intl.js';

/** Count details (10014): totals, capture rate, windows, place and time; rename, notes, export, share, delete. */
export default function CounterDetailScreen() {
  const ready = useNamespace('counter');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [runtime, setRuntime] = useState<CounterRuntime | null>(null);
  const [data, setData] = useState<OpenedSession | null | undefined>(undefined);
  useEffect(() => {
    if (!ready) return;
    counterRuntime().then(async (r) => {
      setRuntime(r);
      if (id) setData(await r.library.load(id));
      else await r.library.reload();
    }, () => setData(null));
  }, [ready, id]);
  const t = LL.value;
  // No count named: the list of counts to choose from, not 'not found'.
  if (ready && !id && runtime) {
    return (
      <>
        <PageHeader title={t.titles.counterDetail()} />
        <main class="page">
          <CountList runtime={runtime} />
        </main>
      </>
    );
  }
  if (!ready || data === undefined) return <Loading />;
  if (!data || !runtime) {
    return (
      <>
        <PageHeader title={t.titles.counterDetail()} />
        <ErrorState title={t.counter.detail.notFound()} />
      </>
    );
  }
  return <CounterDetail runtime={runtime} data={data} onChange={setData} />;
}

function CounterDetail({ runtime, data, onChange }: { runtime: CounterRuntime; data: OpenedSession; onChange(d: OpenedSession): void }) {
  const { library } = runtime;
  const { session, taps } = data;
  const member = useMember();
  const navigate = useNavigate();
  const [name, setName] = useState(session.name);
  const [notes, setNotes] = useState(session.notes);
  const [minutes, setMinutes] = useState<WindowMinutes>(1);
  const [confirming, setConfirming] = useState(false);
  const t = LL.value.counter;
  const d = t.detail;

  const counts = useMemo(() => totalsPerItem(taps, session.items.length), [taps, session]);
  const end = session.endedAt ?? Date.now();
  const windows = useMemo(
    () => bucketByWindow(effectiveCounts(taps), { minutes, from: session.startedAt, to: end, itemCount: session.items.length }),
    [taps, session, minutes],
  );
  const { entered, passed } = enteredAndPassed({ counts, items: session.items });
  const rate = captureRate(entered, passed);
  const total = totalOf({ counts });
  const durationMin = Math.round((end - session.startedAt) / 60_000);
  const syncState = runtime.syncer.state.value;
  const revision = runtime.syncer.revision.value;
  const [synced, setSynced] = useState(!data.local);
  useEffect(() => {
    let live = true;
    void library.synced(data).then((yes) => live && setSynced(yes));
    return () => void (live = false);
  }, [revision, data]);

  const save = async (patch: Partial<Pick<LocalSession, 'name' | 'notes'>>) => {
    onChange(await library.save(data, patch));
    toast(d.saved());
  };
  const remove = async () => {
    setConfirming(false);
    await library.remove(data);
    toast(d.deleted());
    navigate(`/${PRODUCT}/capacity-counter/home`, { replace: true });
  };
  const exportCsv = async () => {
    try {
      const csv = windowsCsv(session.items, windows, { start: d.time(), duration: d.duration(), minutes: (minutes) => d.minutes({ minutes }) });
      const file = new File([csv], `lokasi-count-${new Date(session.startedAt).toISOString().slice(0, 16).replace(/\D/g, '')}.csv`, { type: 'text/csv' });
      if (navigator.canShare?.({ files: [file] })) return await navigator.share({ files: [file], title: file.name });
      const url = URL.createObjectURL(file);
      const a = Object.assign(document.createElement('a'), { href: url, download: file.name });
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      if ((error as Error)?.name !== 'AbortError') toast(d.exportFailed());
    }
  };
  const share = () =>
    bridge
      .call('share', {
        title: session.name || LL.value.titles.counterDetail(),
        text: `${d.shareText({ name: session.name || formatDateTime(language.value, session.startedAt), total, minutes: durationMin })}${rate === null ? '' : ` ${d.captureRate()}: ${(rate * 100).toFixed(1)}%`}`,
        url: window.location.href,
      })
      .catch(() => undefined);

  return (
    <>
      <PageHeader title={session.name || LL.value.titles.counterDetail()} />
      <main class="page counter-detail">
        <section class="card">
          <p class="muted">
            {d.kind()} · <SyncBadge where={synced ? 'synced' : 'local'} state={syncState} />
          </p>
          <dl class="counter-facts">
            <dt>{d.time()}</dt>
            <dd>
              {formatDateTime(language.value, session.startedAt)} – {session.endedAt ? formatTime(language.value, session.endedAt) : d.inProgress()}
            </dd>
            <dt>{d.duration()}</dt>
            <dd>{d.minutes({ minutes: durationMin })}</dd>
            <dt>{d.location()}</dt>
            <dd>
              {session.location
                ? `${session.location.latitude.toFixed(5)}, ${session.location.longitude.toFixed(5)}${session.location.accuracyM !== null ? ` (±${Math.round(session.location.accuracyM)} m)` : ''}`
                : d.noLocation()}
            </dd>
          </dl>
        </section>
        <section class="card">
          <h3>{d.totals()}</h3>
          <table class="counter-totals" data-testid="totals">
            <tbody>
              {session.items.map((item, i) => (
                <tr key={i}>
                  <th scope="row">
                    {item.title} <span class="muted">({t.roles[item.role]()})</span>
                  </th>
                  <td>{counts[i]}</td>
                </tr>
              ))}
              <tr>
                <th scope="row">{d.total()}</th>
                <td>{total}</td>
              </tr>
            </tbody>
          </table>
          <p class="counter-capture">
            <strong>{d.captureRate()}: </strong>
            <span data-testid="capture-rate">{rate === null ? LL.value.states.noData() : `${(rate * 100).toFixed(1)}%`}</span>
            <br />
            <span class="muted">{d.captureDefinition()}</span>
          </p>
        </section>
        <section class="card">
          <h3>{d.windows()}</h3>
          {member ? (
            <>
              <div class="counter-toggle" role="group">
                {WINDOW_MINUTES.map((m) => (
                  <button key={m} type="button" class={`btn ${m === minutes ? '' : 'secondary'}`} aria-pressed={m === minutes} onClick={() => setMinutes(m)}>
                    {m === 1 ? d.window1() : d.window5()}
                  </button>
                ))}
              </div>
              <WindowChart items={session.items} windows={windows} />
              <div class="table-scroll">
                <table class="counter-windows">
                  <thead>
                    <tr>
                      <th scope="col">{d.time()}</th>
                      {session.items.map((item, i) => (
                        <th key={i} scope="col">
                          {item.title}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {windows.map((w) => (
                      <tr key={w.start}>
                        <td>
                          {formatTime(language.value, w.start)}
                          {w.partial && <span class="muted"> ({d.partial()})</span>}
                        </td>
                        {w.counts.map((c, i) => (
                          <td key={i}>{c}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <button type="button" class="btn secondary" onClick={() => void exportCsv()}>
                {d.exportCsv()}
              </button>
            </>
          ) : (
            <UpgradeCard text={t.member.advancedText()} />
          )}
        </section>
        <section class="card">
          <label class="field">
            <span>{d.name()}</span>
            <input value={name} maxLength={120} onInput={(e) => setName(e.currentTarget.value)} />
          </label>
          <button type="button" class="btn secondary" disabled={name.trim() === session.name} onClick={() => void save({ name: name.trim() })}>
            {d.rename()}
          </button>
          <label class="field">
            <span>{d.notes()}</span>
            <textarea value={notes} maxLength={2000} rows={3} onInput={(e) => setNotes(e.currentTarget.value)} />
          </label>
          <button type="button" class="btn secondary" disabled={notes === session.notes} onClick={() => void save({ notes })}>
            {d.save()}
          </button>
        </section>
        <div class="counter-actions">
          <button type="button" class="btn secondary" onClick={() => void share()}>
            {d.share()}
          </button>
          <Link class="btn secondary" to={`/${PRODUCT}/sales-estimate?ids=${encodeURIComponent(session.id)}`}>
            {d.estimate()}
          </Link>
          <button type="button" class="btn danger" onClick={() => setConfirming(true)}>
            {d.delete()}
          </button>
        </div>
      </main>
      {confirming && (
        <Dialog title={d.delete()} onClose={() => setConfirming(false)}>
          <p>{d.deleteConfirm()}</p>
          <div class="counter-actions">
            <button type="button" class="btn secondary" onClick={() => setConfirming(false)}>
              {d.cancel()}
            </button>
            <button type="button" class="btn danger" onClick={() => void remove()}>
              {d.delete()}
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}
