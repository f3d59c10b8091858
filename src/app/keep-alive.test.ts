import type { Location } from '../platform/routing/router.js';
import { describe, expect, it } from 'vitest';
import type { RouteDef } from '../platform/routing/route-def.js';
import { nextEntries, type ScreenEntry } from './keep-alive.js';

const route = (path: string, keepAlive: boolean): RouteDef => ({ path, keepAlive, load: async () => ({ default: () => null }) });
const at = (pathname: string, search = ''): Location => ({ pathname, search, hash: '', state: null, key: pathname + search });

const report = route('/report/city/:id?', true);
const form = route('/lokasi/feedback', false);

function visit(paths: [RouteDef, string][], maxHidden?: number): ScreenEntry[] {
  let entries: ScreenEntry[] = [];
  paths.forEach(([r, p], i) => (entries = nextEntries(entries, r, at(p), i + 1, maxHidden)));
  return entries;
}

describe('nextEntries', () => {
  it('keeps kept-alive screens and drops the others once left', () => {
    const keys = visit([[report, '/report/city/1'], [form, '/lokasi/feedback'], [report, '/report/city/2']]).map((e) => e.key);
    expect(keys).toEqual(['/report/city/1', '/report/city/2']);
  });

  it('reuses the entry of a screen that comes back, keeping its place in the DOM order', () => {
    const before = visit([[report, '/report/city/1'], [report, '/report/city/2']]);
    const after = nextEntries(before, report, at('/report/city/1'), 3);
    expect(after.map((e) => e.key)).toEqual(['/report/city/1', '/report/city/2']);
    expect(after[0]!.created).toBe(before[0]!.created);
  });

  it('treats another query as another screen', () => {
    const first = nextEntries([], report, at('/report/city', '?id=1'), 1);
    const keys = nextEntries(first, report, at('/report/city', '?id=2'), 2).map((e) => e.key);
    expect(keys).toEqual(['/report/city?id=1', '/report/city?id=2']);
  });

  it('evicts the least recently used hidden screen beyond the limit', () => {
    const entries = visit(
      [
        [report, '/report/city/1'],
        [report, '/report/city/2'],
        [report, '/report/city/1'],
        [report, '/report/city/3'],
        [report, '/report/city/4'],
      ],
      2,
    );
    // 2 was used least recently: gone; 1 (revisited) and 3 stay hidden, 4 is shown.
    expect(entries.map((e) => e.key)).toEqual(['/report/city/1', '/report/city/3', '/report/city/4']);
  });
});
