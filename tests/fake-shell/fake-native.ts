/**
 * A fake of the Lokasi native app's side of the bridge (src/platform/bridge/CONTRACT.md), for the development harness
 * (index.html) and the end-to-end tests. It installs `window.WebViewJavascriptBridge`, hands out a token and app info,
 * answers every action with a configurable outcome and records the page views, events and calls it receives in
 * `window.__fakeNative.log`.
 *
 * Use:
 * - as a classic script (Playwright `addInitScript` with this file bundled as an IIFE): it installs itself into the
 *   page, with options from `window.__fakeNativeConfig` when a script set them before;
 * - as a module: `installFakeNative(window, options)`; calling it again replaces the previous fake.
 * Options can be changed later through `window.__fakeNative.config` (the harness's controls do that).
 */
import type { AppInfo, BrandChoice, CityChoice, IndustryChoice, LocationResult, PayStatus, RestoredPurchases } from '../../src/platform/bridge/actions.js';

export interface FakeNativeConfig {
  /** getAuthorization answer; null answers `not_logged_in`. */
  token: string | null;
  appInfo: AppInfo;
  payOutcome: PayStatus;
  /** restorePurchases answer: the store purchases this phone knows. */
  restored: RestoredPurchases['purchases'];
  /** getLocation answer; 'denied' answers `permission_denied`. */
  location: LocationResult | 'denied';
  /** Picker answers; null = the user dismissed the picker. */
  city: CityChoice | null;
  brand: BrandChoice | null;
  industry: IndustryChoice | null;
  /** Actions the fake never answers (to see time-outs). */
  silent: string[];
  /** Actions the fake answers `unknown_action` (an older app without them). */
  unknown: string[];
  /** Milliseconds before each answer. */
  delayMs: number;
  /** Answer with JSON strings as Android's JsBridge does (true) or with objects as iOS does (false). */
  stringResponses: boolean;
}

export interface FakeNativeLogEntry {
  kind: 'call' | 'pageview' | 'event';
  action: string;
  payload: unknown;
  at: number;
}

export interface FakeNative {
  config: FakeNativeConfig;
  log: FakeNativeLogEntry[];
  /** Pushes a native event (tokenChanged, languageChanged, payResult, appResume, backPressed) to the page. */
  emit(event: string, data?: unknown): boolean;
  /** Handler names the page registered. */
  registered(): string[];
}

declare global {
  interface Window {
    __fakeNative?: FakeNative;
    __fakeNativeConfig?: Partial<FakeNativeConfig>;
  }
}

export const FAKE_TOKEN = 'fakeNativeToken0123456789abcdefg';

/** The payment actions of the bridge contract (CONTRACT.md): each settles its order at the sandbox gateway first. */
const PAY_ACTIONS = ['pay', 'wxPay', 'aliPay', 'applePay'];

export const DEFAULT_CONFIG: FakeNativeConfig = {
  token: FAKE_TOKEN,
  appInfo: { language: 'en', country: 'MY', versionName: '1.0.0', versionCode: 100, deviceType: 1 },
  payOutcome: 'success',
  restored: [],
  location: { latitude: 3.1478, longitude: 101.6953, accuracy: 25 },
  city: { countryCode: 'MY', country: 'Malaysia', state: 'Kuala Lumpur', city: 'Kuala Lumpur' },
  brand: { brandId: 'starbucks', name: 'Starbucks' },
  industry: { key: 'cafe', name: 'Cafe' },
  silent: [],
  unknown: [],
  delayMs: 0,
  stringResponses: false,
};

/** Event name the fake dispatches on its window after each log entry (the harness lists them live). */
export const LOG_EVENT = 'fakenative:log';

