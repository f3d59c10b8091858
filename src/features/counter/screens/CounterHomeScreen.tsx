import { useEffect, useState } from 'preact/hooks';
import { Link, useNavigate } from '../../../platform/routing/router.js';
import { bridge } from '../../../platform/bridge/index.js';
import { language, LL, useNamespace } from '../../../platform/i18n/index.js';
import { PRODUCT } from '../../../platform/routing/route-def.js';
import { toast } from '../../../platform/toast.js';
import { Dialog } from '../../../ui/Dialog.js';
import { PageHeader } from '../../../ui/PageHeader.js';
import { useScreenActive } from '../../../ui/screen-active.js';
import { ErrorState, Loading } from '../../../ui/states.js';
import type { CounterLocation } from '../../../../contracts/counter.js';
import type { LocalSession } from '../data/local-store.js';
import type { CountItem } from '../domain/taps.js';
import { counterRuntime, type CounterRuntime } from '../runtime.js';
import { CountingSurface } from './CountingSurface.js';
import { askMotionPermission } from './gesture-surface.js';
import { dropGuardEntry, useLeaveGuard } from './leave-guard.js';
import { useMember } from './membership.js';
import { SettingsDialog } from './SettingsDialog.js';
import { CountList, detailPath } from './CountList.js';
import '../counter.css';
import { formatDateTime } from '../../../platform/i18n/intl.js';

type Locating = { status: 'idle' } | { status: 'asking' } | { status: 'failed' } | { status: 'done'; location: CounterLocation };

/** Counter home (10012): where and what to count, the settings dialog, start, the counting surface and past counts. */
export default function CounterHomeScreen() {
  const ready = useNamespace('counter');
  const [runtime, setRuntime] = useState<CounterRuntime | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  useEffect(() => {
    if (ready) counterRuntime().then(setRuntime, setFailed);
  }, [ready]);
  if (failed) return <ErrorState onRetry={() => (setFailed(null), counterRuntime().then(setRuntime, setFailed))} />;
  if (!ready || !runtime) return <Loading />;
  return <CounterHome runtime={runtime} />;
}

function CounterHome({ runtime }: { runtime: CounterRuntime }) {
  const { model, syncer, library } = runtime;
  const member = useMember();
  const navigate = useNavigate();
  const counting = model.phase.value === 'counting';
  const [place, setPlace] = useState('');
  const [locating, setLocating] = useState<Locating>({ status: 'idle' });
  const [settingsOpen, setSettingsOpen] = useState(false);
  const revision = syncer.revision.value;
  // Kept alive: coming back to this screen re-reads the list (a count may have been made, renamed or deleted meanwhile).
  const active = useScreenActive();
  const guard = useLeaveGuard(counting, () => model.discard());

  useEffect(() => {
    if (!counting && active) void library.reload();
  }, [counting, revision, active]);

  const t = LL.value.counter;
  const start = () => {
    // iOS only grants motion access from inside the tap that asks.
    void askMotionPermission();
    void model.start({ name: place, location: locating.status === 'done' ? locating.location : null });
  };
  const stop = async () => {
    const ended = await model.stop();
    if (!ended) return;
    toast(t.counting.saved());
    // Replaces the guard history entry: back from the details returns here.
    navigate(detailPath(ended.id), { replace: true });
  };

  if (counting) {
    return (
      <>
        <CountingSurface model={model} onStop={stop} onClose={() => guard.ask(dropGuardEntry)} />
        {guard.asking && <LeaveDialog onStay={guard.stay} onLeave={() => void guard.leave()} />}
      </>
    );
  }

  const items = model.items.value;
  const unfinished = library.unfinished.value;
  return (
    <>
      <PageHeader title={LL.value.titles.counterHome()} />
      <main class="page counter-home">
        {unfinished && <UnfinishedCount runtime={runtime} session={unfinished} />}
        <PlaceSection place={place} onPlace={setPlace} locating={locating} onLocating={setLocating} />
        <ItemsSection items={items} onSettings={() => setSettingsOpen(true)} />
        <button type="button" class="btn counter-start" onClick={start}>
          {t.home.start()}
        </button>
        <Link class="btn secondary" to={`/${PRODUCT}/sales-estimate`}>
          {t.home.estimate()}
        </Link>
        {/* Past counts load last and grow: nothing may sit below them, or it would shift (CLS). */}
        <CountList runtime={runtime} />
      </main>
      {settingsOpen && <SettingsDialog items={items} member={member} onSave={(next) => model.saveSettings(next, member)} onClose={() => setSettingsOpen(false)} />}
    </>
  );
}

