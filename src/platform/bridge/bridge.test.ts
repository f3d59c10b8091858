import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAKE_TOKEN, installFakeNative, type FakeNative } from '../../../tests/fake-shell/fake-native.js';
import { detectContext } from '../context.js';
import { ACTION_NAMES } from './actions.js';
import { createBridge, type Bridge } from './create-bridge.js';
import { BridgeActionError, BridgeTimeoutError, BridgeUnavailableError } from './errors.js';
import { browserFallbacks } from './fallbacks.js';
import { miniProgramImpls, type WxMiniProgram } from './mini-program.js';

const ANDROID_APP = 'Mozilla/5.0 (Linux; Android 12; SM-A135F; wv) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36 Lokasi/2.3.0';
const ANDROID_BROWSER = 'Mozilla/5.0 (Linux; Android 12; SM-A135F) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
type CallAny = (action: string, payload?: unknown) => Promise<unknown>;
const MINI_PROGRAM = `${ANDROID_BROWSER} MicroMessenger/8.0.47 miniProgram/wx0a1b2c3d`;

function bridgeFor(ua: string, over: { toast?: (m: string) => void; miniProgram?: () => Promise<WxMiniProgram> } = {}): Bridge {
  const toast = over.toast ?? (() => undefined);
  const context = detectContext(ua);
  const fallbacks = browserFallbacks({ win: window, toast, linkCopied: () => 'Link copied' });
  const mp = over.miniProgram;
  return createBridge({
    context,
    win: window,
    localImpls: async () => (context.kind === 'miniProgram' && mp ? { ...fallbacks, ...miniProgramImpls(mp, fallbacks) } : fallbacks),
  });
}

afterEach(() => {
  delete window.WebViewJavascriptBridge;
  delete window.__fakeNative;
  delete window.WVJBCallbacks;
  vi.useRealTimers();
});

describe('inside the native app (through the fake native shell)', () => {
  let fake: FakeNative;
  let bridge: Bridge;
  beforeEach(() => {
    fake = installFakeNative(window);
    bridge = bridgeFor(ANDROID_APP);
  });

  it('answers getAuthorization and getAppInfo', async () => {
    await expect(bridge.call('getAuthorization')).resolves.toEqual({ token: FAKE_TOKEN });
    await expect(bridge.call('getAppInfo')).resolves.toMatchObject({ versionName: '1.0.0', deviceType: 1 });
  });

  it('every action gets an answer, in object and in JSON-string form', async () => {
    const payloads: Record<string, unknown> = {
      pay: { orderId: 'o1' }, wxPay: { orderId: 'o1' }, aliPay: { orderId: 'o1' }, applePay: { orderId: 'o1', productId: 'p' },
      share: { title: 't', url: 'https://x' }, toast: { message: 'hi' }, makeaCall: { phone: '+60123' },
      saveImage2Album: { url: 'https://x/a.png' }, setAuthorization: { token: FAKE_TOKEN },
    };
    for (const stringResponses of [false, true]) {
      fake.config.stringResponses = stringResponses;
      for (const action of ACTION_NAMES) {
        if (action === 'clearLogin') continue;
        await expect((bridge.call as unknown as CallAny)(action, payloads[action]), action).resolves.not.toBeUndefined();
      }
    }
  });

  it('pay resolves with each outcome the native side reports', async () => {
    for (const outcome of ['success', 'failed', 'cancelled', 'error'] as const) {
      fake.config.payOutcome = outcome;
      await expect(bridge.call('wxPay', { orderId: 'o9' })).resolves.toEqual({ status: outcome });
    }
  });

  it('a native failure becomes a BridgeActionError with its code', async () => {
    fake.config.location = 'denied';
    const err = await bridge.call('getLocation').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BridgeActionError);
    expect(err).toMatchObject({ action: 'getLocation', code: 'permission_denied' });
  });

  it('an action the native side does not know rejects with unknown_action', async () => {
    const callAny = bridge.call as unknown as CallAny;
    await expect(callAny('launchRocket')).rejects.toMatchObject({ name: 'BridgeActionError', code: 'unknown_action' });
    const answered = await new Promise((resolve) => window.WebViewJavascriptBridge!.callHandler('launchRocket', {}, resolve));
    expect(answered).toMatchObject({ code: 'unknown_action' });
  });

  it('an action the native side never answers times out with BridgeTimeoutError', async () => {
    vi.useFakeTimers();
    fake.config.silent = ['getLocation'];
    const pending = bridge.call('getLocation', undefined, { timeoutMs: 1_000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1_000);
    const err = await pending;
    expect(err).toBeInstanceOf(BridgeTimeoutError);
    expect(err).toMatchObject({ action: 'getLocation', timeoutMs: 1_000 });
  });

  it('picker actions have long default time-outs, plain ones 5 s', async () => {
    vi.useFakeTimers();
    fake.config.silent = ['selectCity', 'getAppInfo'];
    const picker = bridge.call('selectCity').catch((e: unknown) => e);
    const info = bridge.call('getAppInfo').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await info).toBeInstanceOf(BridgeTimeoutError);
    await vi.advanceTimersByTimeAsync(9 * 60_000);
    let settled = false;
    void picker.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await picker).toBeInstanceOf(BridgeTimeoutError);
  });

  it('page views and events reach the native side', async () => {
    expect(bridge.send('trackPageView', { pageId: '10005', refId: null, extra: null })).toBe(true);
    await Promise.resolve();
    expect(fake.log.filter((e) => e.kind === 'pageview')).toMatchObject([{ action: 'trackPageView', payload: { pageId: '10005' } }]);
  });

  it('typed events pushed by the native side reach subscribers until they unsubscribe', async () => {
    const seen: Array<string | null> = [];
    const off = bridge.on('tokenChanged', (d) => seen.push(d.token));
    await Promise.resolve();
    expect(fake.emit('tokenChanged', { token: 'x'.repeat(32) })).toBe(true);
    fake.config.stringResponses = true;
    fake.emit('tokenChanged', { token: null });
    off();
    fake.emit('tokenChanged', { token: 'y'.repeat(32) });
    expect(seen).toEqual(['x'.repeat(32), null]);
  });

  it('waits for a bridge injected after the page started (Android ready event)', async () => {
    delete window.WebViewJavascriptBridge;
    const late = bridgeFor(ANDROID_APP);
    const pending = late.call('getAuthorization');
    installFakeNative(window);
    await expect(pending).resolves.toEqual({ token: FAKE_TOKEN });
  });
});

