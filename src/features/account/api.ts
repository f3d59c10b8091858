import { api } from '../../api/request.js';
import type { Me } from '../../../contracts/accounts.js';
import type { DeletionReceipt, DeletionState, FeedbackInput, MyData } from '../../../contracts/account-data.js';
import type { AreaQueryList, SavedAreaQuery } from '../../../contracts/area.js';
import type { RecommendationList } from '../../../contracts/recommendation.js';

export type { DeletionState, FeedbackInput, MyData };

/**
 * Account deletion, feedback and "all my personal data" (server/accounts, server/feedback, server/privacy). Deletion
 * calls are silent: the screen shows the spec's messages itself.
 */
export const accountApi = {
  me: () => api.get<Me>('/v1/me', { silent: true }),
  sendDeletionCode: (email: string) => api.post<{ requestId: string; resendAfterSeconds: number }>('/v1/auth/codes', { purpose: 'delete', email }, { silent: true }),
  submitDeletion: (body: { code: string; requestId: string } | Record<string, never>) => api.post<DeletionReceipt>('/v1/account/deletion', body, { silent: true }),
  /** No token: the account's sessions were revoked when the request was submitted. */
  deletionState: (id: string) => api.get<DeletionState>(`/v1/account/deletions/${encodeURIComponent(id)}`, { noToken: true, silent: true }),
  sendFeedback: (input: FeedbackInput) => api.post<null>('/v1/feedback', input, { silent: true }),
  myData: () => api.get<MyData>('/v1/me/data', { silent: true }),
  /** The account's saved data queries (the device's list syncs with it), and the removal a sync sends. */
  savedQueries: (): Promise<SavedAreaQuery[]> => api.get<AreaQueryList>('/v1/area/queries', { silent: true }).then((r) => r.items),
  removeQuery: (id: string) => api.delete<{ id: string }>(`/v1/area/queries/${encodeURIComponent(id)}`, { silent: true }),
  /** The account's location recommendations, newest first (contracts/recommendation.ts). */
  recommendations: () => api.get<RecommendationList>('/v1/recommendations', { silent: true }).then((r) => r.items),
};
