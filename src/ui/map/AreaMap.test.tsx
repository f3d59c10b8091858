import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../platform/i18n/index.js';
import AreaMap, { type MapPoint } from './AreaMap.js';
import { LazyAreaMap } from './index.js';

// Bishan MRT station (Singapore) and places around it.
const bishan = { lat: 1.35092, lon: 103.84825 };
const pois: MapPoint[] = [
  { id: 'a', name: 'Junction 8', lat: 1.3504, lon: 103.8489, group: 'mall' },
  { id: 'b', name: 'Bishan Public Library', lat: 1.3497, lon: 103.8480, group: 'library' },
  { id: 'c', name: 'Kopitiam', lat: 1.3512, lon: 103.8478, group: 'food' },
  { id: 'd', name: 'Toast Box', lat: 1.3509, lon: 103.8491, group: 'food' },
];
const groups = [
  { key: 'food', label: 'Food and drink' },
  { key: 'mall', label: 'Shopping malls' },
  { key: 'library', label: 'Libraries' },
];
const cell: Array<[number, number]> = [[103.848, 1.350], [103.849, 1.350], [103.849, 1.351], [103.848, 1.351]];
const outline = { name: 'Bishan', rings: [[[103.83, 1.34], [103.86, 1.34], [103.86, 1.36], [103.83, 1.36]] as Array<[number, number]>] };

const STREETS = {
  streets: [{ name: 'Bishan Rd', runs: [[[103.846, 1.3505], [103.850, 1.3505]]] }],
  datasets: [{ id: 'sg-bus-stops', name: 'LTA DataMall bus stops', source: 'LTA', licence: 'SODL', vintage: '2026-04-01' }],
};

let root: HTMLElement;
async function show(element: preact.VNode) {
  root = document.body.appendChild(document.createElement('div'));
  act(() => render(element, root));
  await vi.waitFor(() => expect(root.querySelector('figcaption')).not.toBeNull(), { timeout: 5_000 });
  // The dots come once the map is in view and the main thread is idle.
  await vi.waitFor(() => expect(root.querySelectorAll('.area-map-dot').length).toBeGreaterThan(0));
}

