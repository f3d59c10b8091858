import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { clearAccountData } from './device-data.js';
import { ACCOUNT_KEYS } from './storage.js';
import { openSavedReports } from './saved-reports/store.js';

describe('clearing what the device keeps of an account', () => {
  it('empties the saved reports and marks, the token and the per-tab state; keeps the preferences', async () => {
    const reports = await openSavedReports();
    await reports.putBookmark({ lat: 1.28, lon: 103.85, name: 'Raffles Place', path: '/x' });
    await reports.putDocument('recommendation', 'rec-1', 'en', { id: 'rec-1' });
    await reports.close();
    localStorage.setItem(ACCOUNT_KEYS.token, 'T'.repeat(32));
    localStorage.setItem(ACCOUNT_KEYS.deletionRequest, 'request-id');
    localStorage.setItem('global-web-lang', 'th');
    localStorage.setItem('lokasi-counter-settings', '{}');
    sessionStorage.setItem('lokasi-last-order', 'order-1');

    await clearAccountData(Object.values(ACCOUNT_KEYS));

    const after = await openSavedReports();
    expect([after.bookmarks.value, after.listDocuments('recommendation')]).toEqual([[], []]);
    await after.close();
    expect([localStorage.getItem(ACCOUNT_KEYS.token), localStorage.getItem(ACCOUNT_KEYS.deletionRequest), sessionStorage.getItem('lokasi-last-order')]).toEqual([null, null, null]);
    expect([localStorage.getItem('global-web-lang'), localStorage.getItem('lokasi-counter-settings')]).toEqual(['th', '{}']);
  });
});
