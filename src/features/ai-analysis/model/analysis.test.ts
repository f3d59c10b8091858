import { describe, expect, it, vi } from 'vitest';
import type { AiAnalysisReport } from '../../../../contracts/ai-analysis.js';
import type { AreaQuery } from '../../../../contracts/area.js';
import { ApiError, CLIENT_CODES, CREDITS_INSUFFICIENT } from '../../../api/errors.js';
import type { SavedAnalysis, SavedReport } from '../../../platform/saved-reports/index.js';
import { createAnalysisModel, type AnalysisStore } from './analysis.js';
import { LOCKED, QUERY, UNLOCKED } from './fixture.js';

/** The device's saved reports, in memory. */
function memoryStore(): AnalysisStore & { analyses: Map<string, SavedAnalysis> } {
  const reports = new Map<string, SavedReport>();
  const analyses = new Map<string, SavedAnalysis>();
  return {
    analyses,
    get: (id) => reports.get(id),
    put: async (q: AreaQuery) => void reports.set(q.id, { ...q, unlocked: [] }),
    markUnlocked: async (id, kind) => void reports.get(id)?.unlocked.push(kind),
    putAnalysis: async (id, lang, answer) => void analyses.set(id, { answer, lang, savedAt: '2026-11-26T09:00:00Z' }),
    getAnalysis: (id) => analyses.get(id),
  };
}

/** The server: the analysis locked until one unlock spends a credit (once per user and query) and answers it unlocked. */
function server(balance: number) {
  const state = { balance, unlocked: false, charges: 0 };
  const api = {
    example: vi.fn(async () => ({ ...QUERY, id: 'example-query-00000001' })),
    analysis: vi.fn(async (): Promise<AiAnalysisReport> => (state.unlocked ? UNLOCKED : LOCKED)),
    unlock: vi.fn(async () => {
      if (!state.unlocked) {
        if (state.balance < 1) throw new ApiError(CREDITS_INSUFFICIENT, 409, 'Insufficient credits');
        state.balance -= 1;
        state.charges += 1;
        state.unlocked = true;
      }
      return { unlocked: true as const, balance: state.balance, report: UNLOCKED };
    }),
  };
  return { api, state };
}

const ready = (m: ReturnType<typeof createAnalysisModel>) => {
  const r = m.report.value;
  if (r.status !== 'ready') throw new Error(`not ready: ${r.status}`);
  return r.data;
};

describe('the AI analysis model', () => {
  it('shows the locked analysis without a score, unlocks it for one credit in place, and a reopening never charges again', async () => {
    const { api, state } = server(3);
    const store = memoryStore();
    const m = createAnalysisModel({ api, store: async () => store, lang: () => 'en' });
    await m.open(QUERY.id);
    expect(ready(m).unlocked).toBe(false);
    expect(ready(m).blocks.score.data).toBeNull();
    expect(api.unlock).not.toHaveBeenCalled();

    expect(await m.unlock()).toEqual({ unlocked: true, balance: 2, report: UNLOCKED });
    expect(ready(m).unlocked).toBe(true);
    expect(ready(m).blocks.score.data?.score.value).toBe(72);
    // The unlock's answer is the analysis shown: it is not asked for again.
    expect(api.analysis).toHaveBeenCalledTimes(1);

    const reopened = createAnalysisModel({ api, store: async () => store, lang: () => 'en' });
    await reopened.open(QUERY.id);
    expect(ready(reopened).blocks.score.data?.score.value).toBe(72);
    expect(state.charges).toBe(1);
    expect(state.balance).toBe(2);
  });

  it('with no credits the unlock is refused with the insufficient-credits code, nothing is charged and the analysis stays locked', async () => {
    const { api, state } = server(0);
    const m = createAnalysisModel({ api, store: async () => memoryStore(), lang: () => 'en' });
    await m.open(QUERY.id);
    await expect(m.unlock()).rejects.toMatchObject({ code: CREDITS_INSUFFICIENT });
    expect(state.charges).toBe(0);
    expect(ready(m).blocks.score.data).toBeNull();
  });

  it('the example opens the seeded query’s analysis', async () => {
    const { api } = server(0);
    const m = createAnalysisModel({ api, store: async () => memoryStore(), lang: () => 'en' });
    await m.open('example');
    expect(api.analysis).toHaveBeenCalledWith('example-query-00000001');
    expect(m.report.value.status).toBe('ready');
  });

  it('an opened analysis is saved with its query and data version, and opens offline from the device', async () => {
    const { api } = server(1);
    const store = memoryStore();
    const online = createAnalysisModel({ api, store: async () => store, lang: () => 'th' });
    await online.open(QUERY.id);
    await online.unlock();
    await online.save();
    expect(store.get(QUERY.id)).toMatchObject({ dataVersion: '2026-11-01', unlocked: ['ai-analysis'] });
    expect(store.analyses.get(QUERY.id)?.lang).toBe('th');

    api.analysis.mockRejectedValue(new ApiError(CLIENT_CODES.network, 0, 'offline'));
    const offline = createAnalysisModel({ api, store: async () => store, lang: () => 'th' });
    await offline.open(QUERY.id);
    expect(ready(offline).blocks.score.data?.score.value).toBe(72);
    expect(ready(offline).query.dataVersion).toBe('2026-11-01');
    expect(offline.savedAt.value).toBe('2026-11-26T09:00:00Z');
  });

  it('a copy opened from the device and unlocked once back online shows and keeps the unlocked answer', async () => {
    const { api } = server(1);
    const store = memoryStore();
    const first = createAnalysisModel({ api, store: async () => store, lang: () => 'en' });
    await first.open(QUERY.id);
    await first.save();
    expect(store.get(QUERY.id)?.unlocked).toEqual([]);

    api.analysis.mockRejectedValueOnce(new ApiError(CLIENT_CODES.network, 0, 'offline'));
    const m = createAnalysisModel({ api, store: async () => store, lang: () => 'en' });
    await m.open(QUERY.id);
    expect(m.savedAt.value).not.toBeNull();
    await m.unlock();
    expect(ready(m).blocks.score.data?.score.value).toBe(72);
    expect(m.savedAt.value).toBeNull();
    expect(api.analysis).toHaveBeenCalledTimes(2);
    await m.save();
    expect(store.get(QUERY.id)?.unlocked).toEqual(['ai-analysis']);
    expect((store.analyses.get(QUERY.id)?.answer as AiAnalysisReport).unlocked).toBe(true);
  });

  it('offline without a saved copy, or refused by the server, shows the error to retry', async () => {
    const { api } = server(1);
    api.analysis.mockRejectedValueOnce(new ApiError(CLIENT_CODES.network, 0, 'offline'));
    const m = createAnalysisModel({ api, store: async () => memoryStore(), lang: () => 'en' });
    await m.open(QUERY.id);
    expect(m.report.value.status).toBe('error');
    await m.retry();
    expect(m.report.value.status).toBe('ready');
  });
});
