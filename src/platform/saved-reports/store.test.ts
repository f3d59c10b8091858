import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AreaQuery } from '../../../contracts/area.js';
import { openSavedReports, type SavedReports } from './store.js';

const query = (id: string, createdAt: string, extra: Partial<AreaQuery> = {}): AreaQuery => ({
  id, lat: 1.3521, lon: 103.8198, radius: 500, industry: 'cafe', countryCode: 'SG', placeName: 'Bishan',
  brandId: null, createdAt, dataVersion: '2026-11-01', ...extra,
});
const A = query('query-a-0000000000', '2026-11-20T10:00:00.000Z');
const B = query('query-b-0000000000', '2026-11-21T10:00:00.000Z', { industry: null, placeName: null, radius: 1000 });
const C = query('query-c-0000000000', '2026-11-22T10:00:00.000Z');

/** A failed request as the request layer rejects it: with its HTTP status, 0 when no answer arrived. */
const failure = (status: number, message: string) => Object.assign(new Error(message), { status });
const offline = () => Promise.reject(failure(0, 'offline'));
const notFound = () => Promise.reject(failure(404, 'Not found'));

let db = 0;
const open: SavedReports[] = [];
/** A new database per test; `again` opens the same one as a later visit would. */
async function fresh() {
  const name = `saved-reports-test-${++db}`;
  const openOne = async () => {
    const reports = await openSavedReports(name);
    open.push(reports);
    return reports;
  };
  return { reports: await openOne(), again: openOne };
}

