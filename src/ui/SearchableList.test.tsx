import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchableList, type ListOption, type OptionList } from './SearchableList.js';
import { ROWS_PER_BATCH } from './use-rows-near-view.js';

const options: ListOption[] = [
  { id: 'sg', label: 'Singapore' },
  { id: 'my', label: 'Malaysia', hint: '3 cities' },
];

const optionList = (items: readonly ListOption[]): OptionList => ({ length: items.length, item: (i) => items[i] });

function mount(props: Partial<Parameters<typeof SearchableList>[0]> = {}) {
  const root = document.createElement('div');
  document.body.appendChild(root);
  const handlers = { onQuery: vi.fn(), onSelect: vi.fn(), onSubmit: vi.fn() };
  act(() => render(<SearchableList label="Search" query="" options={optionList(options)} selectedId="my" {...handlers} {...props} />, root));
  const input = root.querySelector('input')!;
  const key = (k: string) => act(() => void input.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true })));
  return { root, input, key, ...handlers };
}

describe('SearchableList', () => {
  afterEach(() => (document.body.innerHTML = ''));

  it('exposes a combobox that controls a listbox with the chosen option marked', () => {
    const { root, input } = mount();
    const list = root.querySelector('[role=listbox]')!;
    expect(input.getAttribute('role')).toBe('combobox');
    expect(input.getAttribute('aria-controls')).toBe(list.id);
    expect([...list.querySelectorAll('[role=option]')].map((o) => o.getAttribute('aria-selected'))).toEqual(['false', 'true']);
  });

  it('moves through the options with the arrow keys and picks the highlighted one with Enter', () => {
    const { root, input, key, onSelect, onSubmit } = mount();
    key('ArrowDown');
    key('ArrowDown');
    const active = input.getAttribute('aria-activedescendant');
    expect(root.querySelector(`[id="${active}"]`)!.textContent).toContain('Malaysia');
    key('ArrowDown');
    expect(root.querySelector(`[id="${input.getAttribute('aria-activedescendant')}"]`)!.textContent).toBe('Singapore');
    key('Enter');
    expect(onSelect).toHaveBeenCalledWith('sg');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps an arrow pressed before the search answered: the highlight moves to the first new option', () => {
    const { root, input, key } = mount({ selectedId: null });
    key('ArrowDown');
    const answer = optionList([{ id: 'mc', label: 'Monaco' }]);
    act(() => render(<SearchableList label="Search" query="mona" options={answer} selectedId={null} onQuery={vi.fn()} onSelect={vi.fn()} />, root));
    expect(root.querySelector(`[id="${input.getAttribute('aria-activedescendant')}"]`)!.textContent).toBe('Monaco');
  });

  it('highlights nothing in new options when nothing was highlighted', () => {
    const { root, input } = mount({ selectedId: null });
    act(() => render(<SearchableList label="Search" query="mona" options={optionList([{ id: 'mc', label: 'Monaco' }])} selectedId={null} onQuery={vi.fn()} onSelect={vi.fn()} />, root));
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
  });

  it('submits the search on Enter when nothing is highlighted, and reports typing', () => {
    const { input, key, onSubmit, onQuery } = mount();
    key('Enter');
    expect(onSubmit).toHaveBeenCalledOnce();
    input.value = 'Sing';
    act(() => void input.dispatchEvent(new Event('input', { bubbles: true })));
    expect(onQuery).toHaveBeenCalledWith('Sing');
  });

  it('renders the first rows of a long list, tells the list size, and renders further rows the keyboard moves to', () => {
    const countries = Array.from({ length: 250 }, (_, i) => ({ id: `c${i}`, label: `Country ${i + 1}` }));
    const { root, input, key } = mount({ options: optionList(countries), selectedId: null });
    const rendered = () => [...root.querySelectorAll('[role=option]')];
    expect(rendered()).toHaveLength(ROWS_PER_BATCH);
    expect(rendered()[0]!.getAttribute('aria-setsize')).toBe('250');
    expect(rendered()[ROWS_PER_BATCH - 1]!.getAttribute('aria-posinset')).toBe(String(ROWS_PER_BATCH));
    key('ArrowUp');
    const active = root.querySelector(`[id="${input.getAttribute('aria-activedescendant')}"]`)!;
    expect(active.textContent).toBe('Country 250');
    expect(active.getAttribute('aria-posinset')).toBe('250');
  });

  it('shows a status instead of the list while loading or failed', () => {
    const { root, input } = mount({ status: <p>Loading…</p> });
    expect(root.querySelector('[role=listbox]')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(root.textContent).toContain('Loading…');
  });
});
