import { api } from '../../api/request.js';
import type { SessionDetail, SessionSummary, SyncBatch, SyncResult } from '../../../server/counter/schemas.js';

/** The counter's server calls (server/counter/routes.ts). Sync is silent: its state shows on screen, not as toasts. */
export const counterApi = {
  sync: (batch: SyncBatch) => api.post<SyncResult>('/v1/counter/sync', batch, { silent: true }),
  list: () => api.get<{ sessions: SessionSummary[] }>('/v1/counter/sessions', { silent: true }).then((d) => d.sessions),
  get: (id: string) => api.get<SessionDetail>(`/v1/counter/sessions/${encodeURIComponent(id)}`, { silent: true }),
  remove: (id: string) => api.delete<{ id: string }>(`/v1/counter/sessions/${encodeURIComponent(id)}`),
};
