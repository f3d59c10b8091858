import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StorePoint } from '../../../contracts/geo.js';
import { loadNamespaceAsync } from '../../../i18n/i18n-util.async.js';
import { i18nObject } from '../../../i18n/i18n-util.js';
import { LL, setLanguage } from '../../platform/i18n/index.js';
import { StoreMap } from './StoreMap.js';

const stores: StorePoint[] = Array.from({ length: 250 }, (_, i) => ({
  id: `n${i}`, name: `Store ${i}`, lat: 1.28 + (i % 25) * 0.004, lon: 103.8 + Math.floor(i / 25) * 0.004, cityId: 1,
  firstSeen: '2020-01-01', lastSeen: '2024-01-01', inLatestSnapshot: true, datasetId: 'osm', matchMethod: 'brand',
  status: i % 10 === 0 ? 'closed' : 'current', mergedInto: null,
}));

describe('StoreMap', () => {
  beforeAll(async () => {
    await setLanguage('en', { persist: false });
    await loadNamespaceAsync('en', 'brand');
    LL.value = i18nObject('en');
  });
  afterEach(() => (document.body.innerHTML = ''));

  afterEach(() => vi.unstubAllGlobals());

  it('draws no store before the map nears the view, then every store with its name once the main thread is idle', async () => {
    // The browser's report that the map came near the view, delivered when the test says so; once it is near, every
    // element observed is reported near at once, as a browser does.
    let near = false;
    const watching = new Set<() => void>();
    const nearView = () => ((near = true), watching.forEach((report) => report()));
    vi.stubGlobal('IntersectionObserver', class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      private readonly report = () => this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
      observe() {
        if (near) this.report();
        else watching.add(this.report);
      }
      disconnect() {
        watching.delete(this.report);
      }
    });
    // A map of one city asks the server for its streets: none here.
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ code: 0, msg: 'ok', data: { streets: [], datasets: [] } }), { headers: { 'Content-Type': 'application/json' } }));
    const root = document.body.appendChild(document.createElement('div'));
    act(() => render(<StoreMap stores={stores} tileUrl="" />, root));
    await new Promise((done) => setTimeout(done, 50));
    expect(root.querySelectorAll('circle')).toHaveLength(0);

    act(() => nearView());

    // The map's chunk and texts arrive first (a first import under the test runner is slow).
    await vi.waitFor(() => expect(root.querySelectorAll('circle')).toHaveLength(250), { timeout: 5_000 });
    expect([...root.querySelectorAll('circle title')].map((t) => t.textContent)).toEqual(stores.map((s) => s.name));
    expect(root.querySelectorAll('circle[fill="#fff"]')).toHaveLength(25);
    // The two marks are named in the legend, with how many of each.
    const legend = [...root.querySelectorAll('.area-map-legend li')].map((li) => li.textContent);
    expect(legend).toEqual(['Counted now: 225', 'Other records: duplicates, older or closed: 25']);
  });
});