describe('in a plain browser', () => {
  it('actions without a browser stand-in reject with BridgeUnavailableError', async () => {
    const bridge = bridgeFor(ANDROID_BROWSER);
    for (const action of ['getAuthorization', 'pay', 'selectCity', 'startIMChat', 'getAppInfo'] as const) {
      const err = await (bridge.call as unknown as CallAny)(action, { orderId: 'o' }).catch((e: unknown) => e);
      expect(err, action).toBeInstanceOf(BridgeUnavailableError);
      expect(err).toMatchObject({ context: 'browser' });
    }
    expect(bridge.send('trackEvent', { event_id: 'e', map: {} })).toBe(false);
  });

  it('toast shows the in-page toast', async () => {
    const shown: string[] = [];
    await bridgeFor(ANDROID_BROWSER, { toast: (m) => shown.push(m) }).call('toast', { message: 'Saved' });
    expect(shown).toEqual(['Saved']);
  });

  it('share copies the link when there is no Web Share, and says so', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const shown: string[] = [];
    const bridge = bridgeFor(ANDROID_BROWSER, { toast: (m) => shown.push(m) });
    await expect(bridge.call('share', { title: 'Report', url: 'https://lokasi.test/#/r/1' })).resolves.toEqual({ via: 'copied' });
    expect(writeText).toHaveBeenCalledWith('https://lokasi.test/#/r/1');
    expect(shown).toEqual(['Link copied']);
  });

  it('share uses the Web Share API when present', async () => {
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    await expect(bridgeFor(ANDROID_BROWSER).call('share', { title: 'R', url: 'https://x' })).resolves.toEqual({ via: 'webShare' });
    expect(share).toHaveBeenCalledWith({ title: 'R', text: undefined, url: 'https://x' });
    Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
  });

  it('makeaCall opens a tel: link and closePage goes back in history', async () => {
    const fakeWin = { location: { href: 'https://x/#/contact-us' }, history: { length: 2, back: vi.fn() }, navigator, document } as unknown as Window;
    const impls = browserFallbacks({ win: fakeWin, toast: () => undefined, linkCopied: () => '' });
    await impls.makeaCall!({ phone: '+60 3-1234 5678' });
    expect(fakeWin.location.href).toBe('tel:+60312345678');
    await impls.closePage!();
    expect(fakeWin.history.back).toHaveBeenCalledOnce();
    await expect(impls.makeaCall!({ phone: 'call me' })).rejects.toMatchObject({ code: 'invalid_phone' });
  });

  it('getLocation uses the geolocation API', async () => {
    const getCurrentPosition = vi.fn((ok: PositionCallback) =>
      ok({ coords: { latitude: 1.5, longitude: 103.7, accuracy: 12 } } as GeolocationPosition),
    );
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
    await expect(bridgeFor(ANDROID_BROWSER).call('getLocation')).resolves.toEqual({ latitude: 1.5, longitude: 103.7, accuracy: 12 });
  });
});

describe('in the mini-program', () => {
  it('hands payments to the mini-program pay page, shares through postMessage and closes through navigateBack', async () => {
    const calls: Array<[string, unknown]> = [];
    const mp: WxMiniProgram = {
      navigateTo: (o) => {
        calls.push(['navigateTo', o.url]);
        o.success?.();
      },
      navigateBack: () => void calls.push(['navigateBack', null]),
      postMessage: (o) => void calls.push(['postMessage', o.data]),
    };
    Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async () => undefined } });
    const bridge = bridgeFor(MINI_PROGRAM, { miniProgram: async () => mp });
    expect(bridge.context.kind).toBe('miniProgram');
    await expect(bridge.call('wxPay', { orderId: 'o 7', productId: 'vip-month' })).resolves.toEqual({ status: 'handedOff' });
    await expect(bridge.call('share', { title: 'Report', url: 'https://x/#/r/1' })).resolves.toEqual({ via: 'copied' });
    await bridge.call('closePage');
    expect(calls).toEqual([
      ['navigateTo', '/pages/pay/index?orderId=o+7&channel=wxPay&productId=vip-month'],
      ['postMessage', { type: 'share', title: 'Report', url: 'https://x/#/r/1' }],
      ['navigateBack', null],
    ]);
  });
});
