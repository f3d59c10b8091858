import { describe, expect, it, vi } from 'vitest';
import { loadedLocales } from '../../i18n/i18n-util.js';
import { LL, setLanguage } from '../platform/i18n/index.js';
import type { RouteDef } from '../platform/routing/route-def.js';
import { startSession, type AuthCalls } from '../session/index.js';
import { screenFor } from './lazy-screens.js';

/** A screen whose code never arrives: whatever happens meanwhile was started alongside its download, not by the screen. */
const neverLoads = (): Promise<never> => new Promise<never>(() => undefined);

describe('a screen download', () => {
  it("fetches the screen's texts alongside its code, before the screen has mounted", async () => {
    const route: RouteDef = { path: '/texts', keepAlive: false, texts: ['info'], load: neverLoads };
    expect(loadedLocales.en?.info).toBeUndefined();
    void screenFor(route).preload();
    await vi.waitFor(() => expect(loadedLocales.en?.info).toBeDefined());
    // The texts in use are replaced as they arrive, so the screen reads them on its first render.
    expect(LL.value.info.about.version()).toBe('App version');
  });

  it('shows the screen only once its texts are in place', async () => {
    const route: RouteDef = { path: '/ready', keepAlive: false, texts: ['membership'], load: async () => ({ default: () => null }) };
    await screenFor(route).preload();
    expect(loadedLocales.en?.membership).toBeDefined();
  });

  it('fetches the texts in the language being switched to, as at boot before the detected language is in place', async () => {
    const switching = setLanguage('th', { persist: false });
    await screenFor({ path: '/thai', keepAlive: false, texts: ['brand'], load: async () => ({ default: () => null }) }).preload();
    expect(loadedLocales.th?.brand).toBeDefined();
    expect(loadedLocales.en?.brand).toBeUndefined();
    await switching;
    await setLanguage('en', { persist: false });
  });

  it('gets a browser without a token its anonymous account while the code of a screen that needs one downloads', async () => {
    const anonymous = vi.fn(async () => 'a'.repeat(32));
    const calls: AuthCalls = { anonymous, me: async () => ({ credits: { total: 0, free: 0, purchased: 0 }, membership: null }) as never, deletionState: () => Promise.reject(new Error('not asked')) };
    startSession(async () => calls);
    void screenFor({ path: '/public', keepAlive: false, load: neverLoads }).preload();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(anonymous).not.toHaveBeenCalled();

    void screenFor({ path: '/account', keepAlive: false, account: true, load: neverLoads }).preload();
    await vi.waitFor(() => expect(anonymous).toHaveBeenCalledTimes(1));
  });
});
