import type { DeletionState } from '../../contracts/account-data.js';
import type { Me, Token } from '../../contracts/accounts.js';
import type { AuthCalls } from '../session/index.js';
import { api } from './request.js';

/** The session owner's account calls (src/session/owner.ts), loaded with the request layer when first needed. */
export const authCalls: AuthCalls = {
  anonymous: async () => (await api.post<Token>('/v1/auth/anonymous', undefined, { noToken: true, silent: true })).token,
  me: () => api.get<Me>('/v1/me', { silent: true }),
  deletionState: (id) => api.get<DeletionState>(`/v1/account/deletions/${encodeURIComponent(id)}`, { noToken: true, silent: true }),
};
