import { render } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InTurn } from './InTurn.js';

const root = document.createElement('div');
const headings = () => [...root.querySelectorAll('h2')].map((h) => h.textContent);
const busy = () => root.querySelector('.in-turn')!.getAttribute('aria-busy');

describe('InTurn', () => {
  afterEach(() => render(null, root));

  it('shows the first parts at once and the others a task at a time, busy until the last is in', async () => {
    render(
      <InTurn first={2}>
        <h2>Header</h2>
        <h2>Economy</h2>
        {false}
        <h2>Population</h2>
        <h2>Consumption</h2>
      </InTurn>,
      root,
    );
    expect(headings()).toEqual(['Header', 'Economy']);
    expect(busy()).toBe('true');
    await vi.waitFor(() => expect(headings()).toEqual(['Header', 'Economy', 'Population', 'Consumption']));
    expect(busy()).toBeNull();
  });

  it('can hold every part back to a task after the one that renders it', async () => {
    render(
      <InTurn first={0}>
        <h2>Categories</h2>
        <h2>Competitors</h2>
      </InTurn>,
      root,
    );
    expect(headings()).toEqual([]);
    expect(busy()).toBe('true');
    await vi.waitFor(() => expect(headings()).toEqual(['Categories', 'Competitors']));
    expect(busy()).toBeNull();
  });

  it('is not busy when every part fits in the first turn', () => {
    render(
      <InTurn first={2}>
        <h2>Header</h2>
      </InTurn>,
      root,
    );
    expect(headings()).toEqual(['Header']);
    expect(busy()).toBeNull();
  });
});
