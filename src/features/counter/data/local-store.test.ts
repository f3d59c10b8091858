import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { clearAccountData } from '../../../platform/device-data.js';
import { openCounterStore } from './local-store.js';

describe('the counts at the end of the account (src/platform/device-data.ts)', () => {
  it('are deleted even while this page holds the store open', async () => {
    const store = await openCounterStore();
    await store.putSession({ id: 's1', startedAt: 1, endedAt: null, items: [], name: 'Shop front', notes: '', location: null, updatedAt: 1, syncedAt: 0, deleted: false });
    await clearAccountData([]);
    expect(await (await openCounterStore()).sessions()).toEqual([]);
  });
});
