import { describe, expect, it, vi } from 'vitest';
import { ApiError, CLIENT_CODES } from '../../../api/errors.js';
import type { KeptAnswerStore, SavedAnalysis } from '../../../platform/saved-reports/index.js';
import { RECOMMENDATION } from './fixture.js';
import { createRecommendationModel } from './recommendation.js';

function memoryStore(): KeptAnswerStore {
  const docs = new Map<string, SavedAnalysis>();
  return {
    putDocument: async (kind, id, lang, answer) => void docs.set(`${kind}/${id}`, { answer, lang, savedAt: '2026-11-26T09:00:00Z' }),
    getDocument: (kind, id) => docs.get(`${kind}/${id}`),
  };
}

describe('a recommendation on screen', () => {
  it('opens offline as it was last opened, saying when it was kept', async () => {
    const store = memoryStore();
    const api = { get: vi.fn(async () => RECOMMENDATION), example: vi.fn(async () => RECOMMENDATION) };
    const online = createRecommendationModel({ api, store: async () => store, lang: () => 'en' });
    await online.open(RECOMMENDATION.id);
    expect(store.getDocument('recommendation', RECOMMENDATION.id)).toBeUndefined(); // nothing written while it loads
    await online.save();
    expect(store.getDocument('recommendation', RECOMMENDATION.id)).toBeDefined();

    api.get.mockRejectedValue(new ApiError(CLIENT_CODES.network, 0, 'offline'));
    const offline = createRecommendationModel({ api, store: async () => store, lang: () => 'en' });
    await offline.open(RECOMMENDATION.id);
    expect(offline.report.value).toEqual({ status: 'ready', data: RECOMMENDATION });
    expect(offline.savedAt.value).toBe('2026-11-26T09:00:00Z');
  });

  it('shows the error offline when it was never opened here', async () => {
    const api = { get: vi.fn(() => Promise.reject(new ApiError(CLIENT_CODES.network, 0, 'offline'))), example: vi.fn() };
    const m = createRecommendationModel({ api, store: async () => memoryStore(), lang: () => 'en' });
    await m.open('rec-unknown');
    expect(m.report.value.status).toBe('error');
  });
});
