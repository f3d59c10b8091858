/** The desktop page that plays the native app around the real app (see README.md). */
import { DEFAULT_CONFIG, LOG_EVENT, type FakeNative, type FakeNativeConfig, type FakeNativeLogEntry } from './fake-native.js';

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;
const frame = $<HTMLIFrameElement>('phone');
const host = window as Window & { __fakeShellOptions?: Partial<FakeNativeConfig> };
const KL = DEFAULT_CONFIG.location;

$<HTMLInputElement>('token').value = DEFAULT_CONFIG.token ?? '';

function options(): FakeNativeConfig {
  const checked = (id: string): boolean => $<HTMLInputElement>(id).checked;
  const value = (id: string): string => $<HTMLInputElement>(id).value.trim();
  return {
    ...DEFAULT_CONFIG,
    token: value('token') || null,
    appInfo: {
      ...DEFAULT_CONFIG.appInfo,
      versionName: value('version') || '1.0.0',
      deviceType: value('device') === '2' ? 2 : 1,
      language: value('language') || 'en',
    },
    payOutcome: value('pay') as FakeNativeConfig['payOutcome'],
    location: value('location') === 'denied' ? 'denied' : KL,
    city: checked('city') ? DEFAULT_CONFIG.city : null,
    brand: checked('brand') ? DEFAULT_CONFIG.brand : null,
    industry: checked('industry') ? DEFAULT_CONFIG.industry : null,
    stringResponses: checked('strings'),
    delayMs: Number(value('delay')) || 0,
    silent: value('silent').split(',').map((s) => s.trim()).filter(Boolean),
  };
}

const fake = (): FakeNative | undefined => (frame.contentWindow as (Window & { __fakeNative?: FakeNative }) | null)?.__fakeNative;

/** Answers change at once in the running app; session values (token, version) apply on reload. */
function applyLive(): void {
  host.__fakeShellOptions = options();
  const running = fake();
  if (running) Object.assign(running.config, host.__fakeShellOptions);
}

document.querySelector('.panel')!.addEventListener('change', applyLive);
$('reload').addEventListener('click', () => {
  applyLive();
  frame.contentWindow?.location.reload();
});
$('clear').addEventListener('click', () => ($('log').textContent = ''));

for (const button of document.querySelectorAll<HTMLButtonElement>('[data-event]')) {
  button.addEventListener('click', () => {
    const o = options();
    const event = button.dataset.event!;
    const data =
      event === 'tokenChanged' ? { token: o.token }
      : event === 'languageChanged' ? { language: o.appInfo.language }
      : event === 'payResult' ? { orderId: 'harness-order', status: o.payOutcome }
      : {};
    const delivered = fake()?.emit(event, data) ?? false;
    show({ kind: 'call', action: `→ ${event}${delivered ? '' : ' (no handler registered)'}`, payload: data, at: Date.now() });
  });
}

function show(entry: FakeNativeLogEntry): void {
  const li = document.createElement('li');
  li.className = entry.kind;
  li.textContent = `${new Date(entry.at).toLocaleTimeString()}  ${entry.kind.padEnd(8)} ${entry.action}  ${JSON.stringify(entry.payload)}`;
  $('log').prepend(li);
}

const SHELL_TOKEN_KEY = 'lokasi-fake-shell-token';

window.addEventListener('message', (e: MessageEvent<{ type?: string; entry?: FakeNativeLogEntry }>) => {
  if (e.origin !== location.origin || e.data?.type !== LOG_EVENT || !e.data.entry) return;
  show(e.data.entry);
  // The page signed in: the shell keeps that account's token as its login, as the app does.
  const token = e.data.entry.action === 'setAuthorization' ? (e.data.entry.payload as { token?: unknown } | null)?.token : null;
  if (typeof token === 'string') {
    localStorage.setItem(SHELL_TOKEN_KEY, token);
    $<HTMLInputElement>('token').value = token;
  }
});

/**
 * The shell's own session, as a native app has one: a real token from `POST /v1/auth/anonymous` (through the dev
 * proxy), kept for the next visit. The fake's fixed token is no session: the server refused it and the app signed out.
 */
async function shellToken(): Promise<string | null> {
  const kept = localStorage.getItem(SHELL_TOKEN_KEY);
  if (kept) return kept;
  const res = await fetch('/v1/auth/anonymous', { method: 'POST' }).catch(() => null);
  const token = ((await res?.json().catch(() => null)) as { data?: { token?: string } } | null)?.data?.token ?? null;
  if (token) localStorage.setItem(SHELL_TOKEN_KEY, token);
  return token;
}

// The app starts once the shell has its session (the frame has no src until then).
void shellToken().then((token) => {
  if (token) $<HTMLInputElement>('token').value = token;
  host.__fakeShellOptions = options();
  frame.src = './frame.html';
});