export function installFakeNative(win: Window, options: Partial<FakeNativeConfig> = {}): FakeNative {
  const config: FakeNativeConfig = { ...DEFAULT_CONFIG, ...options };
  const log: FakeNativeLogEntry[] = [];
  const handlers = new Map<string, (data: unknown, respond?: (r: unknown) => void) => void>();
  type Answer = { code: 0; data?: unknown } | { code: string; msg: string };
  const ok = (data?: unknown): Answer => ({ code: 0, data: data ?? null });
  const fail = (code: string, msg: string): Answer => ({ code, msg });

  const record = (kind: FakeNativeLogEntry['kind'], action: string, payload: unknown): void => {
    const entry = { kind, action, payload: payload === undefined ? null : JSON.parse(JSON.stringify(payload)), at: Date.now() };
    log.push(entry);
    win.dispatchEvent(new CustomEvent(LOG_EVENT, { detail: entry }));
  };

  /**
   * The shell stands in for the gateway as the sandbox checkout does: before the app hears the outcome, the sandbox
   * sends its signed notification for the order (POST /v1/payments/sandbox/orders/:id/checkout), so a success confirms.
   * Without a session or a sandbox the server refuses and the order stays unconfirmed, as a lost notification would.
   */
  const notifyGateway = async (payload: unknown): Promise<void> => {
    const outcome = { success: 'paid', failed: 'failed', cancelled: 'cancelled', error: null }[fake.config.payOutcome];
    const orderId = (payload as { orderId?: unknown } | null)?.orderId;
    if (!outcome || typeof orderId !== 'string' || !fake.config.token || typeof win.fetch !== 'function') return;
    await win
      .fetch(`/v1/payments/sandbox/orders/${encodeURIComponent(orderId)}/checkout`, {
        method: 'POST',
        headers: { authorization: `Bearer ${fake.config.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ outcome }),
      })
      .catch(() => undefined);
  };

  const answer = (action: string, payload: unknown): Answer => {
    const c = fake.config;
    if (c.unknown.includes(action)) return fail('unknown_action', `No handler for "${action}"`);
    switch (action) {
      case 'pay':
      case 'wxPay':
      case 'aliPay':
      case 'applePay':
        return ok({ status: c.payOutcome });
      case 'restorePurchases':
        return ok({ purchases: c.restored });
      case 'getAuthorization':
        return c.token ? ok({ token: c.token }) : fail('not_logged_in', 'No user is logged in');
      case 'getAppInfo':
        return ok(c.appInfo);
      case 'getVersionCode':
        return ok({ versionCode: c.appInfo.versionCode, versionName: c.appInfo.versionName });
      case 'getLocation':
        return c.location === 'denied' ? fail('permission_denied', 'Location permission denied') : ok(c.location);
      case 'selectCity':
        return ok(c.city);
      case 'selectBrand':
        return ok(c.brand);
      case 'selectIndustry':
        return ok(c.industry);
      case 'share':
        return ok({ via: 'native' });
      case 'makeaCall':
        return typeof (payload as { phone?: unknown })?.phone === 'string' ? ok() : fail('invalid_payload', 'phone is required');
      case 'setAuthorization': {
        const token = (payload as { token?: unknown } | null)?.token;
        if (typeof token !== 'string') return fail('invalid_payload', 'token is required');
        c.token = token;
        return ok();
      }
      case 'clearLogin':
        c.token = null;
        return ok();
      case 'closePage':
      case 'toast':
      case 'startIMChat':
      case 'saveImage2Album':
      case 'trackPageView':
      case 'trackEvent':
        return ok();
      default:
        return fail('unknown_action', `No handler for "${action}"`);
    }
  };

  const bridge = {
    callHandler(name: string, data?: unknown, callback?: (response: unknown) => void): void {
      const payload = typeof data === 'string' ? JSON.parse(data) : data;
      record(name === 'trackPageView' ? 'pageview' : name === 'trackEvent' ? 'event' : 'call', name, payload);
      if (!callback || fake.config.silent.includes(name)) return;
      const response = answer(name, payload);
      const body = fake.config.stringResponses ? JSON.stringify(response) : response;
      const respond = () => (fake.config.delayMs > 0 ? setTimeout(() => callback(body), fake.config.delayMs) : queueMicrotask(() => callback(body)));
      if (PAY_ACTIONS.includes(name)) void notifyGateway(payload).then(respond);
      else respond();
    },
    registerHandler(name: string, handler: (data: unknown, respond?: (r: unknown) => void) => void): void {
      handlers.set(name, handler);
    },
  };

  const fake: FakeNative = {
    config,
    log,
    emit(event, data = {}) {
      const handler = handlers.get(event);
      if (!handler) return false;
      handler(fake.config.stringResponses ? JSON.stringify(data) : data, () => undefined);
      return true;
    },
    registered: () => [...handlers.keys()],
  };

  // A desktop browser (the harness) has no app marker in its user agent; the e2e phones bring their own.
  const ua = win.navigator.userAgent;
  if (!/(?:^|\s)Lokasi\/\d/.test(ua)) {
    const marked = `${ua} Lokasi/${config.appInfo.versionName}`;
    Object.defineProperty(win.navigator, 'userAgent', { configurable: true, get: () => marked });
  }

  win.WebViewJavascriptBridge = bridge;
  win.__fakeNative = fake;
  for (const waiting of win.WVJBCallbacks?.splice(0) ?? []) waiting(bridge);
  win.document.dispatchEvent(new Event('WebViewJavascriptBridgeReady'));
  return fake;
}

// Bundled as a classic script (esbuild IIFE, where `import.meta` is empty) it installs at once; module importers
// (the harness, unit tests) call installFakeNative themselves.
if (typeof window !== 'undefined' && !import.meta.url) {
  installFakeNative(window, window.__fakeNativeConfig);
}
