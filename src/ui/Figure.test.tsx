import { render } from 'preact';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Figure as FigureData } from '../../contracts/figure.js';
import { setLanguage } from '../platform/i18n/index.js';
import { Figure } from './Figure.js';

const wdi = { id: 'wdi', name: 'World Development Indicators', source: 'World Bank', licence: 'CC BY 4.0', vintage: '2024' };
const population: FigureData = { value: 5917600, unit: 'people', kind: 'public statistic', datasets: [wdi], vintage: '2024' };
const retail: FigureData = {
  value: 2_500_000_000,
  unit: 'USD',
  kind: 'model estimate',
  datasets: [wdi],
  vintage: '2024',
  model: {
    name: 'Retail share of GDP',
    inputs: [
      { label: 'GDP', value: 501, unit: 'billion USD' },
      { label: 'City population', value: 2_204_000, unit: 'people' },
      { label: 'City share of national population', value: 0.0123456, unit: 'ratio' },
    ],
    doc: 'GDP times the retail share.',
  },
};

let root: HTMLElement;
const show = (figure: FigureData) => render(<Figure label="Resident population" figure={figure} />, root);

describe('Figure', () => {
  beforeAll(() => setLanguage('en', { persist: false }));
  afterEach(() => render(null, root));

  it('shows the value with one short line: kind, dates, its sources one tap away', () => {
    root = document.createElement('div');
    show(population);
    expect(root.querySelector('.figure-value')!.textContent).toBe('5,917,600');
    expect(root.querySelector('.figure-source span')!.textContent).toBe('Public statistic · 2024');
    expect(root.querySelector('.figure-source button')!.textContent).toBe('1 source ▸');
  });

  it('says how many sources a figure of several datasets draws on and the dates they span; no hash, path pattern or placeholder', async () => {
    root = document.createElement('div');
    const osm = { id: 'osm', name: 'OpenStreetMap Singapore', source: 'github Schultzer/nearby-data @974b98a2', licence: 'ODbL', vintage: '2018-04' };
    const wdiFile = { ...wdi, source: 'github datasets/world-development-indicators @4ebec5a2 indicators/<code>/data.csv', vintage: '1960–2025, mirror of 2026-07' };
    const hawkers = { id: 'hawkers', name: 'NEA hawker centres', source: 'github waffleicecream/hdb_resale_market @94e4d897 data/HawkerCentresGEOJSON.geojson', licence: 'SODL', vintage: 'see file' };
    show({ ...population, kind: 'measurement', datasets: [osm, wdiFile, hawkers], vintage: '2018-04; 1960–2025, mirror of 2026-07; see file' });
    expect(root.querySelector('.figure-source span')!.textContent).toBe('Measurement · 1960 – 2025');
    expect(root.querySelector('.figure-source button')!.textContent).toBe('3 sources ▸');
    root.querySelector<HTMLButtonElement>('.figure-source button')!.click();
    await vi.waitFor(() => expect(root.querySelector('.figure-details')).not.toBeNull());
    const details = root.querySelector('.figure-details')!.textContent!;
    expect(details).toContain('github.com/datasets/world-development-indicators · Licence: CC BY 4.0');
    expect(details).toContain('github.com/waffleicecream/hdb_resale_market data/HawkerCentresGEOJSON.geojson');
    expect(details).toContain('NEA hawker centres · no date given by the source');
    expect(details).not.toMatch(/@[0-9a-f]{6}|<code>|the date given in the file/);
  });

  it("says 'No Data Available' when there is no value, never a number", () => {
    root = document.createElement('div');
    show({ ...population, value: null });
    expect(root.querySelector('.figure-value')!.textContent).toBe('No Data Available');
  });

  it('opens the details on tap: licence, and for an estimate its model and inputs', async () => {
    root = document.createElement('div');
    show(retail);
    expect(root.querySelector('.figure-value')!.textContent).toBe('$2.5B');
    const toggle = root.querySelector<HTMLButtonElement>('.figure-source button')!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    toggle.click();
    await vi.waitFor(() => expect(root.querySelector('.figure-details')).not.toBeNull());
    const details = root.querySelector('.figure-details')!.textContent!;
    expect(details).toContain('CC BY 4.0');
    expect(details).toContain('Retail share of GDP: GDP times the retail share.');
    expect(details).toContain('GDP: 501 billion USD; City population: 2,204,000 people; City share of national population: 0.0123 ratio');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('formats in the interface language', async () => {
    await setLanguage('de', { persist: false });
    root = document.createElement('div');
    show(population);
    expect(root.querySelector('.figure-value')!.textContent).toBe('5.917.600');
    expect(root.querySelector('.figure-source span')!.textContent).toContain('Amtliche Statistik');
    await setLanguage('en', { persist: false });
  });

  it("says a dataset's period words and its inputs' units in the interface language, every date in its calendar (Thai: Buddhist era)", async () => {
    await setLanguage('th', { persist: false });
    root = document.createElement('div');
    const halal = { ...wdi, vintage: '2025-10; see file; c. 2024; 1960–2025, mirror of 2026-07' };
    show({ ...retail, datasets: [halal], vintage: halal.vintage });
    expect(root.querySelector('.figure-source span')!.textContent).toBe('ค่าประมาณจากแบบจำลอง · พ.ศ. 2503 – ต.ค. 2568');
    root.querySelector<HTMLButtonElement>('.figure-source button')!.click();
    await vi.waitFor(() => expect(root.querySelector('.figure-details')).not.toBeNull());
    const details = root.querySelector('.figure-details')!.textContent!;
    expect(details).toContain('ต.ค. 2568; แหล่งที่มาไม่ระบุวันที่; ประมาณปี พ.ศ. 2567; พ.ศ. 2503–พ.ศ. 2568, สำเนา ณ ก.ค. 2569');
    expect(details).not.toMatch(/\b(19|20)\d\d\b/);
    expect(details).toContain('2,204,000 คน');
    expect(details).not.toMatch(/\b(people|ratio|see file|mirror of)\b/);
    await setLanguage('en', { persist: false });
  });
});
