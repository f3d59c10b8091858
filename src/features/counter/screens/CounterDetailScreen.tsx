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

type Session = OpenedSession['session'];
type Windows = ReturnType<typeof bucketByWindow>;
const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

function CounterDetail({ runtime, data, onChange }: { runtime: CounterRuntime; data: OpenedSession; onChange(d: OpenedSession): void }) {
  const { session, taps } = data;
  const member = useMember();
  const [minutes, setMinutes] = useState<WindowMinutes>(1);
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
  const save = async (patch: Partial<Pick<LocalSession, 'name' | 'notes'>>) => {
    onChange(await runtime.library.save(data, patch));
    toast(LL.value.counter.detail.saved());
  };

  return (
    <>
      <PageHeader title={session.name || LL.value.titles.counterDetail()} />
      <main class="page counter-detail">
        <FactsCard runtime={runtime} data={data} durationMin={durationMin} />
        <TotalsCard session={session} counts={counts} total={total} rate={rate} />
        <section class="card">
          <h3>{LL.value.counter.detail.windows()}</h3>
          {member ? <WindowsView session={session} windows={windows} minutes={minutes} onMinutes={setMinutes} /> : <UpgradeCard text={LL.value.counter.member.advancedText()} />}
        </section>
        <EditCard session={session} save={save} />
        <Actions runtime={runtime} data={data} share={{ total, minutes: durationMin, rate }} />
      </main>
    </>
  );
}

/** The kind, where it is kept, the time, duration and place of the count. */
function FactsCard({ runtime, data, durationMin }: { runtime: CounterRuntime; data: OpenedSession; durationMin: number }) {
  const { session } = data;
  const d = LL.value.counter.detail;
  const revision = runtime.syncer.revision.value;
  const [synced, setSynced] = useState(!data.local);
  useEffect(() => {
    let live = true;
    void runtime.library.synced(data).then((yes) => live && setSynced(yes));
    return () => void (live = false);
  }, [revision, data]);
  const where = session.location;
  return (
    <section class="card">
      <p class="muted">
        {d.kind()} · <SyncBadge where={synced ? 'synced' : 'local'} state={runtime.syncer.state.value} />
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
          {where
            ? `${where.latitude.toFixed(5)}, ${where.longitude.toFixed(5)}${where.accuracyM !== null ? ` (±${Math.round(where.accuracyM)} m)` : ''}`
            : d.noLocation()}
        </dd>
      </dl>
    </section>
  );
}

/** Each item's count, the total and the capture rate with its definition. */
function TotalsCard({ session, counts, total, rate }: { session: Session; counts: readonly number[]; total: number; rate: number | null }) {
  const t = LL.value.counter;
  const d = t.detail;
  return (
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
        <span data-testid="capture-rate">{rate === null ? LL.value.states.noData() : percent(rate)}</span>
        <br />
        <span class="muted">{d.captureDefinition()}</span>
      </p>
    </section>
  );
}

/** Members' counts per 1- or 5-minute window: chart, table and CSV export (shared as a file where the phone can). */
function WindowsView({ session, windows, minutes, onMinutes }: { session: Session; windows: Windows; minutes: WindowMinutes; onMinutes(m: WindowMinutes): void }) {
  const d = LL.value.counter.detail;
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
  return (
    <>
      <div class="counter-toggle" role="group">
        {WINDOW_MINUTES.map((m) => (
          <button key={m} type="button" class={`btn ${m === minutes ? '' : 'secondary'}`} aria-pressed={m === minutes} onClick={() => onMinutes(m)}>
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
  );
}

/** Renaming the count and keeping notes with it. */
function EditCard({ session, save }: { session: Session; save(patch: Partial<Pick<LocalSession, 'name' | 'notes'>>): Promise<void> }) {
  const d = LL.value.counter.detail;
  const [name, setName] = useState(session.name);
  const [notes, setNotes] = useState(session.notes);
  return (
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
  );
}

/** Share the count's summary, estimate sales from it, or delete it (after a confirmation). */
function Actions({ runtime, data, share }: { runtime: CounterRuntime; data: OpenedSession; share: { total: number; minutes: number; rate: number | null } }) {
  const { session } = data;
  const d = LL.value.counter.detail;
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const remove = async () => {
    setConfirming(false);
    await runtime.library.remove(data);
    toast(d.deleted());
    navigate(`/${PRODUCT}/capacity-counter/home`, { replace: true });
  };
  const shareCount = () =>
    bridge
      .call('share', {
        title: session.name || LL.value.titles.counterDetail(),
        text: `${d.shareText({ name: session.name || formatDateTime(language.value, session.startedAt), total: share.total, minutes: share.minutes })}${share.rate === null ? '' : ` ${d.captureRate()}: ${percent(share.rate)}`}`,
        url: window.location.href,
      })
      .catch(() => undefined);
  return (
    <>
      <div class="counter-actions">
        <button type="button" class="btn secondary" onClick={() => void shareCount()}>
          {d.share()}
        </button>
        <Link class="btn secondary" to={`/${PRODUCT}/sales-estimate?ids=${encodeURIComponent(session.id)}`}>
          {d.estimate()}
        </Link>
        <button type="button" class="btn danger" onClick={() => setConfirming(true)}>
          {d.delete()}
        </button>
      </div>
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
