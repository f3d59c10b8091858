import { describe, expect, it } from 'vitest';
import { defaultItems, loadItems, saveItems, validateItems } from './settings.js';

const defaults = defaultItems({ customers: 'Customers', passersby: 'Passersby' });

describe('counter settings rules', () => {
  it('accepts the two defaults for everyone', () => {
    expect(validateItems(defaults, false)).toBeNull();
  });

  it('allows at most 6 items', () => {
    const seven = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((title, i) => ({ title, operation: (['click', 'doubleClick', 'slideUp', 'slideDown', 'slideLeft', 'slideRight', 'click'] as const)[i]! }));
    expect(validateItems(seven, true)).toEqual({ error: 'tooMany' });
  });

  it('keeps more than two items for members (the advanced counter)', () => {
    const three = [...defaults, { title: 'Strollers', operation: 'slideDown' as const }];
    expect(validateItems(three, false)).toEqual({ error: 'membersOnly' });
    expect(validateItems(three, true)).toBeNull();
  });

  it('requires every title and operation', () => {
    expect(validateItems([defaults[0]!, { title: ' ', operation: 'slideDown' }], true)).toEqual({ error: 'incomplete', index: 1 });
    expect(validateItems([defaults[0]!, { title: 'Kids', operation: '' }], true)).toEqual({ error: 'incomplete', index: 1 });
  });

  it('rejects duplicate titles, ignoring case and spaces, and two items on one operation', () => {
    expect(validateItems([defaults[0]!, { title: ' customers ', operation: 'slideDown' }], true)).toEqual({ error: 'duplicateTitle', index: 1 });
    expect(validateItems([defaults[0]!, { title: 'Kids', operation: 'slideUp' }], true)).toEqual({ error: 'duplicateOperation', index: 1 });
  });

  it('persists settings and falls back when storage holds something invalid', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(loadItems(storage)).toBeNull();
    saveItems(storage, [{ title: ' Kids ', operation: 'doubleClick' }, ...defaults]);
    expect(loadItems(storage)).toEqual([{ title: 'Kids', operation: 'doubleClick' }, ...defaults]);
    store.set('lokasi-counter-settings', '{"oops"');
    expect(loadItems(storage)).toBeNull();
  });
});
