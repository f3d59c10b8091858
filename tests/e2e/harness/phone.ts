import type { Browser, BrowserContext } from 'playwright-core';
import { DEFAULT_CONFIG, type FakeNativeConfig } from '../../fake-shell/fake-native.js';
import { fakeNativeScript, MINI_PROGRAM_HOST_SCRIPT } from './fake-shell.js';
import { userAgentFor, type ClientKind, type PhoneOs } from './user-agents.js';

export interface PhoneOptions {
  context?: ClientKind;
  os?: PhoneOs;
  /** Browser locale (navigator.language / Accept-Language), e.g. 'th-TH'. Default 'en-US'. */
  locale?: string;
  /** Device pixel ratio. Default 3 (most phones sold today); budget Android is often 2 or 2.75. */
  dpr?: number;
  viewport?: { width: number; height: number };
  appVersion?: string;
  /** iOS app: the token the native app appends to the user agent as `TOKEN/<32 chars>`. */
  token?: string;
  /**
   * App context: options of the fake native shell (tests/fake-shell/fake-native.ts). By default it hands out its
   * fake token and app info matching `os` and `appVersion`. Ignored elsewhere.
   */
  fakeNative?: Partial<FakeNativeConfig>;
}

/** A touch phone in one of the three hosts; the app context carries the fake native shell. */
export async function phoneContext(browser: Browser, options: PhoneOptions = {}): Promise<BrowserContext> {
  const kind = options.context ?? 'browser';
  const os = options.os ?? 'android';
  const context = await browser.newContext({
    userAgent: userAgentFor({ context: kind, os, appVersion: options.appVersion, token: options.token }),
    locale: options.locale ?? 'en-US',
    deviceScaleFactor: options.dpr ?? 3,
    viewport: options.viewport ?? { width: 390, height: 844 },
    screen: options.viewport ?? { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  if (kind === 'app') {
    const appInfo: FakeNativeConfig['appInfo'] = { ...DEFAULT_CONFIG.appInfo, versionName: options.appVersion ?? '1.0.0', deviceType: os === 'ios' ? 2 : 1 };
    const config: Partial<FakeNativeConfig> = { appInfo, ...options.fakeNative };
    await context.addInitScript({ content: `window.__fakeNativeConfig = ${JSON.stringify(config)};` });
    await context.addInitScript({ content: await fakeNativeScript() });
  }
  if (kind === 'miniprogram') await context.addInitScript({ content: MINI_PROGRAM_HOST_SCRIPT });
  return context;
}
