import { api } from '../../api/request.js';
import { MAX_TAPS_PAGE } from '../../../contracts/counter-paging.js';
import type { SessionDetail, SessionSummary, SyncBatch, SyncResult } from '../../../contracts/counter.js';

/** A session with every tap, read in full pages: the server answers at most MAX_TAPS_PAGE taps per request. */
async function sessionWithAllTaps(id: string): Promise<SessionDetail> {
  const path = `/v1/counter/sessions/${encodeURIComponent(id)}?limit=${MAX_TAPS_PAGE}`;
  let page = await api.get<SessionDetail>(path, { silent: true });
  const taps = page.taps;
  while (page.next) {
    page = await api.get<SessionDetail>(`${path}&after=${encodeURIComponent(page.next)}`, { silent: true });
    taps.push(...page.taps);
  }
  return { session: page.session, taps, next: null };
}

/** The counter's server calls (server/counter/routes.ts). Sync is silent: its state shows on screen, not as toasts. */
export const counterApi = {
  sync: (batch: SyncBatch) => api.post<SyncResult>('/v1/counter/sync', batch, { silent: true }),
  list: () => api.get<{ sessions: SessionSummary[] }>('/v1/counter/sessions', { silent: true }).then((d) => d.sessions),
  get: sessionWithAllTaps,
  remove: (id: string) => api.delete<{ id: string }>(`/v1/counter/sessions/${encodeURIComponent(id)}`),
};
