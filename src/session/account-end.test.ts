import { describe, expect, it, vi } from 'vitest';
import type { DeletionState } from '../../contracts/account-data.js';
import { ACCOUNT_ENDED_KEY as ENDED_KEY, ACCOUNT_KEYS } from '../platform/storage.js';
import { createAccountEnd } from './account-end.js';
import { memoryStorage } from './memory-storage.js';

const ID = '7f3a9c2e-0000-4000-8000-000000000001';
const state = (status: DeletionState['status']): DeletionState => ({ id: ID, status, requestedAt: '2026-11-21T10:00:00.000Z', reviewedAt: status === 'pending' ? null : '2026-11-23T09:00:00.000Z' });

function end(status: DeletionState['status'] | 'unreachable', kept: string | null = ID) {
  const { storage, map } = memoryStorage(kept ? { [ACCOUNT_KEYS.deletionRequest]: kept } : {});
  const deps = {
    storage,
    keys: { deletionRequest: ACCOUNT_KEYS.deletionRequest, ended: ENDED_KEY },
    deletionState: vi.fn(async () => (status === 'unreachable' ? Promise.reject(new Error('offline')) : state(status))),
    clearDevice: vi.fn(async () => void map.delete(ACCOUNT_KEYS.deletionRequest)),
    restart: vi.fn(),
  };
  return { ...deps, map, end: createAccountEnd(deps) };
}

describe('the end of the device’s account', () => {
  it.each(['approved', 'erased'] as const)('%s: clears the device, notes why and restarts the page', async (status) => {
    const e = end(status);
    expect(await e.end.check()).toBe(true);
    expect(e.clearDevice).toHaveBeenCalledOnce();
    expect(e.restart).toHaveBeenCalledOnce();
    expect(e.clearDevice.mock.invocationCallOrder[0]).toBeLessThan(e.restart.mock.invocationCallOrder[0]!);
    expect(e.end.ended()).toEqual(state(status));
    e.end.dismiss();
    expect(e.end.ended()).toBeNull();
  });

  it('pending or unreachable: keeps everything and asks again next time', async () => {
    for (const status of ['pending', 'unreachable'] as const) {
      const e = end(status);
      expect(await e.end.check()).toBe(false);
      expect(e.clearDevice).not.toHaveBeenCalled();
      expect(e.map.get(ACCOUNT_KEYS.deletionRequest)).toBe(ID);
      expect(e.map.has(ENDED_KEY)).toBe(false);
    }
  });

  it('rejected: keeps the device as it is and notes that the account stays', async () => {
    const e = end('rejected');
    expect(await e.end.check()).toBe(false);
    expect(e.clearDevice).not.toHaveBeenCalled();
    expect(e.map.has(ACCOUNT_KEYS.deletionRequest)).toBe(false);
    expect(e.end.ended()).toMatchObject({ status: 'rejected' });
  });

  it('told by the server (SESSION_ENDED): clears the device, notes why and restarts; the device that asked keeps its pending request', async () => {
    const asked = end('pending');
    await asked.end.sessionEnded({ status: 'pending', since: '2026-11-21T10:00:00.000Z' });
    expect([asked.clearDevice, asked.restart].map((f) => f.mock.calls.length)).toEqual([1, 1]);
    expect(asked.map.get(ACCOUNT_KEYS.deletionRequest)).toBe(ID);
    expect(asked.end.ended()).toEqual({ status: 'pending', requestedAt: '2026-11-21T10:00:00.000Z', reviewedAt: null });
    const erased = end('erased');
    await erased.end.sessionEnded({ status: 'erased', since: '2026-11-23T09:00:00.000Z' });
    expect(erased.map.has(ACCOUNT_KEYS.deletionRequest)).toBe(false);
    expect(erased.end.ended()).toEqual({ status: 'erased', requestedAt: '2026-11-23T09:00:00.000Z', reviewedAt: '2026-11-23T09:00:00.000Z' });
  });

  it('asks nothing when the device made no request', async () => {
    const e = end('erased', null);
    expect(await e.end.check()).toBe(false);
    expect(e.deletionState).not.toHaveBeenCalled();
  });
});
