import { OPERATIONS, type Operation } from './gestures.js';
import type { CountItem } from './taps.js';

/** At most 6 count items: six tap buttons still fit a phone's screen at a thumb's size. */
export const MAX_ITEMS = 6;
/** The free counter: the two capture-rate items. More items are the "advanced counter" member benefit. */
export const FREE_ITEMS = 2;

export type SettingsError =
  | 'tooMany'
  | 'incomplete'
  | 'duplicateTitle'
  | 'duplicateOperation'
  | 'empty'
  | 'membersOnly';

export interface SettingsProblem {
  error: SettingsError;
  /** The offending row, for focusing it. */
  index?: number;
}

/**
 * Settings rules, plus one of ours: two items on one operation would make every such gesture
 * ambiguous (which item did the user mean?), so each operation may be used once.
 */
export function validateItems(items: ReadonlyArray<{ title: string; operation: Operation | '' }>, member: boolean): SettingsProblem | null {
  if (items.length === 0) return { error: 'empty' };
  if (items.length > MAX_ITEMS) return { error: 'tooMany' };
  if (!member && items.length > FREE_ITEMS) return { error: 'membersOnly' };
  const incomplete = items.findIndex((i) => i.title.trim() === '' || !OPERATIONS.includes(i.operation as Operation));
  if (incomplete >= 0) return { error: 'incomplete', index: incomplete };
  const titles = items.map((i) => i.title.trim().toLocaleLowerCase());
  const dupTitle = titles.findIndex((t, i) => titles.indexOf(t) !== i);
  if (dupTitle >= 0) return { error: 'duplicateTitle', index: dupTitle };
  const dupOp = items.findIndex((it, i) => items.findIndex((o) => o.operation === it.operation) !== i);
  if (dupOp >= 0) return { error: 'duplicateOperation', index: dupOp };
  return null;
}

/**
 * Defaults: passers-by far outnumber customers, so they get the cheapest gesture (a tap); walking in is
 * a deliberate slide up.
 */
export function defaultItems(titles: { customers: string; passersby: string }): CountItem[] {
  return [
    { title: titles.customers, operation: 'slideUp' },
    { title: titles.passersby, operation: 'click' },
  ];
}

const STORAGE_KEY = 'lokasi-counter-settings';

export function loadItems(storage: Pick<Storage, 'getItem'>): CountItem[] | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null');
    if (!Array.isArray(parsed)) return null;
    const items = parsed.filter(
      (i): i is CountItem => typeof i?.title === 'string' && OPERATIONS.includes(i?.operation),
    );
    return items.length > 0 && validateItems(items, true) === null ? items : null;
  } catch {
    return null;
  }
}

export function saveItems(storage: Pick<Storage, 'setItem'>, items: readonly CountItem[]): void {
  storage.setItem(STORAGE_KEY, JSON.stringify(items.map((i) => ({ title: i.title.trim(), operation: i.operation }))));
}
