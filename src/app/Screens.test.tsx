import { render } from 'preact';
import { useState } from 'preact/hooks';
import { HashRouter, useNavigate, useParams, type NavigateFunction } from '../platform/routing/router.js';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../platform/i18n/index.js';
import type { RouteDef } from '../platform/routing/route-def.js';
import type { PageView } from '../platform/tracking.js';
import { Screens } from './Screens.js';

const pageViews = vi.hoisted(() => [] as PageView[]);
vi.mock('../platform/tracking.js', async (actual) => ({
  ...(await actual<typeof import('../platform/tracking.js')>()),
  trackPageView: (view: PageView) => void pageViews.push(view),
}));

/** A screen with state a user would notice losing: a tap counter. */
function Tally({ name }: { name: string }) {
  const { id } = useParams();
  const [count, setCount] = useState(0);
  return (
    <button type="button" data-screen={name} onClick={() => setCount(count + 1)}>
      {name} {id ?? '-'} {count}
    </button>
  );
}

let brokenLoads = 0;
const routes: RouteDef[] = [
  {
    path: '/report/kept/:id?',
    trackingId: 10099,
    title: (LL) => LL.titles.city(),
    keepAlive: true,
    load: async () => ({ default: () => <Tally name="kept" /> }),
  },
  { path: '/fresh', keepAlive: false, load: async () => ({ default: () => <Tally name="fresh" /> }) },
  {
    path: '/broken',
    keepAlive: false,
    load: async () => {
      if (++brokenLoads === 1) throw new Error('chunk failed to load');
      return { default: () => <p>repaired</p> };
    },
  },
];

let navigate: NavigateFunction;
function GrabNavigate() {
  navigate = useNavigate();
  return null;
}

let root: HTMLElement;
const slot = (name: string) => root.querySelector<HTMLElement>(`[data-screen="${name}"]`);
const tap = (name: string) => slot(name)!.click();
const shows = (text: string) => vi.waitFor(() => expect(root.textContent).toContain(text));

function start(hash: string) {
  window.location.hash = hash;
  render(
    <HashRouter>
      <Screens routes={routes} />
      <GrabNavigate />
    </HashRouter>,
    root,
  );
}

describe('route outlet', () => {
  beforeAll(() => setLanguage('en', { persist: false }));
  beforeEach(() => {
    pageViews.length = 0;
    root = document.createElement('div');
    document.body.appendChild(root);
  });
  afterEach(() => {
    render(null, root);
    root.remove();
  });

  it('keeps a kept-alive screen as it was left, and recreates the others', async () => {
    start('#/report/kept/7');
    await shows('kept 7 0');
    tap('kept');
    await shows('kept 7 1');

    navigate('/fresh');
    await shows('fresh - 0');
    tap('fresh');
    await shows('fresh - 1');
    // Hidden, not gone: still mounted with its state and its own params.
    expect(slot('kept')!.closest<HTMLElement>('.screen')!.hidden).toBe(true);
    expect(slot('kept')!.textContent).toBe('kept 7 1');

    navigate('/report/kept/7');
    await vi.waitFor(() => expect(slot('kept')!.closest<HTMLElement>('.screen')!.hidden).toBe(false));
    expect(slot('kept')!.textContent).toBe('kept 7 1');
    expect(slot('fresh')).toBeNull();

    navigate('/fresh');
    await shows('fresh - 0');

    // Another id is another report: a fresh screen next to the kept one.
    navigate('/report/kept/8');
    await shows('kept 8 0');
    expect(root.querySelectorAll('[data-screen="kept"]')).toHaveLength(2);
  });

  it('brings a kept screen back where it was scrolled, starts any other at the top, and leaves the first one alone', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const scrollAt = (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    };
    try {
      start('#/report/kept/3');
      await shows('kept 3 0');
      // The outlet listens for scrolling from an effect, which runs after a paint (preact's 100 ms fallback here).
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(scrollTo).not.toHaveBeenCalled();
      scrollAt(420);
      navigate('/fresh');
      await shows('fresh - 0');
      expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
      scrollAt(90);
      navigate('/report/kept/3');
      await vi.waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 420));
    } finally {
      scrollTo.mockRestore();
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    }
  });

  it('sets the document title from the route, falling back to the product name', async () => {
    start('#/report/kept/1');
    await vi.waitFor(() => expect(document.title).toBe('City report'));
    navigate('/fresh');
    await vi.waitFor(() => expect(document.title).toBe('Lokasi'));
    await setLanguage('zh', { persist: false });
    navigate('/report/kept/1');
    await vi.waitFor(() => expect(document.title).toBe('城市报告'));
    await setLanguage('en', { persist: false });
  });

  it('reports a page view after each navigation: tracking id or path, refId from param id, query id, query shopId', async () => {
    start('#/report/kept/42?shopId=5');
    await shows('kept 42');
    navigate('/fresh?id=3&shopId=9');
    await shows('fresh');
    navigate('/fresh?shopId=9');
    await vi.waitFor(() => expect(pageViews).toHaveLength(3));
    navigate('/fresh');
    await vi.waitFor(() => expect(pageViews).toHaveLength(4));
    expect(pageViews.map(({ pageId, refId }) => ({ pageId, refId }))).toEqual([
      { pageId: '10099', refId: '42' },
      { pageId: '/fresh', refId: '3' },
      { pageId: '/fresh', refId: '9' },
      { pageId: '/fresh', refId: null },
    ]);
    expect(pageViews[1]!.extra).toEqual({ id: '3', shopId: '9' });
    expect(pageViews[3]!.extra).toBeNull();
  });

  it('shows a retry screen when a screen cannot load, and the retry loads it again', async () => {
    start('#/broken');
    await shows('This page could not be shown');
    root.querySelector<HTMLButtonElement>('.state button')!.click();
    await shows('repaired');
    expect(brokenLoads).toBe(2);
  });

  it('shows the not-found screen for an unknown path, with its title', async () => {
    start('#/no/such/page');
    await shows('The page you are looking for does not exist or has moved.');
    expect(document.title).toBe('Page not found');
    expect(pageViews.at(-1)).toMatchObject({ pageId: '/no/such/page', refId: null });
  });
});