describe('AreaMap', () => {
  beforeAll(() => setLanguage('en', { persist: false }));
  beforeEach(() => {
    // happy-dom never reports an intersection; a browser reports a map in view as soon as it is observed.
    vi.stubGlobal('IntersectionObserver', class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe() {
        this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
      }
      disconnect() {}
    });
    // The server's streets (GET /v1/geo/streets): one street through two stops near Bishan, from a bus-stop dataset.
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ code: 0, msg: 'ok', data: STREETS }), { headers: { 'Content-Type': 'application/json' } }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    render(null, root);
    root.remove();
  });

  it('is an image with its text alternative; draws the circle, cells, outlines and every place with its name', async () => {
    await show(<AreaMap label="Map of 4 places within 500 m" center={bishan} radius={500} points={pois} groups={groups} cells={[cell]} outlines={[outline]} tileUrl="" />);
    const svg = root.querySelector('svg')!;
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-label')).toBe('Map of 4 places within 500 m');
    expect(root.querySelectorAll('.area-map-radius')).toHaveLength(1);
    expect(root.querySelectorAll('.area-map-cells')).toHaveLength(1);
    expect(root.querySelector('.area-map-outline title')?.textContent).toBe('Bishan');
    expect([...root.querySelectorAll('.area-map-dot title')].map((t) => t.textContent)).toEqual(pois.map((p) => p.name));
  });

  it('colours places by group, with a legend that names each group and counts its places', async () => {
    await show(<AreaMap label="Map" center={bishan} radius={500} points={pois} groups={groups} tileUrl="" />);
    const fill = (name: string) => [...root.querySelectorAll('.area-map-dot')].find((d) => d.textContent === name)!.getAttribute('fill');
    expect(fill('Kopitiam')).toBe(fill('Toast Box'));
    expect(new Set([fill('Kopitiam'), fill('Junction 8'), fill('Bishan Public Library')]).size).toBe(3);
    const legend = [...root.querySelectorAll('.area-map-legend li')].map((li) => li.textContent);
    expect(legend).toEqual(['Circle: 500 m around the point', 'Food and drink: 2', 'Shopping malls: 1', 'Libraries: 1']);
  });

  it('draws scored cells as a heat layer, a higher score darker, with its legend entry', async () => {
    const shifted = (dx: number) => cell.map(([lon, lat]) => [lon + dx, lat] as [number, number]);
    const heat = { cells: [{ ring: cell, score: 20 }, { ring: shifted(0.001), score: 55 }, { ring: shifted(0.002), score: 90 }], legend: 'Cell score: lower → higher' };
    await show(<AreaMap label="Map" points={pois} groups={groups} heat={heat} tileUrl="" />);
    const opacity = [...root.querySelectorAll('.area-map-heat')].map((p) => Number(p.getAttribute('fill-opacity')));
    expect(opacity).toHaveLength(3);
    expect(opacity[0]).toBeLessThan(opacity[1]!);
    expect(opacity[1]).toBeLessThan(opacity[2]!);
    expect([...root.querySelectorAll('.area-map-legend li')].map((li) => li.textContent)).toContain('Cell score: lower → higher');
  });

  it('without a tile server: a plain background that says so, a scale bar, and no tile credit', async () => {
    await show(<AreaMap label="Map" center={bishan} radius={1000} points={pois} groups={groups} tileUrl="" tileCredit="© Tiles Inc." />);
    expect(root.querySelectorAll('image')).toHaveLength(0);
    expect(root.textContent).not.toContain('Tiles Inc.');
    const caption = root.querySelector('figcaption p')!.textContent!;
    expect(caption).toMatch(/^Scale: \d+ m · No base map is shown/);
    expect(root.querySelector('.area-map-scale text')?.textContent).toMatch(/^\d+ m$/);
  });

  it('with a tile server: the tiles under the circle and their credit', async () => {
    await show(<AreaMap label="Map" center={bishan} radius={500} points={pois} groups={groups} tileUrl="https://tiles.example/{z}/{x}/{y}.png" tileCredit="© Tiles Inc." />);
    const urls = [...root.querySelectorAll('image')].map((i) => i.getAttribute('href'));
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url).toMatch(/^https:\/\/tiles\.example\/\d+\/\d+\/\d+\.png$/);
    expect(root.querySelector('.area-map-credit')?.textContent).toBe('© Tiles Inc.');
    expect(root.querySelector('figcaption p')!.textContent).toContain('Base map: © Tiles Inc.');
  });

  it('tiles that do not load are dropped; with none left, the caption says plain background and credits nobody', async () => {
    await show(<AreaMap label="Map" center={bishan} radius={500} points={pois} groups={groups} tileUrl="https://tiles.example/{z}/{x}/{y}.png" tileCredit="© Tiles Inc." />);
    act(() => root.querySelectorAll('image').forEach((image) => image.dispatchEvent(new Event('error'))));
    expect(root.querySelectorAll('image')).toHaveLength(0);
    expect(root.textContent).not.toContain('Tiles Inc.');
    expect(root.querySelector('figcaption p')!.textContent).toContain('No base map is shown');
  });

  it('the lazy wrapper holds the map’s place with the same text alternative and says it is loading, then shows the map', async () => {
    root = document.body.appendChild(document.createElement('div'));
    act(() => render(<LazyAreaMap label="Map of 4 places" points={pois} groups={groups} tileUrl="" />, root));
    expect(root.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Map of 4 places');
    expect(root.querySelector('[role="status"]')?.textContent).toBe('Loading…');
    await vi.waitFor(() => expect(root.querySelectorAll('.area-map-dot')).toHaveLength(4), { timeout: 5_000 });
    expect(root.querySelector('svg')?.getAttribute('aria-label')).toBe('Map of 4 places');
  });

  it('without a base map draws the streets of the imported data and names what they are traced from; with tiles asks for none', async () => {
    await show(<AreaMap label="Map" center={bishan} radius={500} points={pois} groups={groups} tileUrl="" />);
    await vi.waitFor(() => expect(root.querySelector('.area-map-street')?.getAttribute('d')).toMatch(/^M[\d.]+ [\d.]+L[\d.]+ [\d.]+$/));
    expect(root.querySelector('figcaption p')!.textContent).toContain('Streets are drawn through the bus stops on them (LTA DataMall bus stops (Apr 1, 2026)).');
    render(null, root);
    await show(<AreaMap label="Map" center={bishan} radius={500} points={pois} groups={groups} tileUrl="https://tiles.invalid/{z}/{x}/{y}.png" />);
    expect(root.querySelector('.area-map-street')).toBeNull();
  });

  it('asks for no streets where the map is wider than a city (a brand\'s stores across Asia)', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => (asked.push(String(url)), new Response(JSON.stringify({ code: 0, msg: 'ok', data: STREETS }), { headers: { 'Content-Type': 'application/json' } })));
    const asia: MapPoint[] = [{ ...pois[0]!, id: 'sg' }, { id: 'seoul', name: 'Seoul store', lat: 37.5665, lon: 126.978, group: 'food' }];
    await show(<AreaMap label="Map" points={asia} groups={groups} tileUrl="" />);
    await new Promise((r) => setTimeout(r, 50));
    expect(asked.filter((u) => u.includes('/v1/geo/streets'))).toEqual([]);
    expect(root.querySelector('.area-map-street')).toBeNull();
  });
});