describe('saved reports on the device', () => {
  afterEach(async () => {
    await Promise.all(open.splice(0).map((r) => r.close()));
  });

  it('keeps queries across visits, newest first, with the report kinds unlocked', async () => {
    const { reports, again } = await fresh();
    await reports.put(A);
    await reports.put(B);
    await reports.markUnlocked(A.id, 'surroundings');
    await reports.markUnlocked(A.id, 'population');

    const later = await again();
    expect(later.list.value.map((r) => r.id)).toEqual([B.id, A.id]);
    expect(later.get(B.id)).toEqual({ ...B, unlocked: [] });
    expect(later.get(A.id)?.unlocked.sort()).toEqual(['population', 'surroundings']);
  });

  it('keeps an AI analysis as opened, for a later visit offline, and drops it with its report', async () => {
    const { reports, again } = await fresh();
    const answer = { query: A, unlocked: true, blocks: { narrative: { locked: false, data: { paragraphs: ['Good'] } } } };
    await reports.put(A);
    await reports.putAnalysis(A.id, 'th', answer);

    const later = await again();
    expect(later.getAnalysis(A.id)).toMatchObject({ answer, lang: 'th' });
    expect(later.getAnalysis(B.id)).toBeUndefined();
    await later.remove(A.id);
    expect(later.getAnalysis(A.id)).toBeUndefined();
  });

  it('the list signal follows each change', async () => {
    const { reports } = await fresh();
    const seen: number[] = [];
    const stop = reports.list.subscribe((list) => seen.push(list.length));
    await reports.put(A);
    await reports.put(C);
    await reports.remove(A.id);
    stop();
    expect(seen).toEqual([0, 1, 2, 1]);
  });

  it('takes the server list: new queries arrive, one removed on another device goes, a shared one opened here stays', async () => {
    const { reports } = await fresh();
    await reports.sync(async () => [A, B], notFound);
    await reports.markUnlocked(B.id, 'consumption');
    await reports.put(C); // someone else's query, opened from a shared link: never in this user's list

    await reports.sync(async () => [A], notFound);

    expect(reports.list.value.map((r) => r.id)).toEqual([C.id, A.id]);
    expect(reports.get(B.id)).toBeUndefined();
  });

  it('takes the reports the account unlocked on another device from the server list', async () => {
    const { reports } = await fresh();
    await reports.sync(async () => [{ ...A, unlocked: ['ai-analysis', 'population'] }, { ...B, unlocked: [] }], notFound);
    expect(reports.get(A.id)?.unlocked.sort()).toEqual(['ai-analysis', 'population']);
    expect(reports.get(B.id)?.unlocked).toEqual([]);
  });

  it('a removal made offline reaches the server at a later sync, and the server list never brings it back', async () => {
    const { reports, again } = await fresh();
    await reports.sync(async () => [A, B], notFound);
    await reports.remove(A.id);
    expect(reports.list.value.map((r) => r.id)).toEqual([B.id]);

    // Offline: the removal cannot be sent; the list still says it is gone.
    await expect(reports.sync(offline, offline)).rejects.toThrow('offline');
    expect(reports.list.value.map((r) => r.id)).toEqual([B.id]);

    // The page closed and opened again, online.
    const server = new Map([A, B].map((q) => [q.id, q]));
    const serverDeletes = vi.fn(async (id: string) => server.delete(id));
    const later = await again();
    await later.sync(async () => [...server.values()], serverDeletes);

    expect(serverDeletes).toHaveBeenCalledExactlyOnceWith(A.id);
    expect([...server.keys()]).toEqual([B.id]);
    expect(later.list.value.map((r) => r.id)).toEqual([B.id]);
    await later.sync(async () => [...server.values()], serverDeletes);
    expect(serverDeletes).toHaveBeenCalledOnce();
  });

  it('a removal the server refuses for now stays pending while the rest of the list syncs', async () => {
    const { reports } = await fresh();
    await reports.sync(async () => [A], notFound);
    await reports.remove(A.id);
    const busy = failure(503, 'busy');
    await expect(reports.sync(async () => [A, C], () => Promise.reject(busy))).rejects.toBe(busy);
    expect(reports.list.value.map((r) => r.id)).toEqual([C.id]);
    const deleted = vi.fn(async () => undefined);
    await reports.sync(async () => [C], deleted);
    expect(deleted).toHaveBeenCalledExactlyOnceWith(A.id);
  });

  it('a removal the server answers 404 to (already gone, or a shared query) is done', async () => {
    const { reports } = await fresh();
    await reports.put(C);
    await reports.remove(C.id);
    const deleteRemote = vi.fn(notFound);
    await reports.sync(async () => [], deleteRemote);
    await reports.sync(async () => [], deleteRemote);
    expect(deleteRemote).toHaveBeenCalledOnce();
  });

  it('two tabs of the app writing the same store lose nothing of each other', async () => {
    const { reports: tab1, again } = await fresh();
    const tab2 = await again();
    await tab1.sync(async () => [A], notFound);
    await tab1.remove(A.id); // offline: waits for the server
    await tab2.put(B);
    await tab1.put(C);
    await tab2.markUnlocked(C.id, 'population');

    const later = await again();
    expect(later.list.value.map((r) => r.id)).toEqual([C.id, B.id]);
    expect(later.get(C.id)?.unlocked).toEqual(['population']);
    const deleteRemote = vi.fn(async () => undefined);
    await later.sync(async () => [B, C], deleteRemote);
    expect(deleteRemote).toHaveBeenCalledExactlyOnceWith(A.id);
  });

  it('syncs requested together run one after the other, and nothing is lost', async () => {
    const { reports } = await fresh();
    let answer!: (list: AreaQuery[]) => void;
    const fetchRemote = vi.fn().mockReturnValueOnce(new Promise<AreaQuery[]>((done) => (answer = done))).mockResolvedValue([A, B]);
    const first = reports.sync(fetchRemote, notFound);
    const second = reports.sync(fetchRemote, notFound);
    const third = reports.sync(fetchRemote, notFound);
    await vi.waitFor(() => expect(fetchRemote).toHaveBeenCalledOnce());
    answer([A]);
    await Promise.all([first, second, third]);
    expect(fetchRemote).toHaveBeenCalledTimes(2);
    expect(reports.list.value.map((r) => r.id)).toEqual([B.id, A.id]);
  });

  it('keeps a recommendation as opened and the places marked, across visits', async () => {
    const { reports, again } = await fresh();
    await reports.putDocument('recommendation', 'rec-1', 'en', { id: 'rec-1', sites: [] });
    await reports.putBookmark({ lat: 1.28, lon: 103.85, name: 'Raffles Place', path: '/report/recommended-details?id=rec-1&rank=1' });
    await reports.putBookmark({ lat: 1.28000001, lon: 103.85, name: 'Raffles Place again', path: '/x' });
    await reports.putBookmark({ lat: 1.35, lon: 103.9, name: 'Tampines', path: '/y' });

    const later = await again();
    expect(later.getDocument('recommendation', 'rec-1')).toMatchObject({ answer: { id: 'rec-1' }, lang: 'en' });
    expect(later.getDocument('recommendation', 'rec-2')).toBeUndefined();
    expect(later.listDocuments('recommendation')).toEqual([expect.objectContaining({ id: 'rec-1', lang: 'en', answer: { id: 'rec-1', sites: [] } })]);
    expect(later.listDocuments('analysis')).toEqual([]);
    // The same place marked twice is one mark.
    expect(later.bookmarks.value.map((b) => b.name).sort()).toEqual(['Raffles Place again', 'Tampines']);
    await later.removeBookmark(later.bookmarks.value.find((b) => b.name === 'Tampines')!.id);
    expect(later.bookmarks.value.map((b) => b.name)).toEqual(['Raffles Place again']);
  });
});
