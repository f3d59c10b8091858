import { render } from 'preact';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Figure as FigureData } from '../../contracts/figure.js';
import { setLanguage } from '../platform/i18n/index.js';
import { Classification } from './Classification.js';

const census = { id: 'sg-census', name: 'Census 2020', source: 'SingStat', licence: 'SODL', vintage: '2020' };
const income: FigureData = { value: 9113, unit: 'SGD', kind: 'public statistic', datasets: [census], vintage: '2020' };

describe('Classification', () => {
  beforeAll(() => setLanguage('en', { persist: false }));

  it('shows the class, the rule in one line and the figures it was derived from, labelled by their dataset', () => {
    const root = document.createElement('div');
    render(<Classification label="Spending level" result={{ value: 'basic', basis: [income] }} name={(v) => v.toUpperCase()} ruleLine="Rule: index below 90" />, root);
    expect(root.querySelector('.figure-value')!.textContent).toBe('BASIC');
    expect(root.querySelector('summary')!.textContent).toBe('Rule: index below 90');
    expect(root.querySelector('details .figure .muted')!.textContent).toBe('Census 2020');
  });

  it("says 'No Data Available' without a class, never a made-up one", () => {
    const root = document.createElement('div');
    render(<Classification label="Rating" result={{ value: null, basis: [] }} name={(v: string) => v} ruleLine="Rule: x" />, root);
    expect(root.querySelector('.figure-value')!.textContent).toBe('No Data Available');
    expect(root.querySelector('.figure-value')!.getAttribute('data-empty')).toBe('true');
  });
});
