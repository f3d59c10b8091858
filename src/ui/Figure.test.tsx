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

  it('shows the value with a compact source line: dataset, vintage, kind', () => {
    root = document.createElement('div');
    show(population);
    expect(root.querySelector('.figure-value')!.textContent).toBe('5,917,600');
    expect(root.querySelector('.figure-source span')!.textContent).toBe('World Development Indicators · 2024 · Public statistic');
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

  it("says a dataset's period words and its inputs' units in the interface language (dates as they are)", async () => {
    await setLanguage('th', { persist: false });
    root = document.createElement('div');
    const halal = { ...wdi, vintage: '2025-10; see file; c. 2024; 1960–2025, mirror of 2026-07' };
    show({ ...retail, datasets: [halal], vintage: halal.vintage });
    const line = root.querySelector('.figure-source span')!.textContent!;
    expect(line).toContain('2025-10; วันที่ที่ระบุในไฟล์; ประมาณปี 2024; 1960–2025, สำเนา ณ 2026-07');
    root.querySelector<HTMLButtonElement>('.figure-source button')!.click();
    await vi.waitFor(() => expect(root.querySelector('.figure-details')).not.toBeNull());
    const details = root.querySelector('.figure-details')!.textContent!;
    expect(details).toContain('2,204,000 คน');
    expect(details).not.toMatch(/\b(people|ratio|see file|mirror of)\b/);
    await setLanguage('en', { persist: false });
  });
});
