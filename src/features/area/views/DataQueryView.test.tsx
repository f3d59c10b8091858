import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AreaQuery, DataQueryReport } from '../../../../contracts/area.js';
import type { Figure } from '../../../../contracts/figure.js';
import { loadLocaleAsync, loadNamespaceAsync } from '../../../../i18n/i18n-util.async.js';
import { i18nObject } from '../../../../i18n/i18n-util.js';
import { LL } from '../../../platform/i18n/index.js';
import { HashRouter } from '../../../platform/routing/router.js';
import { Block } from './Block.js';
import { Level } from './Level.js';
import { DataQueryView } from './DataQueryView.js';

// The saved-reports store (IndexedDB) is not what these tests look at.
vi.mock('./remember.js', () => ({ useRememberReport: () => undefined }));

const ID = 'abcdefghijklmnop1234';
const query: AreaQuery = {
  id: ID, lat: 1.2765, lon: 103.8456, radius: 500, industry: null, countryCode: 'SG', placeName: 'Tanjong Pagar', brandId: null,
  createdAt: '2026-11-23T07:00:00Z', dataVersion: '2026-11-01',
};
const figure = (value: number | null): Figure => ({
  value, unit: 'count', kind: value === null ? 'not available' : 'measurement', vintage: '2026-01',
  datasets: value === null ? [] : [{ id: 'osm', name: 'OpenStreetMap places', source: 'OSM', licence: 'ODbL', vintage: '2026-01' }],
});

let root: HTMLElement;
const show = (node: preact.ComponentChild) => {
  root = document.body.appendChild(document.createElement('div'));
  act(() => render(<HashRouter>{node}</HashRouter>, root));
};

beforeAll(async () => {
  await loadLocaleAsync('en');
  await Promise.all([loadNamespaceAsync('en', 'area'), loadNamespaceAsync('en', 'unlock')]);
  LL.value = i18nObject('en');
});
afterEach(() => {
  render(null, root);
  root.remove();
});

describe('data query report', () => {
  it('shows each headline with its source and a link to its report for the same saved query, then every report', () => {
    const report: DataQueryReport = {
      query,
      headlines: [
        { key: 'stores', label: 'Stores', figure: figure(198), report: 'business-district' },
        { key: 'residents', label: 'Residents', figure: figure(null), report: 'population' },
      ],
    };
    show(<DataQueryView report={report} />);
    const stores = root.querySelector('[data-headline="stores"]')!;
    expect(stores.textContent).toContain('198');
    expect(stores.textContent).toContain('Measurement · Jan 20261 source ▸');
    expect(stores.querySelector('a')!.getAttribute('href')).toBe(`#/report/business-district/${ID}`);
    expect(root.querySelector('[data-headline="residents"]')!.textContent).toContain('No Data Available');
    const reports = [...root.querySelectorAll('nav a')].map((a) => a.getAttribute('href'));
    expect(reports).toEqual(['regional-analysis', 'passenger-flow', 'consumption-index', 'business-district', 'surrounding-analysis', 'ai-analysis'].map((r) => `#/report/${r}/${ID}`));
    // Dated by its oldest source, named, never by the day the data was imported.
    expect(root.textContent).toContain('Data as of Jan 2026: OpenStreetMap places, the oldest source on this page');
    expect(root.textContent).not.toContain('Nov 1, 2026');
  });
});

describe('report block', () => {
  it("shows a locked block's 'unlock data' prompt, which asks to unlock, and an open block's content", async () => {
    const unlock = vi.fn();
    show(
      <>
        <Block title="Deep" block={{ locked: true, data: null }} onUnlock={unlock}>
          {() => <p>secret</p>}
        </Block>
        <Block title="Free" block={{ locked: false, data: 7 }} onUnlock={unlock}>
          {(n) => <p>value {n}</p>}
        </Block>
      </>,
    );
    expect(root.textContent).not.toContain('secret');
    expect(root.textContent).toContain('value 7');
    const prompt = await vi.waitFor(() => root.querySelector<HTMLButtonElement>('.unlock-prompt button') ?? Promise.reject(new Error('no prompt yet')));
    expect(prompt.textContent).toBe('Unlock data');
    act(() => prompt.click());
    expect(unlock).toHaveBeenCalledTimes(1);
  });
});

describe('level', () => {
  it('shows a measure without levels by its value, as the data query does, never "No Data Available" beside it', () => {
    root = document.body.appendChild(document.createElement('div'));
    const competition = { ...figure(7.65), unit: '%' };
    act(() => render(<Level title="Competition" level={{ level: null, label: 'Competition index', rule: 'share of stores', figure: competition }} />, root));
    expect(root.querySelector('.figure-value')?.textContent).toBe('7.65%');
    act(() => render(<Level title="Saturation" level={{ level: null, label: 'No data', rule: 'r', figure: figure(null) }} />, root));
    expect(root.querySelector('.figure-value')?.textContent).toBe('No Data Available');
  });
});
