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
  const locate = () => {
    setLocating({ status: 'asking' });
    bridge.call('getLocation', undefined, { timeoutMs: 20_000 }).then(
      (p) => setLocating({ status: 'done', location: { latitude: p.latitude, longitude: p.longitude, accuracyM: p.accuracy ?? null } }),
      () => setLocating({ status: 'failed' }),
    );
  };
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
        {unfinished && (
          <section class="card" role="status">
            <p>{t.home.unfinished({ time: formatDateTime(language.value, unfinished.startedAt) })}</p>
            <div class="counter-actions">
              <button type="button" class="btn secondary" onClick={() => void library.discardUnfinished()}>
                {t.home.discard()}
              </button>
              <button type="button" class="btn" onClick={() => void model.resume(unfinished.id)}>
                {t.home.resume()}
              </button>
            </div>
          </section>
        )}
        <section class="card">
          <h3>{t.home.where()}</h3>
          <label class="field">
            <span>{t.home.place()}</span>
            <input value={place} maxLength={120} placeholder={t.home.placeHint()} onInput={(e) => setPlace(e.currentTarget.value)} />
          </label>
          {locating.status === 'done' ? (
            <p>
              {locating.location.accuracyM !== null ? t.home.located({ accuracy: Math.round(locating.location.accuracyM) }) : t.home.locatedNoAccuracy()}{' '}
              <button type="button" class="link-btn" onClick={() => setLocating({ status: 'idle' })}>
                {t.home.removeLocation()}
              </button>
            </p>
          ) : (
            <button type="button" class="btn secondary" disabled={locating.status === 'asking'} onClick={locate}>
              {locating.status === 'asking' ? t.home.locating() : t.home.addLocation()}
            </button>
          )}
          {locating.status === 'failed' && <p class="muted">{t.home.locationFailed()}</p>}
          <p class="muted">{t.home.locationNote()}</p>
        </section>
        <section class="card">
          <h3>{t.home.items()}</h3>
          <ul class="counter-items" data-testid="count-items">
            {items.map((item) => (
              <li key={item.title}>
                <strong>{item.title}</strong> <span class="muted">{t.operations[item.operation]()}</span>
              </li>
            ))}
          </ul>
          <button type="button" class="btn secondary" onClick={() => setSettingsOpen(true)}>
            {t.settings.open()}
          </button>
        </section>
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
