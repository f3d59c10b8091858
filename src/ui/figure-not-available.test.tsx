import { render } from 'preact';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Figure as FigureData } from '../../contracts/figure.js';
import { setLanguage } from '../platform/i18n/index.js';
import { Figure } from './Figure.js';

describe('a figure no source publishes, and a national figure on a city report', () => {
  beforeAll(() => setLanguage('en', { persist: false }));

  it("shows 'No Data Available' with the reason, never 'Public statistic'", () => {
    const root = document.createElement('div');
    const missing: FigureData = { value: null, unit: 'USD', kind: 'not available', datasets: [], vintage: '', note: "No source in Lokasi's data publishes this figure for Bedok" };
    render(<Figure label="GDP total" figure={missing} />, root);
    expect(root.querySelector('.figure-value')!.textContent).toBe('No Data Available');
    expect(root.querySelector('.figure-source')!.textContent).toBe("No source in Lokasi's data publishes this figure for Bedok");
    expect(root.textContent).not.toContain('Public statistic');
  });

  it("labels a national figure with the country's name", () => {
    const root = document.createElement('div');
    const wdi = { id: 'wdi', name: 'World Bank WDI: GDP per capita', source: 'World Bank', licence: 'CC BY 4.0', vintage: '1960–2025' };
    render(<Figure label="Per-capita GDP" figure={{ value: 11_379, unit: 'USD', kind: 'public statistic', datasets: [wdi], vintage: '2024', scope: 'Malaysia (national)' }} />, root);
    expect(root.querySelector('.muted')!.textContent).toBe('Per-capita GDP · Malaysia (national)');
    expect(root.querySelector('.figure-source span')!.textContent).toBe('Public statistic · 2024');
  });
});