/** A count left unfinished (the tab was closed mid-count): resume it or throw it away. */
function UnfinishedCount({ runtime, session }: { runtime: CounterRuntime; session: LocalSession }) {
  const t = LL.value.counter.home;
  return (
    <section class="card" role="status">
      <p>{t.unfinished({ time: formatDateTime(language.value, session.startedAt) })}</p>
      <div class="counter-actions">
        <button type="button" class="btn secondary" onClick={() => void runtime.library.discardUnfinished()}>
          {t.discard()}
        </button>
        <button type="button" class="btn" onClick={() => void runtime.model.resume(session.id)}>
          {t.resume()}
        </button>
      </div>
    </section>
  );
}

/** Where the count is made: a name for the place and, when the user asks, the device's location. */
function PlaceSection({ place, onPlace, locating, onLocating }: { place: string; onPlace(place: string): void; locating: Locating; onLocating(next: Locating): void }) {
  const t = LL.value.counter.home;
  const locate = () => {
    onLocating({ status: 'asking' });
    bridge.call('getLocation', undefined, { timeoutMs: 20_000 }).then(
      (p) => onLocating({ status: 'done', location: { latitude: p.latitude, longitude: p.longitude, accuracyM: p.accuracy ?? null } }),
      () => onLocating({ status: 'failed' }),
    );
  };
  return (
    <section class="card">
      <h3>{t.where()}</h3>
      <label class="field">
        <span>{t.place()}</span>
        <input value={place} maxLength={120} placeholder={t.placeHint()} onInput={(e) => onPlace(e.currentTarget.value)} />
      </label>
      {locating.status === 'done' ? (
        <p>
          {locating.location.accuracyM !== null ? t.located({ accuracy: Math.round(locating.location.accuracyM) }) : t.locatedNoAccuracy()}{' '}
          <button type="button" class="link-btn" onClick={() => onLocating({ status: 'idle' })}>
            {t.removeLocation()}
          </button>
        </p>
      ) : (
        <button type="button" class="btn secondary" disabled={locating.status === 'asking'} onClick={locate}>
          {locating.status === 'asking' ? t.locating() : t.addLocation()}
        </button>
      )}
      {locating.status === 'failed' && <p class="muted">{t.locationFailed()}</p>}
      <p class="muted">{t.locationNote()}</p>
    </section>
  );
}

/** What is counted: each item with its gesture, and the way to the settings dialog. */
function ItemsSection({ items, onSettings }: { items: CountItem[]; onSettings(): void }) {
  const t = LL.value.counter;
  return (
    <section class="card">
      <h3>{t.home.items()}</h3>
      <ul class="counter-items" data-testid="count-items">
        {items.map((item) => (
          <li key={item.title}>
            <strong>{item.title}</strong> <span class="muted">{t.operations[item.operation]()}</span>
          </li>
        ))}
      </ul>
      <button type="button" class="btn secondary" onClick={onSettings}>
        {t.settings.open()}
      </button>
    </section>
  );
}

export function LeaveDialog({ onStay, onLeave }: { onStay(): void; onLeave(): void }) {
  const t = LL.value.counter.leave;
  return (
    <Dialog title={t.title()} onClose={onStay}>
      <p>{t.text()}</p>
      <div class="counter-actions">
        <button type="button" class="btn secondary" onClick={onStay}>
          {t.stay()}
        </button>
        <button type="button" class="btn danger" onClick={onLeave}>
          {t.confirm()}
        </button>
      </div>
    </Dialog>
  );
}
