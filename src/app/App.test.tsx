import { signal } from '@preact/signals';
import { render } from 'preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { version } from '../../package.json';
import { language, setLanguage } from '../platform/i18n/index.js';
import type { AppInfo } from '../platform/bridge/actions.js';
import type { AppState } from '../session/state.js';
import { App } from './App.js';

// Page views are covered in Screens.test.tsx; here they must not try to reach a server.
vi.mock('../platform/tracking.js', async (actual) => ({
  ...(await actual<typeof import('../platform/tracking.js')>()),
  trackPageView: () => undefined,
}));

const appInfo = signal<AppInfo | null>(null);
/** The shipped screens need no account data: a state with nothing loaded yet, as right after boot. */
const state: AppState = {
  token: signal(null),
  language,
  credits: signal(null),
  membership: signal(null),
  appInfo,
  context: { kind: 'browser', os: 'other', appVersion: null },
  refreshAccount: async () => undefined,
};

let root: HTMLElement;
const shows = (text: string) => vi.waitFor(() => expect(root.textContent).toContain(text), { timeout: 3000 });
const visibleScreen = () => root.querySelector<HTMLElement>('.screen:not([hidden])')!;

describe('shipped screens', () => {
  beforeAll(() => setLanguage('en', { persist: false }));
  beforeEach(() => {
    root = document.createElement('div');
    document.body.appendChild(root);
  });
  afterEach(async () => {
    render(null, root);
    root.remove();
    await setLanguage('en', { persist: false });
  });

  it('introduction leads to reports (the recommendation and the report assistant among them), the counter and membership, and switches language in place', async () => {
    window.location.hash = '#/';
    render(<App state={state} />, root);
    await shows('Choose your next shop site with data');
    const links = [...visibleScreen().querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(
      expect.arrayContaining([
        '#/report/city-list', '#/report/brand-select', '#/report/data-query', '#/report/ai-analysis-select',
        '#/report/location-recommendation', '#/report/report-relay', '#/lokasi/capacity-counter/home', '#/lokasi/member/home',
      ]),
    );
    const select = visibleScreen().querySelector('select')!;
    expect(select.options).toHaveLength(12);
    expect([...select.options].map((o) => o.textContent)).toContain('ไทย');
    select.value = 'th';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await shows('เลือกทำเลร้านถัดไปของคุณด้วยข้อมูล');
    expect(document.documentElement.lang).toBe('th');
  });

  it.each(['#/lokasi/introdude', '#/lokasi/introduce'])('%s is the introduction too', async (hash) => {
    window.location.hash = hash;
    render(<App state={state} />, root);
    await shows('Choose your next shop site with data');
  });

  it('about us shows the build version and credits every data source with its licence', async () => {
    window.location.hash = '#/lokasi/about-us';
    render(<App state={state} />, root);
    await shows('Data sources and licences');
    expect(root.querySelector('[data-testid="version"]')!.textContent).toBe(version);
    for (const credit of ['CC BY 4.0', 'CC BY 3.0 IGO', 'ODbL 1.0', 'OpenStreetMap', 'GeoNames', 'Singapore Open Data Licence', 'MUIS', 'OpenDOSM', 'BSD-3-Clause']) {
      expect(root.textContent).toContain(credit);
    }
  });

  it('about us shows the native app version inside the app', async () => {
    appInfo.value = { language: 'en', country: 'SG', versionName: '3.1.0', versionCode: 310, deviceType: 1 };
    window.location.hash = '#/lokasi/about-us';
    render(<App state={state} />, root);
    await shows('3.1.0 (310)');
    appInfo.value = null;
  });

  it('the embedded agreement has no header or navigation chrome', async () => {
    window.location.hash = '#/iframe/agreement';
    render(<App state={state} />, root);
    await shows('5. What we collect');
    expect(visibleScreen().querySelector('.page-header, nav, button')).toBeNull();
    expect(document.title).toBe('User agreement and privacy policy');
  });

  it('contact us offers e-mail in a browser (chat only inside the app)', async () => {
    window.location.hash = '#/contact-us';
    render(<App state={state} />, root);
    await shows('Write to us');
    expect(visibleScreen().querySelector('a[href^="mailto:"]')).not.toBeNull();
    expect(root.textContent).not.toContain('Chat with us');
  });
});
